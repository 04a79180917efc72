// A slow Writable as a pipe destination: write() answers, 'drain', source pause/resume, finish.
'use strict';
const { Writable, Duplex } = require('stream');
const log = (...a) => console.log(...a);
const desc = (e) => (e ? `${e.code || e.name}: ${e.message}` : String(e));
// Every event of interest, in arrival order; 'error' also shows the error.
function watch(s, tag) {
  for (const ev of ['prefinish', 'finish', 'drain', 'close', 'error']) {
    s.on(ev, (x) => log(`${tag} ${ev}${ev === 'error' ? ' ' + desc(x) : ''}`));
  }
  return s;
}
// Marks nextTick boundaries so the output shows in which tick each emit happens.
function ticker(n = 4) {
  let i = 0;
  const step = () => {
    log(`  ~tick ${++i}`);
    if (i < n) process.nextTick(step);
  };
  process.nextTick(step);
}
// Runs scenarios one after another; each gets several immediates to settle.
function series(list) {
  let i = 0;
  const next = () => {
    if (i === list.length) return;
    const [name, fn] = list[i++];
    log(`== ${name}`);
    fn();
    ticker();
    let k = 0;
    const wait = () => (++k < 8 ? setImmediate(wait) : next());
    setImmediate(wait);
  };
  next();
}
const cb = (tag) => (err) => log(`${tag} cb ${err ? desc(err) : 'ok'}`);
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
