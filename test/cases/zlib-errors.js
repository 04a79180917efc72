'use strict';
// Node's error objects for corrupt, truncated and oversized input (Sync and callback),
// bad options and bad arguments.
const zlib = require('zlib');

function show(label, fn) {
  try {
    const r = fn();
    console.log(label, 'ok', r.length, r.toString());
  } catch (e) {
    console.log(label, e.name, e.code, e.errno, JSON.stringify(e.message), Object.keys(e).join(','));
  }
}

const gz = zlib.gzipSync('hello world');
const zz = zlib.deflateSync('abcdef'.repeat(100));
show('bad header', () => zlib.gunzipSync(Buffer.from('not gzip at all')));
show('inflate bad header', () => zlib.inflateSync(Buffer.from('not zlib at all')));
show('truncated gzip', () => zlib.gunzipSync(gz.subarray(0, gz.length - 5)));
show('truncated deflate', () => zlib.inflateSync(zz.subarray(0, 10)));
show('header only', () => zlib.gunzipSync(gz.subarray(0, 10)));
show('empty gunzip', () => zlib.gunzipSync(Buffer.alloc(0)));
show('bad crc', () => { const b = Buffer.from(gz); b[b.length - 6] ^= 1; return zlib.gunzipSync(b); });
show('bad size', () => { const b = Buffer.from(gz); b[b.length - 1] ^= 1; return zlib.gunzipSync(b); });
show('bad adler', () => { const b = Buffer.from(zz); b[b.length - 1] ^= 1; return zlib.inflateSync(b); });
show('bad block', () => zlib.inflateRawSync(Buffer.from([0xff, 0xff, 0xff])));
show('stored lengths', () => zlib.inflateRawSync(Buffer.from([0x00, 0x05, 0x00, 0x00, 0x00])));
show('unzip bad', () => zlib.unzipSync(Buffer.from('xx')));
show('brotli bad', () => zlib.brotliDecompressSync(Buffer.from('not brotli at all')));
show('brotli truncated', () => zlib.brotliDecompressSync(zlib.brotliCompressSync('hello'.repeat(100)).subarray(0, 5)));
show('missing dictionary', () => zlib.inflateSync(zlib.deflateSync('hello', { dictionary: Buffer.from('hello') })));
show('bad dictionary', () => zlib.inflateSync(zlib.deflateSync('hello', { dictionary: Buffer.from('hello') }), { dictionary: Buffer.from('bye') }));
show('raw bad dictionary', () => zlib.inflateRawSync(zlib.deflateRawSync('hello', { dictionary: Buffer.from('hello') }), { dictionary: Buffer.from('bye') }));
show('sync flush on truncated', () => zlib.gunzipSync(gz.subarray(0, gz.length - 8), { finishFlush: zlib.constants.Z_SYNC_FLUSH }));
show('junk rejected', () => zlib.inflateSync(Buffer.concat([zlib.deflateSync('x'), Buffer.from('garbage')]), { rejectGarbageAfterEnd: true }));
show('junk ignored', () => zlib.inflateSync(Buffer.concat([zlib.deflateSync('x'), Buffer.from('garbage')])));

// Options and arguments.
show('level', () => zlib.deflateSync('x', { level: 10 }));
show('windowBits', () => zlib.deflateSync('x', { windowBits: 7 }));
show('gzip windowBits 8', () => zlib.gzipSync('x', { windowBits: 8 }));
show('raw windowBits 8', () => zlib.inflateRawSync(zlib.deflateRawSync('raw', { windowBits: 8 })));
show('memLevel', () => zlib.deflateSync('x', { memLevel: 10 }));
show('strategy', () => zlib.deflateSync('x', { strategy: 5 }));
show('chunkSize', () => zlib.deflateSync('x', { chunkSize: 10 }));
show('flush', () => zlib.deflateSync('x', { flush: 6 }));
show('finishFlush', () => zlib.deflateSync('x', { finishFlush: -1 }));
show('maxOutputLength', () => zlib.deflateSync('x', { maxOutputLength: 0 }));
show('dictionary type', () => zlib.deflateSync('x', { dictionary: 'abc' }));
show('brotli param', () => zlib.brotliCompressSync('x', { params: { 1000: 1 } }));
show('brotli param value', () => zlib.brotliCompressSync('x', { params: { 1: 'a' } }));
show('buffer type', () => zlib.deflateSync(123));
show('crc32 type', () => zlib.crc32(1));
show('crc32 value', () => zlib.crc32('a', -1));
try { zlib.gzip('x'); } catch (e) { console.log('no callback', e.code, e.message); }
try { zlib.gzip(123, () => {}); } catch (e) { console.log('bad chunk', e.code, e.message); }

// Callback forms deliver the same errors.
const cases = [
  ['gunzip', Buffer.from('bad')],
  ['gunzip', gz.subarray(0, 10)],
  ['inflate', zz.subarray(0, 10)],
  ['brotliDecompress', Buffer.from('not brotli at all')],
];
(function next(i) {
  if (i === cases.length) return;
  const [fn, input] = cases[i];
  zlib[fn](input, (err, res) => {
    console.log('cb', fn, err.code, err.errno, err.message, res);
    next(i + 1);
  });
})(0);
