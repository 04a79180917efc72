// destroy() around end(): during _final, between prefinish and finish, after finish.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, desc, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(final, opts) {
  return watch(new Writable({
    ...opts,
    write(chunk, enc, done) { log(`  _write ${chunk}`); done(); },
    final,
    destroy(err, done) { log(`  _destroy ${desc(err)}`); done(err); },
  }), 'w');
}
series([
  ['destroy(err) during async final', () => {
    const w = make((done) => { log('  _final'); setImmediate(() => { log('  final done'); done(); }); });
    w.end('a', cb('end'));
    process.nextTick(() => { log('destroy now'); w.destroy(new Error('in final')); });
  }],
  ['destroy() during async final', () => {
    const w = make((done) => { log('  _final'); setImmediate(done); });
    w.end(cb('end'));
    setImmediate(() => { log('destroy now'); w.destroy(); });
  }],
  ['destroy inside final before callback', () => {
    const w = make(function(done) { log('  _final'); this.destroy(); done(); });
    w.end(cb('end'));
  }],
  ['destroy right after end (sync)', () => {
    const w = make(undefined);
    w.end('x', cb('end'));
    w.destroy();
  }],
  ['destroy in prefinish', () => {
    const w = make((done) => { log('  _final'); done(); });
    w.on('prefinish', () => { log('prefinish -> destroy'); w.destroy(); });
    w.end(cb('end'));
  }],
  ['destroy in finish, autoDestroy false', () => {
    const w = make(undefined, { autoDestroy: false });
    w.on('finish', () => { log('finish -> destroy(err)'); w.destroy(new Error('after finish')); });
    w.end(cb('end'));
  }],
  ['destroy after finish', () => {
    const w = make(undefined, { autoDestroy: false });
    w.end(cb('end'));
    setImmediate(() => { log('destroy late'); w.destroy(new Error('late')); });
  }],
]);
