// Port of nodejs/node test/parallel/test-zlib-brotli-dictionary.js (rewritten for minirt).
// Brotli's `dictionary` option: a raw shared dictionary the encoder uses as a prefix and the
// decoder must be given again. Checks Node 26's exact bytes, the errors without or with the
// wrong dictionary, every accepted dictionary type, reset() keeping the dictionary, and the
// option's type errors.
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');

const { BROTLI_PARAM_QUALITY } = zlib.constants;
const dictionary = Buffer.from('The quick brown fox jumps over the lazy dog; pack my box ' +
                               'with five dozen liquor jugs.');
const input = Buffer.from('The quick brown fox jumps over the lazy dog. '.repeat(2) +
                          'Pack my box with five dozen liquor jugs!');

// Bytes Node 26.10 writes for this input and dictionary.
const expected = {
  1: '8b40000080aaaaaaeaff74653b5cec74b6831d2eba882e9b98aae962a67000f7a75b9a486c30e619' +
     '41efed08757815211baf02c31fc2c8cf0b9ed4d01d2189fd43b33d3150db255444fe21f9c3f2ddc1' +
     'f849d0bca920f93ab8210cfb1e03',
  5: '1b810000a441425ca0b422c638638dbc30cd0a7f01822f10',
  11: '1b8100f8a541425ca0b4178a18638d222391ca1503b102',
};
for (const [quality, hex] of Object.entries(expected)) {
  const packed = zlib.brotliCompressSync(input, {
    dictionary, params: { [BROTLI_PARAM_QUALITY]: Number(quality) },
  });
  assert.strictEqual(packed.toString('hex'), hex, `quality ${quality}`);
  assert.deepStrictEqual(zlib.brotliDecompressSync(packed, { dictionary }), input);
}

const packed = zlib.brotliCompressSync(input, { dictionary });
assert.ok(packed.length < zlib.brotliCompressSync(input).length);

// Without the dictionary, or with another one, the back-references point nowhere.
for (const opts of [undefined, { dictionary: Buffer.from('another dictionary') }]) {
  assert.throws(() => zlib.brotliDecompressSync(packed, opts), {
    code: 'ERR__ERROR_FORMAT_DICTIONARY',
    errno: -12,
    message: 'Decompression failed',
  });
}

// Every binary type is taken, an ArrayBuffer too.
const ab = dictionary.buffer.slice(dictionary.byteOffset,
                                   dictionary.byteOffset + dictionary.byteLength);
for (const dict of [new Uint8Array(dictionary), new DataView(ab), ab,
  new Uint16Array(ab.slice(0, dictionary.length & ~1))]) {
  const out = zlib.brotliCompressSync(input, { dictionary: dict });
  assert.deepStrictEqual(zlib.brotliDecompressSync(out, { dictionary: dict }), input);
}

// Anything else is a type error from both constructors.
for (const bad of ['text', 7, false, {}, [1, 2]]) {
  for (const make of [zlib.createBrotliCompress, zlib.createBrotliDecompress]) {
    assert.throws(() => make({ dictionary: bad }), {
      code: 'ERR_INVALID_ARG_TYPE',
      name: 'TypeError',
      message: /^The "options\.dictionary" property must be an instance of Buffer, TypedArray, DataView, or ArrayBuffer\./,
    });
  }
}

// reset() starts over without the dictionary, on both sides, as Node 26's does: a reset
// encoder writes the bytes of a plain one, a reset decoder fails on dictionary data.
{
  const encoder = zlib.createBrotliCompress({ dictionary });
  const chunks = [];
  encoder.on('data', (c) => chunks.push(c));
  encoder.write(input, common.mustCall(() => {
    encoder.flush(common.mustCall(() => {
      chunks.length = 0;
      encoder.reset();
      encoder.end(input);
    }));
  }));
  encoder.on('end', common.mustCall(() => {
    assert.deepStrictEqual(Buffer.concat(chunks), zlib.brotliCompressSync(input));
  }));
}
{
  const decoder = zlib.createBrotliDecompress({ dictionary });
  const chunks = [];
  decoder.on('data', (c) => chunks.push(c));
  decoder.write(packed, common.mustCall(() => {
    assert.deepStrictEqual(Buffer.concat(chunks), input);
    decoder.reset();
    decoder.end(packed);
  }));
  decoder.on('error', common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR__ERROR_FORMAT_DICTIONARY');
  }));
}

// Callback and stream forms, and a stream with the wrong dictionary fails with an error event.
zlib.brotliCompress(input, { dictionary }, common.mustSucceed((out) => {
  assert.deepStrictEqual(out, packed);
  zlib.brotliDecompress(out, { dictionary }, common.mustSucceed((back) => {
    assert.deepStrictEqual(back, input);
  }));
}));
{
  const encoder = zlib.createBrotliCompress({ dictionary });
  const decoder = zlib.createBrotliDecompress({ dictionary });
  const chunks = [];
  decoder.on('data', (c) => chunks.push(c));
  decoder.on('end', common.mustCall(() => assert.deepStrictEqual(Buffer.concat(chunks), input)));
  encoder.pipe(decoder);
  encoder.end(input);
}
{
  const decoder = zlib.createBrotliDecompress({ dictionary: Buffer.from('wrong') });
  decoder.on('error', common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR__ERROR_FORMAT_DICTIONARY');
  }));
  decoder.end(packed);
}
