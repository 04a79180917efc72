// Asynchronous _write() (nextTick / setImmediate / promise): queueing, 'drain', end while writing.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(kind, opts) {
  return watch(new Writable({
    highWaterMark: 4,
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk}`);
      if (kind === 'tick') process.nextTick(done);
      else if (kind === 'micro') Promise.resolve().then(() => done());
      else setImmediate(done);
    },
  }), 'w');
}
series([
  ['tick: three writes', () => {
    const w = make('tick');
    log('ret', w.write('ab', cb('1')));
    log('ret', w.write('cd', cb('2')));
    log('ret', w.write('ef', cb('3')));
    log('buffered', w.writableBuffer.length, 'len', w.writableLength);
  }],
  ['micro: three writes then end', () => {
    const w = make('micro');
    w.write('ab', cb('1'));
    w.write('cdef', cb('2'));
    w.write('g', cb('3'));
    w.end(cb('end'));
  }],
  ['immediate: drain then more', () => {
    const w = make('immediate');
    w.once('drain', () => {
      log('drain: len', w.writableLength);
      w.write('x', cb('x'));
      w.end('y', cb('y'));
    });
    log('ret', w.write('abcd', cb('1')));
    log('ret', w.write('e', cb('2')));
  }],
  ['immediate: end while writing, no callbacks', () => {
    const w = make('immediate');
    w.write('abc');
    w.write('defg');
    w.end();
    log('writing', w._writableState.writing, 'ending', w._writableState.ending);
  }],
  ['tick: write from finish listener', () => {
    const w = make('tick');
    w.on('finish', () => w.write('late', cb('late')));
    w.end('only');
  }],
]);
