// Port of nodejs/node test/parallel/test-stream-writable-needdrain-state.js (rewritten for minirt).
'use strict';

// write() returns false once writableLength reaches the highWaterMark, writableNeedDrain
// tracks that, and 'drain' fires when the queue empties (not while ending).
const common = require('../common');
const assert = require('assert');
const { Writable, Transform } = require('stream');

{
  const t = new Transform({
    transform(chunk, enc, cb) {
      setImmediate(cb, null, chunk);
    },
  });
  assert.strictEqual(t._writableState.needDrain, false);
  t.write('asdasd', common.mustCall(() => {
    assert.strictEqual(t._writableState.needDrain, false);
  }));
  assert.strictEqual(t._writableState.needDrain, false);
}

{
  const w = new Writable({
    highWaterMark: 5,
    write(chunk, enc, cb) {
      setTimeout(cb, 1);
    },
  });
  assert.strictEqual(w.write('abc'), true);
  assert.strictEqual(w.writableNeedDrain, false);
  assert.strictEqual(w.write('def'), false);
  assert.strictEqual(w.writableNeedDrain, true);
  assert.strictEqual(w.writableLength, 6);
  w.on('drain', common.mustCall(() => {
    assert.strictEqual(w.writableLength, 0);
    assert.strictEqual(w.writableNeedDrain, false);
    w.end();
  }));
}

{
  // A synchronous _write gives the bytes back at once, so write() keeps returning true.
  const w = new Writable({
    highWaterMark: 2,
    write(chunk, enc, cb) {
      cb();
    },
  });
  assert.strictEqual(w.write('abcdef'), true);
  w.on('drain', common.mustNotCall());
}

{
  // No 'drain' once end() has been called.
  const w = new Writable({
    highWaterMark: 1,
    write(chunk, enc, cb) {
      setTimeout(cb, 1);
    },
  });
  assert.strictEqual(w.write('xx'), false);
  w.end();
  w.on('drain', common.mustNotCall());
  w.on('finish', common.mustCall());
}

{
  // Object mode counts items.
  const w = new Writable({
    objectMode: true,
    highWaterMark: 2,
    write(chunk, enc, cb) {
      setImmediate(cb);
    },
  });
  assert.strictEqual(w.write({}), true);
  assert.strictEqual(w.write({}), false);
  assert.strictEqual(w.writableLength, 2);
  w.on('drain', common.mustCall());
}
