'use strict';
// internal/fs/requests: Node's FSReqCallback, and the fs requests in flight from
// callback-style calls, which process._getActiveRequests() lists and
// process.getActiveResourcesInfo() counts as 'FSReqCallback'. minirt's binding takes a plain
// callback, so each call made through `track` gets a request object that is in the set from
// dispatch until the binding calls back (flat readdir, which takes Node's request object,
// adds that one itself in internal/fs/utils). Node 26 does not list the whole-file
// readFile/writeFile family here either. Calls that a native entry of the binding answers
// without JS (the common shapes of stat, lstat, read and write) are not listed, where Node
// would list them.
//
// Each request is also an async_hooks resource ('FSREQCALLBACK'): its callback runs as its
// async id. The native entries call back without JS, so while a hook is enabled `fs`
// exposes their JS versions instead (routeEntries), whose requests go through here.

const { apply: ReflectApply } = Reflect;
const {
  symbols: { async_id_symbol, trigger_async_id_symbol }, fields: hookCounts,
  newAsyncId, getDefaultTriggerAsyncId, emitInit, emitBefore, emitAfter, emitDestroy,
} = require('internal/async_hooks');

const active = new Set();

// Node's request object: `oncomplete` is called with the error or `(null, result)`.
class FSReqCallback {
  constructor(bigint = false) {
    this.oncomplete = undefined;
    this.context = undefined;
    this.bigint = bigint;
    this[async_id_symbol] = newAsyncId();
    this[trigger_async_id_symbol] = getDefaultTriggerAsyncId();
    if (hookCounts.init > 0) {
      emitInit(this[async_id_symbol], 'FSREQCALLBACK', this[trigger_async_id_symbol], this);
    }
  }
}

// Node frees a request (its destroy) once the ticks and microtasks its callback queued have
// run: a microtask queued behind them comes close.
let enqueueMicrotask;
function reportDestroyError(err) {
  require('internal/process/execution').triggerUncaughtException(err, false);
}

// After a throw the uncaught-exception path unwinds the async id stack
// (internal/process/execution), so emitAfter runs only for a callback that returned.
function complete(req, cb, thisArg, args) {
  const asyncId = req[async_id_symbol];
  emitBefore(asyncId, req[trigger_async_id_symbol], req);
  const result = ReflectApply(cb, thisArg, args);
  if (hookCounts.destroy > 0) {
    enqueueMicrotask ??= internalBinding('timers').enqueueMicrotask;
    enqueueMicrotask(() => emitDestroy(asyncId), reportDestroyError);
  }
  emitAfter(asyncId);
  return result;
}

// The callback to give the binding in place of `cb`.
function track(cb) {
  const req = new FSReqCallback();
  active.add(req);
  req.oncomplete = function(...args) {
    active.delete(req);
    return complete(req, cb, this, args);
  };
  return req.oncomplete;
}

// For the whole-file calls, which Node does not list as active requests: a request only
// while a hook is enabled.
function hooked(cb) {
  if (hookCounts.total === 0) return cb;
  const req = new FSReqCallback();
  req.oncomplete = function(...args) {
    return complete(req, cb, this, args);
  };
  return req.oncomplete;
}

// The JS versions of the native entries with a callback, registered by the fs modules, and
// the `fs` members switched to them while any hook is enabled.
const entryVersions = { __proto__: null };
let routed = null;
function routeEntries(on) {
  const fs = require('fs');
  if (on && routed === null) {
    // fs loads these on first use (js-lib/fs.js lazyExports); they register their entries'
    // JS versions when they load.
    require('internal/fs/fd_ops');
    require('internal/fs/meta_ops');
    routed = { __proto__: null };
    for (const name in entryVersions) {
      routed[name] = fs[name];
      fs[name] = entryVersions[name];
    }
  } else if (!on && routed !== null) {
    for (const name in routed) {
      if (fs[name] === entryVersions[name]) fs[name] = routed[name];
    }
    routed = null;
  }
}

// For `req` arguments that are a callback, kUsePromises or undefined (sync).
function trackReq(req) {
  return typeof req === 'function' ? track(req) : req;
}

module.exports = { active, track, trackReq, hooked, FSReqCallback, entryVersions, routeEntries };
