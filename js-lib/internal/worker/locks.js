// The Web Locks API (worker_threads.locks, navigator.locks): a LockManager whose locks live
// in this process. Requests for a name are granted in order: an exclusive one alone, a run
// of shared ones together; ifAvailable answers null instead of waiting, steal takes the lock
// from its holders (whose requests then reject with an AbortError), and an AbortSignal
// withdraws a waiting request. The callback runs as soon as its request is granted and the
// lock is held until the promise it returns settles.
'use strict';

const { DOMException } = require('internal/dom_exception');

const kName = Symbol('kName');
const kMode = Symbol('kMode');

let constructingLock = false;

class Lock {
  constructor() {
    // Node's own check fails this way too: the error class it names does not exist.
    if (!constructingLock) throw new TypeError('ERR_ILLEGAL_CONSTRUCTOR is not a constructor');
  }

  get name() {
    return this[kName];
  }

  get mode() {
    return this[kMode];
  }
}
Object.defineProperty(Lock.prototype, Symbol.toStringTag, {
  __proto__: null, value: 'Lock', configurable: true,
});

function newLock(name, mode) {
  constructingLock = true;
  try {
    const lock = new Lock();
    lock[kName] = name;
    lock[kMode] = mode;
    return lock;
  } finally {
    constructingLock = false;
  }
}

function typeErrorWithCode(code, message) {
  const err = new TypeError(message);
  err.code = code;
  return err;
}

// Per name: the requests holding it (in grant order) and those waiting (FIFO).
const resources = new Map();
// Every held request in grant order, for query().
const heldOrder = [];
const pendingOrder = [];

function resource(name) {
  let r = resources.get(name);
  if (r === undefined) resources.set(name, r = { held: [], queue: [] });
  return r;
}

// Node's locks.request.* diagnostics channels: start once a request passes validation,
// grant when its callback gets a lock, miss when ifAvailable finds none, end as the
// request's promise settles (with the error it rejects with).
const dcBuiltin = require('internal/diagnostics_channel/builtin');

function publishEnd(req, error) {
  dcBuiltin.publish('locks.request.end', () => ({
    name: req.name, mode: req.mode, ifAvailable: req.ifAvailable, steal: req.steal, error,
  }));
}

function clientId() {
  const { threadId } = require('worker_threads');
  return `node-${process.pid}-${threadId}`;
}

function conflicts(r, mode) {
  if (r.held.length === 0) return false;
  return mode === 'exclusive' || r.held.some((req) => req.mode === 'exclusive');
}

function grant(r, req) {
  r.held.push(req);
  heldOrder.push(req);
  req.lock = newLock(req.name, req.mode);
  if (req.signal !== undefined) req.signal.removeEventListener('abort', req.onAbort);
  dcBuiltin.publish('locks.request.grant', () => ({ name: req.name, mode: req.mode }));
  let result;
  try {
    result = req.callback(req.lock);
  } catch (err) {
    // Node 26 rejects the request but keeps the lock held when the callback throws
    // synchronously (later requests for the name wait forever); so does this.
    req.reject(err);
    return;
  }
  Promise.resolve(result).then((value) => {
    release(req);
    req.resolve(value);
  }, (err) => {
    release(req);
    req.reject(err);
  });
}

function removeFrom(list, item) {
  const i = list.indexOf(item);
  if (i !== -1) list.splice(i, 1);
  return i !== -1;
}

function release(req) {
  const r = resources.get(req.name);
  if (r === undefined || !removeFrom(r.held, req)) return;
  removeFrom(heldOrder, req);
  processQueue(req.name);
}

// Grants waiting requests from the head of the queue for as long as they fit.
function processQueue(name) {
  const r = resources.get(name);
  if (r === undefined) return;
  while (r.queue.length > 0 && !conflicts(r, r.queue[0].mode)) {
    const req = r.queue.shift();
    removeFrom(pendingOrder, req);
    grant(r, req);
  }
  if (r.held.length === 0 && r.queue.length === 0) resources.delete(name);
}

class LockManager {
  constructor() {
    if (!constructingManager) throw new TypeError('Illegal constructor');
  }

  async request(name, options, callback) {
    // With two arguments the second is the callback, whatever it is.
    if (callback === undefined) {
      callback = options;
      options = {};
    }
    const { validateFunction } = require('internal/validators');
    validateFunction(callback, 'callback');
    name = `${name}`;
    if (name.startsWith('-')) {
      throw new DOMException('Lock name may not start with hyphen', 'NotSupportedError');
    }
    if (options === undefined || options === null) options = {};
    const mode = options.mode === undefined ? 'exclusive' : `${options.mode}`;
    if (mode !== 'exclusive' && mode !== 'shared') {
      throw typeErrorWithCode('ERR_INVALID_ARG_VALUE',
        `mode '${mode}' is not a valid enum value of type LockMode.`);
    }
    const ifAvailable = Boolean(options.ifAvailable);
    const steal = Boolean(options.steal);
    const { signal } = options;
    if (signal !== undefined) {
      if (signal === null || (typeof signal !== 'object' && typeof signal !== 'function')) {
        throw typeErrorWithCode('ERR_INVALID_ARG_TYPE', 'signal is not an object.');
      }
      require('internal/validators').validateAbortSignal(signal, 'options.signal');
      if (signal.aborted) throw signal.reason;
      if (steal || ifAvailable) {
        throw new DOMException('signal cannot be used with steal or ifAvailable', 'NotSupportedError');
      }
    }
    if (steal && ifAvailable) {
      throw new DOMException('ifAvailable and steal are mutually exclusive', 'NotSupportedError');
    }
    if (steal && mode === 'shared') {
      throw new DOMException('mode: "shared" and steal are mutually exclusive', 'NotSupportedError');
    }

    dcBuiltin.publish('locks.request.start', () => ({ name, mode }));
    const { promise, resolve, reject } = Promise.withResolvers();
    const req = {
      name, mode, ifAvailable, steal, callback, signal, lock: null, onAbort: null,
      settled: false,
      // A stolen request is rejected at once; its callback's later result changes nothing.
      resolve(value) {
        if (req.settled) return;
        req.settled = true;
        publishEnd(req, undefined);
        resolve(value);
      },
      reject(err) {
        if (req.settled) return;
        req.settled = true;
        publishEnd(req, err);
        reject(err);
      },
    };
    const r = resource(name);
    if (steal) {
      const stolen = r.held.splice(0);
      for (const holder of stolen) removeFrom(heldOrder, holder);
      // The thief's grant comes before its victims' rejections, as in Node.
      grant(r, req);
      for (const holder of stolen) {
        holder.reject(new DOMException('The operation was aborted', 'AbortError'));
      }
      return promise;
    }
    if (r.queue.length === 0 && !conflicts(r, mode)) {
      grant(r, req);
      return promise;
    }
    if (ifAvailable) {
      if (r.held.length === 0 && r.queue.length === 0) resources.delete(name);
      dcBuiltin.publish('locks.request.miss', () => ({ name, mode }));
      let value;
      try {
        value = await callback(null);
      } catch (err) {
        publishEnd(req, err);
        throw err;
      }
      publishEnd(req, undefined);
      return value;
    }
    r.queue.push(req);
    pendingOrder.push(req);
    if (signal !== undefined) {
      req.onAbort = () => {
        if (!removeFrom(r.queue, req)) return;
        removeFrom(pendingOrder, req);
        reject(signal.reason);
        // Node ends a withdrawn request without an error (though only once the lock it
        // waited for comes free: its request stays queued until then).
        publishEnd(req, undefined);
        processQueue(name);
      };
      signal.addEventListener('abort', req.onAbort, { once: true });
    }
    return promise;
  }

  async query() {
    const id = clientId();
    const describe = (req) => ({ name: req.name, mode: req.mode, clientId: id });
    const held = [];
    for (let i = heldOrder.length - 1; i >= 0; i--) held.push(describe(heldOrder[i]));
    return { held, pending: pendingOrder.map(describe) };
  }
}
Object.defineProperty(LockManager.prototype, Symbol.toStringTag, {
  __proto__: null, value: 'LockManager', configurable: true,
});

let constructingManager = true;
const locks = new LockManager();
constructingManager = false;

module.exports = { Lock, LockManager, locks };
