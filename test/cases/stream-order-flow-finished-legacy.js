// finished() on legacy streams (old Stream with end/close/finish emitted by hand) and
// on objects that are only EventEmitters with write/pipe.
'use strict';
const { Stream, finished } = require('stream');
const EE = require('events');
const { run, show } = require('../fixtures/stream-order-harness.js').flow;

function step1(next) {
  const s = new Stream();
  s.readable = true;
  finished(s, (err) => { console.log('s1 cb', show(err)); next(); });
  s.emit('data', 'x');
  console.log('s1 emit end');
  s.emit('end');
}

function step2(next) {
  const s = new Stream();
  s.writable = true;
  s.write = () => true;
  finished(s, (err) => { console.log('s2 cb', show(err)); next(); });
  console.log('s2 emit finish');
  s.emit('finish');
}

function step3(next) {
  const s = new Stream();
  s.readable = true;
  finished(s, (err) => { console.log('s3 cb', show(err)); next(); });
  s.emit('close');
}

function step4(next) {
  const s = new Stream();
  s.writable = true;
  s.write = () => true;
  finished(s, (err) => { console.log('s4 cb', show(err)); next(); });
  s.writable = false;
  s.emit('close');
}

function step5(next) {
  const e = new EE();
  e.pipe = () => {};
  finished(e, (err) => { console.log('e5 cb', show(err)); next(); });
  e.emit('error', new Error('legacy5'));
}

function step6(next) {
  try {
    finished({}, () => {});
  } catch (e) { console.log('s6 throws', e.name, e.code); }
  try {
    finished(new Stream(), 'nope');
  } catch (e) { console.log('s6b throws', e.name, e.code); }
  try {
    finished(new Stream(), 5, () => {});
  } catch (e) { console.log('s6c throws', e.name, e.code); }
  next();
}

function step7(next) {
  // legacy with aborted flag (request-like)
  const s = new Stream();
  s.readable = true;
  s.aborted = false;
  finished(s, (err) => { console.log('s7 cb', show(err)); next(); });
  s.aborted = true;
  s.emit('aborted');
}

const steps = [step1, step2, step3, step4, step5, step6, step7];
run(steps);
