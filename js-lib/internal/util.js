// internal/util: the grab-bag of helpers Node's built-ins and its tests (with
// --expose-internals) take from 'internal/util'. Only the members below exist here; the rest
// of Node's list lives in the modules that use it.
'use strict';

const { validateUint32 } = require('internal/validators');

const kEmptyObject = Object.freeze({ __proto__: null });
const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
// Shared through the registry, as util.js and the promisified built-ins do.
const customPromisifyArgs = Symbol.for('nodejs.util.promisify.customArgs');

// Blocks the thread for `msec` milliseconds, in the OS (the native sleep), as Node's does.
function sleep(msec) {
  validateUint32(msec, 'msec');
  internalBinding('util').sleep(msec);
}

module.exports = {
  customInspectSymbol,
  customPromisifyArgs,
  kEmptyObject,
  sleep,
};
