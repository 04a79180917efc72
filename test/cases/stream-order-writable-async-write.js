// Asynchronous _write() (nextTick / setImmediate / promise): queueing, 'drain', end while writing.
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
function make(kind, opts) {
  return watch(new Writable({
    highWaterMark: 4,
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk}`);
      if (kind === 'tick') process.nextTick(done);
      else if (kind === 'micro') Promise.resolve().then(() => done());
      else setImmediate(done);
    },
  }), 'w');
}
series([
  ['tick: three writes', () => {
    const w = make('tick');
    log('ret', w.write('ab', cb('1')));
    log('ret', w.write('cd', cb('2')));
    log('ret', w.write('ef', cb('3')));
    log('buffered', w.writableBuffer.length, 'len', w.writableLength);
  }],
  ['micro: three writes then end', () => {
    const w = make('micro');
    w.write('ab', cb('1'));
    w.write('cdef', cb('2'));
    w.write('g', cb('3'));
    w.end(cb('end'));
  }],
  ['immediate: drain then more', () => {
    const w = make('immediate');
    w.once('drain', () => {
      log('drain: len', w.writableLength);
      w.write('x', cb('x'));
      w.end('y', cb('y'));
    });
    log('ret', w.write('abcd', cb('1')));
    log('ret', w.write('e', cb('2')));
  }],
  ['immediate: end while writing, no callbacks', () => {
    const w = make('immediate');
    w.write('abc');
    w.write('defg');
    w.end();
    log('writing', w._writableState.writing, 'ending', w._writableState.ending);
  }],
  ['tick: write from finish listener', () => {
    const w = make('tick');
    w.on('finish', () => w.write('late', cb('late')));
    w.end('only');
  }],
]);
