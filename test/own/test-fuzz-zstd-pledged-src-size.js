// minirt's own test: the zstd classes check options.pledgedSrcSize in the constructor,
// after the params and before chunkSize, with Node's plain messages (js-lib/zlib.js).
// Found by differential fuzzing; expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');
const zlib = require('zlib');

const notNumber = { name: 'TypeError', code: 'ERR_INVALID_ARG_TYPE',
                    message: 'pledgedSrcSize must be a number' };
const notSafe = { name: 'RangeError', code: 'ERR_OUT_OF_RANGE',
                  message: 'pledgedSrcSize must be a safe integer' };
const negative = { name: 'RangeError', code: 'ERR_OUT_OF_RANGE',
                   message: 'pledgedSrcSize must be non-negative' };

for (const Ctor of [zlib.ZstdCompress, zlib.ZstdDecompress]) {
  for (const v of [null, '1', 1n, true, {}]) {
    assert.throws(() => new Ctor({ pledgedSrcSize: v }), notNumber);
  }
  for (const v of [NaN, Infinity, 1.5, 2 ** 53]) {
    assert.throws(() => new Ctor({ pledgedSrcSize: v }), notSafe);
  }
  assert.throws(() => new Ctor({ pledgedSrcSize: -1 }), negative);
  // Checked before chunkSize, after the params.
  assert.throws(() => new Ctor({ chunkSize: 1, pledgedSrcSize: -1 }), negative);
  assert.throws(() => new Ctor({ params: { 9999: 1 }, pledgedSrcSize: -1 }),
                { code: 'ERR_ZSTD_INVALID_PARAM' });
  for (const v of [undefined, 0, -0, 2 ** 53 - 1]) new Ctor({ pledgedSrcSize: v });
}

// The sync helpers build the stream before they look at the buffer.
assert.throws(() => zlib.zstdCompressSync(1, { pledgedSrcSize: null }), notNumber);
assert.throws(() => zlib.zstdDecompressSync(1, { pledgedSrcSize: -2 }), negative);
const packed = zlib.zstdCompressSync('hello', { pledgedSrcSize: 5 });
assert.strictEqual(zlib.zstdDecompressSync(packed).toString(), 'hello');
assert.throws(() => zlib.zstdCompressSync('hello', { pledgedSrcSize: 4 }),
              { code: 'ZSTD_error_srcSize_wrong' });
