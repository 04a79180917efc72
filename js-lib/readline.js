'use strict';
// readline: createInterface() and the Interface function (see
// internal/readline/interface) with a callback question() that also has a promisified
// form and callback-style completers, emitKeypressEvents(), and the ANSI cursor functions
// for any writable stream (clearLine, clearScreenDown, cursorTo, moveCursor). The legacy
// underscore methods (_ttyWrite, _refreshLine, ...) are the internal ones; replacing one on
// an instance changes what the interface itself calls, as in Node.
// `readline.promises` loads on first access.

const internalInterface = require('internal/readline/interface');
const {
  Interface: LineInterface, InterfaceConstructor, kQuestion, kQuestionCancel,
  kTabComplete, kTabCompleter, kWriteToOutput,
} = internalInterface;
const {
  AbortError,
  codes: { ERR_INVALID_ARG_VALUE, ERR_INVALID_CURSOR_POS },
} = require('internal/errors');
const { validateAbortSignal, validateFunction } = require('internal/validators');
const {
  CSI, cursorToCode, moveCursorCode, clearLineCode,
} = require('internal/readline/utils');

const kNoOptions = Object.freeze({ __proto__: null });

// Completers may be written as (line) => result; the interface always calls them as
// (line, callback).
function asCallbackCompleter(completer) {
  if (typeof completer !== 'function' || completer.length === 2) return completer;
  return (line, callback) => callback(null, completer(line));
}

// Callable with or without `new`, as in Node.
function Interface(input, output, completer, terminal) {
  if (!(this instanceof Interface)) return new Interface(input, output, completer, terminal);
  if (input && input.input) {
    const adapted = asCallbackCompleter(input.completer);
    if (adapted !== input.completer) input.completer = adapted;
  } else {
    completer = asCallbackCompleter(completer);
  }
  InterfaceConstructor.call(this, input, output, completer, terminal);
  // A dumb terminal cannot redraw: keys only add text, Enter submits, Ctrl+C/D close.
  if (process.env.TERM === 'dumb') this._ttyWrite = dumbTtyWrite;
}

function dumbTtyWrite(s, key) {
  key = key || {};
  if (key.name === 'escape') return;
  if (this._sawReturnAt && key.name !== 'enter') this._sawReturnAt = 0;
  if (key.ctrl && (key.name === 'c' || key.name === 'd')) {
    if (key.name === 'c' && this.listenerCount('SIGINT') > 0) this.emit('SIGINT');
    else this.close();
    return;
  }
  if (key.name === 'return') {
    this._sawReturnAt = Date.now();
    this._line();
  } else if (key.name === 'enter') {
    if (this._sawReturnAt === 0 || Date.now() - this._sawReturnAt > this.crlfDelay) this._line();
    this._sawReturnAt = 0;
  } else if (typeof s === 'string' && s) {
    this.line += s;
    this.cursor += s.length;
    this._writeToOutput(s);
  }
}
Object.setPrototypeOf(Interface.prototype, LineInterface.prototype);
Object.setPrototypeOf(Interface, LineInterface);

// Callback completers: (line, (err, [candidates, completed]) => ...).
Interface.prototype._tabComplete = function _tabComplete(lastKeypressWasTab) {
  this.pause();
  const upToCursor = this.line.slice(0, this.cursor);
  this.completer(upToCursor, (err, value) => {
    this.resume();
    if (err) {
      const { inspect } = require('internal/util/inspect');
      this._writeToOutput(`Tab completion error: ${inspect(err)}`);
      return;
    }
    this[kTabCompleter](lastKeypressWasTab, value);
  });
};

// The legacy names: each underscore method runs the internal one, and the internal symbol
// on a readline.Interface reads the underscore property, so an override of either takes.
const kLegacyMethods = [
  ['_setRawMode', 'kSetRawMode'], ['_onLine', 'kOnLine'], ['_writeToOutput', 'kWriteToOutput'],
  ['_addHistory', 'kAddHistory'], ['_refreshLine', 'kRefreshLine'],
  ['_normalWrite', 'kNormalWrite'], ['_insertString', 'kInsertString'],
  ['_wordLeft', 'kWordLeft'], ['_wordRight', 'kWordRight'], ['_deleteLeft', 'kDeleteLeft'],
  ['_deleteRight', 'kDeleteRight'], ['_deleteWordLeft', 'kDeleteWordLeft'],
  ['_deleteWordRight', 'kDeleteWordRight'], ['_deleteLineLeft', 'kDeleteLineLeft'],
  ['_deleteLineRight', 'kDeleteLineRight'], ['_line', 'kLine'],
  ['_historyNext', 'kHistoryNext'], ['_historyPrev', 'kHistoryPrev'],
  ['_getDisplayPos', 'kGetDisplayPos'], ['_moveCursor', 'kMoveCursor'],
  ['_ttyWrite', 'kTtyWrite'],
];
for (const [name, symbolName] of kLegacyMethods) {
  const sym = internalInterface[symbolName];
  const impl = LineInterface.prototype[sym];
  if (!Object.prototype.hasOwnProperty.call(Interface.prototype, name)) {
    Object.defineProperty(Interface.prototype, name, {
      __proto__: null, configurable: true, writable: true, enumerable: false,
      value: { [name](...args) { return impl.apply(this, args); } }[name],
    });
  }
  Object.defineProperty(Interface.prototype, sym, {
    __proto__: null, configurable: true,
    get() { return this[name]; },
  });
}
Object.defineProperty(Interface.prototype, kTabComplete, {
  __proto__: null, configurable: true,
  get() { return this._tabComplete; },
});
Interface.prototype._getCursorPos = LineInterface.prototype.getCursorPos;

// Legacy state properties backed by the internal symbols.
for (const [name, symbolName] of [
  ['_decoder', 'kDecoder'], ['_line_buffer', 'kLineBuffer'], ['_oldPrompt', 'kOldPrompt'],
  ['_previousKey', 'kPreviousKey'], ['_prompt', 'kPrompt'],
  ['_questionCallback', 'kQuestionCallback'], ['_sawKeyPress', 'kSawKeyPress'],
  ['_sawReturnAt', 'kSawReturnAt'],
]) {
  const sym = internalInterface[symbolName];
  Object.defineProperty(Interface.prototype, name, {
    __proto__: null, configurable: true, enumerable: false,
    get() { return this[sym]; },
    set(value) { this[sym] = value; },
  });
}

function optionsObject(options) {
  return options !== null && typeof options === 'object' ? options : kNoOptions;
}

function abortErrorFor(signal) {
  return new AbortError(undefined, { cause: signal.reason });
}

// question(query[, options], cb): with options.signal, an abort withdraws the question and
// `cb` is never called; an already-aborted signal asks nothing.
Interface.prototype.question = function question(query, options, cb) {
  if (typeof options === 'function') cb = options;
  const { signal } = optionsObject(options);
  let onAnswer = cb;
  if (signal) {
    validateAbortSignal(signal, 'options.signal');
    if (signal.aborted) return;
    const onAbort = () => this[kQuestionCancel]();
    signal.addEventListener('abort', onAbort, { once: true });
    onAnswer = (answer) => {
      signal.removeEventListener('abort', onAbort);
      if (typeof cb === 'function') return cb(answer);
    };
  }
  if (typeof onAnswer === 'function') this[kQuestion](query, onAnswer);
};

// util.promisify(rl.question): resolves with the answer, rejects with an AbortError when
// options.signal aborts (before or while asking).
Interface.prototype.question[Symbol.for('nodejs.util.promisify.custom')] =
  function question(query, options) {
    options = optionsObject(options);
    const { signal } = options;
    if (signal && signal.aborted) return Promise.reject(abortErrorFor(signal));
    return new Promise((resolve, reject) => {
      if (!signal) {
        this.question(query, options, resolve);
        return;
      }
      const fail = () => reject(abortErrorFor(signal));
      signal.addEventListener('abort', fail, { once: true });
      this.question(query, options, (answer) => {
        signal.removeEventListener('abort', fail);
        resolve(answer);
      });
    });
  };

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

// ---------------------------------------------------------------------------------------
// Cursor functions. Each returns what stream.write() returned, or true when there was
// nothing to write (then `callback` runs on the next tick).

function checkCallback(callback) {
  if (callback !== undefined) validateFunction(callback, 'callback');
}

function emit(stream, code, callback) {
  if (stream != null && code !== '') return stream.write(code, callback);
  if (typeof callback === 'function') process.nextTick(callback, null);
  return true;
}

function cursorTo(stream, x, y, callback) {
  checkCallback(callback);
  if (typeof y === 'function') {
    callback = y;
    y = undefined;
  }
  if (Number.isNaN(x)) throw new ERR_INVALID_ARG_VALUE('x', x);
  if (Number.isNaN(y)) throw new ERR_INVALID_ARG_VALUE('y', y);
  const hasX = typeof x === 'number';
  if (stream == null || (!hasX && typeof y !== 'number')) return emit(null, '', callback);
  if (!hasX) throw new ERR_INVALID_CURSOR_POS();
  return emit(stream, cursorToCode(x, y), callback);
}

function moveCursor(stream, dx, dy, callback) {
  checkCallback(callback);
  return emit(stream, moveCursorCode(dx, dy), callback);
}

function clearLine(stream, dir, callback) {
  checkCallback(callback);
  return emit(stream, clearLineCode(dir), callback);
}

function clearScreenDown(stream, callback) {
  checkCallback(callback);
  return emit(stream, CSI.kClearScreenDown, callback);
}

const emitKeypressEvents = require('internal/readline/emitKeypressEvents');

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
