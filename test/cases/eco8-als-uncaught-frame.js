// The AsyncLocalStorage store 'uncaughtException' listeners see: that of the callback that
// threw (nextTick with and without arguments, immediate, timer, a tick queued from a
// promise reaction or after an await, a stream 'error' event nobody listens to), and no
// store for the next callback queued outside any store.
'use strict';
const { AsyncLocalStorage } = require('async_hooks');
const { compose, PassThrough } = require('stream');

const als = new AsyncLocalStorage();
const cases = [
  ['tick', () => process.nextTick(() => { throw new Error('tick'); })],
  ['tick-args', () => process.nextTick((m) => { throw new Error(m); }, 'tick-args')],
  ['immediate', () => setImmediate(() => { throw new Error('immediate'); })],
  ['timer', () => setTimeout(() => { throw new Error('timer'); }, 1)],
  ['reaction-tick', () => {
    Promise.resolve().then(() => process.nextTick(() => { throw new Error('reaction-tick'); }));
  }],
  ['await-tick', () => {
    (async () => {
      await null;
      process.nextTick(() => { throw new Error('await-tick'); });
    })();
  }],
  ['stream-error', () => {
    const src = new PassThrough({ objectMode: true });
    compose(src, async function* (source) {
      for await (const chunk of source) throw new Error(`stream-error ${chunk}`);
    }).resume();
    setTimeout(() => src.write('x'), 1);
  }],
];

let i = 0;
let check = null;
process.on('uncaughtException', (err) => {
  console.log(`${err.message}: store ${als.getStore()}`);
});

function next() {
  if (i === cases.length) return;
  const [name, start] = cases[i++];
  als.run(name, start);
  // Queued outside any store: must not inherit the one the throwing callback left behind.
  if (name === 'immediate') setImmediate(() => report('next immediate'));
  else if (name === 'tick' || name === 'tick-args') process.nextTick(() => report('next tick'));
  else setTimeout(() => report('next timer'), 20);
}

function report(what) {
  console.log(`  ${what}: store ${als.getStore()}`);
  setTimeout(next, 5);
}

next();
