'use strict';
// readline: createInterface()/Interface in line mode (see internal/readline/interface),
// question() with an AbortSignal, and the ANSI cursor helpers (clearLine,
// clearScreenDown, cursorTo, moveCursor). Not implemented: terminal line editing,
// emitKeypressEvents() (throws ERR_METHOD_NOT_IMPLEMENTED), history files.

const {
  Interface: InterfaceClass, InterfaceConstructor, kQuestion, kQuestionCancel,
} = require('internal/readline/interface');
const {
  ERR_INVALID_ARG_VALUE, ERR_INVALID_CURSOR_POS, ERR_METHOD_NOT_IMPLEMENTED,
} = require('internal/errors').codes;
const { validateAbortSignal, validateFunction } = require('internal/validators');
const { AbortError } = require('internal/errors');
const { CSI } = require('internal/readline/utils');

function Interface(input, output, completer, terminal) {
  if (!(this instanceof Interface)) return new Interface(input, output, completer, terminal);
  // One-argument completers are adapted to the (line, callback) form.
  if (input && input.input && typeof input.completer === 'function' &&
      input.completer.length !== 2) {
    const plain = input.completer;
    input.completer = (v, cb) => cb(null, plain(v));
  } else if (typeof completer === 'function' && completer.length !== 2) {
    const plain = completer;
    completer = (v, cb) => cb(null, plain(v));
  }
  InterfaceConstructor.call(this, input, output, completer, terminal);
}
Object.setPrototypeOf(Interface.prototype, InterfaceClass.prototype);
Object.setPrototypeOf(Interface, InterfaceClass);

Interface.prototype.question = function question(query, options, cb) {
  cb = typeof options === 'function' ? options : cb;
  if (options === null || typeof options !== 'object') options = {};
  if (options.signal) {
    const signal = options.signal;
    validateAbortSignal(signal, 'options.signal');
    if (signal.aborted) return;
    const onAbort = () => this[kQuestionCancel]();
    signal.addEventListener('abort', onAbort, { once: true });
    const original = cb;
    cb = typeof cb === 'function' ? (answer) => {
      signal.removeEventListener('abort', onAbort);
      return original(answer);
    } : () => signal.removeEventListener('abort', onAbort);
  }
  if (typeof cb === 'function') this[kQuestion](query, cb);
};

Interface.prototype.question[Symbol.for('nodejs.util.promisify.custom')] =
  function question(query, options) {
    if (options === null || typeof options !== 'object') options = {};
    if (options.signal && options.signal.aborted) {
      return Promise.reject(new AbortError(undefined, { cause: options.signal.reason }));
    }
    return new Promise((resolve, reject) => {
      let cb = resolve;
      if (options.signal) {
        const onAbort = () => reject(new AbortError(undefined, { cause: options.signal.reason }));
        options.signal.addEventListener('abort', onAbort, { once: true });
        cb = (answer) => {
          options.signal.removeEventListener('abort', onAbort);
          resolve(answer);
        };
      }
      this.question(query, options, cb);
    });
  };

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

// Writes `data` (or, with no stream / nothing to do, just schedules the callback).
function finishWrite(stream, data, callback) {
  if (stream == null || data === '') {
    if (typeof callback === 'function') process.nextTick(callback, null);
    return true;
  }
  return stream.write(data, callback);
}

function cursorTo(stream, x, y, callback) {
  if (callback !== undefined) validateFunction(callback, 'callback');
  if (typeof y === 'function') {
    callback = y;
    y = undefined;
  }
  if (Number.isNaN(x)) throw new ERR_INVALID_ARG_VALUE('x', x);
  if (Number.isNaN(y)) throw new ERR_INVALID_ARG_VALUE('y', y);
  if (stream == null || (typeof x !== 'number' && typeof y !== 'number')) {
    if (typeof callback === 'function') process.nextTick(callback, null);
    return true;
  }
  if (typeof x !== 'number') throw new ERR_INVALID_CURSOR_POS();
  const data = typeof y !== 'number' ? CSI`${x + 1}G` : CSI`${y + 1};${x + 1}H`;
  return stream.write(data, callback);
}

function moveCursor(stream, dx, dy, callback) {
  if (callback !== undefined) validateFunction(callback, 'callback');
  let data = '';
  if (stream != null && (dx || dy)) {
    if (dx < 0) data += CSI`${-dx}D`;
    else if (dx > 0) data += CSI`${dx}C`;
    if (dy < 0) data += CSI`${-dy}A`;
    else if (dy > 0) data += CSI`${dy}B`;
  }
  return finishWrite(stream, data, callback);
}

function clearLine(stream, dir, callback) {
  if (callback !== undefined) validateFunction(callback, 'callback');
  const data = dir < 0 ? CSI.kClearToLineBeginning :
    dir > 0 ? CSI.kClearToLineEnd : CSI.kClearLine;
  return finishWrite(stream, stream == null ? '' : data, callback);
}

function clearScreenDown(stream, callback) {
  if (callback !== undefined) validateFunction(callback, 'callback');
  return finishWrite(stream, stream == null ? '' : CSI.kClearScreenDown, callback);
}

function emitKeypressEvents() {
  throw new ERR_METHOD_NOT_IMPLEMENTED('readline.emitKeypressEvents()');
}


module.exports = {
  Interface,
  clearLine,
  clearScreenDown,
  createInterface,
  cursorTo,
  emitKeypressEvents,
  moveCursor,
};

Object.defineProperty(module.exports, 'promises', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() {
    return require('readline/promises');
  },
});
