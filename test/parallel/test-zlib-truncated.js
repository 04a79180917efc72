// Port of nodejs/node test/parallel/test-zlib-truncated.js (rewritten for minirt).
// Truncated compressed input: "unexpected end of file" with the default finishFlush,
// a prefix of the original with a non-finishing flush, in Sync and callback forms; zstd
// streams ended after a whole frame, or after part of one.
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');

const original = 'ΩΩ A paragraph of text that is long enough to be worth compressing, ' +
  'with a few repeated words: stream stream window window block block. '.repeat(8);
const eof = /unexpected end of file/;

for (const [comp, decomp] of [['gzip', 'gunzip'], ['gzip', 'unzip'], ['deflate', 'inflate'],
  ['deflateRaw', 'inflateRaw'], ['brotliCompress', 'brotliDecompress'],
  ['zstdCompress', 'zstdDecompress']]) {
  const syncDecomp = `${decomp}Sync`;
  zlib[comp](original, common.mustSucceed((packed) => {
    const cut = packed.subarray(0, packed.length >> 1);
    assert.strictEqual(zlib[syncDecomp](packed).toString(), original);
    zlib[decomp](packed, common.mustSucceed((out) => {
      assert.strictEqual(out.toString(), original);
    }));

    assert.throws(() => zlib[syncDecomp](cut), eof);
    zlib[decomp](cut, common.mustCall((err, out) => {
      assert.match(err.message, eof);
      assert.strictEqual(out, undefined);
    }));

    const partial = {
      finishFlush: comp === 'brotliCompress' ? zlib.constants.BROTLI_OPERATION_FLUSH :
        comp === 'zstdCompress' ? zlib.constants.ZSTD_e_flush : zlib.constants.Z_SYNC_FLUSH,
    };
    const head = zlib[syncDecomp](cut, partial).toString();
    if (comp !== 'brotliCompress' && comp !== 'zstdCompress') assert.ok(head.length > 0);
    assert.strictEqual(head, original.slice(0, head.length));
    zlib[decomp](cut, partial, common.mustSucceed((out) => {
      assert.strictEqual(out.toString(), head);
    }));
  }));
}

// A zstd stream may end right after a whole frame, but not in the middle of one.
{
  const frame = zlib.zstdCompressSync(original);
  const whole = zlib.createZstdDecompress();
  const out = [];
  whole.on('data', (c) => out.push(c));
  whole.on('end', common.mustCall(() => assert.strictEqual(Buffer.concat(out).toString(), original)));
  whole.write(frame, common.mustCall(() => whole.end()));

  const half = zlib.createZstdDecompress();
  half.on('error', common.mustCall((err) => assert.match(err.message, eof)));
  half.write(frame.subarray(0, frame.length >> 1), common.mustCall(() => half.end()));
  half.resume();

  // Output larger than one chunk is drained before the end is judged.
  const big = Buffer.alloc(zlib.constants.Z_DEFAULT_CHUNK * 2, 0x61);
  assert.deepStrictEqual(
    zlib.zstdDecompressSync(zlib.zstdCompressSync(big), { chunkSize: zlib.constants.Z_MIN_CHUNK }),
    big);
}
