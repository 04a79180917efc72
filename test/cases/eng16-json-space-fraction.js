// JSON.stringify with a number of spaces between 0 and 1: V8 indents by nothing but still
// puts each member on its own line (and a space after each colon).
const value = { a: [1, { b: 'x\ny', c: [] }], d: {} };
for (const space of [0.5, 1e-9, 0, -0.5, 1.5]) {
  console.log(space, JSON.stringify(JSON.stringify(value, null, space)));
}
console.log(JSON.stringify([], null, 0.5), JSON.stringify(5, null, 0.5));
