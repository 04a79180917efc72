// pipeline() with { end: false }: the destination stays open; promise and callback forms.
'use strict';
const { Readable, Writable, PassThrough } = require('stream');
const pp = require('stream/promises').pipeline;
const { run } = require('../fixtures/stream-order-harness.js').flow;

function step1(next) {
  const dst = new PassThrough();
  dst.on('finish', () => console.log('s1 finish'));
  pp(Readable.from(['a', 'b']), dst, { end: false }).then(() => {
    console.log('s1 resolved', dst.writableEnded, dst.writable);
    dst.end('c');
    dst.setEncoding('utf8');
    let out = '';
    dst.on('data', (d) => { out += d; });
    dst.on('end', () => { console.log('s1 end', out); next(); });
  });
}

function step2(next) {
  const got = [];
  const dst = new Writable({ write(c, e, cb) { got.push(String(c)); setImmediate(cb); } });
  pp(async function* () { yield 'x'; yield 'y'; }, dst, { end: false }).then(() => {
    console.log('s2 resolved', got.join(''), dst.writableEnded, dst.writableLength);
    next();
  });
}

function step3(next) {
  const dst = new PassThrough();
  pp(['q'], async function* (s) { for await (const c of s) yield c; }, dst, { end: false }).then(() => {
    console.log('s3 resolved', dst.writableEnded, dst.read() + '');
    next();
  });
}

function step4(next) {
  // end:false with the destination erroring
  const dst = new Writable({ write(c, e, cb) { cb(new Error('nope')); } });
  pp(Readable.from(['m']), dst, { end: false }).catch((e) => { console.log('s4 rejected', e.message); next(); });
}

const steps = [step1, step2, step3, step4];
run(steps);
