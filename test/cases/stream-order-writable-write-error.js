// _write() failing, synchronously and asynchronously, with and without autoDestroy.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, desc, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(mode, opts) {
  let n = 0;
  return watch(new Writable({
    highWaterMark: 100,
    ...opts,
    write(chunk, enc, done) {
      n++;
      log(`  _write ${chunk}`);
      const err = n === 1 ? new Error(`fail ${chunk}`) : null;
      if (mode === 'sync') done(err);
      else if (mode === 'tick') process.nextTick(done, err);
      else setImmediate(done, err);
    },
  }), 'w');
}
function state(w) {
  const s = w._writableState;
  log(`  state errored=${desc(s.errored)} destroyed=${s.destroyed} errorEmitted=${s.errorEmitted} closed=${s.closed} len=${s.length} pendingcb=${s.pendingcb}`);
}
series([
  ['sync error, more writes queued', () => {
    const w = make('sync');
    log('ret', w.write('a', cb('a')));
    log('ret', w.write('b', cb('b')));
    w.end(cb('end'));
    state(w);
  }],
  ['async error with queued writes', () => {
    const w = make('immediate');
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.write('c', cb('c'));
    w.end(cb('end'));
    setImmediate(() => state(w));
  }],
  ['tick error, autoDestroy false', () => {
    const w = make('tick', { autoDestroy: false });
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    process.nextTick(() => state(w));
    setImmediate(() => {
      state(w);
      log('ret after error', w.write('c', cb('c')));
      w.end(cb('end'));
    });
  }],
  ['sync error, autoDestroy false, no callbacks', () => {
    const w = make('sync', { autoDestroy: false });
    w.write('a');
    state(w);
    setImmediate(() => state(w));
  }],
  ['callback called twice', () => {
    const w = watch(new Writable({
      write(chunk, enc, done) {
        done();
        done();
      },
    }), 'w');
    w.write('x', cb('x'));
  }],
  ['async callback called twice', () => {
    const w = watch(new Writable({
      write(chunk, enc, done) {
        setImmediate(() => { done(); done(); });
      },
    }), 'w');
    w.write('x', cb('x'));
  }],
  ['_write throws', () => {
    const w = watch(new Writable({
      write() { throw new Error('thrown in _write'); },
    }), 'w');
    try { w.write('x', cb('x')); } catch (e) { log('caught', desc(e)); }
    state(w);
  }],
  ['no _write implemented', () => {
    const w = watch(new Writable(), 'w');
    try { w.write('x', cb('x')); } catch (e) { log('caught', desc(e)); }
  }],
]);
