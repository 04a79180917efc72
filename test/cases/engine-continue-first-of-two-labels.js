// A `continue` naming the first of two labels on one loop continues that loop.
'use strict';
let log = [];
let guard = 0;
a: b: for (let i = 0; i < 3; i++) {
  if (++guard > 50) break;
  log.push(i);
  continue a;
}
console.log('for', log.join(','));

log = [];
let i = 0;
outer: inner: while (i < 3) {
  i++;
  if (++guard > 100) break;
  if (i === 2) continue outer;
  log.push(i);
}
console.log('while', log.join(','));

log = [];
l1: l2: for (const x of [1, 2]) {
  for (const y of ['a', 'b']) {
    if (++guard > 150) break l1;
    log.push(`${x}${y}`);
    continue l1;
  }
}
console.log('for-of nested', log.join(','));

log = [];
let k = 0;
p: q: r: do {
  k++;
  if (++guard > 200) break;
  if (k < 3) continue p;
  log.push(k);
} while (k < 4);
console.log('do-while', log.join(','));

function* gen() { try { yield 1; yield 2; } finally { log.push('closed'); } }
log = [];
m1: m2: for (const x of [1, 2]) {
  for (const y of gen()) {
    if (++guard > 250) break m1;
    log.push(`${x}:${y}`);
    continue m1;
  }
}
console.log('iterator closed', log.join(','));
console.log('guard', guard < 50 ? 'ok' : guard);
