'use strict';
// internal/fs/step_runner: runs an fs algorithm that is written once, as a generator that
// yields the file-system operations it needs, in either a sync or an async form (used by
// internal/fs/cp and internal/fs/glob). A step is an array `[op, ...args]`; the caller's
// `perform(step)` carries it out (returning the value, or for the async forms a value or a
// promise) and the outcome goes back into the generator: the value as the result of its
// `yield`, a failure thrown at that `yield`, so the algorithm handles errors with plain
// try/catch. A step `[kEmit, value]` is not an operation but an output (a glob match).
//
// Between two operations the algorithm runs synchronously; the async forms wait for every
// operation, so the JS thread is never held for more than the work between two of them.

const kEmit = Symbol('kEmit');
const kStart = { __proto__: null, failed: false, value: undefined };

// Feeds `outcome` into the algorithm and runs it up to its next operation (or its end),
// handing what it emits on the way to `onEmit`. Returns the generator's {done, value}.
function advance(algorithm, outcome, onEmit) {
  let next = outcome.failed ? algorithm.throw(outcome.error) : algorithm.next(outcome.value);
  while (!next.done && next.value[0] === kEmit) {
    onEmit(next.value[1]);
    next = algorithm.next();
  }
  return next;
}

function settleSync(perform, step) {
  try {
    return { __proto__: null, failed: false, value: perform(step) };
  } catch (error) {
    return { __proto__: null, failed: true, error };
  }
}

async function settleAsync(perform, step) {
  try {
    return { __proto__: null, failed: false, value: await perform(step) };
  } catch (error) {
    return { __proto__: null, failed: true, error };
  }
}

// Sync form: runs to the end; returns what was emitted, in order.
function collectSync(algorithm, perform) {
  const out = [];
  const keep = (value) => out.push(value);
  let next = advance(algorithm, kStart, keep);
  while (!next.done) next = advance(algorithm, settleSync(perform, next.value), keep);
  return out;
}

// Async form of collectSync: a promise of the array.
async function collectAsync(algorithm, perform) {
  const out = [];
  const keep = (value) => out.push(value);
  let next = advance(algorithm, kStart, keep);
  while (!next.done) next = advance(algorithm, await settleAsync(perform, next.value), keep);
  return out;
}

// Async form as a lazy async iterator: what the algorithm emits before each operation is
// handed out before that operation starts, and the walk goes on only as it is read. A
// consumer that stops early stops the algorithm too.
async function* driveAsync(algorithm, perform) {
  const found = [];
  const keep = (value) => found.push(value);
  try {
    let next = advance(algorithm, kStart, keep);
    for (;;) {
      for (let i = 0; i < found.length; i++) yield found[i];
      // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
      found['length'] = 0;
      if (next.done) return;
      next = advance(algorithm, await settleAsync(perform, next.value), keep);
    }
  } finally {
    algorithm.return();
  }
}

module.exports = { kEmit, collectSync, collectAsync, driveAsync };
