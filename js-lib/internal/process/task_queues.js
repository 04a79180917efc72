// The process.nextTick queue and queueMicrotask. The Rust loop calls
// `processTicksAndRejections` after every macrotask (before promise jobs); named as Node's
// function is, since a tick callback's stack shows the frame.
'use strict';

const { markTick, enqueueMicrotask } = internalBinding('timers');
// A tick runs in the async context frame (AsyncLocalStorage) current when it was queued.
const { getFrame, setFrame } = internalBinding('async_context');

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
  queue.push(args.length === 0 && frame === undefined ? callback : { callback, args, frame });
}

function processTicksAndRejections() {
  try {
    while (head < queue.length) {
      const tock = queue[head];
      queue[head++] = undefined;
      if (typeof tock === 'function') {
        tock();
      } else if (tock.frame === undefined) {
        Reflect.apply(tock.callback, undefined, tock.args);
      } else {
        const outerFrame = getFrame();
        setFrame(tock.frame);
        try {
          Reflect.apply(tock.callback, undefined, tock.args);
        } finally {
          setFrame(outerFrame);
        }
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
  require('internal/process/execution').triggerUncaughtException(err, false);
}

function queueMicrotask(callback) {
  validateCallback(callback);
  if (microtaskHook !== null) callback = microtaskHook(callback);
  const frame = getFrame();
  if (frame !== undefined) {
    const inner = callback;
    callback = () => {
      const outerFrame = getFrame();
      setFrame(frame);
      try {
        inner();
      } finally {
        setFrame(outerFrame);
      }
    };
  }
  enqueueMicrotask(callback, reportMicrotaskError);
}

function hasTickScheduled() {
  return head < queue.length;
}

module.exports = {
  nextTick, processTicksAndRejections, queueMicrotask, hasTickScheduled, setScheduleHooks,
};
