'use strict';
// internal/util/diff — util.diff(actual, expected): Myers' shortest edit script between two
// strings (by UTF-16 unit) or two arrays of strings, as [op, value] pairs in order, with
// op 0 for a common item, 1 for an item only in `actual`, -1 for one only in `expected`.
// Ties between equally short scripts are broken as Node's implementation does, so the same
// script comes out.

const { codes } = require('internal/errors_lazy');

const kNop = 0;
const kActualOnly = 1;
const kExpectedOnly = -1;

function validateInput(value, name) {
  if (!Array.isArray(value)) {
    if (typeof value !== 'string') throw new codes.ERR_INVALID_ARG_TYPE(name, 'string', value);
    return;
  }
  for (let i = 0; i < value.length; i++) {
    if (typeof value[i] !== 'string') {
      throw new codes.ERR_INVALID_ARG_TYPE(`${name}[${i}]`, 'string', value[i]);
    }
  }
}

// Forward pass: for each number of edits d, the furthest x reached on every diagonal k = x - y;
// a snapshot of that frontier before each pass lets the path be walked back afterwards.
function shortestEditScript(actual, expected) {
  const n = actual.length;
  const m = expected.length;
  const max = n + m;
  if (max > 2 ** 31 - 1) {
    throw new codes.ERR_OUT_OF_RANGE('myersDiff input size', '< 2^31', max);
  }
  const frontier = new Int32Array(2 * max + 1);
  const snapshots = [];
  for (let d = 0; d <= max; d++) {
    snapshots.push(frontier.slice());
    for (let k = -d; k <= d; k += 2) {
      const at = k + max;
      const down = k === -d || (k !== d && frontier[at - 1] < frontier[at + 1]);
      let x = down ? frontier[at + 1] : frontier[at - 1] + 1;
      let y = x - k;
      while (x < n && y < m && actual[x] === expected[y]) {
        x++;
        y++;
      }
      frontier[at] = x;
      if (x >= n && y >= m) return walkBack(snapshots, actual, expected);
    }
  }
  // Two empty arrays: Node's loop finds no end point and its result is undefined, which
  // fails when reversed.
  throw new TypeError('Cannot convert undefined or null to object');
}

// Produces the script from its end: matches first, then the one edit of each level.
function walkBack(snapshots, actual, expected) {
  const max = actual.length + expected.length;
  let x = actual.length;
  let y = expected.length;
  const script = [];
  for (let d = snapshots.length - 1; d >= 0; d--) {
    const frontier = snapshots[d];
    const k = x - y;
    const at = k + max;
    const fromK = k === -d || (k !== d && frontier[at - 1] < frontier[at + 1]) ? k + 1 : k - 1;
    const fromX = frontier[fromK + max];
    const fromY = fromX - fromK;
    while (x > fromX && y > fromY) {
      script.push([kNop, actual[x - 1]]);
      x--;
      y--;
    }
    if (d > 0) {
      if (x > fromX) script.push([kActualOnly, actual[--x]]);
      else script.push([kExpectedOnly, expected[--y]]);
    }
  }
  return script;
}

function diff(actual, expected) {
  if (actual === expected) return [];
  validateInput(actual, 'actual');
  validateInput(expected, 'expected');
  return shortestEditScript(actual, expected).reverse();
}

module.exports = { diff };
