// Port of nodejs/node test/parallel/test-stream-readable-destroy.js (rewritten for minirt).
'use strict';

// Readable#destroy: close without error, with an error ('error' then 'close'), custom
// _destroy(), callbacks, destroying twice, destroy during _construct, and no 'data'
// or 'end' after a destroy.
const common = require('../common');
const assert = require('assert');
const { Readable, addAbortSignal } = require('stream');

{
  const r = new Readable({ read() {} });
  r.resume();
  r.on('close', common.mustCall());
  r.destroy();
  assert.strictEqual(r.destroyed, true);
  assert.strictEqual(r.readable, false);
}

{
  const r = new Readable({ read() {} });
  r.resume();
  const expected = new Error('kaboom');
  const order = [];
  r.on('end', common.mustNotCall());
  r.on('error', common.mustCall((err) => {
    order.push('error');
    assert.strictEqual(err, expected);
  }));
  r.on('close', common.mustCall(() => {
    order.push('close');
    assert.deepStrictEqual(order, ['error', 'close']);
  }));
  r.destroy(expected);
  assert.strictEqual(r.destroyed, true);
  assert.strictEqual(r.errored, expected);
}

{
  // A custom _destroy receives the error and decides what is emitted.
  const r = new Readable({ read() {} });
  const expected = new Error('kaboom');
  r._destroy = common.mustCall(function(err, cb) {
    assert.strictEqual(err, expected);
    cb(err);
  });
  r.on('end', common.mustNotCall('no end event'));
  r.on('error', common.mustCall((err) => assert.strictEqual(err, expected)));
  r.destroy(expected);
}

{
  // _destroy may swallow the error.
  const r = new Readable({
    read() {},
    destroy: common.mustCall(function(err, cb) {
      cb();
    }),
  });
  r.on('error', common.mustNotCall());
  r.on('close', common.mustCall());
  r.destroy(new Error('swallowed'));
}

{
  // _destroy may end the stream instead.
  const r = new Readable({ read() {} });
  r._destroy = common.mustCall(function(err, cb) {
    process.nextTick(() => {
      this.push(null);
      this.resume();
      cb();
    });
  });
  const fail = common.mustNotCall('no end event');
  r.on('end', fail);
  r.destroy();
  r.removeListener('end', fail);
  r.on('end', common.mustNotCall());
  assert.strictEqual(r.destroyed, true);
}

{
  // The destroy callback sees the error reported by _destroy, before 'close'.
  const r = new Readable({ read() {} });
  const expected = new Error('kaboom');
  let cbCalled = false;
  r._destroy = function(err, cb) {
    cb(expected);
  };
  r.on('close', common.mustCall(() => assert(cbCalled)));
  r.on('error', common.mustCall((err) => assert.strictEqual(err, expected)));
  r.destroy(null, common.mustCall((err) => {
    cbCalled = true;
    assert.strictEqual(err, expected);
  }));
}

{
  // Destroying twice: only one 'error' and one 'close'.
  const r = new Readable({ read() {} });
  r.on('error', common.mustCall());
  r.on('close', common.mustCall());
  r.destroy(new Error('first'));
  r.destroy(new Error('second'));
  r.destroy();
  assert.strictEqual(r.errored.message, 'first');
}

{
  // push() after destroy is ignored.
  const r = new Readable({ read() {} });
  r.on('data', common.mustNotCall());
  r.destroy();
  assert.strictEqual(r.push('x'), false);
}

{
  // destroy() while _construct is pending: _destroy waits for construction.
  let constructed = false;
  const r = new Readable({
    construct: common.mustCall((cb) => {
      setTimeout(() => {
        constructed = true;
        cb();
      }, 5);
    }),
    read: common.mustNotCall(),
    destroy: common.mustCall((err, cb) => {
      assert.strictEqual(constructed, true);
      cb(err);
    }),
  });
  r.on('close', common.mustCall());
  r.destroy();
}

{
  // Listeners attached after destroy still see 'close' (emitted on a later tick).
  const r = new Readable({ read() {} });
  r.destroy();
  r.on('close', common.mustCall());
}

{
  // An already aborted signal destroys at once with an AbortError.
  const ac = new AbortController();
  ac.abort();
  const r = addAbortSignal(ac.signal, new Readable({ read() {} }));
  r.on('error', common.mustCall((e) => assert.strictEqual(e.name, 'AbortError')));
  r.on('close', common.mustCall());
  assert.strictEqual(r.destroyed, true);
}

{
  // The signal option aborts later.
  const ac = new AbortController();
  const r = new Readable({ read() {}, signal: ac.signal });
  r.on('error', common.mustCall((e) => {
    assert.strictEqual(e.name, 'AbortError');
    assert.strictEqual(e.cause, 'why');
  }));
  r.on('close', common.mustCall());
  ac.abort('why');
}

{
  // read() after destroy returns null and does not call _read.
  const r = new Readable({ read: common.mustNotCall() });
  r.destroy();
  assert.strictEqual(r.read(), null);
  r.on('close', common.mustCall());
}
