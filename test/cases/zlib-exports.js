'use strict';
// zlib's export surface: names, types, property attributes, constants, codes and the
// prototype chains of the stream classes.
const zlib = require('zlib');

console.log(Object.keys(zlib).map((k) => `${k}:${typeof zlib[k]}`).join(' '));
for (const name of ['constants', 'codes', 'createGzip', 'gzip', 'Z_OK', 'Z_MAX_CHUNK']) {
  const d = Object.getOwnPropertyDescriptor(zlib, name);
  console.log(name, d.writable, d.enumerable, d.configurable, typeof d.value);
}
console.log('BROTLI_PARAM_QUALITY' in zlib, zlib.Z_MAX_CHUNK, zlib.Z_DEFAULT_CHUNK);
console.log(Object.getPrototypeOf(zlib.constants), Object.isFrozen(zlib.constants),
            Object.isFrozen(zlib.codes));
console.log(JSON.stringify(zlib.constants));
console.log(JSON.stringify(zlib.codes));
for (const C of [zlib.Deflate, zlib.Inflate, zlib.Gzip, zlib.Gunzip, zlib.DeflateRaw,
                 zlib.InflateRaw, zlib.Unzip, zlib.BrotliCompress, zlib.BrotliDecompress]) {
  const s = new C();
  const chain = [];
  for (let p = Object.getPrototypeOf(s); p && p !== Object.prototype;
    p = Object.getPrototypeOf(p)) {
    chain.push(Object.getOwnPropertyNames(p).sort().join(','));
  }
  console.log(C.name, C.length, s instanceof require('stream').Transform, s._closed,
              s.bytesWritten, s._chunkSize, chain.length, chain[0], chain[1]);
  s.close();
}
console.log(zlib.createGzip.name, zlib.createBrotliCompress.name, zlib.gzip.name,
            zlib.gzipSync.name, zlib.crc32.name, zlib.crc32.length);
