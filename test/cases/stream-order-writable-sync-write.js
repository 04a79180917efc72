// Synchronous _write(): write() return values, callback ticks, 'drain', end/finish/close.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(opts) {
  return watch(new Writable({
    highWaterMark: 5,
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk} ${enc}`);
      done();
    },
  }), 'w');
}
series([
  ['two writes with callbacks', () => {
    const w = make();
    log('ret', w.write('abc', cb('1')));
    log('ret', w.write('defgh', cb('2')));
    log('len', w.writableLength, 'needDrain', w.writableNeedDrain);
    log('sync end of step');
  }],
  ['over hwm then end in same tick', () => {
    const w = make();
    log('ret', w.write('abcdefg', cb('1')));
    w.end(cb('end'));
    log('ended', w.writableEnded, 'finished', w.writableFinished);
  }],
  ['write without callback over hwm', () => {
    const w = make();
    log('ret', w.write('abcdefg'));
    log('ret', w.write('x'));
    log('needDrain', w.writableNeedDrain);
  }],
  ['end with chunk and callback', () => {
    const w = make();
    w.end('last', cb('end'));
    log('after end', w.writableLength);
  }],
  ['end without anything', () => {
    const w = make();
    w.end();
  }],
  ['end in drain handler', () => {
    const w = make();
    w.once('drain', () => { log('drain -> end'); w.end('z', cb('end')); });
    log('ret', w.write('123456', cb('1')));
  }],
  ['write in callback', () => {
    const w = make();
    w.write('a', (err) => {
      log('cb a', err);
      log('ret b', w.write('bbbbbb', cb('b')));
    });
  }],
]);
