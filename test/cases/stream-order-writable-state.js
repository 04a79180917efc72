// State fields and getters at each phase of a stream's life.
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
function show(w, at) {
  const s = w._writableState;
  log(`[${at}] len=${s.length} writing=${s.writing} corked=${s.corked} needDrain=${s.needDrain} ` +
      `pendingcb=${s.pendingcb} buffered=${s.getBuffer().length}/${s.bufferedRequestCount} ` +
      `ending=${s.ending} ended=${s.ended} finalCalled=${s.finalCalled} prefinished=${s.prefinished} ` +
      `finished=${s.finished} destroyed=${s.destroyed} closed=${s.closed} closeEmitted=${s.closeEmitted} ` +
      `errored=${desc(s.errored)} errorEmitted=${s.errorEmitted} constructed=${s.constructed}`);
  log(`   writable=${w.writable} writableEnded=${w.writableEnded} writableFinished=${w.writableFinished} ` +
      `writableNeedDrain=${w.writableNeedDrain} writableLength=${w.writableLength} ` +
      `writableCorked=${w.writableCorked} writableAborted=${w.writableAborted} closed=${w.closed} ` +
      `destroyed=${w.destroyed} errored=${desc(w.errored)}`);
}
function make(opts) {
  const w = new Writable({
    highWaterMark: 3,
    ...opts,
    write(chunk, enc, done) { setImmediate(done); },
    final(done) { setImmediate(done); },
  });
  for (const ev of ['drain', 'prefinish', 'finish', 'close', 'error']) {
    w.on(ev, (e) => { log(`w ${ev}${ev === 'error' ? ' ' + desc(e) : ''}`); show(w, ev); });
  }
  return w;
}
series([
  ['life of a stream', () => {
    const w = make();
    show(w, 'new');
    w.write('ab');
    show(w, 'write 1');
    w.write('cd', () => show(w, 'cb 2'));
    show(w, 'write 2');
    w.cork();
    w.write('e');
    show(w, 'corked write');
    w.end();
    show(w, 'end');
  }],
  ['errored stream', () => {
    const w = make({ autoDestroy: false });
    w.write('a');
    w.destroy(new Error('bad'));
    show(w, 'destroyed');
  }],
  ['static defaults', () => {
    const w = new Writable();
    const s = w._writableState;
    log('hwm', s.highWaterMark, w.writableHighWaterMark, 'objectMode', s.objectMode,
        'defaultEncoding', s.defaultEncoding, 'decodeStrings', s.decodeStrings,
        'emitClose', s.emitClose, 'autoDestroy', s.autoDestroy, 'sync', s.sync);
    log('is Writable', w instanceof Writable, 'duplex is Writable', new Duplex() instanceof Writable,
        'state class', s instanceof Writable.WritableState);
    const ws = new Writable({ objectMode: true });
    log('objectMode hwm', ws.writableHighWaterMark);
  }],
]);
