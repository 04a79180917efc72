// end() edge cases: write after end, end twice, end after finish, end callbacks on errors.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, desc, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(opts) {
  return watch(new Writable({
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk}`);
      setImmediate(done);
    },
  }), 'w');
}
series([
  ['write after end', () => {
    const w = make();
    w.end('a');
    log('ret', w.write('b', cb('b')));
  }],
  ['write after end, autoDestroy false', () => {
    const w = make({ autoDestroy: false });
    w.end();
    log('ret', w.write('b', cb('b')));
  }],
  ['end twice with callbacks', () => {
    const w = make();
    w.end('a', cb('end1'));
    w.end(cb('end2'));
  }],
  ['end twice with chunk the second time', () => {
    const w = make();
    w.end('a', cb('end1'));
    w.end('b', cb('end2'));
  }],
  ['end after finish', () => {
    const w = make({ autoDestroy: false, emitClose: false });
    w.end('a');
    w.on('finish', () => {
      log('finish -> end again');
      w.end(cb('late end'));
    });
  }],
  ['end after close', () => {
    const w = make();
    w.end();
    w.on('close', () => {
      w.end(cb('end after close'));
    });
  }],
  ['end after destroy', () => {
    const w = make();
    w.destroy();
    w.end(cb('end after destroy'));
  }],
  ['end after error', () => {
    const w = watch(new Writable({
      autoDestroy: false,
      write(chunk, enc, done) { done(new Error('boom')); },
    }), 'w');
    w.write('x');
    w.end(cb('end after error'));
    setImmediate(() => w.end(cb('end later')));
  }],
  ['end with write error in the chunk', () => {
    const w = make();
    try { w.end(42, cb('end')); } catch (e) { log('caught', desc(e)); }
    log('ending', w._writableState.ending);
  }],
]);
