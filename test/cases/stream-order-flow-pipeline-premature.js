// pipeline(): stages closed without an error (premature close), destination destroyed
// mid-flow, and sources/destinations that were already destroyed.
'use strict';
const { Readable, Writable, PassThrough, pipeline } = require('stream');
const { run, show } = require('../fixtures/stream-order-harness.js').flow;

function step1(next) {
  const src = new Readable({ read() {} });
  const dst = new Writable({ write(c, e, cb) { cb(); } });
  src.on('close', () => console.log('s1 src close'));
  dst.on('close', () => console.log('s1 dst close'));
  pipeline(src, dst, (err) => { console.log('s1 cb', show(err)); next(); });
  src.push('a');
  setImmediate(() => dst.destroy());
}

function step2(next) {
  const src = new Readable({ read() {} });
  const dst = new Writable({ write(c, e, cb) { cb(); } });
  src.on('close', () => console.log('s2 src close'));
  dst.on('close', () => console.log('s2 dst close'));
  pipeline(src, dst, (err) => { console.log('s2 cb', show(err)); next(); });
  setImmediate(() => src.destroy());
}

function step3(next) {
  const src = new PassThrough();
  const dst = new PassThrough();
  dst.destroy();
  try {
    pipeline(src, dst, (err) => console.log('s3 cb', show(err)));
  } catch (e) { console.log('s3 throw', show(e)); }
  setImmediate(next);
}

function step4(next) {
  const src = new PassThrough();
  src.destroy();
  const dst = new PassThrough();
  pipeline(src, dst, (err) => { console.log('s4 cb', show(err), dst.destroyed); next(); });
}

function step5(next) {
  // source closes right after pushing null (before 'end')
  const src = new Readable({ read() {} });
  const got = [];
  const dst = new Writable({ write(c, e, cb) { got.push(String(c)); cb(); } });
  pipeline(src, dst, (err) => { console.log('s5 cb', show(err), got.join('')); next(); });
  src.push('k'); src.push(null);
  process.nextTick(() => src.emit('close'));
}

const steps = [step1, step2, step3, step4, step5];
run(steps);
