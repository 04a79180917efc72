'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, desc, series, watcher } = require('../fixtures/stream-order-harness.js').ops;
// Transform: event order around _transform/_flush, sync and async, with errors.
const watch = watcher(['prefinish', 'finish', 'end', 'close', 'error', 'data']);
const tick = () => process.nextTick(() => log('  ~tick'));
series([
  ['sync transform, sync flush', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { log(`  transform ${c}`); cb(null, String(c).toUpperCase()); },
      flush(cb) { log('  flush'); cb(null, 'TAIL'); },
    }), 't');
    t.write('a', () => log('  write cb a'));
    t.end('b', () => log('  end cb'));
    tick();
  }],
  ['async transform, async flush', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { log(`  transform ${c}`); setImmediate(() => cb(null, c)); },
      flush(cb) { log('  flush'); setImmediate(() => { this.push('x'); cb(); }); },
    }), 't');
    t.write('a');
    t.end('b');
    tick();
  }],
  ['transform pushes twice then cb()', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { this.push(c); this.push(c); cb(); },
    }), 't');
    t.end('z');
  }],
  ['no flush', () => {
    const t = watch(new Transform({ transform(c, e, cb) { cb(null, c); } }), 't');
    t.end('q');
    tick();
  }],
  ['transform error', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { cb(new Error('tx')); },
    }), 't');
    t.write('a', (err) => log('  write cb', desc(err)));
    tick();
  }],
  ['flush error', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { cb(null, c); },
      flush(cb) { cb(new Error('fl')); },
    }), 't');
    t.end('a', (err) => log('  end cb', desc(err)));
    tick();
  }],
  ['flush throws', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { cb(null, c); },
      flush(cb) { throw new Error('thrown in flush'); },
    }), 't');
    process.once('uncaughtException', (e) => log('  uncaught', desc(e)));
    t.end('a');
  }],
  ['destroy before flush', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { setImmediate(cb); },
      flush(cb) { log('  flush called'); cb(); },
    }), 't');
    t.resume();
    t.end('a');
    t.destroy();
  }],
  ['missing _transform', () => {
    const t = watch(new Transform(), 't');
    t.write('a', (err) => log('  write cb', desc(err)));
  }],
  ['_final overridden', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { cb(null, c); },
      flush(cb) { log('  flush'); cb(null, 'F'); },
      final(cb) { log('  final'); cb(); },
    }), 't');
    t.end('a');
    setImmediate(() => setImmediate(() => log('  readableEnded', t.readableEnded)));
  }],
  ['push(null) inside transform then write', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { this.push(c); this.push(null); cb(); },
    }), 't');
    t.write('a', (err) => log('  cb a', desc(err)));
    t.write('b', (err) => log('  cb b', desc(err)));
  }],
  ['callable without new', () => {
    const t = Transform({ transform(c, e, cb) { cb(null, c); } });
    const p = PassThrough();
    log('  ', t instanceof Transform, p instanceof PassThrough, p instanceof Transform, t instanceof Duplex);
  }],
]);
