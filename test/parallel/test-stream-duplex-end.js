// Port of nodejs/node test/parallel/test-stream-duplex-end.js (rewritten for minirt).
'use strict';

// Duplex: allowHalfOpen (default true) keeps the writable side open after 'end';
// allowHalfOpen:false ends it; readable:false/writable:false options; the two sides
// report their own state.
const common = require('../common');
const assert = require('assert');
const { Duplex, Writable, Readable } = require('stream');

{
  const stream = new Duplex({ read() {} });
  assert.strictEqual(stream.allowHalfOpen, true);
  stream.on('finish', common.mustNotCall());
  assert.strictEqual(stream.listenerCount('end'), 0);
  stream.resume();
  stream.push(null);
}

{
  const stream = new Duplex({ read() {}, allowHalfOpen: false });
  assert.strictEqual(stream.allowHalfOpen, false);
  stream.on('finish', common.mustCall());
  stream.resume();
  stream.push(null);
}

{
  const stream = new Duplex({ read() {}, allowHalfOpen: false });
  stream._writableState.ended = true;
  stream.on('finish', common.mustNotCall());
  stream.resume();
  stream.push(null);
}

{
  const d = new Duplex({ readable: false, write(c, e, cb) { cb(); } });
  assert.strictEqual(d.readable, false);
  assert.strictEqual(d.writable, true);
  d.on('close', common.mustCall());
  d.end('x');
}

{
  const d = new Duplex({ writable: false, read() {} });
  assert.strictEqual(d.writable, false);
  assert.strictEqual(d.readable, true);
  assert.strictEqual(d.writableFinished, true);
  d.on('close', common.mustCall());
  d.resume();
  d.push(null);
}

{
  // A Duplex is an instance of Readable and (through Symbol.hasInstance) Writable.
  const d = new Duplex();
  assert(d instanceof Readable);
  assert(d instanceof Writable);
  assert(d instanceof Duplex);
}

{
  // Both sides must finish before 'close'.
  const order = [];
  const d = new Duplex({
    read() {},
    write(c, e, cb) {
      cb();
    },
  });
  d.on('end', () => order.push('end'));
  d.on('finish', () => order.push('finish'));
  d.on('close', common.mustCall(() => assert.deepStrictEqual(order, ['finish', 'end'])));
  d.end();
  setTimeout(() => {
    d.resume();
    d.push(null);
  }, 5);
}

{
  // Separate object modes for each side.
  const d = new Duplex({ readableObjectMode: true, writableHighWaterMark: 3 });
  assert.strictEqual(d.readableObjectMode, true);
  assert.strictEqual(d.writableObjectMode, false);
  assert.strictEqual(d.readableHighWaterMark, 16);
  assert.strictEqual(d.writableHighWaterMark, 3);
}
