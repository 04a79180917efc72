// pipeline() success paths: stream -> transform -> stream event order and callback
// timing, the returned stream, array argument form, and the promise form.
'use strict';
const { Readable, Writable, Transform, PassThrough, pipeline } = require('stream');
const pp = require('stream/promises').pipeline;
const { run, watcher } = require('../fixtures/stream-order-harness.js').flow;

const watch = watcher(['end', 'finish', 'close', 'error', 'pipe', 'unpipe'], (e) => (e && e.message ? e.message : ''));

function step1(next) {
  const src = Readable.from(['a', 'b', 'c'], { objectMode: false });
  const up = new Transform({ transform(c, e, cb) { cb(null, String(c).toUpperCase()); } });
  const got = [];
  const dst = new Writable({ write(c, e, cb) { got.push(String(c)); cb(); } });
  watch(src, 'src'); watch(up, 'up'); watch(dst, 'dst');
  const ret = pipeline(src, up, dst, (err, val) => {
    console.log('cb', err, val, got.join(''));
    process.nextTick(next);
  });
  console.log('returned dst', ret === dst);
}

function step2(next) {
  const src = new Readable({ read() {} });
  const dst = new PassThrough();
  const ret = pipeline([src, dst], (err) => { console.log('arr cb', err); next(); });
  console.log('returned last', ret === dst);
  src.push('x'); src.push(null);
  dst.resume();
  dst.on('end', () => console.log('dst end'));
}

function step3(next) {
  const src = Readable.from(['1', '2']);
  const dst = new Writable({ objectMode: true, write(c, e, cb) { console.log('write', c); cb(); } });
  pp(src, dst).then((v) => {
    console.log('promise resolved', v);
    next();
  });
  process.nextTick(() => console.log('tick after pp'));
}

function step4(next) {
  // async write callbacks
  const src = new Readable({ read() {} });
  const dst = new Writable({ highWaterMark: 1, write(c, e, cb) { console.log('w', String(c)); setImmediate(cb); } });
  watch(dst, 'dst4');
  pipeline(src, dst, (err) => { console.log('cb4', err); next(); });
  src.push('p'); src.push('q'); src.push(null);
}

function step5(next) {
  // last stream is readable (duplex): callback after it is consumed
  const src = Readable.from(['m']);
  const pt = new PassThrough({ objectMode: true });
  watch(pt, 'pt5');
  pipeline(src, pt, (err) => { console.log('cb5', err); next(); });
  setImmediate(() => { console.log('resume pt5'); pt.resume(); });
}

const steps = [step1, step2, step3, step4, step5];
run(steps);
