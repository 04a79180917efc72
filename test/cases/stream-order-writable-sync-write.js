// Synchronous _write(): write() return values, callback ticks, 'drain', end/finish/close.
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
    highWaterMark: 5,
    ...opts,
    write(chunk, enc, done) {
      log(`  _write ${chunk} ${enc}`);
      done();
    },
  }), 'w');
}
series([
  ['two writes with callbacks', () => {
    const w = make();
    log('ret', w.write('abc', cb('1')));
    log('ret', w.write('defgh', cb('2')));
    log('len', w.writableLength, 'needDrain', w.writableNeedDrain);
    log('sync end of step');
  }],
  ['over hwm then end in same tick', () => {
    const w = make();
    log('ret', w.write('abcdefg', cb('1')));
    w.end(cb('end'));
    log('ended', w.writableEnded, 'finished', w.writableFinished);
  }],
  ['write without callback over hwm', () => {
    const w = make();
    log('ret', w.write('abcdefg'));
    log('ret', w.write('x'));
    log('needDrain', w.writableNeedDrain);
  }],
  ['end with chunk and callback', () => {
    const w = make();
    w.end('last', cb('end'));
    log('after end', w.writableLength);
  }],
  ['end without anything', () => {
    const w = make();
    w.end();
  }],
  ['end in drain handler', () => {
    const w = make();
    w.once('drain', () => { log('drain -> end'); w.end('z', cb('end')); });
    log('ret', w.write('123456', cb('1')));
  }],
  ['write in callback', () => {
    const w = make();
    w.write('a', (err) => {
      log('cb a', err);
      log('ret b', w.write('bbbbbb', cb('b')));
    });
  }],
]);
