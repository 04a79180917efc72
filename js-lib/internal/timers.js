// Timers: setTimeout/setInterval/setImmediate and their clear* companions (the globals and
// the `timers` module), and the hooks the Rust loop calls for due timers and the check
// phase. The Timeout and Immediate objects are in internal/timer_objects, loaded with the
// first timer or immediate: until then there is nothing to clear or run.
'use strict';

const TIMEOUT_MAX = 2 ** 31 - 1;

let objects;
function timerObjects() {
  if (objects === undefined) objects = require('internal/timer_objects');
  return objects;
}

function validateCallback(callback) {
  if (typeof callback !== 'function') {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_ARG_TYPE('callback', 'Function', callback);
  }
}

function setTimeout(callback, after, ...args) {
  validateCallback(callback);
  return new (timerObjects().Timeout)(callback, after, args.length === 0 ? undefined : args,
    false, true);
}

function setInterval(callback, repeat, ...args) {
  validateCallback(callback);
  return new (timerObjects().Timeout)(callback, repeat, args.length === 0 ? undefined : args,
    true, true);
}

function clearTimeout(timer) {
  if (timer === null || timer === undefined || objects === undefined) return;
  objects.clearTimeout(timer);
}

function setImmediate(callback, ...args) {
  validateCallback(callback);
  return new (timerObjects().Immediate)(callback, args.length === 0 ? undefined : args);
}

function clearImmediate(immediate) {
  if (objects !== undefined) objects.clearImmediate(immediate);
}

function runTimer(timer) {
  timerObjects().runTimer(timer);
}

function runImmediates() {
  if (objects !== undefined) objects.runImmediates();
}

module.exports = {
  get Timeout() {
    return timerObjects().Timeout;
  },
  get Immediate() {
    return timerObjects().Immediate;
  },
  setTimeout,
  setInterval,
  clearTimeout,
  clearInterval: clearTimeout,
  setImmediate,
  clearImmediate,
  runTimer,
  runImmediates,
  get kRefed() {
    return timerObjects().kRefed;
  },
  TIMEOUT_MAX,
};
