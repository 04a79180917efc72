// end() edge cases: write after end, end twice, end after finish, end callbacks on errors.
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
function make(opts) {
  return watch(new Writable({
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk}`);
      setImmediate(done);
    },
  }), 'w');
}
series([
  ['write after end', () => {
    const w = make();
    w.end('a');
    log('ret', w.write('b', cb('b')));
  }],
  ['write after end, autoDestroy false', () => {
    const w = make({ autoDestroy: false });
    w.end();
    log('ret', w.write('b', cb('b')));
  }],
  ['end twice with callbacks', () => {
    const w = make();
    w.end('a', cb('end1'));
    w.end(cb('end2'));
  }],
  ['end twice with chunk the second time', () => {
    const w = make();
    w.end('a', cb('end1'));
    w.end('b', cb('end2'));
  }],
  ['end after finish', () => {
    const w = make({ autoDestroy: false, emitClose: false });
    w.end('a');
    w.on('finish', () => {
      log('finish -> end again');
      w.end(cb('late end'));
    });
  }],
  ['end after close', () => {
    const w = make();
    w.end();
    w.on('close', () => {
      w.end(cb('end after close'));
    });
  }],
  ['end after destroy', () => {
    const w = make();
    w.destroy();
    w.end(cb('end after destroy'));
  }],
  ['end after error', () => {
    const w = watch(new Writable({
      autoDestroy: false,
      write(chunk, enc, done) { done(new Error('boom')); },
    }), 'w');
    w.write('x');
    w.end(cb('end after error'));
    setImmediate(() => w.end(cb('end later')));
  }],
  ['end with write error in the chunk', () => {
    const w = make();
    try { w.end(42, cb('end')); } catch (e) { log('caught', desc(e)); }
    log('ending', w._writableState.ending);
  }],
]);
