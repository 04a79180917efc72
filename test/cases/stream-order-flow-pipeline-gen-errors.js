// pipeline() with generator stages that throw: in the source, a transform, the
// destination, and Node streams around them being destroyed.
'use strict';
const { Readable, Writable, PassThrough, pipeline } = require('stream');
const { run, show } = require('../fixtures/stream-order-harness.js').flow;

function step1(next) {
  const dst = new PassThrough();
  dst.on('close', () => console.log('s1 dst close'));
  dst.on('error', (e) => console.log('s1 dst error', e.message));
  pipeline(async function* () { yield 'a'; throw new Error('gen-src'); }, dst, (err) => {
    console.log('s1 cb', show(err), dst.destroyed); next();
  });
  dst.resume();
}

function step2(next) {
  const src = new Readable({ read() {} });
  src.on('close', () => console.log('s2 src close'));
  src.push('a');
  pipeline(src, async function* (s) {
    for await (const c of s) { console.log('s2 got', String(c)); throw new Error('gen-mid'); }
  }, async function(s) { for await (const c of s) console.log('never', c); }, (err) => {
    console.log('s2 cb', show(err), src.destroyed); next();
  });
}

function step3(next) {
  const src = new Readable({ read() {} });
  src.on('close', () => console.log('s3 src close'));
  pipeline(src, async function(s) {
    for await (const c of s) { console.log('s3 got', String(c)); break; }
    console.log('s3 dest returns');
    return 'early';
  }, (err, val) => { console.log('s3 cb', show(err), val, src.destroyed); next(); });
  src.push('b'); src.push('c');
}

function step4(next) {
  pipeline([1, 2], async function(s) { throw new Error('dest-throw'); }, (err, val) => {
    console.log('s4 cb', show(err), val); next();
  });
}

function step5(next) {
  // source stream errors while a generator consumes it
  const src = new Readable({ read() {} });
  pipeline(src, async function* (s) { for await (const c of s) yield c; }, async function(s) {
    try { for await (const c of s) console.log('s5 got', String(c)); } catch (e) { console.log('s5 dest saw', e.message); throw e; }
  }, (err) => { console.log('s5 cb', show(err)); next(); });
  src.push('z');
  setImmediate(() => src.destroy(new Error('src-late')));
}

function step6(next) {
  // destination Writable errors while a generator feeds it
  const dst = new Writable({ write(c, e, cb) { cb(new Error('w-fail')); } });
  let finallyRan = false;
  pipeline(async function* () { try { yield 'a'; yield 'b'; } finally { finallyRan = true; } }, dst, (err) => {
    console.log('s6 cb', show(err), 'finally', finallyRan); next();
  });
}

const steps = [step1, step2, step3, step4, step5, step6];
run(steps);
