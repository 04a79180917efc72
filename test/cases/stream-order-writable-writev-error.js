// _writev() failing or calling back late; errors reach every batched callback.
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
function make(fail, opts) {
  return watch(new Writable({
    highWaterMark: 100,
    ...opts,
    write(chunk, enc, done) { log(`  _write ${chunk}`); setImmediate(done); },
    writev(chunks, done) {
      log(`  _writev ${chunks.map((c) => c.chunk).join(',')}`);
      if (fail === 'sync') done(new Error('writev bad'));
      else setImmediate(done, fail ? new Error('writev bad') : null);
    },
  }), 'w');
}
series([
  ['writev sync error', () => {
    const w = make('sync');
    w.cork();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.uncork();
    w.write('c', cb('c'));
  }],
  ['writev async error then end', () => {
    const w = make('async');
    w.cork();
    w.write('a', cb('a'));
    w.write('b');
    w.uncork();
    w.end(cb('end'));
  }],
  ['writev ok, mixed callbacks', () => {
    const w = make(null);
    w.write('first');
    w.write('a');
    w.write('b', cb('b'));
    w.write('c');
    w.end('d', cb('end'));
  }],
  ['writev error, autoDestroy false, later writes', () => {
    const w = make('async', { autoDestroy: false });
    w.cork();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.uncork();
    setImmediate(() => setImmediate(() => {
      log('ret', w.write('c', cb('c')));
    }));
  }],
]);
