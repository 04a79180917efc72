// pipeline() back-pressure: a fast source and a slow destination with small buffers;
// the interleaving of reads and writes, and a generator source feeding a slow Writable.
'use strict';
const { Readable, Writable, Transform, pipeline } = require('stream');
const { run } = require('../fixtures/stream-order-harness.js').flow;

function step1(next) {
  let n = 0;
  const src = new Readable({ highWaterMark: 2, objectMode: true, read() {
    n++; console.log('read', n);
    this.push(n <= 4 ? n : null);
  } });
  const dst = new Writable({ highWaterMark: 1, objectMode: true, write(c, e, cb) {
    console.log('write', c); setImmediate(cb);
  } });
  dst.on('drain', () => console.log('drain'));
  pipeline(src, dst, (err) => { console.log('s1 cb', err); next(); });
}

function step2(next) {
  const dst = new Writable({ highWaterMark: 1, objectMode: true, write(c, e, cb) {
    console.log('w2', c); setImmediate(cb);
  } });
  dst.on('drain', () => console.log('drain2'));
  pipeline(function* () { for (let i = 0; i < 3; i++) { console.log('yield', i); yield i; } }, dst,
           (err) => { console.log('s2 cb', err); next(); });
}

function step3(next) {
  const t = new Transform({ objectMode: true, highWaterMark: 1, transform(c, e, cb) {
    console.log('t3', c); cb(null, c * 2);
  } });
  const dst = new Writable({ objectMode: true, highWaterMark: 1, write(c, e, cb) { console.log('w3', c); setImmediate(cb); } });
  pipeline(Readable.from([1, 2, 3]), t, dst, (err) => { console.log('s3 cb', err); next(); });
}

const steps = [step1, step2, step3];
run(steps);
