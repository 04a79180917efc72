// _final(): sync and async completion, errors, throws, double callback; prefinish/finish order.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(final, opts) {
  return watch(new Writable({
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk}`);
      done();
    },
    final,
  }), 'w');
}
series([
  ['sync final', () => {
    const w = make((done) => { log('  _final'); done(); });
    w.write('a', cb('a'));
    w.end(cb('end'));
  }],
  ['async final (immediate)', () => {
    const w = make((done) => { log('  _final'); setImmediate(() => { log('  final done'); done(); }); });
    w.end('x', cb('end'));
    log('sync: finished', w.writableFinished);
  }],
  ['final via promise', () => {
    const w = make((done) => { log('  _final'); Promise.resolve().then(() => done()); });
    w.end(cb('end'));
  }],
  ['final errors sync', () => {
    const w = make((done) => { log('  _final'); done(new Error('final bad')); });
    w.end(cb('end'));
  }],
  ['final errors async, autoDestroy false', () => {
    const w = make((done) => { log('  _final'); process.nextTick(done, new Error('final bad')); },
                   { autoDestroy: false });
    w.end(cb('end'));
  }],
  ['final throws', () => {
    const w = make(() => { log('  _final'); throw new Error('final thrown'); });
    w.end(cb('end'));
  }],
  ['final callback twice', () => {
    const w = make((done) => { log('  _final'); done(); done(); });
    w.end(cb('end'));
  }],
  ['no final: prefinish is sync with end', () => {
    const w = make(undefined);
    w.on('prefinish', () => log('  (prefinish listener)'));
    w.end(cb('end'));
    log('after end()');
  }],
  ['final waits for pending write', () => {
    const w = watch(new Writable({
      write(chunk, enc, done) { log(`  _write ${chunk}`); setImmediate(done); },
      final(done) { log('  _final'); done(); },
    }), 'w');
    w.write('a', cb('a'));
    w.end('b', cb('end'));
  }],
]);
