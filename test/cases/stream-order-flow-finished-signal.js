// finished() with an AbortSignal (aborted before, during), the cleanup function it
// returns, and the promise form's cleanup option.
'use strict';
const { Readable, PassThrough, finished } = require('stream');
const fp = require('stream/promises').finished;
const { run, showCause: show } = require('../fixtures/stream-order-harness.js').flow;

function step1(next) {
  const r = new Readable({ read() {} });
  const ac = new AbortController();
  ac.abort('why1');
  finished(r, { signal: ac.signal }, (err) => { console.log('r1 cb', show(err), r.destroyed); next(); });
  console.log('r1 after attach');
}

function step2(next) {
  const r = new Readable({ read() {} });
  const ac = new AbortController();
  finished(r, { signal: ac.signal }, (err) => { console.log('r2 cb', show(err), r.destroyed); });
  setImmediate(() => {
    ac.abort(new Error('why2'));
    console.log('r2 after abort', r.listenerCount('close'), r.listenerCount('end'));
    r.push(null); r.resume();
    r.on('end', () => { console.log('r2 end'); next(); });
  });
}

function step3(next) {
  const p = new PassThrough();
  const before = p.listenerCount('end');
  const cleanup = finished(p, () => console.log('p3 should not run'));
  console.log('p3 listeners', p.listenerCount('end') - before, p.listenerCount('error'));
  cleanup();
  console.log('p3 after cleanup', p.listenerCount('end') - before, p.listenerCount('error'));
  p.end(); p.resume();
  p.on('close', () => { console.log('p3 close'); next(); });
}

function step4(next) {
  const p = new PassThrough();
  fp(p, { cleanup: true }).then(() => {
    console.log('p4 resolved, listeners', p.listenerCount('end'), p.listenerCount('close'), p.listenerCount('error'));
    next();
  });
  p.end('a'); p.resume();
}

function step5(next) {
  const p = new PassThrough();
  const ac = new AbortController();
  fp(p, { signal: ac.signal }).catch((e) => { console.log('p5 rejected', show(e)); next(); });
  process.nextTick(() => ac.abort());
}

function step6(next) {
  // signal aborted when the stream is already finished: stream result wins
  const p = new PassThrough();
  p.end(); p.resume();
  p.on('close', () => {
    const ac = new AbortController();
    ac.abort();
    finished(p, { signal: ac.signal }, (err) => { console.log('p6 cb', show(err)); next(); });
  });
}

function step7(next) {
  try { fp(new PassThrough(), { cleanup: 'yes' }); } catch (e) { console.log('p7 sync throw', e.code); }
  try { finished(new PassThrough(), { signal: {} }, () => {}); } catch (e) { console.log('p7 signal throw', e.code); }
  setImmediate(next);
}

const steps = [step1, step2, step3, step4, step5, step6, step7];
run(steps);
