// cork()/uncork() with and without _writev(): batching, nested corks, end() uncorking.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(withWritev, opts) {
  const o = {
    highWaterMark: 100,
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk} ${enc}`);
      process.nextTick(done);
    },
  };
  if (withWritev) {
    o.writev = function(chunks, done) {
      log(`  _writev [${chunks.map((c) => `${c.chunk}/${c.encoding}`).join(' ')}] allBuffers=${chunks.allBuffers}`);
      process.nextTick(done);
    };
  }
  return watch(new Writable(o), 'w');
}
series([
  ['writev: corked batch then uncork', () => {
    const w = make(true);
    w.cork();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.write('c', cb('c'));
    log('corked', w.writableCorked, 'buffered', w.writableBuffer.length);
    w.uncork();
    log('after uncork', w.writableCorked);
  }],
  ['writev: uncork in nextTick, no callbacks', () => {
    const w = make(true);
    w.cork();
    w.write('a');
    w.write('b');
    process.nextTick(() => { log('uncork'); w.uncork(); });
  }],
  ['writev: nested cork needs two uncorks', () => {
    const w = make(true);
    w.cork();
    w.cork();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.uncork();
    log('after 1st uncork', w.writableCorked, w.writableBuffer.length);
    w.uncork();
    log('after 2nd uncork', w.writableCorked);
  }],
  ['writev: end() uncorks fully', () => {
    const w = make(true);
    w.cork();
    w.cork();
    w.write('a', cb('a'));
    w.end('b', cb('end'));
    log('corked', w.writableCorked);
  }],
  ['writev with decodeStrings false mixes encodings', () => {
    const w = make(true, { decodeStrings: false });
    w.cork();
    w.write('s1', cb('s1'));
    w.write(Buffer.from('b1'), cb('b1'));
    w.write('s2', 'latin1', cb('s2'));
    w.uncork();
  }],
  ['single buffered write goes to _write', () => {
    const w = make(true);
    w.cork();
    w.write('solo', cb('solo'));
    w.uncork();
  }],
  ['no writev: corked writes one by one', () => {
    const w = make(false);
    w.cork();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.write('c', cb('c'));
    w.uncork();
    w.end(cb('end'));
  }],
  ['re-entrant writes from _write, then a writev of the rest', () => {
    const w = watch(new Writable({
      decodeStrings: false,
      write(chunk, enc, done) {
        log(`  _write ${chunk} ${enc}`);
        if (chunk === 'b') {
          this.write('n1', cb('n1'));
          this.write(Buffer.from('n2'));
          this.write(Buffer.from('n3'));
        }
        if (chunk === 'a' || chunk === 'n1') setImmediate(done);
        else done();
      },
      writev(chunks, done) {
        log(`  _writev [${chunks.map((c) => c.chunk).join(' ')}] allBuffers=${chunks.allBuffers}`);
        done();
      },
    }), 'w');
    w.write('a', cb('a'));
    w.write('b', 'latin1', cb('b'));
    setImmediate(() => setImmediate(() => setImmediate(() => w.end(cb('end')))));
  }],
  ['writes queued behind a pending write become one writev', () => {
    const w = make(true);
    w.write('first', cb('first'));
    w.write('x', cb('x'));
    w.write('y', cb('y'));
    w.end(cb('end'));
  }],
]);
