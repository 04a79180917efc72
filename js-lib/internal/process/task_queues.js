// The process.nextTick queue and queueMicrotask. The Rust loop calls
// `processTicksAndRejections` after every macrotask (before promise jobs); named as Node's
// function is, since a tick callback's stack shows the frame.
'use strict';

const { markTick, enqueueMicrotask } = internalBinding('timers');
// A tick runs in the async context frame (AsyncLocalStorage) current when it was queued.
const { getFrame, setFrame } = internalBinding('async_context');
// A tick queued while a hook is enabled is a TickObject in async_hooks' id space (its id is
// executionAsyncId() while it runs); a queueMicrotask callback is a 'Microtask'
// AsyncResource only while an init hook is enabled, as in Node. Ticks queued with no hook
// enabled take no id (Node gives each one): an id per tick made the queue several times
// slower in Boa.
const {
  symbols: { async_id_symbol, trigger_async_id_symbol }, fields: hookCounts,
  newAsyncId, getDefaultTriggerAsyncId, emitInit, emitBefore, emitAfter, emitDestroy,
} = require('internal/async_hooks');

// A plain array with a moving head: cheaper in Boa than shift() on every tick.
let queue = [];
let head = 0;

function validateCallback(callback) {
  if (typeof callback !== 'function') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
  }
}

// Set by the `domain` module: each returns the callback to queue in place of the one given
// (bound to the active domain).
let tickHook = null;
let microtaskHook = null;
function setScheduleHooks(tick, microtask) {
  tickHook = tick;
  microtaskHook = microtask;
}

function nextTick(callback, ...args) {
  validateCallback(callback);
  if (tickHook !== null) callback = tickHook(callback);
  if (process._exiting) return;
  if (head === queue.length) markTick();
  const frame = getFrame();
  if (hookCounts.total === 0) {
    queue.push(args.length === 0 && frame === undefined ? callback : { callback, args, frame });
    return;
  }
  const tock = {
    [async_id_symbol]: newAsyncId(),
    [trigger_async_id_symbol]: getDefaultTriggerAsyncId(),
    callback,
    args,
    frame,
  };
  if (hookCounts.init > 0) {
    emitInit(tock[async_id_symbol], 'TickObject', tock[trigger_async_id_symbol], tock);
  }
  queue.push(tock);
}

// A TickObject's run. After a throw the uncaught-exception path unwinds the async id stack
// (internal/process/execution), so emitAfter runs only for a callback that returned.
function runTick(tock) {
  const asyncId = tock[async_id_symbol];
  const frame = tock.frame;
  const outerFrame = frame === undefined ? undefined : getFrame();
  if (frame !== undefined) setFrame(frame);
  emitBefore(asyncId, tock[trigger_async_id_symbol], tock);
  let returned = false;
  try {
    Reflect.apply(tock.callback, undefined, tock.args);
    returned = true;
  } finally {
    // A throwing callback leaves its frame current, as a throwing timer does: the
    // 'uncaughtException' listeners run in its async context (fatalException puts the
    // loop's frame back).
    if (frame !== undefined && returned) setFrame(outerFrame);
    if (hookCounts.destroy > 0) emitDestroy(asyncId);
  }
  emitAfter(asyncId);
}

function processTicksAndRejections() {
  try {
    while (head < queue.length) {
      const tock = queue[head];
      queue[head++] = undefined;
      if (typeof tock === 'function') {
        tock();
      } else if (tock[async_id_symbol] !== undefined) {
        runTick(tock);
      } else if (tock.frame === undefined) {
        Reflect.apply(tock.callback, undefined, tock.args);
      } else {
        // No finally: a throw leaves the tick's frame current (see runTick).
        const outerFrame = getFrame();
        setFrame(tock.frame);
        Reflect.apply(tock.callback, undefined, tock.args);
        setFrame(outerFrame);
      }
    }
  } finally {
    if (head < queue.length) {
      // An exception interrupted the drain: make the loop come back for the rest.
      markTick();
    } else {
      queue = [];
      head = 0;
    }
  }
}

// A throwing callback is an uncaught exception (not a rejection), reported at once; the
// microtasks queued behind it still run.
function reportMicrotaskError(err) {
  const execution = require('internal/process/execution');
  execution.noteCaughtError(err);
  execution.triggerUncaughtException(err, false);
}

function queueMicrotask(callback) {
  validateCallback(callback);
  if (microtaskHook !== null) callback = microtaskHook(callback);
  if (hookCounts.init > 0) callback = microtaskResource(callback);
  const frame = getFrame();
  if (frame !== undefined) {
    const inner = callback;
    callback = () => {
      const outerFrame = getFrame();
      setFrame(frame);
      // No finally: a throw leaves the frame current for the 'uncaughtException' listeners;
      // the binding puts the outer one back once the error is reported.
      inner();
      setFrame(outerFrame);
    };
  }
  enqueueMicrotask(callback, reportMicrotaskError);
}

// As Node's queueMicrotask under an init hook: the callback runs in its own AsyncResource,
// destroyed once it ran, and an error it throws is reported from inside that scope.
let AsyncResource;
function microtaskResource(callback) {
  AsyncResource ??= require('async_hooks').AsyncResource;
  const resource = new AsyncResource('Microtask', {
    triggerAsyncId: getDefaultTriggerAsyncId(),
    requireManualDestroy: true,
  });
  return () => {
    resource.runInAsyncScope(() => {
      try {
        callback();
      } catch (err) {
        reportMicrotaskError(err);
      } finally {
        resource.emitDestroy();
      }
    });
  };
}

function hasTickScheduled() {
  return head < queue.length;
}

module.exports = {
  nextTick, processTicksAndRejections, queueMicrotask, hasTickScheduled, setScheduleHooks,
};
