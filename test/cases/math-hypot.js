// Math.hypot gives V8's bits (scaled, compensated sum), converts every argument first, and keeps its name and length.
const rows = [[2.5, 3], [1.005, 3], [0.045, 3], [255.5, 3], [4.35, 3], [-1 / 3, 3], [0.1, 0.2, 0.3], [1e200, 3e200], [1e-200, 7e-201, 3e-200], [3, 4], [3, 4, 12], [], [-0], [-0, -0], [NaN, Infinity], [NaN, 1], ['3', '4'], [null, undefined], [5e-324, 5e-324]];
for (const r of rows) console.log(JSON.stringify(r), Object.is(Math.hypot(...r), -0) ? '-0' : Math.hypot(...r));
let x = 0.5, s = [];
for (let i = 0; i < 40; i++) { x = (x * 7.13 + 0.37) % 3.7; s.push(Math.hypot(x, i / 7, 0.1 * i)); }
console.log(s.join(' '));
const order = [];
console.log(Math.hypot({ valueOf() { order.push('a'); return NaN; } }, { valueOf() { order.push('b'); return Infinity; } }), order.join());
try { Math.hypot(1n); } catch (e) { console.log(e.constructor.name); }
console.log(Math.hypot.name, Math.hypot.length, Object.keys(Math).length, String(Object.getOwnPropertyDescriptor(Math, 'hypot').enumerable));
