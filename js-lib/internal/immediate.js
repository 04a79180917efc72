// internal/immediate: the Immediate objects behind setImmediate (internal/timers), loaded
// with the first immediate. The Rust loop calls `runImmediates()` (through internal/timers)
// in the check phase while setImmediateInfo says some are queued.
'use strict';

const { setImmediateInfo, drain } = internalBinding('timers');
const { kRefed, kAsyncContextFrame } = require('internal/timers');
const { getFrame, setFrame } = internalBinding('async_context');
const {
  symbols: { async_id_symbol, trigger_async_id_symbol }, fields: hookCounts,
  newAsyncId, getDefaultTriggerAsyncId, emitInit, emitBefore, emitAfter, emitDestroy,
} = require('internal/async_hooks');

// Work the check phase does before the immediates (Node's native immediates: the queued
// async_hooks destroy events). It keeps no loop alive on its own.
let checkTask = null;
function setCheckTask(task) {
  checkTask = task;
  updateImmediateInfo();
}

// Node's native immediates (SetImmediate in its C++): callbacks the check phase runs before
// the JS immediates, each followed by the ticks and microtasks; they keep the loop alive.
// A TLS write the transport took at once completes here, as Node's TLSWrap reports it.
let nativeImmediates = [];
function queueNativeImmediate(callback) {
  nativeImmediates.push(callback);
  updateImmediateInfo();
}

// Immediates: a FIFO; those added while the queue runs wait for the next loop turn.
let immediates = [];
let refedImmediates = 0;

function updateImmediateInfo() {
  setImmediateInfo(immediates.length > 0 || checkTask !== null || nativeImmediates.length > 0,
                   refedImmediates + nativeImmediates.length);
}

class Immediate {
  constructor(callback, args) {
    this._onImmediate = callback;
    this._argv = args;
    this._destroyed = false;
    this[kRefed] = true;
    this[kAsyncContextFrame] = getFrame();
    // An id only while a hook is enabled (Node gives each one): per immediate, the id
    // bookkeeping made the check phase take up to twice as long in Boa.
    if (hookCounts.total > 0) {
      this[async_id_symbol] = newAsyncId();
      this[trigger_async_id_symbol] = getDefaultTriggerAsyncId();
      if (hookCounts.init > 0) {
        emitInit(this[async_id_symbol], 'Immediate', this[trigger_async_id_symbol], this);
      }
    }
    refedImmediates++;
    immediates.push(this);
    updateImmediateInfo();
  }

  ref() {
    if (!this[kRefed] && !this._destroyed) {
      this[kRefed] = true;
      refedImmediates++;
      updateImmediateInfo();
    }
    return this;
  }

  unref() {
    if (this[kRefed] && !this._destroyed) {
      this[kRefed] = false;
      refedImmediates--;
      updateImmediateInfo();
    }
    return this;
  }

  hasRef() {
    return this[kRefed];
  }

  [Symbol.dispose]() {
    clearImmediate(this);
  }
}

function clearImmediate(immediate) {
  if (!(immediate instanceof Immediate) || immediate._destroyed) return;
  if (hookCounts.destroy > 0 && immediate[async_id_symbol] !== undefined) {
    emitDestroy(immediate[async_id_symbol]);
  }
  immediate._destroyed = true;
  if (immediate[kRefed]) refedImmediates--;
  // A cleared or finished immediate reports hasRef() === false and ignores ref().
  immediate[kRefed] = false;
  immediate._onImmediate = null;
  const i = immediates.indexOf(immediate);
  if (i !== -1) immediates.splice(i, 1);
  updateImmediateInfo();
}

// One check phase. The nextTick queue and microtasks run between two immediates, except
// right after an uncaught error (from an immediate or from its ticks): as when Node
// re-enters its immediate queue, the next immediate runs first and the ticks wait behind it.
function runImmediates() {
  if (checkTask !== null) {
    const task = checkTask;
    checkTask = null;
    if (immediates.length === 0) updateImmediateInfo();
    task();
  }
  const loopFrame = getFrame();
  if (nativeImmediates.length > 0) runNativeImmediates(loopFrame);
  const batch = immediates;
  immediates = [];
  let i = 0;
  try {
    while (i < batch.length) {
      const imm = batch[i++];
      if (imm._destroyed) continue;
      imm._destroyed = true;
      if (imm[kRefed]) refedImmediates--;
      imm[kRefed] = false;
      try {
        runOne(imm);
      } catch (err) {
        // Returns only when a handler took the error; otherwise the process ends here.
        reportInFrame(err, loopFrame);
        continue;
      }
      if (i < batch.length) {
        try {
          drain();
        } catch (err) {
          // A nextTick callback threw: as in Node, once the handler ran the next immediate
          // goes first and the ticks and microtasks left behind drain after it.
          reportInFrame(err, loopFrame);
        }
      }
    }
  } finally {
    if (i < batch.length) {
      // Something stopped the batch: the rest runs first next turn.
      immediates = batch.slice(i).concat(immediates);
    }
    updateImmediateInfo();
  }
}

// As Node drains its native immediate queue: those queued while it runs (a write that
// completes and lets the next buffered one go) run in the same check phase.
function runNativeImmediates(loopFrame) {
  while (nativeImmediates.length > 0) {
    const batch = nativeImmediates;
    nativeImmediates = [];
    updateImmediateInfo();
    for (let i = 0; i < batch.length; i++) {
      try {
        batch[i]();
        drain();
      } catch (err) {
        reportInFrame(err, loopFrame);
      }
    }
  }
}

// The listeners run in the frame the throwing callback left current; the loop's comes back
// after them.
function reportInFrame(err, loopFrame) {
  try {
    require('internal/process/execution').triggerUncaughtException(err, false);
  } finally {
    setFrame(loopFrame);
  }
}

// After a throw the uncaught-exception path unwinds the async id stack
// (internal/process/execution), so emitAfter runs only for a callback that returned.
function runOne(imm) {
  const asyncId = imm[async_id_symbol];
  if (asyncId !== undefined) {
    runTracked(imm, asyncId);
    return;
  }
  runCallback(imm);
}

// The callback, in the async context frame it was scheduled in.
function runCallback(imm) {
  const args = imm._argv;
  const frame = imm[kAsyncContextFrame];
  if (frame === undefined) {
    if (args === undefined) imm._onImmediate();
    else Reflect.apply(imm._onImmediate, imm, args);
    return;
  }
  // No finally: a throwing callback leaves its frame current for the 'uncaughtException'
  // listeners; runImmediates puts the loop's frame back once they ran.
  const outerFrame = getFrame();
  setFrame(frame);
  Reflect.apply(imm._onImmediate, imm, args === undefined ? [] : args);
  setFrame(outerFrame);
}

function runTracked(imm, asyncId) {
  emitBefore(asyncId, imm[trigger_async_id_symbol], imm);
  try {
    runCallback(imm);
  } finally {
    if (hookCounts.destroy > 0) emitDestroy(asyncId);
  }
  emitAfter(asyncId);
}

function refedImmediateCount() {
  return refedImmediates;
}

module.exports = {
  refedImmediateCount,
  Immediate,
  clearImmediate,
  runImmediates,
  setCheckTask,
  queueNativeImmediate,
};
