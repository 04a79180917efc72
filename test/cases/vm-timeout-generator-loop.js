// Loops whose body is a bare statement, in generators, under a vm timeout (where every
// loop gets a stop check): the body, the generator's iterator-closing block and the check's
// block all end where the loop ends, and still nest right.
'use strict';
const vm = require('vm');
const code = `
function* flat(rows) { for (const row of rows) for (const x of row) yield x * 2 }
function* firstBig(rows) { L: for (const row of rows) for (const x of row) if (x > 2) { yield x; continue L; } else yield -x }
function* until(rows) { for (const x of rows) if (x === 3) return 'stop'; else yield x }
const out = [];
for (const v of flat([[1, 2], [3]])) out.push(v);
out.push([...firstBig([[1, 5, 6], [3]])].join('|'));
const it = until([1, 2, 3, 4]);
out.push(JSON.stringify([...it]), JSON.stringify(it.next()));
let n = 0; while (n < 5) n++;
out.push(n);
out.join(' ');
`;
console.log(vm.runInNewContext(code, {}, { timeout: 5000 }));
console.log(vm.runInNewContext(code, {}));
