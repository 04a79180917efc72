// A typeless .ts required from CommonJS: it has no module syntax, so it is CommonJS.
interface Point { x: number; y: number }

function add(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}

const origin = { x: 0, y: 0 } satisfies Point;

module.exports = { add, origin, where: __filename.slice(__dirname.length) };
