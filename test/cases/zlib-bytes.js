'use strict';
// Byte-for-byte equality with Node 26 where the engines allow it. Node's zlib is Chromium's
// fork, whose match finder differs from zlib's at levels 1-6 (and sometimes 9), so only
// settings without that choice are compared: stored (level 0), Z_HUFFMAN_ONLY, Z_RLE and
// levels 7-8 on this text; brotli at qualities 0-1 and 5-11, the default 11 included (the
// same C library; Node's 1.2.0 changed qualities 2-4); zstd at every level (the same C
// library, 1.5.7).
const zlib = require('zlib');
const fs = require('fs');
const path = require('path');

const text = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'zlib', 'text.txt'));
const digest = (b) => `${b.length} ${zlib.crc32(b).toString(16)} ${zlib.crc32(b.subarray(1)).toString(16)}`;
const { Z_HUFFMAN_ONLY, Z_RLE, BROTLI_PARAM_QUALITY, ZSTD_c_compressionLevel } = zlib.constants;

console.log('gzip stored', zlib.gzipSync('stored bytes', { level: 0 }).toString('hex'));
console.log('deflate huffman', zlib.deflateSync('huffman only huffman', { strategy: Z_HUFFMAN_ONLY }).toString('hex'));
console.log('raw rle', zlib.deflateRawSync('aaaaaaaaaaaaaaaabbbbbbbbbbbbbb', { strategy: Z_RLE }).toString('hex'));
for (const opts of [{ level: 0 }, { strategy: Z_HUFFMAN_ONLY }, { strategy: Z_RLE },
  { level: 9, strategy: Z_RLE }, { level: 7 }, { level: 8 }, { level: 1, strategy: Z_HUFFMAN_ONLY }]) {
  console.log('gzip', JSON.stringify(opts), digest(zlib.gzipSync(text, opts)));
  console.log('deflate', JSON.stringify(opts), digest(zlib.deflateSync(text, opts)));
}
for (const q of [0, 1, 5, 6, 7, 8, 9, 10, 11]) {
  console.log('brotli', q, digest(zlib.brotliCompressSync(text, { params: { [BROTLI_PARAM_QUALITY]: q } })));
}
for (const level of [-7, 1, 3, 9, 15, 19, 22]) {
  console.log('zstd', level, digest(zlib.zstdCompressSync(text, { params: { [ZSTD_c_compressionLevel]: level } })));
}
console.log('brotli default', zlib.brotliCompressSync('hi').toString('hex'),
            digest(zlib.brotliCompressSync(text)));
// A stream with sync flushes in between writes the same bytes as Node's.
const d = zlib.createDeflate({ level: 0 });
const out = [];
d.on('data', (c) => out.push(c));
d.write('first');
d.flush(zlib.constants.Z_SYNC_FLUSH, () => {
  d.end('second');
  d.on('end', () => console.log('stream', Buffer.concat(out).toString('hex')));
});
