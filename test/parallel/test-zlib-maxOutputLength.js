// Port of nodejs/node test/parallel/test-zlib-maxOutputLength.js (rewritten for minirt).
// maxOutputLength: ERR_BUFFER_TOO_LARGE when the output would exceed it (callback and Sync),
// success when it fits, and an out-of-range value rejected up front.
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');

const packed = zlib.brotliCompressSync(Buffer.alloc(1 << 20, 'x'));

zlib.brotliDecompress(packed, { maxOutputLength: 64 }, common.mustCall((err, out) => {
  assert.strictEqual(err.code, 'ERR_BUFFER_TOO_LARGE');
  assert.strictEqual(err.name, 'RangeError');
  assert.strictEqual(err.message, 'Cannot create a Buffer larger than 64 bytes');
  assert.strictEqual(out, undefined);
}));

assert.throws(() => zlib.brotliDecompressSync(packed, { maxOutputLength: 64 }),
              { name: 'RangeError', code: 'ERR_BUFFER_TOO_LARGE' });

zlib.brotliDecompress(packed, { maxOutputLength: 1 << 20 }, common.mustSucceed((out) => {
  assert.strictEqual(out.length, 1 << 20);
}));

zlib.inflate(zlib.deflateSync(Buffer.alloc(1e6)), { maxOutputLength: 1e6 - 1 },
             common.mustCall((err) => assert.strictEqual(err.code, 'ERR_BUFFER_TOO_LARGE')));
assert.strictEqual(zlib.gunzipSync(zlib.gzipSync(Buffer.alloc(1e6)), { maxOutputLength: 1e6 }).length, 1e6);

assert.throws(() => zlib.brotliDecompressSync(packed, { maxOutputLength: 0 }),
              { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => zlib.inflateSync(Buffer.alloc(1), { maxOutputLength: 2 ** 53 }),
              { code: 'ERR_OUT_OF_RANGE' });
