// Port of nodejs/node test/parallel/test-stream-writable-destroy.js (rewritten for minirt).
'use strict';

// Writable#destroy: 'close' (and 'error' first when given one), custom _destroy, queued
// writes failing with ERR_STREAM_DESTROYED, end() callbacks, writes after destroy, and
// no 'finish' after a destroy.
const common = require('../common');
const assert = require('assert');
const { Writable, addAbortSignal } = require('stream');

{
  const w = new Writable({ write(chunk, enc, cb) { cb(); } });
  w.on('finish', common.mustNotCall());
  w.on('close', common.mustCall());
  w.destroy();
  assert.strictEqual(w.destroyed, true);
  assert.strictEqual(w.writable, false);
}

{
  const w = new Writable({ write(chunk, enc, cb) { cb(); } });
  const expected = new Error('kaboom');
  const order = [];
  w.on('finish', common.mustNotCall());
  w.on('error', common.mustCall((err) => {
    order.push('error');
    assert.strictEqual(err, expected);
  }));
  w.on('close', common.mustCall(() => {
    order.push('close');
    assert.deepStrictEqual(order, ['error', 'close']);
  }));
  w.destroy(expected);
  assert.strictEqual(w.errored, expected);
}

{
  // Writes still queued behind a slow one fail when the stream is destroyed.
  const w = new Writable({
    write(chunk, enc, cb) {
      setTimeout(cb, 5);
    },
  });
  w.write('first', common.mustCall((err) => assert.strictEqual(err, null)));
  w.write('queued', common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_STREAM_DESTROYED');
  }));
  w.end(common.mustCall((err) => assert.strictEqual(err.code, 'ERR_STREAM_DESTROYED')));
  w.on('error', common.mustNotCall());
  w.destroy();
}

{
  // write() after destroy: callback error, no throw, no 'error' event (already destroyed).
  const w = new Writable({ write: common.mustNotCall() });
  w.destroy();
  w.on('error', common.mustNotCall());
  assert.strictEqual(w.write('x', common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_STREAM_DESTROYED');
  })), false);
}

{
  // A custom _destroy may replace the error.
  const w = new Writable({
    write(chunk, enc, cb) { cb(); },
    destroy: common.mustCall((err, cb) => {
      assert.strictEqual(err.message, 'original');
      cb(new Error('replaced'));
    }),
  });
  w.on('error', common.mustCall((err) => assert.strictEqual(err.message, 'replaced')));
  w.destroy(new Error('original'));
}

{
  // Destroy callback runs before 'close'.
  const w = new Writable({ write(chunk, enc, cb) { cb(); } });
  let called = false;
  w.on('close', common.mustCall(() => assert(called)));
  w.destroy(null, common.mustCall((err) => {
    called = true;
    assert.strictEqual(err, null);
  }));
}

{
  // destroy() after 'finish' still closes once.
  const w = new Writable({ autoDestroy: false, write(chunk, enc, cb) { cb(); } });
  w.on('finish', common.mustCall(() => {
    w.destroy();
    w.destroy();
  }));
  w.on('close', common.mustCall());
  w.end('x');
}

{
  // emitClose: false suppresses 'close'.
  const w = new Writable({ emitClose: false, write(chunk, enc, cb) { cb(); } });
  w.on('close', common.mustNotCall());
  w.destroy();
}

{
  // end() after 'finish' reports ERR_STREAM_ALREADY_FINISHED.
  const w = new Writable({ autoDestroy: false, write(chunk, enc, cb) { cb(); } });
  w.end();
  w.on('finish', common.mustCall(() => {
    w.end(common.mustCall((err) => assert.strictEqual(err.code, 'ERR_STREAM_ALREADY_FINISHED')));
  }));
}

{
  // An AbortSignal destroys with AbortError.
  const ac = new AbortController();
  const w = addAbortSignal(ac.signal, new Writable({ write(chunk, enc, cb) { cb(); } }));
  w.on('error', common.mustCall((err) => assert.strictEqual(err.name, 'AbortError')));
  w.on('close', common.mustCall());
  ac.abort();
}
