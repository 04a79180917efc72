'use strict';
// internal/fs/step_runner: runs an fs algorithm that is written once, as a generator that
// yields the file-system operations it needs, in either a sync or an async form (used by
// internal/fs/cp and internal/fs/glob). A step is an array `[op, ...args]`; the caller's
// `perform(step)` carries it out (returning the value, or for the async form a value or a
// promise) and the outcome goes back into the generator: the value as the result of its
// `yield`, a failure thrown at that `yield`, so the algorithm handles errors with plain
// try/catch. A step `[kEmit, value]` is not an operation but an output: the drivers hand
// it to their own consumer as they reach it (a lazy iterator), which is how a glob streams
// its matches. Between two steps the async form always waits for the operation, so a long
// walk never holds the JS thread for more than one step's worth of matching.

const kEmit = Symbol('kEmit');

// Sync form: an iterator over the emitted values; its return value is the algorithm's.
function* driveSync(algorithm, perform) {
  let input;
  let failure = null;
  try {
    for (;;) {
      const next = failure === null ? algorithm.next(input) : algorithm.throw(failure.error);
      if (next.done) return next.value;
      failure = null;
      input = undefined;
      const step = next.value;
      if (step[0] === kEmit) {
        yield step[1];
        continue;
      }
      try {
        input = perform(step);
      } catch (error) {
        failure = { error };
      }
    }
  } finally {
    // A consumer that stops early also stops the algorithm (its finally blocks run).
    algorithm.return();
  }
}

// Async form: the same, as an async iterator; every operation is awaited.
async function* driveAsync(algorithm, perform) {
  let input;
  let failure = null;
  try {
    for (;;) {
      const next = failure === null ? algorithm.next(input) : algorithm.throw(failure.error);
      if (next.done) return next.value;
      failure = null;
      input = undefined;
      const step = next.value;
      if (step[0] === kEmit) {
        yield step[1];
        continue;
      }
      try {
        input = await perform(step);
      } catch (error) {
        failure = { error };
      }
    }
  } finally {
    algorithm.return();
  }
}

// Runs to the end, collecting what is emitted (an array) - the sync form.
function collectSync(algorithm, perform) {
  const out = [];
  for (const value of driveSync(algorithm, perform)) out.push(value);
  return out;
}

// The async form of collectSync: a promise of the array.
async function collectAsync(algorithm, perform) {
  const out = [];
  for await (const value of driveAsync(algorithm, perform)) out.push(value);
  return out;
}

module.exports = { kEmit, driveSync, driveAsync, collectSync, collectAsync };
