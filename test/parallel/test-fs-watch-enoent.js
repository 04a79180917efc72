// Port of nodejs/node test/parallel/test-fs-watch-enoent.js (rewritten for minirt).
'use strict';

// Watching a missing path throws Node's system error: ENOENT with errno, syscall 'watch',
// path and filename (the recursive form reports its stat instead).

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const missing = tmpdir.resolve('not-here');

assert.throws(() => fs.watch(missing, common.mustNotCall()), (err) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(err.errno, -2);
  assert.strictEqual(err.syscall, 'watch');
  assert.strictEqual(err.path, missing);
  assert.strictEqual(err.filename, missing);
  assert.strictEqual(err.message, `ENOENT: no such file or directory, watch '${missing}'`);
  return true;
});

assert.throws(() => fs.watch(missing, { recursive: true }), (err) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(err.syscall, 'stat');
  assert.strictEqual(err.filename, missing);
  return true;
});

// An error reported through the handle closes it and reaches 'error', not 'change'.
const file = tmpdir.resolve('present');
fs.writeFileSync(file, 'x');
const watcher = fs.watch(file, common.mustNotCall());
watcher.on('error', common.mustCall((err) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(err.syscall, 'watch');
  assert.strictEqual(err.filename, missing);
  assert.strictEqual(watcher._handle, null);
}));
watcher._handle.onchange(-2, 'ENOENT', missing);
