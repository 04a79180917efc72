// _writev() failing or calling back late; errors reach every batched callback.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(fail, opts) {
  return watch(new Writable({
    highWaterMark: 100,
    ...opts,
    write(chunk, enc, done) { log(`  _write ${chunk}`); setImmediate(done); },
    writev(chunks, done) {
      log(`  _writev ${chunks.map((c) => c.chunk).join(',')}`);
      if (fail === 'sync') done(new Error('writev bad'));
      else setImmediate(done, fail ? new Error('writev bad') : null);
    },
  }), 'w');
}
series([
  ['writev sync error', () => {
    const w = make('sync');
    w.cork();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.uncork();
    w.write('c', cb('c'));
  }],
  ['writev async error then end', () => {
    const w = make('async');
    w.cork();
    w.write('a', cb('a'));
    w.write('b');
    w.uncork();
    w.end(cb('end'));
  }],
  ['writev ok, mixed callbacks', () => {
    const w = make(null);
    w.write('first');
    w.write('a');
    w.write('b', cb('b'));
    w.write('c');
    w.end('d', cb('end'));
  }],
  ['writev error, autoDestroy false, later writes', () => {
    const w = make('async', { autoDestroy: false });
    w.cork();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.uncork();
    setImmediate(() => setImmediate(() => {
      log('ret', w.write('c', cb('c')));
    }));
  }],
]);
