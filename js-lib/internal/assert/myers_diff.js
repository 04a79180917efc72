'use strict';
// internal/assert/myers_diff: the line diff behind assert's messages. myersDiff(actual,
// expected, commaTolerant) is Myers' shortest edit script between two arrays of lines, as
// [op, line] pairs (0 shared, 1 only in actual, -1 only in expected), so the lines it marks
// as changed are the ones Node marks.

// Myers' O(ND) shortest edit script between two arrays of lines. Returns [op, line]
// pairs in display order; op is 0 for a shared line, 1 for a line only in `actual`
// ("+") and -1 for a line only in `expected` ("-"). With `commaTolerant`, lines that
// differ only by a trailing comma count as shared (an added last property changes the
// comma of the line before it).
function myersDiff(actual, expected, commaTolerant) {
  const n = actual.length;
  const m = expected.length;
  const max = n + m;
  if (max > 2 ** 31 - 1) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_OUT_OF_RANGE('myersDiff input size', '< 2^31', max);
  }
  const base = max + 1;
  // furthest[base + k]: largest x reached so far on diagonal k = x - y.
  const furthest = new Int32Array(2 * max + 3);
  const snapshots = [];

  const same = (x, y) => {
    const a = actual[x];
    const e = expected[y];
    return a === e || (commaTolerant && (a + ',' === e || a === e + ','));
  };

  for (let d = 0; d <= max; d++) {
    // Keep diagonals -(d+1)..d+1 as they were before step d, for the walk back.
    snapshots.push(furthest.slice(base - d - 1, base + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x;
      if (k === -d || (k !== d && furthest[base + k - 1] < furthest[base + k + 1])) {
        x = furthest[base + k + 1];
      } else {
        x = furthest[base + k - 1] + 1;
      }
      let y = x - k;
      while (x < n && y < m && same(x, y)) {
        x++;
        y++;
      }
      furthest[base + k] = x;
      if (x >= n && y >= m) return walkBack(snapshots, actual, expected, commaTolerant, n, m);
    }
  }
  return [];
}

function walkBack(snapshots, actual, expected, commaTolerant, n, m) {
  const reversed = [];
  let x = n;
  let y = m;
  for (let d = snapshots.length - 1; d >= 0; d--) {
    const snap = snapshots[d];
    const at = (k) => snap[k + d + 1];
    const k = x - y;
    const prevK = (k === -d || (k !== d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      const line = actual[x - 1];
      // Show the comma-carrying variant of a shared line.
      reversed.push([0, commaTolerant && !line.endsWith(',') ? expected[y - 1] : line]);
      x--;
      y--;
    }
    if (d > 0) {
      if (x > prevX) {
        reversed.push([1, actual[--x]]);
      } else {
        reversed.push([-1, expected[--y]]);
      }
    }
  }
  return reversed.reverse();
}

module.exports = { myersDiff };
