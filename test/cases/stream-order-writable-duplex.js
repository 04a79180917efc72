// The writable half of a Duplex: finish vs end, allowHalfOpen, destroy from either side.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(opts) {
  const d = new Duplex({
    ...opts,
    read() {},
    write(chunk, enc, done) { log(`  _write ${chunk}`); process.nextTick(done); },
    final(done) { log('  _final'); done(); },
  });
  watch(d, 'd');
  d.on('end', () => log('d end'));
  return d;
}
series([
  ['write side ends first, then readable ends', () => {
    const d = make();
    d.end('w', cb('end'));
    d.resume();
    setImmediate(() => { log('push null'); d.push(null); });
  }],
  ['readable ends first, then write side', () => {
    const d = make();
    d.resume();
    d.push(null);
    setImmediate(() => { log('end writable'); d.end(cb('end')); });
  }],
  ['allowHalfOpen false', () => {
    const d = make({ allowHalfOpen: false });
    d.write('a', cb('a'));
    d.resume();
    d.push(null);
  }],
  ['destroy duplex with pending write', () => {
    const d = make();
    d.write('a', cb('a'));
    d.write('b', cb('b'));
    d.destroy(new Error('dup'));
    log('destroyed', d.destroyed, d._readableState.destroyed, d._writableState.destroyed);
  }],
  ['writable:false duplex', () => {
    const d = make({ writable: false });
    log('writable', d.writable, 'ended', d.writableEnded, 'finished', d.writableFinished);
    d.write('x', cb('x'));
  }],
  ['writableObjectMode and writableHighWaterMark', () => {
    const d = make({ writableObjectMode: true, writableHighWaterMark: 1 });
    log('objectMode', d.writableObjectMode, 'hwm', d.writableHighWaterMark);
    log('ret', d.write({ o: 1 }, cb('o')));
    d.destroy();
  }],
]);
