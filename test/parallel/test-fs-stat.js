// Port of nodejs/node test/parallel/test-fs-stat.js (rewritten for minirt).
'use strict';

// stat/lstat/fstat in their callback, Sync and promise forms: the Stats shape (numeric
// fields, *Ms times, lazy Date getters that can be overwritten, is*() methods), argument
// validation and throwIfNoEntry.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;

const kNumberFields = ['dev', 'mode', 'nlink', 'uid', 'gid', 'rdev', 'blksize', 'ino',
                       'size', 'blocks', 'atimeMs', 'mtimeMs', 'ctimeMs', 'birthtimeMs'];

function checkStats(s) {
  assert.ok(s instanceof fs.Stats);
  for (const k of kNumberFields) assert.strictEqual(typeof s[k], 'number', k);
  for (const k of ['atime', 'mtime', 'ctime', 'birthtime']) {
    assert.ok(s[k] instanceof Date, k);
    assert.strictEqual(s[k].getTime(), Math.round(s[`${k}Ms`]));
  }
  // Own enumerable keys are the numbers only until a Date getter runs.
  assert.ok(Object.keys(s).includes('size'));
}

fs.stat('.', common.mustSucceed((s) => {
  checkStats(s);
  assert.strictEqual(s.isDirectory(), true);
  assert.strictEqual(s.isFile(), false);
}));

fs.lstat('.', common.mustSucceed((s) => {
  assert.strictEqual(s.isDirectory(), true);
  assert.strictEqual(s.isSymbolicLink(), false);
}));

fs.open('.', 'r', common.mustSucceed((fd) => {
  fs.fstat(fd, common.mustSucceed((s) => {
    checkStats(s);
    assert.strictEqual(s.isDirectory(), true);
    assert.deepStrictEqual(fs.fstatSync(fd).ino, s.ino);
    fs.close(fd, common.mustSucceed());
  }));
}));

const st = fs.statSync(__filename);
checkStats(st);
assert.strictEqual(st.isFile(), true);
assert.strictEqual(st.isDirectory(), false);
for (const m of ['isBlockDevice', 'isCharacterDevice', 'isFIFO', 'isSocket', 'isSymbolicLink']) {
  assert.strictEqual(st[m](), false, m);
}
assert.strictEqual(st.size, fs.readFileSync(__filename).length);
assert.strictEqual(fs.statSync('/dev/null').isCharacterDevice(), true);

// The Date getters can be replaced by assignment.
const s2 = fs.statSync(__filename);
s2.mtime = 'changed';
assert.strictEqual(s2.mtime, 'changed');
const d = s2.atime;
assert.strictEqual(s2.atime, d, 'cached after the first read');
assert.ok(Object.keys(s2).includes('atime'));

// Temporal instants, exact to the nanosecond part of the time.
if (globalThis.Temporal) {
  const inst = s2.ctimeInstant;
  // ctimeMs is a double: near a millisecond's end it rounds up to the next one.
  assert.ok(Math.abs(Number(inst.epochNanoseconds / 1000000n) - s2.ctimeMs) < 1);
  assert.strictEqual(typeof inst.epochNanoseconds, 'bigint');
}

// fd validation.
for (const bad of ['0', {}, null, undefined, true, () => {}]) {
  assert.throws(() => fs.fstat(bad, common.mustNotCall()), {
    code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
  assert.throws(() => fs.fstatSync(bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const bad of [-1, 1.5, 2 ** 31]) {
  assert.throws(() => fs.fstatSync(bad), { code: 'ERR_OUT_OF_RANGE', name: 'RangeError' });
}

// path validation.
for (const bad of [1, {}, null, undefined, true]) {
  assert.throws(() => fs.stat(bad, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => fs.lstatSync(bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => fs.statSync('a\u0000b'), { code: 'ERR_INVALID_ARG_VALUE' });

// The callback is required.
assert.throws(() => fs.stat(__filename), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
assert.throws(() => fs.fstat(0), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });

// Missing entries: an ENOENT error with path and syscall, or undefined when asked.
const missing = `${__filename}.missing`;
assert.throws(() => fs.statSync(missing), {
  code: 'ENOENT', syscall: 'stat', path: missing, errno: -2,
  message: `ENOENT: no such file or directory, stat '${missing}'`,
});
assert.throws(() => fs.lstatSync(missing), { code: 'ENOENT', syscall: 'lstat' });
assert.strictEqual(fs.statSync(missing, { throwIfNoEntry: false }), undefined);
assert.strictEqual(fs.lstatSync(missing, { throwIfNoEntry: false }), undefined);
assert.strictEqual(fs.statSync(`${__filename}/x`, { throwIfNoEntry: false }), undefined);
fs.stat(missing, { throwIfNoEntry: false }, common.mustSucceed((s) => {
  assert.strictEqual(s, undefined);
}));
fs.stat(missing, common.mustCall((err) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(err.path, missing);
}));

// Abort signals.
const ac = new AbortController();
ac.abort();
fs.stat(__filename, { signal: ac.signal }, common.mustCall((err) => {
  assert.strictEqual(err.name, 'AbortError');
}));
assert.throws(() => fs.stat(__filename, { signal: 1 }, common.mustNotCall()),
              { code: 'ERR_INVALID_ARG_TYPE' });

// Promises.
(async () => {
  const p = fsp;
  checkStats(await p.stat(__filename));
  assert.strictEqual((await p.lstat('.')).isDirectory(), true);
  assert.strictEqual(await p.stat(missing, { throwIfNoEntry: false }), undefined);
  await assert.rejects(p.stat(missing), { code: 'ENOENT', syscall: 'stat' });
  await assert.rejects(p.stat(1), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(p.stat(__filename, 'x'), { code: 'ERR_INVALID_ARG_TYPE' });
})().then(common.mustCall());

// `new fs.Stats()` still works (deprecated).
common.expectWarning('DeprecationWarning', 'fs.Stats constructor is deprecated.', 'DEP0180');
const made = new fs.Stats(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 12, 0, 13, 0, 14, 0);
assert.strictEqual(made.dev, 1);
assert.strictEqual(made.atimeMs, 11000);
