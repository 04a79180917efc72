// `domain` (deprecated in Node, still shipped): Domain objects, the domain stack behind
// process.domain / domain.active, and the routing of errors to a domain's 'error' listeners.
// An error reaches the active domain when it is thrown synchronously inside run()/bind()/
// intercept() callbacks, inside a timer, immediate or nextTick callback scheduled while the
// domain was active, or emitted as 'error' (with no listener) by an EventEmitter created
// while it was active or add()ed to it. queueMicrotask callbacks run inside the domain but
// their errors bypass it, as in Node 26. The error gets `domain`,
// `domainThrown` (and `domainEmitter` / `domainBound`) as Node 26 sets them.
//
// How: Node carries the domain with an async hook. minirt has none, so loading this module
// installs hooks in the scheduling functions (setTimeout/setInterval/setImmediate in
// internal/timers, nextTick/queueMicrotask in internal/process/task_queues): while a domain
// is active they tag the timer with `.domain` and run the callback inside that domain.
// Uncaught errors reach the domain through process.setUncaughtExceptionCaptureCallback, as
// in Node.
// Callbacks of pool jobs (fs, crypto, zlib, ...) follow the domain through the host's async
// context frame: entering a domain records it in the frame, a job carries the frame it was
// submitted in, and the host's delivery hooks enter that domain around the job's callback.
// Not carried (unlike Node): promise reactions and `await` continuations, timers/promises,
// and reactor callbacks (sockets, child processes). Domain#dispose does not exist (removed
// in Node 26 as well).
'use strict';

const EventEmitter = require('events');
const { codes: { ERR_UNHANDLED_ERROR } } = require('internal/errors');
const { getFrame, setFrame, setDeliveryHooks } = internalBinding('async_context');

let current = null;
Object.defineProperty(process, 'domain', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() {
    return current;
  },
  set(value) {
    current = value;
  },
});

let stack = [];
exports._stack = stack;
// frameStack[i] is the async context frame that was current when stack[i] was entered.
let frameStack = [];
// The key under which a frame names its domain (frames are Maps keyed by
// AsyncLocalStorage instances; nothing outside this module can reach this one).
const kDomain = Object.freeze({ __proto__: null });

function frameWithDomain(outer, domain) {
  const frame = outer === undefined ? new Map() : new Map(outer);
  frame.set(kDomain, domain);
  return frame;
}

function setHidden(target, key, value) {
  Object.defineProperty(target, key, {
    __proto__: null, configurable: true, enumerable: false, writable: true, value,
  });
}

const setCaptureCallback = process.setUncaughtExceptionCaptureCallback;

// The capture callback is installed only while some entered domain listens for 'error', so
// that without one an uncaught error still reaches 'uncaughtException' or ends the process.
function updateExceptionCapture() {
  setCaptureCallback(null);
  for (let i = 0; i < stack.length; i++) {
    if (stack[i].listenerCount('error') > 0) {
      setCaptureCallback(captureUncaught);
      return;
    }
  }
}

function captureUncaught(err) {
  return process.domain._errorHandler(err);
}

// An uncaught exception ends the current callback: no domain stays entered after it.
function clearDomainStack() {
  if (frameStack.length > 0) setFrame(frameStack[0]);
  // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
  stack['length'] = 0;
  // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
  frameStack['length'] = 0;
  exports.active = process.domain = null;
  updateExceptionCapture();
}

// The clearing listener must stay the first 'uncaughtException' listener, and go away when
// it would be the only one left (so it never makes an error look handled).
process.on('newListener', (name, listener) => {
  if (name === 'uncaughtException' && listener !== clearDomainStack) {
    process.removeListener(name, clearDomainStack);
    process.prependListener(name, clearDomainStack);
  }
});
process.on('removeListener', (name, listener) => {
  if (name === 'uncaughtException' && listener !== clearDomainStack) {
    const listeners = process.listeners('uncaughtException');
    if (listeners.length === 1 && listeners[0] === clearDomainStack) {
      process.removeListener(name, clearDomainStack);
    }
  }
});

class Domain extends EventEmitter {
  constructor() {
    super();
    this.members = [];
    this.on('removeListener', updateExceptionCapture);
    this.on('newListener', updateExceptionCapture);
  }
}

Domain.prototype.members = undefined;

// Called (through the capture callback) with an error nobody caught while this domain was
// the active one. Returns whether an 'error' listener took it.
Domain.prototype._errorHandler = function(er) {
  let caught = false;
  if ((typeof er === 'object' && er !== null) || typeof er === 'function') {
    setHidden(er, 'domain', this);
    er.domainThrown = true;
  }
  // Leave this domain (and its adjacent re-entries) so the handler does not run inside it.
  while (exports.active === this) this.exit();

  if (stack.length === 0) {
    // Outermost domain: without a listener, do not emit (that would throw and hide the
    // error from process 'uncaughtException' listeners).
    if (this.listenerCount('error') > 0) {
      setCaptureCallback(null);
      try {
        caught = this.emit('error', er);
      } finally {
        updateExceptionCapture();
      }
    }
  } else {
    try {
      caught = this.emit('error', er);
    } catch (er2) {
      // The handler threw (or there was none): the enclosing domain gets the new error.
      updateExceptionCapture();
      if (stack.length === 0) throw er2;
      exports.active = process.domain = stack[stack.length - 1];
      caught = process.domain._errorHandler(er2);
    }
  }
  clearDomainStack();
  return caught;
};

Domain.prototype.enter = function() {
  exports.active = process.domain = this;
  stack.push(this);
  const frame = getFrame();
  frameStack.push(frame);
  if (frame === undefined || frame.get(kDomain) !== this) setFrame(frameWithDomain(frame, this));
  updateExceptionCapture();
};

Domain.prototype.exit = function() {
  const index = stack.lastIndexOf(this);
  if (index === -1) return;
  // Leaving a domain also leaves every domain entered after it.
  setFrame(frameStack[index]);
  stack.splice(index);
  frameStack.splice(index);
  exports.active = stack.length === 0 ? undefined : stack[stack.length - 1];
  process.domain = exports.active;
  updateExceptionCapture();
};

Domain.prototype.add = function(ee) {
  if (ee.domain === this) return;
  if (ee.domain) ee.domain.remove(ee);
  // A domain must not become a member of its own descendant (emit would recurse forever).
  if (this.domain && ee instanceof Domain) {
    for (let d = this.domain; d; d = d.domain) {
      if (ee === d) return;
    }
  }
  setHidden(ee, 'domain', this);
  this.members.push(ee);
};

Domain.prototype.remove = function(ee) {
  ee.domain = null;
  const index = this.members.indexOf(ee);
  if (index !== -1) this.members.splice(index, 1);
};

Domain.prototype.run = function(fn) {
  this.enter();
  const ret = Reflect.apply(fn, this, Array.prototype.slice.call(arguments, 1));
  this.exit();
  return ret;
};

Domain.prototype.intercept = function(cb) {
  const self = this;
  function runIntercepted() {
    const first = arguments[0];
    if (first && first instanceof Error) {
      first.domainBound = cb;
      first.domainThrown = false;
      setHidden(first, 'domain', self);
      self.emit('error', first);
      return;
    }
    self.enter();
    const ret = Reflect.apply(cb, this, Array.prototype.slice.call(arguments, 1));
    self.exit();
    return ret;
  }
  return runIntercepted;
};

Domain.prototype.bind = function(cb) {
  const self = this;
  function runBound() {
    self.enter();
    const ret = Reflect.apply(cb, this, arguments);
    self.exit();
    return ret;
  }
  setHidden(runBound, 'domain', this);
  return runBound;
};

exports.Domain = Domain;
exports.create = exports.createDomain = function createDomain() {
  return new Domain();
};
exports.active = null;

// --- EventEmitter integration ----------------------------------------------------------

EventEmitter.usingDomains = true;

const eventInit = EventEmitter.init;
EventEmitter.init = function(opts) {
  setHidden(this, 'domain', null);
  if (exports.active && !(this instanceof Domain)) this.domain = exports.active;
  return Reflect.apply(eventInit, this, [opts]);
};

const eventEmit = EventEmitter.prototype.emit;
EventEmitter.prototype.emit = function emit(...args) {
  const domain = this.domain;
  const type = args[0];
  // An emitter outside any domain, process itself, and an 'error' somebody listens for
  // take the plain path (the latter without entering the domain, as in Node).
  if (domain === null || domain === undefined || this === process ||
      (type === 'error' && this.listenerCount('error') > 0)) {
    return Reflect.apply(eventEmit, this, args);
  }
  if (type === 'error') {
    const er = args.length > 1 && args[1] ? args[1] : new ERR_UNHANDLED_ERROR();
    if (typeof er === 'object') {
      er.domainEmitter = this;
      setHidden(er, 'domain', domain);
      er.domainThrown = false;
    }
    // The domain's handler runs outside the active domain (and its adjacent re-entries),
    // so an error it throws or an emitter it creates does not loop back into it.
    const savedStack = stack.slice();
    const savedFrames = frameStack.slice();
    const savedActive = process.domain;
    let idx = stack.length - 1;
    while (idx > -1 && process.domain === stack[idx]) idx--;
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    stack['length'] = idx < 0 ? 0 : idx + 1;
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    frameStack['length'] = stack.length;
    exports.active = process.domain = stack.length > 0 ? stack[stack.length - 1] : null;
    updateExceptionCapture();

    domain.emit('error', er);

    exports._stack = stack = savedStack;
    frameStack = savedFrames;
    exports.active = process.domain = savedActive;
    updateExceptionCapture();
    return false;
  }
  domain.enter();
  const ret = Reflect.apply(eventEmit, this, args);
  domain.exit();
  return ret;
};

// --- scheduling functions --------------------------------------------------------------

// `fn` run inside `domain`. Like Node's after-hook, the exit is skipped when fn throws: the
// uncaught-exception path clears the stack after the domain has seen the error.
function inDomain(domain, fn) {
  return function domainCallback(...args) {
    domain.enter();
    const ret = Reflect.apply(fn, this, args);
    domain.exit();
    return ret;
  };
}

// Timers and immediates made while a domain is active are tagged with it and run their
// callback inside it.
require('internal/timers').setScheduleHook(function bindTimerToDomain(timer) {
  const domain = process.domain;
  if (!domain) return;
  setHidden(timer, 'domain', domain);
  if (typeof timer._onTimeout === 'function') {
    timer._onTimeout = inDomain(domain, timer._onTimeout);
  } else {
    timer._onImmediate = inDomain(domain, timer._onImmediate);
  }
});

require('internal/process/task_queues').setScheduleHooks(function bindTickToDomain(callback) {
  const domain = process.domain;
  return domain ? inDomain(domain, callback) : callback;
}, function bindMicrotaskToDomain(callback) {
  // A microtask runs inside its domain, but (as in Node 26) an error it throws bypasses
  // the domain: it is left before the error is reported.
  const domain = process.domain;
  if (!domain) return callback;
  return function domainMicrotask() {
    domain.enter();
    try {
      callback();
    } catch (err) {
      domain.exit();
      throw err;
    }
    domain.exit();
  };
});

require('internal/process/promises').setRejectionDomain(() => {
  const frame = getFrame();
  return frame === undefined ? undefined : frame.get(kDomain);
});

// A pool job's callback runs inside the domain its frame names (see the header).
setDeliveryHooks(function enterJobDomain(frame) {
  const domain = frame.get(kDomain);
  if (domain === undefined) return undefined;
  domain.enter();
  return domain;
}, function exitJobDomain(domain) {
  domain.exit();
});
