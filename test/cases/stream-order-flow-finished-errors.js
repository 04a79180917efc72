// finished() with errors: emitted on readable/writable, already errored before attach,
// the error:false option, and errors after the stream finished.
'use strict';
const { Readable, Writable, Duplex, finished } = require('stream');
const { run, show, watcher } = require('../fixtures/stream-order-harness.js').flow;

const watch = watcher(['end', 'finish', 'close', 'error'], (e) => (e ? e.message : ''));

function step1(next) {
  const r = new Readable({ read() {} });
  watch(r, 'r1');
  finished(r, (err) => { console.log('r1 cb', show(err)); next(); });
  r.destroy(new Error('boom1'));
}

function step2(next) {
  const w = new Writable({ write(c, e, cb) { cb(new Error('boom2')); } });
  watch(w, 'w2');
  finished(w, (err) => { console.log('w2 cb', show(err)); next(); });
  w.write('a', (err) => console.log('w2 write cb', show(err)));
}

function step3(next) {
  // errored and closed before attach
  const r = new Readable({ read() {} });
  r.on('error', (e) => console.log('r3 error', e.message));
  r.on('close', () => {
    console.log('r3 close; attach');
    finished(r, (err) => { console.log('r3 cb', show(err)); next(); });
  });
  r.destroy(new Error('boom3'));
}

function step4(next) {
  // errored, error emitted, but not closed yet (emitClose false)
  const w = new Writable({ emitClose: false, write(c, e, cb) { cb(); } });
  w.on('error', (e) => {
    console.log('w4 error', e.message);
    process.nextTick(() => {
      console.log('w4 attach');
      finished(w, (err) => { console.log('w4 cb', show(err)); next(); });
    });
  });
  w.destroy(new Error('boom4'));
}

function step5(next) {
  // error: false => error events ignored, close later decides
  const d = new Duplex({ read() {}, write(c, e, cb) { cb(); } });
  d.on('error', (e) => console.log('d5 error', e.message));
  d.on('close', () => console.log('d5 close'));
  finished(d, { error: false }, (err) => { console.log('d5 cb', show(err)); next(); });
  d.emit('error', new Error('manual5'));
  console.log('d5 after manual emit');
  process.nextTick(() => d.destroy(new Error('boom5')));
}

function step6(next) {
  // readable:false on a duplex: only the writable side matters
  const d = new Duplex({ read() {}, write(c, e, cb) { cb(); } });
  watch(d, 'd6');
  finished(d, { readable: false }, (err) => { console.log('d6 cb', show(err)); next(); });
  d.end('x');
}

function step7(next) {
  const w = new Writable({ final(cb) { cb(new Error('final7')); }, write(c, e, cb) { cb(); } });
  watch(w, 'w7');
  finished(w, (err) => { console.log('w7 cb', show(err)); next(); });
  w.end('x');
}

const steps = [step1, step2, step3, step4, step5, step6, step7];
run(steps);
