// Port of nodejs/node test/parallel/test-stream-wrap-encoding.js (rewritten for minirt).
// Extended with a round trip through the wrapper (reads, writes, end, close).
// Flags: --expose-internals
'use strict';
// A JSStreamSocket carries bytes only: a wrapped stream that hands out strings (an
// encoding was set) or objects makes the socket emit ERR_STREAM_WRAP.
const common = require('../common');
const assert = require('assert');
const { Duplex } = require('stream');
const { Socket } = require('net');
const JSStreamSocket = require('internal/js_stream_socket');

assert.strictEqual(JSStreamSocket.StreamWrap, JSStreamSocket);

for (const makeInner of [
  () => new Duplex({ read() {}, write() {} }).setEncoding('latin1'),
  () => new Duplex({ read() {}, write() {}, objectMode: true }),
]) {
  const inner = makeInner();
  const wrapper = new JSStreamSocket(inner);
  wrapper.on('error', common.expectsError({
    name: 'Error',
    code: 'ERR_STREAM_WRAP',
    message: 'Stream has StringDecoder set or is in objectMode',
  }));
  inner.push(inner.readableObjectMode ? { any: 'thing' } : 'text');
}

{
  const received = [];
  const inner = new Duplex({
    read() {},
    write(chunk, encoding, cb) {
      received.push(chunk.toString());
      setTimeout(cb, 2);
    },
  });
  const wrapper = new JSStreamSocket(inner);
  assert.ok(wrapper instanceof Socket);
  assert.strictEqual(wrapper.stream, inner);

  let seen = '';
  wrapper.on('data', (chunk) => { seen += chunk; });
  wrapper.on('end', common.mustCall(() => assert.strictEqual(seen, 'in1in2')));
  wrapper.on('close', common.mustCall((hadError) => {
    assert.strictEqual(hadError, false);
    assert.strictEqual(inner.destroyed, true);
  }));
  inner.push('in1');
  inner.push(Buffer.from('in2'));

  wrapper.write('out1', common.mustCall(() => {
    wrapper.end(Buffer.from('out2'), common.mustCall(() => {
      assert.deepStrictEqual(received, ['out1', 'out2']);
      assert.strictEqual(inner.writableFinished, true);
      inner.push(null);
    }));
  }));
}

{
  // The wrapped stream's errors become the socket's.
  const inner = new Duplex({ read() {}, write(chunk, encoding, cb) { cb(); } });
  const wrapper = new JSStreamSocket(inner);
  wrapper.on('error', common.mustCall((err) => assert.strictEqual(err.message, 'inner broke')));
  wrapper.on('close', common.mustCall());
  inner.destroy(new Error('inner broke'));
}
