// destroy() while a write is pending or writes are buffered.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, desc, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(opts, async = true) {
  return watch(new Writable({
    highWaterMark: 4,
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk}`);
      if (async) setImmediate(() => { log(`  write done ${chunk}`); done(); });
      else done();
    },
    destroy(err, done) {
      log(`  _destroy ${desc(err)}`);
      done(err);
    },
  }), 'w');
}
series([
  ['destroy(err) with a pending write and buffered ones', () => {
    const w = make();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.write('c', cb('c'));
    w.destroy(new Error('stop'), cb('destroy'));
    log('destroyed', w.destroyed, 'errored', desc(w.errored));
  }],
  ['destroy() without error, buffered writes', () => {
    const w = make();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.end(cb('end'));
    w.destroy();
  }],
  ['destroy in write callback', () => {
    const w = make();
    w.write('a', (err) => { log('cb a', err); w.destroy(new Error('from cb')); });
    w.write('b', cb('b'));
  }],
  ['destroy inside _write before calling back', () => {
    const w = watch(new Writable({
      write(chunk, enc, done) {
        log(`  _write ${chunk}`);
        this.destroy();
        done();
      },
    }), 'w');
    w.write('a', cb('a'));
    w.write('b', cb('b'));
  }],
  ['write after destroy', () => {
    const w = make();
    w.destroy();
    log('ret', w.write('late', cb('late')));
  }],
  ['destroy while corked', () => {
    const w = make();
    w.cork();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.destroy(new Error('corked stop'));
  }],
  ['destroy in drain', () => {
    const w = make({}, false);
    w.on('drain', () => { log('drain -> destroy'); w.destroy(); });
    log('ret', w.write('abcdef', cb('a')));
  }],
]);
