// pipeline() with an AbortSignal: aborted before the call, during the flow, and with
// generator stages that see the signal.
'use strict';
const { Readable, Writable, PassThrough, pipeline } = require('stream');
const pp = require('stream/promises').pipeline;
const { run, show } = require('../fixtures/stream-order-harness.js').flow;

function step1(next) {
  const ac = new AbortController();
  ac.abort();
  const src = new Readable({ read() {} });
  const dst = new PassThrough();
  src.on('close', () => console.log('s1 src close'));
  dst.on('close', () => console.log('s1 dst close'));
  pp(src, dst, { signal: ac.signal }).catch((e) => {
    console.log('s1 rejected', show(e), 'cause', e.cause && e.cause.name, src.destroyed, dst.destroyed);
    next();
  });
}

function step2(next) {
  const ac = new AbortController();
  const src = new Readable({ read() {} });
  const dst = new Writable({ write(c, e, cb) { console.log('s2 write', String(c)); cb(); } });
  src.on('close', () => console.log('s2 src close'));
  dst.on('close', () => console.log('s2 dst close'));
  src.on('error', (e) => console.log('s2 src error', e.name));
  dst.on('error', (e) => console.log('s2 dst error', e.name));
  pp(src, dst, { signal: ac.signal }).catch((e) => {
    console.log('s2 rejected', show(e), e.cause);
    next();
  });
  src.push('x');
  setImmediate(() => ac.abort('stop'));
}

function step3(next) {
  const ac = new AbortController();
  pp(async function* (opts) {
    console.log('s3 gen start', opts.signal.aborted);
    opts.signal.addEventListener('abort', () => console.log('s3 inner signal aborted'));
    yield 'a';
    await new Promise((r) => setImmediate(r));
    yield 'b';
    console.log('s3 never here');
  }, async function(source, opts) {
    for await (const c of source) { console.log('s3 got', c); ac.abort(); }
  }, { signal: ac.signal }).catch((e) => { console.log('s3 rejected', show(e)); next(); });
}

function step4(next) {
  const ac = new AbortController();
  const dst = new PassThrough();
  pipeline(Readable.from(['q']), dst, (err) => { console.log('s4 cb', show(err)); next(); });
  // no signal in the callback form: pipeline ignores our controller
  ac.abort();
  dst.resume();
}

function step5(next) {
  try { pp(new PassThrough(), new PassThrough(), { signal: 'no' }).catch((e) => { console.log('s5 rejected', e.code); next(); }); } catch (e) { console.log('s5 throw', e.code); next(); }
}

const steps = [step1, step2, step3, step4, step5];
run(steps);
