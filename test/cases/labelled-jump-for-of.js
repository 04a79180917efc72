// break/continue to a label that leaves for-of loops: the jump lands where it should (it
// looped forever when the label sat inside another for-of loop) and every loop left has
// its iterator closed, innermost first.
'use strict';
function nested(kind) {
  let n = 0;
  for (const z of [1]) {
    mid: for (const b of [1, 2]) {
      for (const c of [1, 2]) {
        n++;
        if (n > 50) return 'runaway';
        if (kind === 'break') break mid;
        continue mid;
      }
    }
  }
  return n;
}
console.log(nested('break'), nested('continue'));

function toBlock() {
  let n = 0;
  for (const z of [1, 2]) {
    blk: { for (const c of [1, 2, 3]) { n++; if (n > 50) return 'runaway'; break blk; } }
  }
  return n;
}
console.log(toBlock());

const log = [];
function closing(name, count) {
  let i = 0;
  return {
    [Symbol.iterator]() { return this; },
    next() { return i++ < count ? { value: i, done: false } : { value: undefined, done: true }; },
    return() { log.push(`${name} closed`); return {}; },
  };
}
top: for (const a of closing('a', 3)) {
  for (const b of closing('b', 3)) {
    for (const c of closing('c', 3)) { log.push(`${a}${b}${c}`); break top; }
  }
}
console.log(log.join(','));
log.length = 0;
outer: for (const a of closing('a', 2)) {
  lbl: for (const b of closing('b', 2)) {
    for (const c of closing('c', 2)) { log.push(`${a}${b}${c}`); if (c === 1) continue lbl; break outer; }
  }
}
console.log(log.join(','));
log.length = 0;
function* gen(name) { try { yield 1; yield 2; } finally { log.push(`${name} finally`); } }
found: for (const x of gen('x')) {
  for (const y of gen('y')) { if (y === 1) break found; }
}
console.log(log.join(','));
// Labels of the loops left stay usable; a labelled continue of the loop's own label stays.
let seen = '';
a: for (const i of [1, 2]) {
  b: for (const j of [1, 2]) {
    for (const k of [1, 2]) { seen += `${i}${j}${k} `; if (k === 1) continue b; continue a; }
  }
}
console.log(seen.trim());
