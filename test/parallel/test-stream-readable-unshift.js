// Port of nodejs/node test/parallel/test-stream-readable-unshift.js (rewritten for minirt).
'use strict';

// unshift() puts data back at the front of the buffer: strings and Buffers with
// encodings, objects in object mode, errors after 'end' and for invalid chunks.
const common = require('../common');
const assert = require('assert');
const { Readable } = require('stream');

{
  // Unshifting a string re-emits it first.
  const r = new Readable({ read() {} });
  r.push('def');
  r.unshift('abc');
  assert.strictEqual(r.readableLength, 6);
  r.setEncoding('utf8');
  r.once('data', common.mustCall((chunk) => assert.strictEqual(chunk, 'abcdef')));
}

{
  // Each encoding round-trips through unshift.
  for (const enc of ['utf8', 'hex', 'base64', 'latin1']) {
    const r = new Readable({ read() {} });
    const text = Buffer.from('héllo').toString(enc);
    r.unshift(text, enc);
    r.once('data', common.mustCall((chunk) => {
      assert.strictEqual(chunk.toString(), 'héllo');
    }));
  }
}

{
  // With a decoder set, unshifted strings are stored decoded.
  const r = new Readable({ read() {}, encoding: 'utf8' });
  r.push('world');
  r.unshift(Buffer.from('hello ').toString('base64'), 'base64');
  assert.deepStrictEqual(r._readableState.buffer, ['hello ', 'world']);
  r.once('data', common.mustCall((chunk) => assert.strictEqual(chunk, 'hello ')));
}

{
  // Object mode keeps values as they are.
  const r = new Readable({ objectMode: true, read() {} });
  const obj = { foo: 'bar' };
  r.push(1);
  r.unshift(obj);
  const seen = [];
  r.on('data', (v) => seen.push(v));
  r.push(null);
  r.on('end', common.mustCall(() => {
    assert.strictEqual(seen[0], obj);
    assert.strictEqual(seen[1], 1);
  }));
}

{
  // unshift after 'end' is an error.
  const r = new Readable({ read() {} });
  r.on('error', common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_STREAM_UNSHIFT_AFTER_END_EVENT');
  }));
  r.on('end', common.mustCall(() => r.unshift('x')));
  r.resume();
  r.push(null);
}

{
  // Invalid chunk types.
  const r = new Readable({ read() {} });
  r.on('error', common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_INVALID_ARG_TYPE');
  }));
  assert.strictEqual(r.unshift(42), false);
}

{
  // Data taken with read(n) and pushed back is seen again in order.
  const r = new Readable({ read() {} });
  r.push('0123456789');
  r.push(null);
  r.once('readable', common.mustCall(() => {
    const head = r.read(4);
    assert.strictEqual(String(head), '0123');
    r.unshift(head);
    assert.strictEqual(String(r.read(10)), '0123456789');
  }));
}
