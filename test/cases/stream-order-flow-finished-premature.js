// finished(): premature close rules (destroy without error on each side, close after
// ended but before 'end', writable:false / readable:false sides).
'use strict';
const { Readable, Writable, Duplex, PassThrough, finished } = require('stream');
const { run, show } = require('../fixtures/stream-order-harness.js').flow;

function step1(next) {
  const r = new Readable({ read() {} });
  r.on('close', () => console.log('r1 close'));
  finished(r, (err) => { console.log('r1 cb', show(err)); next(); });
  r.push('a');
  r.destroy();
}

function step2(next) {
  const w = new Writable({ write(c, e, cb) { setImmediate(cb); } });
  w.on('close', () => console.log('w2 close'));
  finished(w, (err) => { console.log('w2 cb', show(err)); next(); });
  w.write('a');
  w.destroy();
}

function step3(next) {
  // pushed null but never consumed, then destroyed
  const r = new Readable({ read() {} });
  r.push('x'); r.push(null);
  finished(r, (err) => { console.log('r3 cb', show(err)); next(); });
  process.nextTick(() => r.destroy());
}

function step4(next) {
  // ended (null pushed, length 0) then destroyed before 'end'
  const r = new Readable({ read() {} });
  r.push(null);
  finished(r, (err) => { console.log('r4 cb', show(err)); next(); });
  r.destroy();
}

function step5(next) {
  // duplex: writable done, readable destroyed; writable:false ignores the write side
  const d = new Duplex({ read() {}, write(c, e, cb) { cb(); } });
  finished(d, { writable: false }, (err) => { console.log('d5 readonly cb', show(err)); });
  finished(d, (err) => { console.log('d5 both cb', show(err)); next(); });
  d.push('a'); d.push(null); d.resume();
  d.on('end', () => { console.log('d5 end'); d.destroy(); });
}

function step6(next) {
  // destroy after finish, before close
  const p = new PassThrough();
  finished(p, { readable: false }, (err) => { console.log('p6 w cb', show(err)); });
  finished(p, (err) => { console.log('p6 rw cb', show(err)); next(); });
  p.on('finish', () => { console.log('p6 finish'); p.destroy(); });
  p.end('z');
}

function step7(next) {
  // manual emit('close') on a plain Writable before anything
  const w = new Writable({ write(c, e, cb) { cb(); } });
  finished(w, (err) => { console.log('w7 cb', show(err)); next(); });
  w.emit('close');
}

const steps = [step1, step2, step3, step4, step5, step6, step7];
run(steps);
