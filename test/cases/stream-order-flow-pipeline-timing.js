// pipeline()/finished() callback timing against nextTick and microtasks queued at the
// moment the last stage settles, and callback-vs-promise ordering.
'use strict';
const { Readable, Writable, PassThrough, pipeline, finished } = require('stream');
const pp = require('stream/promises').pipeline;
const fp = require('stream/promises').finished;
const { run } = require('../fixtures/stream-order-harness.js').flow;

function step1(next) {
  const dst = new Writable({ write(c, e, cb) { cb(); } });
  dst.on('finish', () => {
    console.log('s1 finish');
    process.nextTick(() => console.log('s1 tick from finish'));
    Promise.resolve().then(() => console.log('s1 micro from finish'));
  });
  dst.on('close', () => {
    console.log('s1 close');
    process.nextTick(() => console.log('s1 tick from close'));
    Promise.resolve().then(() => console.log('s1 micro from close'));
  });
  pipeline(Readable.from(['a']), dst, () => { console.log('s1 cb'); setImmediate(next); });
}

function step2(next) {
  const dst = new Writable({ write(c, e, cb) { cb(); } });
  dst.on('close', () => console.log('s2 close'));
  pp(Readable.from(['a']), dst).then(() => { console.log('s2 resolved'); setImmediate(next); });
  finished(dst, () => console.log('s2 finished cb'));
  fp(dst).then(() => console.log('s2 fp resolved'));
}

function step3(next) {
  const p = new PassThrough();
  finished(p, () => console.log('s3 cb A'));
  fp(p).then(() => console.log('s3 promise'));
  finished(p, () => console.log('s3 cb B'));
  p.on('close', () => console.log('s3 close listener'));
  p.on('end', () => console.log('s3 end listener'));
  p.end('x'); p.resume();
  setTimeout(next, 5);
}

function step4(next) {
  // sync-everything pipeline: when does the callback fire relative to the call?
  const src = new Readable({ read() {} });
  src.push(null);
  const dst = new Writable({ write(c, e, cb) { cb(); } });
  pipeline(src, dst, () => console.log('s4 cb'));
  console.log('s4 after call');
  process.nextTick(() => console.log('s4 tick'));
  setImmediate(() => { console.log('s4 immediate'); next(); });
}

const steps = [step1, step2, step3, step4];
run(steps);
