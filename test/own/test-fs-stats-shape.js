// minirt's own test: number Stats from every stat API have one shape and exact values.
// The shape: the Stats constructor's own keys in its order, plain writable/enumerable/
// configurable data properties, the fs.Stats prototype; minirt builds them natively, Node
// in JS.
'use strict';

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('stats-shape');
fs.writeFileSync(file, 'twelve bytes');

const kNumberKeys = ['dev', 'mode', 'nlink', 'uid', 'gid', 'rdev', 'blksize', 'ino', 'size',
                     'blocks', 'atimeMs', 'mtimeMs', 'ctimeMs', 'birthtimeMs'];

function checkShape(st, label) {
  assert.ok(st instanceof fs.Stats, label);
  assert.strictEqual(Object.getPrototypeOf(st), fs.Stats.prototype, label);
  const keys = Reflect.ownKeys(st);
  assert.deepStrictEqual(keys.slice(0, kNumberKeys.length), kNumberKeys, label);
  // Four symbols follow: the fractional nanoseconds of the four times.
  assert.strictEqual(keys.length, kNumberKeys.length + 4, label);
  for (const key of keys) {
    const d = Object.getOwnPropertyDescriptor(st, key);
    assert.ok('value' in d && d.writable && d.enumerable && d.configurable,
              `${label}: ${String(key)}`);
    assert.strictEqual(typeof d.value, 'number', `${label}: ${String(key)}`);
  }
  assert.strictEqual(st.size, 12, label);
  assert.strictEqual(st.isFile(), true, label);
  assert.strictEqual(st.isDirectory(), false, label);
  // Assignment and the lazy Date getters still behave like on a constructed Stats (this
  // changes `st`: check values first).
  assert.strictEqual(st.mtime.getTime(), Math.round(st.mtimeMs), label);
  st.size = 1;
  assert.strictEqual(st.size, 1, label);
}

// Each *Ms field is seconds * 1e3 + nanoseconds / 1e6 in double arithmetic; the BigInt
// form of the same stat gives the exact parts.
function checkTimes(st, big, label) {
  for (const t of ['atime', 'mtime', 'ctime', 'birthtime']) {
    const ns = big[`${t}Ns`];
    const expected = Number(ns / 1000000000n) * 1e3 + Number(ns % 1000000000n) / 1e6;
    assert.strictEqual(st[`${t}Ms`], expected, `${label}: ${t}Ms`);
  }
  for (const k of ['dev', 'mode', 'nlink', 'uid', 'gid', 'ino', 'size', 'blocks']) {
    assert.strictEqual(st[k], Number(big[k]), `${label}: ${k}`);
  }
}

const big = fs.statSync(file, { bigint: true });
const sync = fs.statSync(file);
checkShape(fs.statSync(file), 'statSync');
checkShape(fs.lstatSync(file), 'lstatSync');
checkTimes(sync, big, 'statSync');
const fd = fs.openSync(file, 'r');
checkShape(fs.fstatSync(fd), 'fstatSync');
checkTimes(fs.fstatSync(fd), big, 'fstatSync');
assert.strictEqual(fs.statSync(tmpdir.resolve('missing'), { throwIfNoEntry: false }), undefined);

fs.stat(file, common.mustSucceed((st) => {
  checkTimes(st, big, 'stat');
  checkShape(st, 'stat');
}));
fs.lstat(file, common.mustSucceed((st) => checkShape(st, 'lstat')));
fs.fstat(fd, common.mustSucceed((st) => {
  checkShape(st, 'fstat');
  fs.closeSync(fd);
}));

// The callback forms call back with exactly (err) or (null, stats), and no `this`.
for (const [name, target] of [['stat', file], ['lstat', file],
                              ['stat', tmpdir.resolve('missing')]]) {
  fs[name](target, common.mustCall(function(...args) {
    assert.strictEqual(this, undefined);
    if (target === file) {
      assert.strictEqual(args.length, 2);
      assert.strictEqual(args[0], null);
      assert.ok(args[1] instanceof fs.Stats);
    } else {
      assert.strictEqual(args.length, 1);
      assert.strictEqual(args[0].code, 'ENOENT');
      assert.strictEqual(args[0].syscall, 'stat');
    }
  }));
}
fs.stat(tmpdir.resolve('missing'), { throwIfNoEntry: false }, common.mustCall((...args) => {
  assert.deepStrictEqual(args, [null, undefined]);
}));

(async () => {
  checkShape(await fs.promises.stat(file), 'promises.stat');
  checkShape(await fs.promises.lstat(file), 'promises.lstat');
  const handle = await fs.promises.open(file);
  const st = await handle.stat();
  await handle.close();
  checkTimes(st, big, 'FileHandle.stat');
  checkShape(st, 'FileHandle.stat');
  // BigInt stats are still built from exact values.
  const b = await fs.promises.stat(file, { bigint: true });
  assert.ok(b instanceof fs.Stats === false && typeof b.size === 'bigint');
  assert.strictEqual(b.size, 12n);
})().then(common.mustCall());
