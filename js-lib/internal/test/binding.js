// `internal/test/binding` (reachable with --expose-internals, as in Node): hands tests the
// runtime's internalBinding, e.g. internalBinding('uv').UV_ENOENT.
'use strict';

process.emitWarning('These APIs are for internal testing only. Do not use them.', 'internal/test/binding');

// Node's names for members minirt's bindings have under another name.
const nodeNames = {
  __proto__: null,
  timers: { getLibuvNow: 'now' },
};

// Node members minirt's bindings lack, made in JS from what js-lib has (loaded on use).
const nodeMembers = {
  __proto__: null,
  fs: {
    openFileHandle: () => require('internal/fs/filehandle').openFileHandle,
  },
};

// Node's internalBinding('constants'), shared with process.binding('constants').
const { constantsObject } = require('internal/process/constants_binding');

// Node's internalBinding('contextify'): of it, minirt has the SIGINT watchdog that vm and
// the REPL use (native, in the io binding).
let contextifyBinding;
function contextifyObject() {
  if (contextifyBinding !== undefined) return contextifyBinding;
  const io = internalBinding('io');
  contextifyBinding = {
    __proto__: null,
    startSigintWatchdog: io.startSigintWatchdog,
    stopSigintWatchdog: io.stopSigintWatchdog,
    watchdogHasPendingSigint: io.watchdogHasPendingSigint,
  };
  return contextifyBinding;
}

function testInternalBinding(name) {
  if (name === 'constants') return constantsObject();
  if (name === 'contextify') return contextifyObject();
  if (name === 'http_parser') return require('internal/http_parser').binding;
  // Node's internalBinding('performance'): of it, the observer counts (kept in internal/perf).
  if (name === 'performance') {
    return { __proto__: null, observerCounts: require('internal/perf').observerCounts };
  }
  // Node's JS-driven stream handle; in minirt it is a JS class (internal/js_stream).
  if (name === 'js_stream') return { __proto__: null, JSStream: require('internal/js_stream').JSStream };
  const binding = internalBinding(name);
  const aliases = nodeNames[name];
  if (aliases !== undefined) {
    for (const nodeName of Object.keys(aliases)) {
      if (!(nodeName in binding)) {
        Object.defineProperty(binding, nodeName, {
          __proto__: null, value: binding[aliases[nodeName]], writable: true, configurable: true,
        });
      }
    }
  }
  const extra = nodeMembers[name];
  if (extra !== undefined) {
    for (const nodeName of Object.keys(extra)) {
      if (!(nodeName in binding)) {
        Object.defineProperty(binding, nodeName, {
          __proto__: null, value: extra[nodeName](), writable: true, configurable: true,
        });
      }
    }
  }
  return binding;
}

module.exports = { internalBinding: testInternalBinding, primordials: {} };
