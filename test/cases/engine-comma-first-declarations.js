// Comma-first let/const declarations (a declarator that starts its line with the comma)
// declare every name; errors thrown after them keep their line numbers.
'use strict';
const a = 1
  , b = 2
  /* a comment */
  , c = a + b;
let d = 'x'
  // a line comment
  , e;
console.log(a, b, c, d, e);
function f() {
  const g = [1, 2]
    , h = { k: 3 };
  return g.length + h.k;
}
console.log(f());
try {
  throw new Error('here');
} catch (err) {
  console.log(err.stack.split('\n')[1].includes('engine-comma-first-declarations.js:19'));
}
