'use strict';
// internal/readline/interface: the readline Interface in line mode. Input chunks are
// decoded as UTF-8 and split on \n, \r\n, lone \r, U+2028 and U+2029; a \r ending one
// chunk followed by \n starting the next (within crlfDelay ms) counts as one line end.
// Each line is emitted as 'line' (or answers a pending question()); input 'end' flushes
// the partial last line and closes. Terminal line editing (keypress handling, cursor
// movement, history navigation, tab completion) is not implemented: with terminal:true
// input is still read line by line.

const EventEmitter = require('events');
const { StringDecoder } = require('string_decoder');
const { codes: {
  ERR_INVALID_ARG_VALUE, ERR_USE_AFTER_CLOSE,
} } = require('internal/errors');
const {
  validateAbortSignal, validateArray, validateNumber, validateString, validateUint32,
} = require('internal/validators');

const kMinCrlfDelay = 100;
const kLineBuffer = Symbol('kLineBuffer');
const kDecoder = Symbol('kDecoder');
const kSawReturnAt = Symbol('kSawReturnAt');
const kPrompt = Symbol('kPrompt');
const kOldPrompt = Symbol('kOldPrompt');
const kQuestionCallback = Symbol('kQuestionCallback');
const kLineIterator = Symbol('kLineIterator');
const kQuestion = Symbol('kQuestion');
const kQuestionCancel = Symbol('kQuestionCancel');
const kOnLine = Symbol('kOnLine');
const kNormalWrite = Symbol('kNormalWrite');
const kWriteToOutput = Symbol('kWriteToOutput');
const lineEnding = /\r?\n|\r(?!\n)|\u2028|\u2029/;

function InterfaceConstructor(input, output, completer, terminal) {
  EventEmitter.call(this);
  this[kSawReturnAt] = 0;
  this[kLineBuffer] = null;
  this[kQuestionCallback] = null;
  this[kLineIterator] = undefined;
  this.isCompletionEnabled = true;
  this.tabSize = 8;
  this.escapeCodeTimeout = 500;
  let crlfDelay;
  let prompt = '> ';
  let signal;
  let historySize;
  let history;
  if (input && input.input) {
    const options = input;
    output = options.output;
    completer = options.completer;
    terminal = options.terminal;
    signal = options.signal;
    historySize = options.historySize;
    history = options.history;
    if (options.tabSize !== undefined) {
      validateUint32(options.tabSize, 'tabSize', true);
      this.tabSize = options.tabSize;
    }
    if (options.prompt !== undefined) prompt = options.prompt;
    if (options.escapeCodeTimeout !== undefined) {
      if (Number.isFinite(options.escapeCodeTimeout)) {
        this.escapeCodeTimeout = options.escapeCodeTimeout;
      } else {
        throw new ERR_INVALID_ARG_VALUE('input.escapeCodeTimeout', this.escapeCodeTimeout);
      }
    }
    if (signal) validateAbortSignal(signal, 'options.signal');
    crlfDelay = options.crlfDelay;
    input = options.input;
  }
  if (history !== undefined) validateArray(history, 'history');
  if (historySize !== undefined) validateNumber(historySize, 'size', 0);
  else historySize = 30;
  if (completer !== undefined && typeof completer !== 'function') {
    throw new ERR_INVALID_ARG_VALUE('completer', completer);
  }
  if (terminal === undefined && output != null) terminal = !!output.isTTY;

  this.history = Array.isArray(history) ? history.slice() : [];
  this.historySize = historySize;
  this.historyIndex = -1;
  this.line = '';
  this.cursor = 0;
  this.output = output;
  this.input = input;
  this.crlfDelay = crlfDelay ? Math.max(kMinCrlfDelay, crlfDelay) : kMinCrlfDelay;
  this.completer = completer;
  this.setPrompt(prompt);
  this.terminal = !!terminal;
  this.closed = false;
  this.paused = false;
  this[kDecoder] = new StringDecoder('utf8');

  const self = this;
  function onerror(err) {
    self.emit('error', err);
  }
  function ondata(data) {
    self[kNormalWrite](data);
  }
  function onend() {
    const rest = self[kLineBuffer];
    if (typeof rest === 'string' && rest.length > 0) {
      self[kLineBuffer] = null;
      self.emit('line', rest);
    }
    self.close();
  }
  input.on('error', onerror);
  input.on('data', ondata);
  input.on('end', onend);
  this.once('close', () => {
    input.removeListener('data', ondata);
    input.removeListener('error', onerror);
    input.removeListener('end', onend);
  });

  if (signal) {
    const onAborted = () => self.close();
    if (signal.aborted) {
      process.nextTick(onAborted);
    } else {
      signal.addEventListener('abort', onAborted, { once: true });
      this.once('close', () => signal.removeEventListener('abort', onAborted));
    }
  }
  input.resume();
}
Object.setPrototypeOf(InterfaceConstructor.prototype, EventEmitter.prototype);
Object.setPrototypeOf(InterfaceConstructor, EventEmitter);

class Interface extends InterfaceConstructor {
  get columns() {
    if (this.output && this.output.columns) return this.output.columns;
    return Infinity;
  }

  setPrompt(prompt) {
    this[kPrompt] = prompt;
  }

  getPrompt() {
    return this[kPrompt];
  }

  prompt() {
    if (this.paused) this.resume();
    this[kWriteToOutput](this[kPrompt]);
  }

  [kQuestion](query, cb) {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (this[kQuestionCallback]) {
      this.prompt();
    } else {
      this[kOldPrompt] = this[kPrompt];
      this.setPrompt(query);
      this[kQuestionCallback] = cb;
      this.prompt();
    }
  }

  [kQuestionCancel]() {
    if (this[kQuestionCallback]) {
      this[kQuestionCallback] = null;
      this.setPrompt(this[kOldPrompt]);
      this.clearLine();
    }
  }

  [kOnLine](line) {
    const cb = this[kQuestionCallback];
    if (cb) {
      this[kQuestionCallback] = null;
      this.setPrompt(this[kOldPrompt]);
      cb(line);
    } else {
      this.emit('line', line);
    }
  }

  [kWriteToOutput](text) {
    validateString(text, 'stringToWrite');
    if (this.output != null) this.output.write(text);
  }

  clearLine() {
    this.line = '';
    this.cursor = 0;
  }

  close() {
    if (this.closed) return;
    this.pause();
    this.closed = true;
    this.emit('close');
  }

  pause() {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (this.paused) return;
    this.input.pause();
    this.paused = true;
    this.emit('pause');
    return this;
  }

  resume() {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (!this.paused) return;
    this.input.resume();
    this.paused = false;
    this.emit('resume');
    return this;
  }

  write(d) {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (this.paused) this.resume();
    this[kNormalWrite](d);
  }

  [kNormalWrite](b) {
    if (b === undefined) return;
    let text = this[kDecoder].write(b);
    if (this[kSawReturnAt] && Date.now() - this[kSawReturnAt] <= this.crlfDelay) {
      if (text.charCodeAt(0) === 10) text = text.slice(1);
      this[kSawReturnAt] = 0;
    }
    if (!text) return;
    // The common case (only \n) avoids the regular expression.
    const parts = (text.includes('\r') || text.includes('\u2028') || text.includes('\u2029')) ?
      text.split(lineEnding) : text.split('\n');
    const last = parts.length - 1;
    if (last === 0) {
      this[kLineBuffer] = this[kLineBuffer] ? this[kLineBuffer] + text : text;
      return;
    }
    this[kSawReturnAt] = text.endsWith('\r') ? Date.now() : 0;
    const first = this[kLineBuffer] ? this[kLineBuffer] + parts[0] : parts[0];
    this[kLineBuffer] = parts[last];
    this[kOnLine](first);
    for (let i = 1; i < last; i++) this[kOnLine](parts[i]);
  }

  getCursorPos() {
    const col = this[kPrompt].length + this.cursor;
    const cols = this.columns;
    return cols === Infinity ? { rows: 0, cols: col } :
      { rows: Math.floor(col / cols), cols: col % cols };
  }

  // Lines as an async iterator; the input is paused while too many lines are unread.
  [Symbol.asyncIterator]() {
    if (this[kLineIterator] === undefined) this[kLineIterator] = lineIterator(this);
    return this[kLineIterator];
  }
}

function lineIterator(rl) {
  const kHigh = 1024;
  const queue = [];
  const waiting = [];
  let done = false;
  let error = null;
  let pausedByUs = false;
  const onLine = (line) => {
    const w = waiting.shift();
    if (w) {
      w.resolve({ value: line, done: false });
      return;
    }
    queue.push(line);
    if (queue.length >= kHigh && !rl.closed && !rl.paused) {
      pausedByUs = true;
      rl.pause();
    }
  };
  const finish = () => {
    done = true;
    rl.removeListener('line', onLine);
    rl.removeListener('close', finish);
    rl.removeListener('error', onError);
    while (waiting.length) waiting.shift().resolve({ value: undefined, done: true });
  };
  const onError = (err) => {
    const w = waiting.shift();
    if (w) w.reject(err);
    else error = err;
    finish();
  };
  rl.on('line', onLine);
  rl.on('close', finish);
  rl.on('error', onError);
  if (rl.closed) finish();
  const iterator = {
    next() {
      if (queue.length) {
        const value = queue.shift();
        if (pausedByUs && queue.length < kHigh / 2 && !rl.closed) {
          pausedByUs = false;
          rl.resume();
        }
        return Promise.resolve({ value, done: false });
      }
      if (error) {
        const err = error;
        error = null;
        return Promise.reject(err);
      }
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    return() {
      finish();
      queue.length = 0;
      rl.close();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(err) {
      finish();
      rl.close();
      return Promise.reject(err);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return iterator;
}

if (typeof Symbol.dispose === 'symbol') {
  Interface.prototype[Symbol.dispose] = function() {
    this.close();
  };
}

module.exports = {
  Interface,
  InterfaceConstructor,
  kQuestion,
  kQuestionCancel,
  kOnLine,
  kWriteToOutput,
  kDecoder,
  kLineBuffer,
};
