// Port of nodejs/node test/parallel/test-stream-readable-setEncoding-existing-buffers.js (rewritten for minirt).
'use strict';

// setEncoding() after bytes are buffered re-decodes them, including characters split
// across chunks, and the lengths switch from bytes to characters.
require('../common');
const assert = require('assert');
const { Readable } = require('stream');

{
  const r = new Readable({ read() {} });
  r.push(Buffer.from([0xe2, 0x82]));
  r.push(Buffer.from([0xac, 0x41]));
  assert.strictEqual(r.readableLength, 4);
  r.setEncoding('utf8');
  assert.deepStrictEqual(r._readableState.buffer, ['€A']);
  assert.strictEqual(r.readableLength, 2);
  assert.strictEqual(r.readableEncoding, 'utf8');
}

{
  const r = new Readable({ read() {} });
  r.push(Buffer.from([0xf0, 0x9f]));
  r.setEncoding('utf8');
  assert.strictEqual(r.readableLength, 0);
  r.push(Buffer.from([0x98, 0x80]));
  assert.strictEqual(r.read(), '😀');
}

{
  // hex and base64 decoders.
  const r = new Readable({ read() {} });
  r.push(Buffer.from('hi'));
  r.setEncoding('hex');
  assert.strictEqual(r.read(), '6869');
  const r2 = new Readable({ read() {} });
  r2.push(Buffer.from('abcd'));
  r2.setEncoding('base64');
  r2.push(null);
  assert.strictEqual(r2.read(), 'YWJjZA==');
}

{
  // setEncoding(null) means utf8.
  const r = new Readable({ read() {} });
  r.setEncoding(null);
  assert.strictEqual(r.readableEncoding, 'utf8');
}
