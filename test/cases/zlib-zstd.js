'use strict';
// zstd: Node 26 ships zstd 1.5.7 and so does minirt, so compressed bytes match exactly;
// params, pledgedSrcSize, frames in a row, trailing bytes, Node's errors, streams.
const zlib = require('zlib');
const { ZSTD_c_compressionLevel, ZSTD_c_checksumFlag, ZSTD_c_windowLog, ZSTD_d_windowLogMax,
        ZSTD_e_flush } = zlib.constants;

function show(label, fn) {
  try {
    const r = fn();
    console.log(label, 'ok', r.length, r.toString('hex').slice(0, 80));
  } catch (e) {
    console.log(label, e.name, e.code, e.errno, JSON.stringify(e.message), Object.keys(e).join(','));
  }
}

const text = 'zstd zstd zstd, a frame of text. '.repeat(300);
const c = zlib.zstdCompressSync('hello hello hello');
show('hello', () => c);
show('text', () => zlib.zstdCompressSync(text));
for (const level of [-5, 1, 3, 9, 19]) {
  show(`level ${level}`, () => zlib.zstdCompressSync(text, { params: { [ZSTD_c_compressionLevel]: level } }));
}
show('checksum', () => zlib.zstdCompressSync('hello', { params: { [ZSTD_c_compressionLevel]: 19, [ZSTD_c_checksumFlag]: 1 } }));
show('pledged', () => zlib.zstdCompressSync('hello', { pledgedSrcSize: 5 }));
show('pledged wrong', () => zlib.zstdCompressSync('hello', { pledgedSrcSize: 7 }));
show('round trip', () => Buffer.from(String(zlib.zstdDecompressSync(zlib.zstdCompressSync(text)).toString() === text)));
show('decompress', () => zlib.zstdDecompressSync(c));
show('bad', () => zlib.zstdDecompressSync(Buffer.from('not zstd at all')));
show('truncated', () => zlib.zstdDecompressSync(c.subarray(0, 8)));
show('empty', () => zlib.zstdDecompressSync(Buffer.alloc(0)));
show('two frames', () => zlib.zstdDecompressSync(Buffer.concat([c, c])));
show('junk after', () => zlib.zstdDecompressSync(Buffer.concat([c, Buffer.from('junk')])));
show('long junk after', () => zlib.zstdDecompressSync(Buffer.concat([c, Buffer.from('junkjunkjunk')])));
show('second truncated', () => zlib.zstdDecompressSync(Buffer.concat([c, c.subarray(0, 10)])));
show('zeros after', () => zlib.zstdDecompressSync(Buffer.concat([c, Buffer.alloc(8)])));
show('junk rejected', () => zlib.zstdDecompressSync(Buffer.concat([c, Buffer.from('junkjunkjunk')]), { rejectGarbageAfterEnd: true }));
show('partial flush', () => zlib.zstdDecompressSync(c.subarray(0, 12), { finishFlush: ZSTD_e_flush }));
show('bad key', () => zlib.zstdCompressSync('x', { params: { 99: 1 } }));
show('bad value', () => zlib.zstdCompressSync('x', { params: { [ZSTD_c_windowLog]: 100 } }));
show('key out of range', () => zlib.zstdCompressSync('x', { params: { 403: 1 } }));
show('value type', () => zlib.zstdCompressSync('x', { params: { [ZSTD_c_windowLog]: 'a' } }));
show('dparam', () => zlib.zstdDecompressSync(c, { params: { [ZSTD_d_windowLogMax]: 10 } }));
show('dparam key', () => zlib.zstdDecompressSync(c, { params: { 101: 1 } }));
show('max output', () => zlib.zstdDecompressSync(zlib.zstdCompressSync(Buffer.alloc(100000)), { maxOutputLength: 100 }));
show('flush option', () => zlib.zstdCompressSync('x', { flush: 3 }));
console.log(typeof zlib.ZstdCompress, zlib.ZstdCompress.length,
            Object.getOwnPropertyNames(zlib.ZstdCompress.prototype),
            Object.getPrototypeOf(zlib.ZstdCompress.prototype) === Object.getPrototypeOf(zlib.ZstdDecompress.prototype));

const d = zlib.createZstdDecompress();
const out = [];
d.on('data', (x) => out.push(x));
d.on('end', () => {
  console.log('stream', Buffer.concat(out).toString(), d.bytesWritten);
  zlib.zstdCompress(text, (err, packed) => {
    console.log('cb compress', err, packed.equals(zlib.zstdCompressSync(text)));
    zlib.zstdDecompress(packed, (err, back) => console.log('cb decompress', err, back.toString() === text));
  });
});
d.write(c.subarray(0, 5));
d.write(c.subarray(5));
d.write(c);
d.end();
