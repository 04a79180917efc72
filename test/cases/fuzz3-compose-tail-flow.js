// stream.compose() with a Node stream last: the tail flows into the composed stream from the
// start, so its 'data' events and the composed stream's come in Node's order (a flush's
// chunk reaches the composed stream before the transform's 'end'); a web TransformStream last
// is read only as the composed stream is.
'use strict';
const { Readable, Transform, PassThrough, Duplex, compose } = require('stream');

function step1(next) {
  console.log('== readable + PassThrough');
  const p = new PassThrough();
  p.on('data', (d) => console.log('p data', String(d)));
  const c = compose(Readable.from(['a', 'b'], { objectMode: false }), p);
  c.on('data', (d) => console.log('c data', String(d)));
  c.on('end', () => { console.log('c end'); next(); });
}

function step2(next, head) {
  console.log('== ' + head + ' head, flushing transform, PassThrough');
  const t = new Transform({
    objectMode: true,
    transform(ch, e, cb) { cb(null, ch); },
    flush(cb) { console.log('flush'); cb(null, 'FL'); },
  });
  const t2 = new PassThrough({ objectMode: true });
  for (const [n, s] of [['t', t], ['t2', t2]]) {
    for (const ev of ['prefinish', 'finish', 'end', 'unpipe']) s.on(ev, () => console.log(n, ev));
  }
  const gen = async function* () { yield '10'; yield '11'; };
  const c = compose(head === 'function' ? gen : Duplex.from(gen), t, t2);
  c.on('data', (d) => console.log('c data', d));
  c.on('end', () => { console.log('c end'); next(); });
}

function step3(next) {
  console.log('== unread composed stream');
  const p = new PassThrough({ objectMode: true });
  p.on('data', (d) => console.log('p data', d));
  const c = compose(Readable.from(['x', 'y']), p);
  setImmediate(() => {
    console.log('buffered', c.readableLength);
    c.on('data', (d) => console.log('c data', d));
    c.on('end', () => { console.log('c end'); next(); });
  });
}

function step4(next) {
  console.log('== web TransformStream last');
  let n = 0;
  const ts = new TransformStream({ transform(ch, ctl) { n++; ctl.enqueue(ch); } });
  const c = compose(Readable.from(['u', 'v', 'w']), ts);
  setImmediate(() => {
    console.log('transformed before reading', n);
    c.on('data', (d) => console.log('c data', d));
    c.on('end', () => { console.log('c end'); next(); });
  });
}

const steps = [step1, (n) => step2(n, 'function'), (n) => step2(n, 'Duplex.from'), step3, step4];
(function run(i) { if (i < steps.length) steps[i](() => setImmediate(run, i + 1)); })(0);
