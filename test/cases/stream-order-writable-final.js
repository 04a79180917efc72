// _final(): sync and async completion, errors, throws, double callback; prefinish/finish order.
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
function make(final, opts) {
  return watch(new Writable({
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk}`);
      done();
    },
    final,
  }), 'w');
}
series([
  ['sync final', () => {
    const w = make((done) => { log('  _final'); done(); });
    w.write('a', cb('a'));
    w.end(cb('end'));
  }],
  ['async final (immediate)', () => {
    const w = make((done) => { log('  _final'); setImmediate(() => { log('  final done'); done(); }); });
    w.end('x', cb('end'));
    log('sync: finished', w.writableFinished);
  }],
  ['final via promise', () => {
    const w = make((done) => { log('  _final'); Promise.resolve().then(() => done()); });
    w.end(cb('end'));
  }],
  ['final errors sync', () => {
    const w = make((done) => { log('  _final'); done(new Error('final bad')); });
    w.end(cb('end'));
  }],
  ['final errors async, autoDestroy false', () => {
    const w = make((done) => { log('  _final'); process.nextTick(done, new Error('final bad')); },
                   { autoDestroy: false });
    w.end(cb('end'));
  }],
  ['final throws', () => {
    const w = make(() => { log('  _final'); throw new Error('final thrown'); });
    w.end(cb('end'));
  }],
  ['final callback twice', () => {
    const w = make((done) => { log('  _final'); done(); done(); });
    w.end(cb('end'));
  }],
  ['no final: prefinish is sync with end', () => {
    const w = make(undefined);
    w.on('prefinish', () => log('  (prefinish listener)'));
    w.end(cb('end'));
    log('after end()');
  }],
  ['final waits for pending write', () => {
    const w = watch(new Writable({
      write(chunk, enc, done) { log(`  _write ${chunk}`); setImmediate(done); },
      final(done) { log('  _final'); done(); },
    }), 'w');
    w.write('a', cb('a'));
    w.end('b', cb('end'));
  }],
]);
