// Port of nodejs/node test/parallel/test-stream-writable-write-cb-error.js (rewritten for minirt).
'use strict';

// When _write fails, the write callback gets the error before 'error' is emitted,
// whether the failure is synchronous or asynchronous; write() returns false after.
const common = require('../common');
const assert = require('assert');
const { Writable } = require('stream');

{
  // Synchronous failure: both callbacks are deferred; write cb first.
  let cbCalled = false;
  const w = new Writable({
    write(chunk, enc, cb) {
      cb(new Error('sync fail'));
    },
  });
  w.on('error', common.mustCall((err) => {
    assert.strictEqual(err.message, 'sync fail');
    assert.strictEqual(cbCalled, true);
  }));
  let sync = true;
  w.write('x', common.mustCall((err) => {
    assert.strictEqual(sync, false);
    assert.strictEqual(err.message, 'sync fail');
    cbCalled = true;
  }));
  sync = false;
  assert.strictEqual(w.write('more', common.mustCall((err) => {
    assert.strictEqual(err.message, 'sync fail');
  })), false);
}

{
  // Asynchronous failure.
  let cbCalled = false;
  const w = new Writable({
    write(chunk, enc, cb) {
      setImmediate(cb, new Error('async fail'));
    },
  });
  w.on('error', common.mustCall(() => assert.strictEqual(cbCalled, true)));
  w.write('x', common.mustCall((err) => {
    assert.strictEqual(err.message, 'async fail');
    cbCalled = true;
  }));
}

{
  // The callback of a successful write gets null.
  const w = new Writable({ write(chunk, enc, cb) { cb(); } });
  w.write('ok', common.mustCall((err) => assert.strictEqual(err, null)));
}

{
  // Calling the write callback twice is an error.
  const w = new Writable({
    write(chunk, enc, cb) {
      cb();
      cb();
    },
  });
  w.on('error', common.mustCall((err) => assert.strictEqual(err.code, 'ERR_MULTIPLE_CALLBACK')));
  w.write('twice');
}
