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

const { apply: ReflectApply } = Reflect;

const active = new Set();

// Node's request object: `oncomplete` is called with the error or `(null, result)`.
class FSReqCallback {
  constructor(bigint = false) {
    this.oncomplete = undefined;
    this.context = undefined;
    this.bigint = bigint;
  }
}

// The callback to give the binding in place of `cb`.
function track(cb) {
  const req = new FSReqCallback();
  active.add(req);
  req.oncomplete = function(...args) {
    active.delete(req);
    return ReflectApply(cb, this, args);
  };
  return req.oncomplete;
}

// For `req` arguments that are a callback, kUsePromises or undefined (sync).
function trackReq(req) {
  return typeof req === 'function' ? track(req) : req;
}

module.exports = { active, track, trackReq, FSReqCallback };
