'use strict';
// One-shot helpers in Sync, callback and promisified form: round trips for every format,
// input types (string, Buffer, TypedArray, DataView, ArrayBuffer), the gzip header,
// options (level, windowBits, memLevel, strategy, chunkSize, info) and empty input.
const zlib = require('zlib');
const { promisify } = require('util');

const text = 'The quick brown fox jumps over the lazy dog. '.repeat(200);
const pairs = [
  ['deflate', 'inflate'], ['gzip', 'gunzip'], ['deflateRaw', 'inflateRaw'],
  ['gzip', 'unzip'], ['deflate', 'unzip'], ['brotliCompress', 'brotliDecompress'],
];

for (const [c, d] of pairs) {
  const packed = zlib[`${c}Sync`](text);
  const back = zlib[`${d}Sync`](packed);
  console.log(c, d, Buffer.isBuffer(packed), packed.length < text.length,
              back.toString() === text);
}

// gzip header: magic, CM 8, no flags, mtime 0, XFL, OS 3 (unix).
const gz = zlib.gzipSync('x');
console.log(gz.subarray(0, 4).toString('hex'), gz.readUInt32LE(4), gz[9]);
console.log(zlib.gzipSync('x', { level: 9 })[8], zlib.gzipSync('x', { level: 1 })[8]);
// The zlib header's two bytes depend on level and window only.
for (const level of [0, 1, 2, 6, 9]) {
  console.log('zlib header', level, zlib.deflateSync('abc', { level }).subarray(0, 2).toString('hex'));
}
console.log('window 9', zlib.deflateSync('abc', { windowBits: 9 }).subarray(0, 2).toString('hex'));

// Input types.
const bytes = Buffer.from(text);
const u16 = new Uint16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + 200));
for (const input of [text, bytes, new Uint8Array(bytes), u16, new DataView(bytes.buffer, bytes.byteOffset, bytes.length),
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + 100)]) {
  const out = zlib.inflateSync(zlib.deflateSync(input));
  console.log(input.constructor.name, out.length);
}
console.log('empty', zlib.gunzipSync(zlib.gzipSync('')).length, zlib.deflateRawSync('').toString('hex'));

// Options that change output but always round-trip.
for (const opts of [{ level: 0 }, { level: 1 }, { level: 9 }, { memLevel: 1 }, { memLevel: 9 },
  { strategy: zlib.constants.Z_FILTERED }, { strategy: zlib.constants.Z_HUFFMAN_ONLY },
  { strategy: zlib.constants.Z_RLE }, { strategy: zlib.constants.Z_FIXED },
  { windowBits: 9 }, { chunkSize: 64 }, { chunkSize: 1 << 20 }]) {
  console.log(JSON.stringify(opts), zlib.inflateSync(zlib.deflateSync(text, opts), opts).toString() === text);
}
console.log('stored', zlib.deflateSync('hello', { level: 0 }).toString('hex'));
console.log('raw stored', zlib.deflateRawSync('hello', { level: 0 }).toString('hex'));
console.log('gzip stored', zlib.gzipSync('hello', { level: 0 }).toString('hex'));

// info: the engine comes back with the result.
const info = zlib.deflateSync('abc', { info: true });
console.log(Object.keys(info), info.engine instanceof zlib.Deflate, info.engine.bytesWritten,
            info.engine._closed);

// Callback and promise forms. The callback round trips run on the pool together and may
// finish in any order (as in Node), so their lines are printed once all are done.
let pending = 0;
const callbackLines = [];
pairs.forEach(([c, d], i) => {
  pending++;
  zlib[c](text, (err, packed) => {
    if (err) throw err;
    zlib[d](packed, { chunkSize: 1024 }, (err, back) => {
      if (err) throw err;
      callbackLines[i] = `cb ${c} ${d} ${back.toString() === text}`;
      if (--pending === 0) {
        for (const line of callbackLines) console.log(line);
        promises();
      }
    });
  });
});

async function promises() {
  for (const [c, d] of pairs) {
    const packed = await promisify(zlib[c])(text);
    const back = await promisify(zlib[d])(packed);
    console.log('promise', c, d, back.toString() === text);
  }
  const r = await promisify(zlib.gzip)('abc', { info: true });
  console.log('promise info', Buffer.isBuffer(r.buffer), r.engine.constructor.name);
}
