// ReadableStream#tee(): Node closes both branches on process.nextTick after the source read
// reports the end (not in the microtask the spec has), so a branch stays open, and its
// reader can still be released, until the microtasks queued before it have run.
'use strict';
let n = 0;
function microtasks(count, tag) {
  let i = 0;
  const step = () => {
    if (++i === count) console.log(tag, 'microtask', count);
    else queueMicrotask(step);
  };
  queueMicrotask(step);
}

function closedSource(next) {
  const [a, b] = new ReadableStream({ start(c) { c.close(); } }).tee();
  const ra = a.getReader();
  ra.closed.then(() => { console.log('a closed'); next(); });
  b.getReader().closed.then(() => console.log('b closed'));
  microtasks(20, 'closed source');
  process.nextTick(() => console.log('tick queued after tee'));
}

function chunkThenClose(next) {
  const [a] = new ReadableStream({ start(c) { c.enqueue('x'); c.close(); } }).tee();
  const ra = a.getReader();
  ra.read().then((r) => console.log('a read', JSON.stringify(r)));
  ra.closed.then(() => { console.log('a closed'); next(); });
  microtasks(20, 'chunk then close');
}

function releasedBeforeClose(next) {
  const [a, b] = new ReadableStream({ start(c) { c.close(); } }).tee();
  const ra = a.getReader();
  ra.closed.then(() => console.log('a closed'), (e) => console.log('a closed rejects', e.code, e.message));
  queueMicrotask(() => {
    ra.releaseLock();
    console.log('released; a locked', a.locked);
  });
  b.getReader().closed.then(() => { console.log('b closed'); next(); });
}

const steps = [closedSource, chunkThenClose, releasedBeforeClose];
(function run(i) { if (i < steps.length) { console.log('== step', ++n); steps[i](() => setImmediate(run, i + 1)); } })(0);
