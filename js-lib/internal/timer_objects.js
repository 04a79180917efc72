// internal/timer_objects: the Timeout and Immediate objects behind internal/timers, loaded
// with the first timer or immediate (a program that makes none does not compile them). The
// Rust loop owns only the schedule (due time + ref state); it calls `runTimer(timeout)`
// when one is due and `runImmediates()` in the check phase.
'use strict';

const binding = internalBinding('timers');
const { schedule, clear, setRef, setImmediateInfo, now, drain } = binding;

const { TIMEOUT_MAX } = require('internal/timers');
const kId = Symbol('timerId');
const kRefed = Symbol('refed');
const kRearmed = Symbol('rearmed');
// The async context frame (AsyncLocalStorage) current when the timer was made; its
// callback runs in it (see async_hooks.js).
const kAsyncContextFrame = Symbol('kAsyncContextFrame');
const { getFrame, setFrame } = internalBinding('async_context');
const knownTimersById = new Map();
let nextId = 1;

function normalizeDelay(after) {
  after *= 1;
  if (!(after >= 1 && after <= TIMEOUT_MAX)) {
    if (after > TIMEOUT_MAX) {
      process.emitWarning(`${after} does not fit into a 32-bit signed integer.` +
        '\nTimeout duration was set to 1.', 'TimeoutOverflowWarning');
    } else if (after < 0) {
      process.emitWarning(`${after} is a negative number.` +
        '\nTimeout duration was set to 1.', 'TimeoutNegativeWarning');
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
    schedule(this[kId], after, this, isRefed);
  }

  // As in Node, refresh() re-arms a timer that already fired, but not a cleared one
  // (clearTimeout marks it with _idleTimeout = -1).
  refresh() {
    if (this._idleTimeout >= 0) {
      this._destroyed = false;
      this._idleStart = now();
      this[kRearmed] = true;
      schedule(this[kId], this._idleTimeout, this, this[kRefed]);
    }
    return this;
  }

  unref() {
    this[kRefed] = false;
    setRef(this[kId], false);
    return this;
  }

  ref() {
    this[kRefed] = true;
    setRef(this[kId], true);
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
  timer[kRearmed] = false;
  const frame = timer[kAsyncContextFrame];
  const outerFrame = frame === undefined ? undefined : getFrame();
  if (frame !== undefined) setFrame(frame);
  try {
    const args = timer._timerArgs;
    if (args === undefined) timer._onTimeout();
    else Reflect.apply(timer._onTimeout, timer, args);
  } finally {
    if (frame !== undefined) setFrame(outerFrame);
    if (timer._destroyed) {
      // cleared from inside the callback
    } else if (timer._repeat) {
      timer._idleTimeout = timer._repeat;
      timer._idleStart = now();
      schedule(timer[kId], timer._repeat, timer, timer[kRefed]);
    } else if (!timer[kRearmed]) {
      timer._destroyed = true;
      knownTimersById.delete(timer[kId]);
    }
  }
}

function clearTimeout(timer) {
  if (typeof timer === 'number' || typeof timer === 'string') {
    timer = knownTimersById.get(Number(timer));
    if (timer === undefined) return;
  }
  if (timer instanceof Timeout) {
    timer._destroyed = true;
    timer._idleTimeout = -1;
    timer._onTimeout = null;
    knownTimersById.delete(timer[kId]);
    clear(timer[kId]);
  } else if (timer instanceof Immediate) {
    clearImmediate(timer);
  }
}

// Immediates: a FIFO; those added while the queue runs wait for the next loop turn.
let immediates = [];
let refedImmediates = 0;

function updateImmediateInfo() {
  setImmediateInfo(immediates.length > 0, refedImmediates);
}

class Immediate {
  constructor(callback, args) {
    this._onImmediate = callback;
    this._argv = args;
    this._destroyed = false;
    this[kRefed] = true;
    this[kAsyncContextFrame] = getFrame();
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
  immediate._destroyed = true;
  if (immediate[kRefed]) refedImmediates--;
  immediate._onImmediate = null;
  const i = immediates.indexOf(immediate);
  if (i !== -1) immediates.splice(i, 1);
  updateImmediateInfo();
}

function runImmediates() {
  const batch = immediates;
  immediates = [];
  let i = 0;
  try {
    while (i < batch.length) {
      const imm = batch[i++];
      if (imm._destroyed) continue;
      imm._destroyed = true;
      if (imm[kRefed]) refedImmediates--;
      const args = imm._argv;
      const frame = imm[kAsyncContextFrame];
      if (frame === undefined) {
        if (args === undefined) imm._onImmediate();
        else Reflect.apply(imm._onImmediate, imm, args);
      } else {
        const outerFrame = getFrame();
        setFrame(frame);
        try {
          Reflect.apply(imm._onImmediate, imm, args === undefined ? [] : args);
        } finally {
          setFrame(outerFrame);
        }
      }
      if (i < batch.length) drain();
    }
  } finally {
    if (i < batch.length) {
      // An exception stopped the batch: the rest runs first next turn.
      immediates = batch.slice(i).concat(immediates);
    }
    updateImmediateInfo();
  }
}

module.exports = {
  Timeout,
  Immediate,
  clearTimeout,
  clearImmediate,
  runTimer,
  runImmediates,
  kRefed,
};
