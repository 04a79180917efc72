'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, desc, series, watcher } = require('../fixtures/stream-order-harness.js').ops;
// Duplex: allowHalfOpen, readable:false / writable:false, and constructor options.
const watch = watcher(['prefinish', 'finish', 'end', 'close', 'error']);
function make(opts) {
  return new Duplex({
    ...opts,
    read() {},
    write(c, e, cb) { log(`  _write ${c}`); cb(); },
    final(cb) { log('  _final'); cb(); },
  });
}
series([
  ['allowHalfOpen default: readable ends first', () => {
    const d = watch(make(), 'd');
    log('  allowHalfOpen', d.allowHalfOpen);
    d.push(null);
    d.resume();
    setImmediate(() => { log('  writable', d.writable); d.end('late'); });
  }],
  ['allowHalfOpen false: readable end ends writable', () => {
    const d = watch(make({ allowHalfOpen: false }), 'd');
    log('  allowHalfOpen', d.allowHalfOpen);
    d.write('x');
    d.push(null);
    d.resume();
  }],
  ['allowHalfOpen false: writable end first', () => {
    const d = watch(make({ allowHalfOpen: false }), 'd');
    d.end('y');
    setImmediate(() => { d.push(null); d.resume(); });
  }],
  ['readable false', () => {
    const d = watch(make({ readable: false }), 'd');
    log('  readable', d.readable, 'ended', d.readableEnded, d._readableState.endEmitted);
    d.end('z');
  }],
  ['writable false', () => {
    const d = watch(make({ writable: false }), 'd');
    log('  writable', d.writable, 'ended', d.writableEnded, 'finished', d.writableFinished);
    d.write('nope', (err) => log('  write cb', desc(err)));
    d.push('r');
    d.push(null);
    d.resume();
  }],
  ['split options', () => {
    const d = new Duplex({ readableObjectMode: true, writableHighWaterMark: 3, readableHighWaterMark: 7 });
    log('  ', d.readableObjectMode, d.writableObjectMode, d.readableHighWaterMark, d.writableHighWaterMark);
    const e = new Duplex({ objectMode: true, highWaterMark: 2 });
    log('  ', e.readableObjectMode, e.writableObjectMode, e.readableHighWaterMark, e.writableHighWaterMark);
  }],
  ['bad hwm', () => {
    try { new Duplex({ readableHighWaterMark: -1 }); } catch (e) { log('  ', desc(e)); }
    try { new Duplex({ highWaterMark: 'x' }); } catch (e) { log('  ', desc(e)); }
    try { new Duplex({ writableHighWaterMark: 1.5 }); } catch (e) { log('  ', desc(e)); }
  }],
  ['destroyed getter/setter', () => {
    const d = make();
    log('  destroyed', d.destroyed);
    d.destroyed = true;
    log('  after set', d.destroyed, d._readableState.destroyed, d._writableState.destroyed);
    d._readableState.destroyed = false;
    log('  one side only', d.destroyed);
  }],
  ['destroy with error', () => {
    const d = watch(make(), 'd');
    d.destroy(new Error('dx'));
    log('  destroyed', d.destroyed, d.readableAborted, d.writableAborted);
  }],
  ['instanceof and props', () => {
    const d = Duplex();
    log('  ', d instanceof Duplex, d instanceof Readable, d instanceof Writable, d instanceof stream.Stream);
    log('  ', typeof d.write, typeof d.cork, typeof d.uncork, typeof d.setDefaultEncoding, typeof d.read);
    const ps = Object.getOwnPropertyNames(Duplex.prototype).filter((k) => k !== 'constructor').sort();
    log('  own', ps.join(','));
    log('  Writable instanceof check', new PassThrough() instanceof Writable, {} instanceof Writable);
  }],
  ['Duplex.from stream', () => {
    const p = new PassThrough();
    log('  same', Duplex.from(p) === p);
  }],
]);
