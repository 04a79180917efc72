// zlib streams: flush(kind) checks the kind against the flush values the stream's engine
// takes (zlib 0-5, brotli 0-3, zstd 0-2; NaN and undefined mean the full flush), and reset()
// refuses while a write is still running; `_flushBoundIdx` names the engine's range. A
// synchronous _processChunk on a closed engine fails as Node's does (a TypeError, no code).
'use strict';
const zlib = require('zlib');

function tryFlush(label, stream, kind) {
  try {
    stream.flush(kind, () => {});
    console.log(label, String(kind), 'ok');
  } catch (e) {
    console.log(label, String(kind), e.name, e.code, e.message);
  }
}

for (const kind of ['x', null, {}, 3n, -1, 6, Infinity, NaN, 2, 1.5]) {
  tryFlush('deflate', zlib.createDeflate(), kind);
}
tryFlush('brotli', zlib.createBrotliCompress(), 4);
tryFlush('brotli', zlib.createBrotliCompress(), 3);
tryFlush('zstd', zlib.createZstdCompress(), 3);
console.log('bounds', new zlib.Deflate()._flushBoundIdx, new zlib.BrotliDecompress()._flushBoundIdx,
            new zlib.ZstdDecompress()._flushBoundIdx);

const d = zlib.createDeflate();
d.resume();
d.write('abc');
try {
  d.reset();
  console.log('reset during write: ok');
} catch (e) {
  console.log('reset during write:', e.name, e.code, e.message);
}
d.write('def', () => {
  d.reset();
  console.log('reset after the write: ok');
  d.end();
});

const p = zlib.createDeflate();
p.params(1, 0, () => {});
try {
  p.reset();
} catch (e) {
  console.log('reset during params flush:', e.message);
}
p.resume();
p.end();

const closed = zlib.createDeflate();
closed.close();
try {
  closed._processChunk(Buffer.from('x'), zlib.constants.Z_FINISH);
} catch (e) {
  console.log('sync _processChunk after close:', e.name, e.code);
}
