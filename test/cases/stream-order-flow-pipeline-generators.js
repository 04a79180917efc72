// pipeline() with functions: generator/iterable sources, async generator transforms,
// async-function destinations (their return value reaches the callback) and mixing
// with Node streams on either side.
'use strict';
const { Readable, Writable, PassThrough, pipeline } = require('stream');
const pp = require('stream/promises').pipeline;
const { run } = require('../fixtures/stream-order-harness.js').flow;

function step1(next) {
  pipeline(function* () { yield 'a'; yield 'b'; }, async function* (src) {
    for await (const c of src) { console.log('t1', c); yield c + '!'; }
  }, async function(src) {
    let s = '';
    for await (const c of src) s += c;
    return s;
  }, (err, val) => { console.log('s1 cb', err, val); next(); });
}

function step2(next) {
  const dst = new Writable({ objectMode: true, write(c, e, cb) { console.log('s2 write', c); cb(); } });
  dst.on('finish', () => console.log('s2 finish'));
  dst.on('close', () => console.log('s2 close'));
  pipeline([1, 2, 3], async function* (src) { for await (const n of src) yield n * 10; }, dst,
           (err, val) => { console.log('s2 cb', err, val); next(); });
}

function step3(next) {
  const src = Readable.from(['x', 'y']);
  pp(src, async function* (s) { for await (const c of s) yield c.toUpperCase(); },
     async function(s) { const out = []; for await (const c of s) out.push(c); return out; })
    .then((v) => { console.log('s3 resolved', v); next(); });
}

function step4(next) {
  // destination returns a non-promise value -> error
  try {
    pipeline(['a'], () => 42, (err) => console.log('s4 cb', err));
  } catch (e) { console.log('s4 throw', e.code, e.message); }
  try {
    pipeline(() => 7, new PassThrough(), (err) => console.log('s4b cb', err));
  } catch (e) { console.log('s4b throw', e.code, e.message); }
  try {
    pipeline(['a'], () => 5, new PassThrough(), (err) => console.log('s4c cb', err));
  } catch (e) { console.log('s4c throw', e.code, e.message); }
  setImmediate(next);
}

function step5(next) {
  // generator transform whose result is returned as a stream
  const ret = pipeline(Readable.from(['p']), async function* (s) { for await (const c of s) yield c + c; }, (err) => {
    console.log('s5 cb', err); next();
  });
  console.log('s5 returned readable', typeof ret.read === 'function', ret.readableObjectMode);
  ret.on('data', (d) => console.log('s5 data', d));
}

function step6(next) {
  // async destination writing nothing, returning undefined
  pipeline('str', async function(s) { for await (const c of s) console.log('s6 char', c); }, (err, val) => {
    console.log('s6 cb', err, val); next();
  });
}

const steps = [step1, step2, step3, step4, step5, step6];
run(steps);
