// destroy() while a write is pending or writes are buffered.
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
function make(opts, async = true) {
  return watch(new Writable({
    highWaterMark: 4,
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk}`);
      if (async) setImmediate(() => { log(`  write done ${chunk}`); done(); });
      else done();
    },
    destroy(err, done) {
      log(`  _destroy ${desc(err)}`);
      done(err);
    },
  }), 'w');
}
series([
  ['destroy(err) with a pending write and buffered ones', () => {
    const w = make();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.write('c', cb('c'));
    w.destroy(new Error('stop'), cb('destroy'));
    log('destroyed', w.destroyed, 'errored', desc(w.errored));
  }],
  ['destroy() without error, buffered writes', () => {
    const w = make();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.end(cb('end'));
    w.destroy();
  }],
  ['destroy in write callback', () => {
    const w = make();
    w.write('a', (err) => { log('cb a', err); w.destroy(new Error('from cb')); });
    w.write('b', cb('b'));
  }],
  ['destroy inside _write before calling back', () => {
    const w = watch(new Writable({
      write(chunk, enc, done) {
        log(`  _write ${chunk}`);
        this.destroy();
        done();
      },
    }), 'w');
    w.write('a', cb('a'));
    w.write('b', cb('b'));
  }],
  ['write after destroy', () => {
    const w = make();
    w.destroy();
    log('ret', w.write('late', cb('late')));
  }],
  ['destroy while corked', () => {
    const w = make();
    w.cork();
    w.write('a', cb('a'));
    w.write('b', cb('b'));
    w.destroy(new Error('corked stop'));
  }],
  ['destroy in drain', () => {
    const w = make({}, false);
    w.on('drain', () => { log('drain -> destroy'); w.destroy(); });
    log('ret', w.write('abcdef', cb('a')));
  }],
]);
