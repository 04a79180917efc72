// A typed array sorted with a comparator is sorted as V8 sorts it (a top-down merge sort), so
// an inconsistent comparator gives V8's order and is called with the same pairs.
'use strict';
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const out = [];
for (let t = 0; t < 300; t++) {
  const n = 1 + Math.floor(rnd() * 12);
  const a = new Int32Array(n).map(() => Math.floor(rnd() * 10));
  const answers = Array.from({ length: 200 }, () => [-1, 0, 1, NaN, 2][Math.floor(rnd() * 5)]);
  let i = 0; const calls = [];
  const r = a.toSorted((x, y) => { calls.push(`${x}${y}`); return answers[i++ % answers.length]; });
  out.push(`${[...r].join(',')}|${calls.join(' ')}`);
}
const consistent = new Float64Array([3, 1, NaN, -0, 0, 2]).sort((a, b) => a - b);
out.push([...consistent].join(','));
console.log(require('crypto').createHash('md5').update(out.join('\n')).digest('hex'));
console.log(out.slice(0, 3).join('\n'));
