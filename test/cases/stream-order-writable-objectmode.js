// objectMode and callback-less writes: hwm counted in objects, afterWrite tick rules,
'use strict';
const { Writable, Duplex } = require('stream');
const { log, desc, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
// the same callback for many synchronous writes firing in one tick.
function make(opts, async) {
  return watch(new Writable({
    objectMode: true,
    highWaterMark: 2,
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${JSON.stringify(chunk)} ${enc}`);
      if (async) setImmediate(done); else done();
    },
  }), 'w');
}
series([
  ['objectMode sync, no callbacks', () => {
    const w = make();
    log('ret', w.write({ a: 1 }));
    log('ret', w.write(0));
    log('ret', w.write(false));
    log('ret', w.write(''));
    w.end();
  }],
  ['objectMode async over hwm', () => {
    const w = make({}, true);
    log('ret', w.write(1, cb('1')));
    log('ret', w.write(2, cb('2')));
    log('ret', w.write(3, cb('3')));
    log('len', w.writableLength);
  }],
  ['bytes, sync, no callbacks, hwm 3', () => {
    const w = make({ objectMode: false, highWaterMark: 3 });
    log('ret', w.write('ab'));
    log('ret', w.write('cdef'));
    log('ret', w.write('g'));
    w.end();
  }],
  ['same callback for many sync writes', () => {
    const w = make({ objectMode: false, highWaterMark: 100 });
    let n = 0;
    const same = () => log('same cb', ++n);
    for (let i = 0; i < 4; i++) w.write(`c${i}`, same);
    w.write('other', cb('other'));
    w.write('c5', same);
  }],
  ['writable with zero hwm', () => {
    const w = make({ highWaterMark: 0 });
    log('ret', w.write('x', cb('x')));
    log('ret', w.write('y'));
  }],
  ['null and undefined chunks', () => {
    const w = make();
    try { w.write(null); } catch (e) { log('throws', desc(e)); }
    log('ret undefined', w.write(undefined, cb('undef')));
  }],
]);
