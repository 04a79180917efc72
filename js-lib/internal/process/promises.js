// Unhandled promise rejections in the modes of `--unhandled-rejections`: `throw` (the
// default: 'unhandledRejection' listeners get first say, otherwise the reason is raised as
// an uncaught exception), `strict` (raised first, then the event), `warn` (the event, else a
// warning), `warn-with-error-code` (the same, and exit code 1), `none` (the event only).
// Also 'rejectionHandled' for late handlers.
'use strict';

const { getPromiseDetails } = internalBinding('util');
const { getFrame, setFrame } = internalBinding('async_context');

// Promises reported unhandled, each with its rejection id, so a later handler can emit
// 'rejectionHandled' (or, with no listener, Node's PromiseRejectionHandledWarning).
const reported = new WeakMap();

function reasonOf(promise) {
  const details = getPromiseDetails(promise);
  return details === undefined ? undefined : details[1];
}

// The reason as V8's NoSideEffectsToString writes it into the message: no user code runs
// (no toString, no getters, no Symbol.toStringTag).
function describeReason(reason) {
  switch (typeof reason) {
    case 'string': return reason;
    case 'function': return Function.prototype.toString.call(reason);
    case 'symbol': return Symbol.prototype.toString.call(reason);
    case 'object': break;
    default: return String(reason);
  }
  if (reason === null) return 'null';
  const types = require('internal/util/types');
  if (types.isProxy(reason)) return '#<Object>';
  const toString = dataProperty(reason, 'toString');
  if (types.isNativeError(reason) || toString === Error.prototype.toString) {
    const name = dataProperty(reason, 'name');
    const message = dataProperty(reason, 'message');
    const n = typeof name === 'string' ? name : 'Error';
    const m = typeof message === 'string' ? message : '';
    return n === '' ? m : m === '' ? n : `${n}: ${m}`;
  }
  if (toString === Object.prototype.toString) {
    const ctor = dataProperty(reason, 'constructor');
    const name = typeof ctor === 'function' ? dataProperty(ctor, 'name') : undefined;
    if (typeof name === 'string' && name !== '') return `#<${name}>`;
  }
  const tag = dataProperty(reason, Symbol.toStringTag);
  return `[object ${typeof tag === 'string' ? tag : className(reason, types)}]`;
}

// The engine's class name of an object, as Object.prototype.toString would give it without
// looking at Symbol.toStringTag.
function className(object, types) {
  if (Array.isArray(object)) return 'Array';
  if (types.isDate(object)) return 'Date';
  if (types.isRegExp(object)) return 'RegExp';
  if (types.isTypedArray(object)) {
    return Reflect.apply(require('internal/util/builtin_getters').typedArrayTag, object, []);
  }
  if (types.isStringObject(object)) return 'String';
  if (types.isNumberObject(object)) return 'Number';
  if (types.isBooleanObject(object)) return 'Boolean';
  if (types.isArgumentsObject(object)) return 'Arguments';
  return 'Object';
}


// A data property found along the prototype chain, without running getters.
function dataProperty(object, key) {
  for (let o = object; o !== null; o = Object.getPrototypeOf(o)) {
    const d = Object.getOwnPropertyDescriptor(o, key);
    if (d !== undefined) return 'value' in d ? d.value : undefined;
  }
  return undefined;
}

// Node takes any object with an own `stack` for an error: every error the engine made has
// one in V8 (here it is inherited), an object that merely inherits from Error.prototype
// has none.
function isErrorLike(reason) {
  return Error.isError(reason) ||
    (typeof reason === 'object' && reason !== null && Object.hasOwn(reason, 'stack'));
}

function unhandledRejectionError(reason, strict) {
  const shown = describeReason(reason);
  const err = new Error(
    'This error originated either by throwing inside of an async function without a catch ' +
    'block, or by rejecting a promise which was not handled with .catch(). The promise ' +
    `rejected with the reason "${shown}".`);
  err.code = 'ERR_UNHANDLED_REJECTION';
  err.name = 'UnhandledPromiseRejection';
  // Node's report quotes the line of its own promises module that made the error.
  const { kEvalSourcePointer } = require('internal/process/execution');
  Object.defineProperty(err, kEvalSourcePointer, {
    __proto__: null,
    value: strict ?
      'node:internal/process/promises:273\n    reason : new UnhandledPromiseRejection(reason);\n' +
      '             ^\n' :
      'node:internal/process/promises:322\n      new UnhandledPromiseRejection(reason);\n' +
      '      ^\n',
  });
  return err;
}

// `list` is [promise, handledLate, frame, ...] from the Rust tracker. 'unhandledRejection'
// runs in the async context that was current when the promise was rejected, as Node runs it
// in the promise's: AsyncLocalStorage stores read there (node:test finds the test that
// left the rejection behind) are the rejecting code's.
function processRejections(list) {
  for (let i = 0; i < list.length; i += 3) {
    const promise = list[i];
    const handledLate = list[i + 1];
    if (handledLate) {
      const id = reported.get(promise);
      if (id !== undefined) {
        reported.delete(promise);
        if (!process.emit('rejectionHandled', promise)) warnHandledLate(id);
      }
      continue;
    }
    const outer = getFrame();
    setFrame(list[i + 2]);
    try {
      reportUnhandled(promise);
    } finally {
      setFrame(outer);
    }
  }
}

// The mode the runtime was started with (the CLI has checked the value).
let mode;
function rejectionsMode() {
  if (mode === undefined) {
    mode = 'throw';
    for (const arg of require('internal/natives').execArgv) {
      if (arg.startsWith('--unhandled-rejections=')) mode = arg.slice(23);
    }
  }
  return mode;
}

// Node numbers every rejection that had no handler when it happened, whether or not it is
// warned about. Those handled within the same tick never get here, so the count is low by
// that many.
let lastRejectionId = 0;

function warnHandledLate(id) {
  const warning = new Error(`Promise rejection was handled asynchronously (rejection id: ${id})`);
  warning.name = 'PromiseRejectionHandledWarning';
  warning.id = id;
  require('internal/util/process_methods').emitWarning(warning);
}

function warnUnhandled(reason, id) {
  const warn = require('internal/util/process_methods').emitWarning;
  const name = 'UnhandledPromiseRejectionWarning';
  try {
    if (isErrorLike(reason)) warn(`${reason.stack}`, name);
    else warn(describeReason(reason), name);
  } catch {
    // A reason whose stack cannot be read is left out, as Node does.
  }
  const warning = new Error('Unhandled promise rejection. This error originated either by ' +
    'throwing inside of an async function without a catch block, or by rejecting a promise ' +
    'which was not handled with .catch(). To terminate the node process on unhandled promise ' +
    'rejection, use the CLI flag `--unhandled-rejections=strict` (see ' +
    'https://nodejs.org/api/cli.html#cli_unhandled_rejections_mode). ' +
    `(rejection id: ${id})`);
  warning.name = name;
  warn(warning);
}

// Set when the domain module loads: the domain the current frame (the rejection's, see
// processRejections) was entered in. As in Node, a rejection left unhandled inside a
// domain is an 'error' of that domain instead of an 'unhandledRejection'.
let rejectionDomain = null;
function setRejectionDomain(fn) {
  rejectionDomain = fn;
}

function emitUnhandled(reason, promise) {
  const domain = rejectionDomain === null ? undefined : rejectionDomain();
  if (domain !== undefined) return domain.emit('error', reason);
  return process.emit('unhandledRejection', reason, promise);
}

function reportUnhandled(promise) {
  const reason = reasonOf(promise);
  if (Error.isError(reason)) require('internal/errors_wording').fix(reason);
  const id = ++lastRejectionId;
  reported.set(promise, id);
  const how = rejectionsMode();
  const asError = () => (isErrorLike(reason) ? reason :
    unhandledRejectionError(reason, how === 'strict'));
  if (how === 'strict') {
    require('internal/process/execution').triggerUncaughtException(asError(), true);
    if (!emitUnhandled(reason, promise)) warnUnhandled(reason, id);
    return;
  }
  // `warn` warns whether or not a listener took the event.
  if (emitUnhandled(reason, promise) && how !== 'warn') return;
  if (how === 'none') return;
  if (how === 'warn' || how === 'warn-with-error-code') {
    warnUnhandled(reason, id);
    if (how === 'warn-with-error-code') process.exitCode = 1;
    return;
  }
  require('internal/process/execution').triggerUncaughtException(asError(), true);
}

module.exports = { processRejections, describeReason, rejectionsMode, setRejectionDomain };
