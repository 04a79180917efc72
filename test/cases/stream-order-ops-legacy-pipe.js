'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, desc, series } = require('../fixtures/stream-order-harness.js').ops;
// The legacy Stream base class and its simple pipe().
const { Stream } = stream;
const EE = require('events');
function legacySource() {
  const s = new Stream();
  s.readable = true;
  s.pause = () => log('  src pause');
  s.resume = () => log('  src resume');
  return s;
}
function legacyDest(full) {
  const d = new Stream();
  d.writable = true;
  d.write = (c) => { log(`  dest write ${c}`); return !full; };
  d.end = () => log('  dest end');
  d.destroy = () => log('  dest destroy');
  d.on('pipe', (s) => log('  dest pipe', s instanceof Stream));
  return d;
}
series([
  ['Stream shape', () => {
    const s = new Stream();
    log('  ', s instanceof EE, typeof Stream.prototype.pipe, Stream === stream, Stream.Stream === Stream);
    log('  ', Object.keys(s).sort().join(','));
    log('  ', new Readable() instanceof Stream, new Writable() instanceof Stream);
  }],
  ['data, drain, end', () => {
    const s = legacySource();
    const d = legacyDest(true);
    log('  returns dest', s.pipe(d) === d);
    s.emit('data', 'a');
    d.emit('drain');
    s.emit('end');
    s.emit('end');
    log('  listeners', s.listenerCount('data'), d.listenerCount('drain'));
  }],
  ['close before end destroys', () => {
    const s = legacySource();
    const d = legacyDest(false);
    s.pipe(d);
    s.emit('data', 'b');
    s.emit('close');
    s.emit('end');
  }],
  ['end:false', () => {
    const s = legacySource();
    const d = legacyDest(false);
    s.pipe(d, { end: false });
    s.emit('end');
    log('  data listeners', s.listenerCount('data'));
  }],
  ['error with no other listener rethrows', () => {
    const s = legacySource();
    const d = legacyDest(false);
    s.pipe(d);
    try {
      s.emit('error', new Error('e1'));
    } catch (e) {
      log('  thrown', desc(e));
    }
    log('  data listeners after', s.listenerCount('data'));
  }],
  ['error with a listener', () => {
    const s = legacySource();
    const d = legacyDest(false);
    d.on('error', (e) => log('  dest error handler', desc(e)));
    s.pipe(d);
    log('  first error listener is pipe', d.listeners('error').length);
    d.emit('error', new Error('e2'));
    s.emit('data', 'after');
  }],
  ['non-writable dest skips write', () => {
    const s = legacySource();
    const d = legacyDest(true);
    d.writable = false;
    s.pipe(d);
    s.emit('data', 'x');
  }],
  ['dest close cleans up', () => {
    const s = legacySource();
    const d = legacyDest(false);
    s.pipe(d);
    d.emit('close');
    log('  listeners', s.listenerCount('data'), s.listenerCount('end'), s.listenerCount('error'));
  }],
  ['legacy into Writable', () => {
    const s = legacySource();
    const w = new Writable({ highWaterMark: 1, write(c, e, cb) { log(`  w ${c}`); setImmediate(cb); } });
    w.on('finish', () => log('  finish'));
    s.pipe(w);
    s.emit('data', 'aa');
    s.emit('data', 'bb');
    setImmediate(() => s.emit('end'));
  }],
  ['_isStdio dest is not ended', () => {
    const s = legacySource();
    const d = legacyDest(false);
    d._isStdio = true;
    s.pipe(d);
    s.emit('end');
  }],
]);
