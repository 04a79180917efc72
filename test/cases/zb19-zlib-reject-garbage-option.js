// zlib options: rejectGarbageAfterEnd must be a boolean when given, for every engine, and is
// checked after maxOutputLength; zstd checks its dictionary option after its params and
// before pledgedSrcSize.
const zlib = require('zlib');
function attempt(label, fn) {
  try {
    fn();
    console.log(label, 'ok');
  } catch (e) {
    console.log(label, e.name, e.code, e.message);
  }
}
for (const value of [1, null, 'true', true, false, undefined]) {
  attempt(`gzip ${typeof value} ${String(value)}`, () => zlib.createGzip({ rejectGarbageAfterEnd: value }));
}
attempt('brotli', () => zlib.createBrotliCompress({ rejectGarbageAfterEnd: 0 }));
attempt('zstd', () => zlib.createZstdDecompress({ rejectGarbageAfterEnd: 'x' }));
attempt('after maxOutputLength',
        () => zlib.createGunzip({ maxOutputLength: 0, rejectGarbageAfterEnd: 1 }));
attempt('after chunkSize', () => zlib.createInflate({ chunkSize: 1, rejectGarbageAfterEnd: 1 }));
attempt('sync helper', () => zlib.gunzipSync(zlib.gzipSync('x'), { rejectGarbageAfterEnd: 1 }));
attempt('zstd dictionary string', () => zlib.createZstdCompress({ dictionary: 'x' }));
attempt('zstd dictionary null', () => zlib.createZstdDecompress({ dictionary: null }));
attempt('zstd dictionary before pledgedSrcSize',
        () => zlib.createZstdCompress({ pledgedSrcSize: -1, dictionary: {} }));
attempt('zstd params before dictionary',
        () => zlib.createZstdCompress({ params: { x: 1 }, dictionary: 'x' }));
attempt('zstd dictionary before chunkSize',
        () => zlib.createZstdCompress({ chunkSize: 1, dictionary: 5 }));
