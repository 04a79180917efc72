// Close/error emission after destroy(): emitClose and autoDestroy combinations.
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
function make(opts, slowDestroy) {
  return watch(new Writable({
    ...opts,
    write(chunk, enc, done) { done(); },
    destroy(err, done) {
      log(`  _destroy ${desc(err)}`);
      if (slowDestroy) setImmediate(() => { log('  destroy done'); done(err); });
      else done(err);
    },
  }), 'w');
}
const combos = [
  [{}, 'defaults'],
  [{ emitClose: false }, 'emitClose false'],
  [{ autoDestroy: false }, 'autoDestroy false'],
  [{ emitClose: false, autoDestroy: false }, 'both false'],
];
const list = [];
for (const [opts, name] of combos) {
  list.push([`${name}: end`, () => {
    const w = make(opts);
    w.end('x', cb('end'));
  }]);
  list.push([`${name}: destroy(err)`, () => {
    const w = make(opts);
    w.destroy(new Error('E'), cb('destroy'));
    log('closed', w.closed, 'destroyed', w.destroyed);
  }]);
}
list.push(['slow _destroy', () => {
  const w = make({}, true);
  w.destroy(new Error('slow'), cb('destroy'));
  w.destroy(new Error('second'), cb('destroy again'));
  log('closed', w.closed);
}]);
list.push(['destroy twice, sync _destroy', () => {
  const w = make({});
  w.destroy(null, cb('d1'));
  w.destroy(new Error('ignored'), cb('d2'));
}]);
series(list);
