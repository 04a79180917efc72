// internal/timeout: the Timeout objects behind setTimeout/setInterval (internal/timers),
// loaded with the first timer. The Rust loop owns only the schedule (due time + ref
// state); it calls `runTimer(timeout)` (through internal/timers) when one is due.
'use strict';

const binding = internalBinding('timers');
const { schedule, clear, setRef, now } = binding;

const { TIMEOUT_MAX, kRefed, kAsyncContextFrame } = require('internal/timers');
const kId = Symbol('timerId');
const kRearmed = Symbol('rearmed');
const { getFrame, setFrame } = internalBinding('async_context');
const {
  symbols: { async_id_symbol, trigger_async_id_symbol }, fields: hookCounts,
  newAsyncId, getDefaultTriggerAsyncId, emitInit, emitBefore, emitAfter, emitDestroy,
} = require('internal/async_hooks');
const knownTimersById = new Map();
let nextId = 1;

// How many timers are armed and ref'd (process.getActiveResourcesInfo's 'Timeout' entries).
// kCounted says whether a timer is in that number; track() brings it up to date after any
// change of _destroyed or the ref state.
const kCounted = Symbol('counted');
let refedTimers = 0;
function track(timer) {
  const counts = !timer._destroyed && timer[kRefed];
  if (counts !== timer[kCounted]) {
    timer[kCounted] = counts;
    refedTimers += counts ? 1 : -1;
  }
}
function refedTimerCount() {
  return refedTimers;
}

// The delay is kept as given (_idleTimeout), but timers run on whole milliseconds: as with
// Node's per-duration lists, 1, 1.1 and 1.8 are one duration and fire in creation order.
// A negative delay and one that is not a number are each reported once per process (as
// Node does); an overflowing delay every time. No delay at all is plainly 1, unreported.
let warnedNegative = false;
let warnedNaN = false;
function normalizeDelay(after) {
  if (after === undefined) return 1;
  after *= 1;
  if (!(after >= 1 && after <= TIMEOUT_MAX)) {
    if (after > TIMEOUT_MAX) {
      process.emitWarning(`${after} does not fit into a 32-bit signed integer.` +
        '\nTimeout duration was set to 1.', 'TimeoutOverflowWarning');
    } else if (after < 0) {
      if (!warnedNegative) {
        warnedNegative = true;
        process.emitWarning(`${after} is a negative number.` +
          '\nTimeout duration was set to 1.', 'TimeoutNegativeWarning');
      }
    } else if (Number.isNaN(after) && !warnedNaN) {
      warnedNaN = true;
      process.emitWarning(`${after} is not a number.` +
        '\nTimeout duration was set to 1.', 'TimeoutNaNWarning');
    }
    after = 1;
  }
  return after;
}

class Timeout {
  constructor(callback, after, args, isRepeat, isRefed) {
    after = normalizeDelay(after);
    this._idleTimeout = after;
    this._onTimeout = callback;
    this._timerArgs = args;
    this._repeat = isRepeat ? after : null;
    this._destroyed = false;
    this._idleStart = now();
    this[kRefed] = isRefed;
    this[kId] = nextId++;
    this[kAsyncContextFrame] = getFrame();
    this[kCounted] = false;
    this[async_id_symbol] = newAsyncId();
    this[trigger_async_id_symbol] = getDefaultTriggerAsyncId();
    if (hookCounts.init > 0) {
      emitInit(this[async_id_symbol], 'Timeout', this[trigger_async_id_symbol], this);
    }
    schedule(this[kId], Math.trunc(after), this, isRefed);
    track(this);
  }

  // As in Node, refresh() re-arms a timer that already fired, but not a cleared one
  // (clearTimeout marks it with _idleTimeout = -1).
  refresh() {
    if (this._idleTimeout >= 0) {
      this._destroyed = false;
      this._idleStart = now();
      this[kRearmed] = true;
      schedule(this[kId], Math.trunc(this._idleTimeout), this, this[kRefed]);
      track(this);
    }
    return this;
  }

  unref() {
    this[kRefed] = false;
    setRef(this[kId], false);
    track(this);
    return this;
  }

  ref() {
    this[kRefed] = true;
    setRef(this[kId], true);
    track(this);
    return this;
  }

  hasRef() {
    return this[kRefed];
  }

  close() {
    clearTimeout(this);
    return this;
  }

  [Symbol.toPrimitive]() {
    const id = this[kId];
    if (!this._destroyed) knownTimersById.set(id, this);
    return id;
  }

  [Symbol.dispose]() {
    clearTimeout(this);
  }
}

// As in Node, a one-shot timer is destroyed only after its callback returns, so a
// refresh() (or a `_repeat` set) from inside the callback re-arms it.
function runTimer(timer) {
  if (timer._destroyed) return;
  // A timer whose callback was taken away (Node's unenroll does this) just ends.
  if (!timer._onTimeout) {
    if (hookCounts.destroy > 0) emitDestroy(timer[async_id_symbol]);
    timer._destroyed = true;
    knownTimersById.delete(timer[kId]);
    track(timer);
    return;
  }
  timer[kRearmed] = false;
  // An interval's next run counts from when this one started, so the callback's own
  // duration does not stretch the period.
  const start = timer._repeat ? now() : 0;
  const frame = timer[kAsyncContextFrame];
  const outerFrame = frame === undefined ? undefined : getFrame();
  if (frame !== undefined) setFrame(frame);
  const asyncId = timer[async_id_symbol];
  emitBefore(asyncId, timer[trigger_async_id_symbol], timer);
  let returned = false;
  try {
    const args = timer._timerArgs;
    if (args === undefined) timer._onTimeout();
    else Reflect.apply(timer._onTimeout, timer, args);
    returned = true;
  } finally {
    // A throwing callback leaves its frame current: as in Node, 'uncaughtException'
    // listeners run in the async context of the code that threw (the fatal-exception path
    // puts the outer frame back).
    if (frame !== undefined && returned) setFrame(outerFrame);
    if (timer._destroyed) {
      // cleared from inside the callback
    } else if (timer._repeat && timer._idleTimeout !== -1) {
      timer._idleTimeout = timer._repeat;
      timer._idleStart = start;
      schedule(timer[kId], start + Math.trunc(timer._repeat) - now(), timer, timer[kRefed]);
    } else if (!timer[kRearmed]) {
      timer._destroyed = true;
      knownTimersById.delete(timer[kId]);
      track(timer);
      if (hookCounts.destroy > 0) emitDestroy(asyncId);
    }
  }
  // Only a callback that returned: after a throw, the uncaught-exception path unwinds the
  // async id stack (internal/process/execution).
  emitAfter(asyncId);
}

function clearTimeout(timer) {
  if (typeof timer === 'number' || typeof timer === 'string') {
    timer = knownTimersById.get(Number(timer));
    if (timer === undefined) return;
  }
  if (timer instanceof Timeout) {
    if (hookCounts.destroy > 0 && !timer._destroyed) emitDestroy(timer[async_id_symbol]);
    timer._destroyed = true;
    timer._idleTimeout = -1;
    timer._onTimeout = null;
    knownTimersById.delete(timer[kId]);
    clear(timer[kId]);
    track(timer);
  }
}

module.exports = {
  Timeout,
  clearTimeout,
  runTimer,
  refedTimerCount,
};
