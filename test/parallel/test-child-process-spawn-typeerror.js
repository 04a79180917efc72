// Port of nodejs/node test/parallel/test-child-process-spawn-typeerror.js (rewritten for minirt).
'use strict';
// Which argument shapes spawn(), execFile() and fork() accept, and the errors for the rest.
const common = require('../common');
const assert = require('assert');
const { spawn, fork, execFile } = require('child_process');

// Forked copies of this file see the marker and do nothing.
if (process.env.CP_TYPEERROR_FORKED === '1') return;
process.env.CP_TYPEERROR_FORKED = '1';

const cmd = 'true';
const typeErr = { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' };
const valueErr = { code: 'ERR_INVALID_ARG_VALUE', name: 'TypeError' };
const rangeErr = { code: 'ERR_OUT_OF_RANGE', name: 'RangeError' };

const arr = [];
const obj = {};
const fn = () => {};
const str = 'text';

assert.throws(() => spawn('not-installed-anywhere', 'not an array'), typeErr);
assert.throws(() => spawn(), typeErr);
assert.throws(() => spawn(''), valueErr);
assert.throws(() => spawn({ toString() { return null; } }), typeErr);
assert.throws(() => spawn(cmd, true), typeErr);
assert.throws(() => spawn(cmd, [], null), typeErr);
assert.throws(() => spawn(cmd, [], 1), typeErr);
assert.throws(() => spawn(cmd, [], { uid: 2 ** 63 }), rangeErr);
assert.throws(() => spawn(cmd, [], { gid: 2 ** 63 }), rangeErr);

for (const args of [[], [arr], [arr, obj], [obj], [undefined, obj], [null, obj], [arr, undefined]]) {
  spawn(cmd, ...args);
}
for (const args of [[arr, null], [str], [arr, str], [arr, arr]]) {
  assert.throws(() => spawn(cmd, ...args), typeErr);
}

const u = undefined;
const n = null;
const execFileOk = [
  [], [arr], [arr, obj], [arr, obj, fn], [arr, fn], [obj], [obj, fn], [fn],
  [u, obj, fn], [arr, u, fn], [arr, obj, u], [n, obj, fn], [arr, n, fn], [arr, obj, n],
  [u, u, u], [u, u, fn], [u, obj, u], [arr, u, u], [n, n, n], [n, n, fn], [n, obj, n],
  [arr, n, n], [arr, u], [arr, n], [obj, u], [obj, n], [fn, u], [fn, n],
  // A string after the callback is ignored.
  [fn, str],
];
for (const args of execFileOk) execFile(cmd, ...args);
const execFileBad = [
  [str, obj, fn], [arr, str, fn], [arr, obj, str], [arr, str], [obj, str], [u, u, str],
  [n, n, str], [arr, u, str], [arr, n, str], [u, obj, str], [n, obj, str], [arr, arr],
];
for (const args of execFileBad) assert.throws(() => execFile(cmd, ...args), typeErr);

const forkOk = [[], [arr], [arr, obj], [obj], [u, u], [u, obj], [arr, u], [n, n], [n, obj], [arr, n]];
for (const args of forkOk) fork(__filename, ...args);
for (const args of [[str], [arr, str], [arr, arr]]) {
  assert.throws(() => fork(__filename, ...args), typeErr);
}
