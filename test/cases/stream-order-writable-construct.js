// _construct(): writes and end() held until construction completes; construct errors;
'use strict';
const { Writable, Duplex } = require('stream');
const { log, desc, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
// destroy before construction finishes.
function make(construct, opts) {
  return watch(new Writable({
    ...opts,
    construct,
    write(chunk, enc, done) { log(`  _write ${chunk}`); done(); },
    final(done) { log('  _final'); done(); },
    destroy(err, done) { log(`  _destroy ${desc(err)}`); done(err); },
  }), 'w');
}
series([
  ['sync construct callback', () => {
    const w = make((done) => { log('  _construct'); done(); });
    log('ret', w.write('a', cb('a')));
    w.end('b', cb('end'));
    log('sync step done');
  }],
  ['construct completes on immediate', () => {
    const w = make((done) => { log('  _construct'); setImmediate(() => { log('  constructed'); done(); }); });
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    log('buffered', w.writableBuffer.length, 'constructed', w._writableState.constructed);
    w.end(cb('end'));
  }],
  ['construct error', () => {
    const w = make((done) => { log('  _construct'); done(new Error('no construct')); });
    w.write('a', cb('a'));
    w.end(cb('end'));
  }],
  ['construct throws', () => {
    const w = make(() => { log('  _construct'); throw new Error('construct thrown'); });
    w.write('a', cb('a'));
  }],
  ['destroy before construct finishes', () => {
    const w = make((done) => { log('  _construct'); setImmediate(() => { log('  constructed'); done(); }); });
    w.write('a', cb('a'));
    w.destroy(new Error('early'), cb('destroy'));
    log('destroyed', w.destroyed);
  }],
  ['destroy before construct, construct fails too', () => {
    const w = make((done) => { setImmediate(() => { log('  construct fails'); done(new Error('c-fail')); }); });
    w.destroy(new Error('early'), cb('destroy'));
  }],
  ['destroy() (no error) before construct', () => {
    const w = make((done) => { setImmediate(done); });
    w.destroy();
  }],
  ['construct callback twice', () => {
    const w = make((done) => { done(); done(); });
    w.write('a', cb('a'));
  }],
  ['cork during construct', () => {
    const w = make((done) => setImmediate(done));
    w.cork();
    w.write('a', cb('a'));
    setImmediate(() => { log('uncork'); w.uncork(); });
  }],
]);
