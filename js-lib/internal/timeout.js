// internal/timeout: the Timeout objects behind setTimeout/setInterval (internal/timers),
// loaded with the first timer. The Rust loop owns only the schedule (due time + ref
// state); it calls `runTimer(timeout)` (through internal/timers) when one is due.
'use strict';

const binding = internalBinding('timers');
const { schedule, clear, setRef, now } = binding;

const { TIMEOUT_MAX, kRefed, kAsyncContextFrame } = require('internal/timers');
const kId = Symbol('timerId');
const kRearmed = Symbol('rearmed');
// Set while the timer waits in the schedule: what Node's list links (_idlePrev/_idleNext)
// say, shown by the inspect view below.
const kArmed = Symbol('armed');
const kHasPrimitive = Symbol('kHasPrimitive');
const { getFrame, setFrame } = internalBinding('async_context');
const {
  symbols: { async_id_symbol, trigger_async_id_symbol }, fields: hookCounts,
  newAsyncId, getDefaultTriggerAsyncId, emitInit, emitBefore, emitAfter, emitDestroy,
} = require('internal/async_hooks');
const knownTimersById = new Map();
let runningTimer = null;
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

// Stand-in for the per-duration list a scheduled Node timer is linked into.
class TimersList {
  constructor() {
    this.msecs = 0;
  }
}
const shownList = new TimersList();
const shownSymbols = {
  refed: Symbol('refed'),
  kHasPrimitive: Symbol('kHasPrimitive'),
  asyncId: Symbol('asyncId'),
  triggerId: Symbol('triggerId'),
  kAsyncContextFrame: Symbol('kAsyncContextFrame'),
};

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
    this[kArmed] = true;
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
      this[kArmed] = true;
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

  // As in Node, the number is the timer's async id.
  [Symbol.toPrimitive]() {
    const id = this[async_id_symbol];
    this[kHasPrimitive] = true;
    if (!this._destroyed) knownTimersById.set(id, this);
    return id;
  }

  // console.log(timer) shows what Node's Timeout shows (its own inspect is one level deep,
  // with the list links as [TimersList] while the timer is scheduled); the bookkeeping
  // properties of this implementation stay out of it.
  [Symbol.for('nodejs.util.inspect.custom')](depth, options, inspect) {
    const armed = this[kArmed] === true && !this._destroyed;
    const view = {
      __proto__: Timeout.prototype,
      _idleTimeout: this._idleTimeout,
      _idlePrev: armed ? shownList : null,
      _idleNext: armed ? shownList : null,
      _idleStart: this._idleStart,
      _onTimeout: this._onTimeout,
      _timerArgs: this._timerArgs,
      _repeat: this._repeat,
      _destroyed: this._destroyed,
      [shownSymbols.refed]: this[kRefed],
      [shownSymbols.kHasPrimitive]: this[kHasPrimitive] === true,
      [shownSymbols.asyncId]: this[async_id_symbol],
      [shownSymbols.triggerId]: this[trigger_async_id_symbol],
      [shownSymbols.kAsyncContextFrame]: this[kAsyncContextFrame],
    };
    if (typeof inspect !== 'function') inspect = require('internal/util/inspect').inspect;
    return inspect(view, { ...options, depth: 0, customInspect: false });
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
    timer[kArmed] = false;
    knownTimersById.delete(timer[async_id_symbol]);
    track(timer);
    return;
  }
  timer[kRearmed] = false;
  timer[kArmed] = false;
  // An interval's next run counts from when this one started, so the callback's own
  // duration does not stretch the period.
  const start = timer._repeat ? now() : 0;
  const frame = timer[kAsyncContextFrame];
  const outerFrame = frame === undefined ? undefined : getFrame();
  if (frame !== undefined) setFrame(frame);
  const asyncId = timer[async_id_symbol];
  emitBefore(asyncId, timer[trigger_async_id_symbol], timer);
  let returned = false;
  runningTimer = timer;
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
    runningTimer = null;
    if (timer._destroyed) {
      // cleared from inside the callback
      if (timer._onTimeout === null) {
        timer._onTimeout = undefined;
        timer._timerArgs = undefined;
      }
    } else if (timer._repeat && timer._idleTimeout !== -1) {
      timer._idleTimeout = timer._repeat;
      timer._idleStart = start;
      timer[kArmed] = true;
      schedule(timer[kId], start + Math.trunc(timer._repeat) - now(), timer, timer[kRefed]);
    } else if (!timer[kRearmed]) {
      timer._destroyed = true;
      knownTimersById.delete(timer[async_id_symbol]);
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
    // As in Node: a timer cleared from its own callback keeps _onTimeout null until the
    // callback returns; otherwise its callback and arguments are dropped at once.
    if (timer === runningTimer) {
      timer._onTimeout = null;
    } else {
      timer._onTimeout = undefined;
      timer._timerArgs = undefined;
    }
    timer[kArmed] = false;
    knownTimersById.delete(timer[async_id_symbol]);
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
