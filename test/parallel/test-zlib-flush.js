// Port of nodejs/node test/parallel/test-zlib-flush.js (rewritten for minirt).
// flush() on a level-0 deflate stream emits exactly the stored bytes so far (a Z_FULL_FLUSH
// stored block plus the empty stored block that ends it); flush kinds and callbacks.
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');

const payload = Buffer.from('exactly these bytes, stored');
const deflater = zlib.createDeflate({ level: 0 });
const seen = [];
deflater.on('data', (c) => seen.push(c));
deflater.write(payload);
deflater.flush(common.mustCall(() => {
  const out = Buffer.concat(seen);
  // zlib header, then a stored block holding the payload, then an empty stored block.
  const len = payload.length;
  const expected = Buffer.concat([
    Buffer.from([0x78, 0x01, 0x00, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]),
    payload,
    Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff]),
  ]);
  assert.deepStrictEqual(out, expected);
  deflater.end();
}));

// Every flush kind keeps the stream decodable.
for (const kind of ['Z_NO_FLUSH', 'Z_PARTIAL_FLUSH', 'Z_SYNC_FLUSH', 'Z_FULL_FLUSH', 'Z_BLOCK']) {
  const d = zlib.createDeflateRaw();
  const parts = [];
  d.on('data', (c) => parts.push(c));
  d.write('one ');
  d.flush(zlib.constants[kind], common.mustCall(() => {
    d.end('two');
  }));
  d.on('end', common.mustCall(() => {
    assert.strictEqual(zlib.inflateRawSync(Buffer.concat(parts)).toString(), 'one two', kind);
  }));
}

// flush() after end() calls back once the stream has ended.
const ended = zlib.createGzip();
ended.resume();
ended.end('x');
ended.flush(common.mustCall());
