// Port of nodejs/node test/parallel/test-stream-readable-data.js (rewritten for minirt).
'use strict';

// Adding a 'data' listener (even after 'readable' was removed) starts the flow, and
// the stream reports readableDidRead/readableFlowing accordingly.
const common = require('../common');
const assert = require('assert');
const { Readable } = require('stream');

{
  const r = new Readable({ read() {} });
  function handler() {}
  r.on('readable', handler);
  r.removeListener('readable', handler);
  r.on('data', common.mustCall((chunk) => {
    assert.strictEqual(String(chunk), 'hello');
  }));
  process.nextTick(() => r.push('hello'));
}

{
  const r = new Readable({ read() {} });
  assert.strictEqual(r.readableDidRead, false);
  r.on('data', common.mustCall(() => {
    assert.strictEqual(r.readableDidRead, true);
  }, 2));
  assert.strictEqual(r.readableFlowing, true);
  r.push('a');
  r.push('b');
  r.push(null);
  r.on('end', common.mustCall(() => {
    assert.strictEqual(r.readableEnded, true);
    assert.strictEqual(r.readable, false);
  }));
}

{
  // pause() stops 'data'; resume() brings it back in order.
  const r = new Readable({ read() {} });
  const got = [];
  r.on('data', (d) => {
    got.push(String(d));
    if (got.length === 1) {
      r.pause();
      assert.strictEqual(r.isPaused(), true);
      setTimeout(() => {
        assert.deepStrictEqual(got, ['a']);
        r.resume();
      }, 5);
    }
  });
  r.on('pause', common.mustCall());
  r.on('resume', common.mustCall(2));
  r.on('end', common.mustCall(() => assert.deepStrictEqual(got, ['a', 'b', 'c'])));
  r.push('a');
  r.push('b');
  r.push('c');
  r.push(null);
}

{
  // Object mode: falsy values are data too; null ends.
  const r = new Readable({ objectMode: true, read() {} });
  const got = [];
  r.on('data', (d) => got.push(d));
  r.on('end', common.mustCall(() => assert.deepStrictEqual(got, [0, '', false, 'x'])));
  for (const v of [0, '', false, 'x', null]) r.push(v);
}
