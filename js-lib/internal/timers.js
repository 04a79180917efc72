// Timers: setTimeout/setInterval/setImmediate and their clear* companions (the globals and
// the `timers` module), and the hooks the Rust loop calls for due timers and the check
// phase. The Timeout objects are in internal/timeout and the Immediate objects in
// internal/immediate, each loaded with the first of its kind: until then there is nothing
// to clear or run.
'use strict';

const TIMEOUT_MAX = 2 ** 31 - 1;
const kRefed = Symbol('refed');
// The async context frame (AsyncLocalStorage) current when a timer or immediate was made;
// its callback runs in it (see async_hooks.js).
const kAsyncContextFrame = Symbol('kAsyncContextFrame');

let timeouts;
function timeoutLib() {
  if (timeouts === undefined) timeouts = require('internal/timeout');
  return timeouts;
}
let immediates;
function immediateLib() {
  if (immediates === undefined) immediates = require('internal/immediate');
  return immediates;
}

function validateCallback(callback) {
  if (typeof callback !== 'function') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
  }
}

// Set by the `domain` module: sees every Timeout and Immediate made by setTimeout,
// setInterval and setImmediate, to bind its callback to the active domain.
let scheduleHook = null;
function setScheduleHook(hook) {
  scheduleHook = hook;
}

function setTimeout(callback, after, ...args) {
  validateCallback(callback);
  const timer = new (timeoutLib().Timeout)(callback, after,
    args.length === 0 ? undefined : args, false, true);
  if (scheduleHook !== null) scheduleHook(timer);
  return timer;
}

// For Node's internals (and --expose-internals code): a timer that never holds the loop
// open, made unref'd from the start.
function setUnrefTimeout(callback, after) {
  validateCallback(callback);
  return new (timeoutLib().Timeout)(callback, after, undefined, false, false);
}

function setInterval(callback, repeat, ...args) {
  validateCallback(callback);
  const timer = new (timeoutLib().Timeout)(callback, repeat,
    args.length === 0 ? undefined : args, true, true);
  if (scheduleHook !== null) scheduleHook(timer);
  return timer;
}

// As in Node, an Immediate is not cleared by clearTimeout.
function clearTimeout(timer) {
  if (timer === null || timer === undefined || timeouts === undefined) return;
  timeouts.clearTimeout(timer);
}

// Its own function, as Node's: the global's name is 'clearInterval'.
function clearInterval(timer) {
  clearTimeout(timer);
}

function setImmediate(callback, ...args) {
  validateCallback(callback);
  const immediate = new (immediateLib().Immediate)(callback,
    args.length === 0 ? undefined : args);
  if (scheduleHook !== null) scheduleHook(immediate);
  return immediate;
}

function clearImmediate(immediate) {
  if (immediates !== undefined) immediates.clearImmediate(immediate);
}

// The ref'd timers and immediates, as counts (process.getActiveResourcesInfo): 0 until the
// first of each kind loads its module.
function activeTimerCounts() {
  return [
    timeouts === undefined ? 0 : timeouts.refedTimerCount(),
    immediates === undefined ? 0 : immediates.refedImmediateCount(),
  ];
}

function runTimer(timer) {
  timeoutLib().runTimer(timer);
}

// Called only once internal/immediate has said something is queued; it may have been
// loaded by another module (async_hooks, a native immediate) before any setImmediate.
function runImmediates() {
  immediateLib().runImmediates();
}

// The promise forms util.promisify uses, on the functions themselves from the start (as
// Node's, a getter that loads timers/promises on first read).
for (const [name, fn] of [['setTimeout', setTimeout], ['setImmediate', setImmediate]]) {
  Object.defineProperty(fn, Symbol.for('nodejs.util.promisify.custom'), {
    __proto__: null,
    configurable: false,
    enumerable: true,
    get() {
      return require('timers/promises')[name];
    },
  });
}

module.exports = {
  get Timeout() {
    return timeoutLib().Timeout;
  },
  get Immediate() {
    return immediateLib().Immediate;
  },
  setTimeout,
  setInterval,
  setUnrefTimeout,
  clearTimeout,
  clearInterval,
  setImmediate,
  clearImmediate,
  runTimer,
  runImmediates,
  activeTimerCounts,
  setScheduleHook,
  kRefed,
  kAsyncContextFrame,
  TIMEOUT_MAX,
  // The property of a socket that holds its idle timer (Node's tests read it).
  kTimeout: Symbol('timeout'),
};
