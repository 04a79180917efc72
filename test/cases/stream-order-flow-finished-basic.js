// finished(): when the callback runs relative to 'end'/'finish'/'close' for readable,
// writable and duplex streams, for streams already done, and for the promise form.
'use strict';
const { Readable, Writable, Duplex, PassThrough, finished } = require('stream');
const fp = require('stream/promises').finished;
const { run, watcher } = require('../fixtures/stream-order-harness.js').flow;

const watch = watcher(['end', 'finish', 'close', 'error', 'prefinish'], (e) => (e ? e.code || e.message : ''));

function step1(next) {
  const r = new Readable({ read() {} });
  watch(r, 'r1');
  finished(r, (err) => { console.log('r1 finished cb', err, this === undefined); next(); });
  r.push('a'); r.push(null); r.resume();
}

function step2(next) {
  const w = new Writable({ write(c, e, cb) { setImmediate(cb); } });
  watch(w, 'w2');
  const ret = finished(w, function(err) { console.log('w2 finished cb', err, this === w); next(); });
  console.log('w2 cleanup type', typeof ret);
  w.write('x'); w.end('y');
}

function step3(next) {
  const d = new Duplex({ read() {}, write(c, e, cb) { cb(); } });
  watch(d, 'd3');
  finished(d, (err) => { console.log('d3 finished cb', err); next(); });
  d.end('z');
  process.nextTick(() => { console.log('d3 push null'); d.push(null); d.resume(); });
}

function step4(next) {
  // already ended and closed
  const p = new PassThrough();
  p.end('q'); p.resume();
  p.on('close', () => {
    console.log('p4 closed; attaching');
    finished(p, (err) => { console.log('p4 finished cb', err); next(); });
    process.nextTick(() => console.log('p4 tick after attach'));
    Promise.resolve().then(() => console.log('p4 microtask after attach'));
  });
}

function step5(next) {
  // emitClose: false, autoDestroy: false
  const w = new Writable({ emitClose: false, autoDestroy: false, write(c, e, cb) { cb(); } });
  watch(w, 'w5');
  finished(w, (err) => { console.log('w5 finished cb', err); next(); });
  w.end('k');
}

function step6(next) {
  const r = new Readable({ read() { this.push('1'); this.push(null); } });
  watch(r, 'r6');
  fp(r).then((v) => { console.log('r6 promise resolved', v); next(); });
  r.resume();
}

function step7(next) {
  // writable already finished (not closed): attach between finish and close
  const w = new Writable({ write(c, e, cb) { cb(); } });
  w.on('finish', () => {
    console.log('w7 finish; attaching');
    finished(w, (err) => { console.log('w7 finished cb', err); next(); });
  });
  w.on('close', () => console.log('w7 close'));
  w.end();
}

const steps = [step1, step2, step3, step4, step5, step6, step7];
run(steps);
