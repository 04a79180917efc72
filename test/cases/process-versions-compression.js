// process.versions names the compression libraries the zlib module speaks (HTTP clients such
// as got choose their accept-encoding by these keys), and each format round-trips.
'use strict';
const zlib = require('zlib');
const input = Buffer.from('minirt '.repeat(50));
for (const key of ['zlib', 'brotli', 'zstd']) {
  console.log(key, typeof process.versions[key], /^\d+\.\d+\.\d+/.test(process.versions[key]));
}
console.log(zlib.gunzipSync(zlib.gzipSync(input)).equals(input),
            zlib.brotliDecompressSync(zlib.brotliCompressSync(input)).equals(input),
            zlib.zstdDecompressSync(zlib.zstdCompressSync(input)).equals(input));
