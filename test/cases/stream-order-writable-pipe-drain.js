// A slow Writable as a pipe destination: write() answers, 'drain', source pause/resume, finish.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, watch, series } = require('../fixtures/stream-order-harness.js').writable;
const { Readable } = require('stream');
function source(chunks) {
  const r = new Readable({
    highWaterMark: 4,
    read() {
      const c = chunks.shift();
      log(`  _read -> ${c === undefined ? 'EOF' : c}`);
      this.push(c === undefined ? null : c);
    },
  });
  for (const ev of ['pause', 'resume', 'end', 'close']) r.on(ev, () => log(`r ${ev}`));
  return r;
}
function sink(async, opts) {
  const w = new Writable({
    highWaterMark: 3,
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk}`);
      if (async) setImmediate(done); else done();
    },
  });
  const write = w.write;
  w.write = function(...args) {
    const ret = write.apply(this, args);
    log(`  write(${args[0]}) -> ${ret}`);
    return ret;
  };
  watch(w, 'w');
  w.on('pipe', () => log('w pipe'));
  w.on('unpipe', () => log('w unpipe'));
  return w;
}
series([
  ['async sink, back-pressure', () => {
    source(['aa', 'bbbb', 'c', 'dddd']).pipe(sink(true));
  }],
  ['sync sink', () => {
    source(['aa', 'bbbb', 'c']).pipe(sink(false));
  }],
  ['async sink, end: false', () => {
    const w = sink(true);
    source(['xx', 'yyyy']).pipe(w, { end: false });
    setImmediate(() => setImmediate(() => setImmediate(() => { log('end sink'); w.end('z'); })));
  }],
  ['sink destroyed mid-way', () => {
    const w = sink(true);
    source(['aaaa', 'bbbb', 'cccc']).pipe(w);
    w.once('drain', () => { log('drain -> destroy'); w.destroy(); });
  }],
]);
