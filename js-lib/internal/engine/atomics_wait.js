// Atomics.wait on a worker thread. Boa's wait blocks in the engine's own futex list, which
// a parent's worker.terminate() cannot wake, so a worker idling in Atomics.wait (piscina's
// and tinypool's pools between tasks) never ended and its 'exit' never came. Here a wait
// with primitive arguments sleeps in slices of at most kSliceMs through the engine's wait
// and, between slices, runs the realm's `__minirt_loop` check, which ends the worker once
// its parent asked. Installed by internal/worker/child as a lazy native method.
//
// A slice that finds the value changed means a writer came by while no slice was waiting:
// that is reported as a wake-up ('ok'), which code looping on Atomics.wait treats as one.
// Arguments that are objects (whose conversions could run code) go to the engine as given,
// so their conversion order and errors stay the engine's.
'use strict';

const kSliceMs = 50;

const { now } = performance;

function slicedWait(engineWait) {
  const check = globalThis.__minirt_loop;
  return function wait(typedArray, index, value, timeout) {
    if (typeof check !== 'function' || typeof index !== 'number' ||
        (typeof value !== 'number' && typeof value !== 'bigint') ||
        (timeout !== undefined && typeof timeout !== 'number')) {
      return engineWait(typedArray, index, value, timeout);
    }
    let remaining = timeout === undefined || timeout !== timeout ? Infinity : timeout;
    if (remaining <= kSliceMs) return engineWait(typedArray, index, value, timeout);
    // The first slice also validates the arguments and says 'not-equal' as the engine does.
    let start = now.call(performance);
    let result = engineWait(typedArray, index, value, kSliceMs);
    if (result !== 'timed-out') return result;
    for (;;) {
      const end = now.call(performance);
      remaining -= end - start;
      start = end;
      if (remaining <= 0) return 'timed-out';
      check();
      result = engineWait(typedArray, index, value, remaining < kSliceMs ? remaining : kSliceMs);
      if (result === 'ok' || result === 'not-equal') return 'ok';
    }
  };
}

module.exports = { slicedWait };
