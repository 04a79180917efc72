// The public `timers` module: the same functions as the globals, plus `timers.promises`.
'use strict';

const t = require('internal/timers');

module.exports = {
  setTimeout: t.setTimeout,
  clearTimeout: t.clearTimeout,
  setInterval: t.setInterval,
  clearInterval: t.clearInterval,
  setImmediate: t.setImmediate,
  clearImmediate: t.clearImmediate,
  get promises() {
    return require('timers/promises');
  },
};
