// State fields and getters at each phase of a stream's life.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, desc, series, cb } = require('../fixtures/stream-order-harness.js').writable;
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
