'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, desc } = require('../fixtures/stream-order-harness.js').ops;
// The `stream` module surface: exported names, statics and highWaterMark defaults.
// compose() is not implemented in minirt yet.
const keys = Object.keys(stream).filter((k) => k !== 'compose').sort();
log('keys', keys.join(','));
for (const k of ['isDestroyed', 'isDisturbed', 'isErrored', 'isReadable', 'isWritable', 'finished', 'pipeline', 'addAbortSignal', 'destroy', 'duplexPair', '_isUint8Array', '_uint8ArrayToBuffer', '_isArrayBufferView', 'getDefaultHighWaterMark', 'setDefaultHighWaterMark']) {
  log(k, typeof stream[k]);
}
log('getDefault', stream.getDefaultHighWaterMark(false), stream.getDefaultHighWaterMark(true));
stream.setDefaultHighWaterMark(false, 100);
stream.setDefaultHighWaterMark(true, 3);
log('after set', stream.getDefaultHighWaterMark(false), stream.getDefaultHighWaterMark(true));
log('new streams', new Readable().readableHighWaterMark, new Writable({ objectMode: true }).writableHighWaterMark,
  new PassThrough().readableHighWaterMark, new Transform({ objectMode: true }).writableHighWaterMark);
for (const bad of [-1, 'x', 1.5, undefined]) {
  try {
    stream.setDefaultHighWaterMark(false, bad);
    log('set ok', bad);
  } catch (e) {
    log('set', bad, desc(e));
  }
}
stream.setDefaultHighWaterMark(false, 65536);
stream.setDefaultHighWaterMark(true, 16);
log('restored', new Readable().readableHighWaterMark, new Readable({ objectMode: true }).readableHighWaterMark);
const u8 = new Uint8Array([1, 2, 3, 4]).subarray(1, 3);
const b = stream._uint8ArrayToBuffer(u8);
log('u8->buf', Buffer.isBuffer(b), b.length, b[0], b.buffer === u8.buffer);
log('isUint8Array', stream._isUint8Array(u8), stream._isUint8Array(Buffer.alloc(1)), stream._isUint8Array([]));
log('isABV', stream._isArrayBufferView(new DataView(new ArrayBuffer(1))), stream._isArrayBufferView({}));
const r = new Readable({ read() {} });
log('predicates', stream.isReadable(r), stream.isDestroyed(r), stream.isErrored(r), stream.isDisturbed(r), stream.isWritable(r));
r.destroy(new Error('x'));
r.on('error', () => {});
log('predicates', stream.isReadable(r), stream.isDestroyed(r), stream.isErrored(r), stream.isDisturbed(r));
const d = stream.destroy;
const w = new Writable();
w.on('error', (e) => log('destroy() error', desc(e)));
w.on('close', () => log('destroy() closed w'));
d(w);
log('hwm in options', new Readable({ highWaterMark: 0 }).readableHighWaterMark, new Writable({ highWaterMark: 5.0 }).writableHighWaterMark);
try { new Readable({ highWaterMark: -5 }); } catch (e) { log(desc(e)); }
try { new Writable({ highWaterMark: NaN }); } catch (e) { log(desc(e)); }
try { new Readable({ highWaterMark: 2.5 }); } catch (e) { log(desc(e)); }
log('objectMode default hwm', new Duplex({ readableObjectMode: true }).readableHighWaterMark, new Duplex({ readableObjectMode: true }).writableHighWaterMark);
