// Port of nodejs/node test/parallel/test-zlib-brotli.js (rewritten for minirt).
// Brotli: params change the output (quality, size hint, lgwin) yet round-trip; invalid
// params are rejected; a corrupt stream fails with Node's brotli error.
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');

const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT, BROTLI_PARAM_LGWIN, BROTLI_PARAM_MODE,
        BROTLI_MODE_TEXT, BROTLI_MIN_QUALITY, BROTLI_MAX_QUALITY } = zlib.constants;
const input = Buffer.from('A line of text for brotli, repeated with small changes: 0. '.repeat(400)
  .replace(/0/g, () => String(Math.floor(Math.random() * 10))));

const fast = zlib.brotliCompressSync(input, { params: { [BROTLI_PARAM_QUALITY]: BROTLI_MIN_QUALITY } });
const best = zlib.brotliCompressSync(input, { params: { [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY } });
assert.ok(best.length < fast.length);
for (const packed of [fast, best]) assert.deepStrictEqual(zlib.brotliDecompressSync(packed), input);

for (const params of [{ [BROTLI_PARAM_SIZE_HINT]: input.length }, { [BROTLI_PARAM_LGWIN]: 10 },
  { [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT }, { [BROTLI_PARAM_QUALITY]: true }]) {
  assert.deepStrictEqual(zlib.brotliDecompressSync(zlib.brotliCompressSync(input, { params })), input);
}

assert.throws(() => zlib.createBrotliCompress({ params: { 10000: 0 } }),
              { code: 'ERR_BROTLI_INVALID_PARAM', name: 'RangeError',
                message: '10000 is not a valid Brotli parameter' });
assert.throws(() => zlib.createBrotliCompress({ params: { 'a': 0 } }),
              { code: 'ERR_BROTLI_INVALID_PARAM' });
assert.throws(() => zlib.createBrotliCompress({ params: { [BROTLI_PARAM_QUALITY]: 'x' } }),
              { code: 'ERR_INVALID_ARG_TYPE' });

assert.throws(() => zlib.brotliDecompressSync(Buffer.from('garbage in, garbage out')),
              (err) => err.message === 'Decompression failed' &&
                typeof err.errno === 'number' && err.errno < 0 && err.code.startsWith('ERR__ERROR_'));

const stream = zlib.createBrotliDecompress();
stream.on('error', common.mustCall((err) => {
  assert.strictEqual(err.code, 'ERR__ERROR_FORMAT_PADDING_2');
  assert.strictEqual(err.errno, -15);
}));
stream.end(Buffer.from('not brotli at all'));
