'use strict';
// internal/readline/interface: the readline Interface in line mode, shared by `readline`
// (callback question()) and `readline/promises` (promise question()).
//
// Data flow: input 'data' (or write()) -> [kFeed] decodes the bytes (UTF-8, split
// characters carried over by the decoder) and cuts the text into lines -> [kOnLine] hands
// each line to a pending question() or emits it as 'line'. The unterminated tail waits in
// this[kLineBuffer]; input 'end' emits it as a last 'line' and closes the interface.
// Line ends are \n, \r\n, a lone \r, U+2028 and U+2029. A \r that ends one chunk and a \n
// that starts the next (within crlfDelay ms) make one line end, not two.
//
// Not implemented: terminal line editing (keypresses, history navigation, completion);
// with terminal:true the input is still read line by line.

const EventEmitter = require('events');
const { StringDecoder } = require('string_decoder');
const { codes: {
  ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_USE_AFTER_CLOSE,
} } = require('internal/errors');
const {
  validateAbortSignal, validateArray, validateNumber, validateString, validateUint32,
} = require('internal/validators');
const { moveCursor } = require('internal/readline/utils');

// Exported keys (other readline modules and --expose-internals tests use them).
const kQuestion = Symbol('_question');
const kQuestionCancel = Symbol('_questionCancel');
const kOnLine = Symbol('_onLine');
const kWriteToOutput = Symbol('_writeToOutput');
const kDecoder = Symbol('_decoder');
const kLineBuffer = Symbol('_line_buffer');
// Private state.
const kFeed = Symbol('feed');
const kCrSeenAt = Symbol('crSeenAt');
const kPromptText = Symbol('_prompt');
const kPromptBeforeQuestion = Symbol('_oldPrompt');
const kAnswerTo = Symbol('_questionCallback');
const kLines = Symbol('lineIterator');

const kMinCrlfDelay = 100;
const kDefaultHistorySize = 30;
// The async iterator pauses the interface when this many lines wait unread.
const kUnreadLimit = 1024;

// The queue statistics events.on() iterators expose (Node's backpressure test reads them).
const kWatermarkData = Symbol.for('nodejs.watermarkData');
// In terminal mode Node decodes keypresses with a decoder kept on the input stream, so a
// character split across two interfaces on the same input survives; we keep ours there too.
const kSharedDecoder = Symbol('readlineSharedDecoder');

const kAnyEnding = /\r\n|\n|\r|\u2028|\u2029/;
const kAsyncIteratorProto =
  Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype);

// Reads the options-object form of the constructor arguments into one record, validating
// in the order Node does.
function readOptions(input, output, completer, terminal, defaults) {
  const opts = {
    input, output, completer, terminal,
    prompt: '> ', crlfDelay: undefined, signal: undefined,
    history: undefined, historySize: undefined,
    tabSize: defaults.tabSize, escapeCodeTimeout: defaults.escapeCodeTimeout,
  };
  if (input && input.input) {
    const given = input;
    opts.output = given.output;
    opts.completer = given.completer;
    opts.terminal = given.terminal;
    opts.signal = given.signal;
    opts.historySize = given.historySize;
    opts.history = given.history;
    if (given.tabSize !== undefined) {
      validateUint32(given.tabSize, 'tabSize', true);
      opts.tabSize = given.tabSize;
    }
    if (given.prompt !== undefined) opts.prompt = given.prompt;
    if (given.escapeCodeTimeout !== undefined) {
      if (!Number.isFinite(given.escapeCodeTimeout)) {
        // Node reports the current (default) value here, not the rejected one.
        throw new ERR_INVALID_ARG_VALUE('input.escapeCodeTimeout', opts.escapeCodeTimeout);
      }
      opts.escapeCodeTimeout = given.escapeCodeTimeout;
    }
    if (opts.signal) validateAbortSignal(opts.signal, 'options.signal');
    opts.crlfDelay = given.crlfDelay;
    opts.input = given.input;
  }
  if (opts.history !== undefined) validateArray(opts.history, 'history');
  if (opts.historySize === undefined) opts.historySize = kDefaultHistorySize;
  else validateNumber(opts.historySize, 'size', 0);
  if (opts.completer !== undefined && typeof opts.completer !== 'function') {
    throw new ERR_INVALID_ARG_VALUE('completer', opts.completer);
  }
  if (opts.terminal === undefined && opts.output != null) opts.terminal = !!opts.output.isTTY;
  return opts;
}

// Subscribes the interface to its input; everything is unsubscribed on 'close'.
function connectInput(rl, input) {
  const handlers = {
    data: (chunk) => rl[kFeed](chunk),
    end: () => {
      const tail = rl[kLineBuffer];
      if (typeof tail === 'string' && tail.length > 0) {
        rl[kLineBuffer] = null;
        rl.emit('line', tail);
      }
      rl.close();
    },
    error: (err) => rl.emit('error', err),
  };
  input.on('error', handlers.error);
  input.on('data', handlers.data);
  input.on('end', handlers.end);
  rl.once('close', () => {
    for (const name of ['data', 'error', 'end']) input.removeListener(name, handlers[name]);
  });
}

// An AbortSignal closes the interface (on the next tick when it has already fired).
function closeOnAbort(rl, signal) {
  const shut = () => rl.close();
  if (signal.aborted) {
    process.nextTick(shut);
    return;
  }
  signal.addEventListener('abort', shut, { once: true });
  rl.once('close', () => signal.removeEventListener('abort', shut));
}

// The constructor body, callable on `this` so that readline.Interface keeps working as a
// plain function (without `new`).
function InterfaceConstructor(input, output, completer, terminal) {
  EventEmitter.call(this);
  const opts = readOptions(input, output, completer, terminal,
                           { tabSize: 8, escapeCodeTimeout: 500 });
  this[kCrSeenAt] = 0;
  this[kLineBuffer] = null;
  this[kAnswerTo] = null;
  this[kLines] = undefined;
  this.isCompletionEnabled = true;
  this.tabSize = opts.tabSize;
  this.escapeCodeTimeout = opts.escapeCodeTimeout;
  this.history = Array.isArray(opts.history) ? opts.history.slice() : [];
  this.historySize = opts.historySize;
  this.historyIndex = -1;
  this.line = '';
  // Like Node, only a terminal interface tracks a cursor position from the start.
  if (opts.terminal) this.cursor = 0;
  this.output = opts.output;
  this.input = opts.input;
  this.crlfDelay = opts.crlfDelay ? Math.max(kMinCrlfDelay, opts.crlfDelay) : kMinCrlfDelay;
  this.completer = opts.completer;
  this.setPrompt(opts.prompt);
  this.terminal = !!opts.terminal;
  if (this.terminal) {
    opts.input[kSharedDecoder] ??= new StringDecoder('utf8');
    this[kDecoder] = opts.input[kSharedDecoder];
  } else {
    this[kDecoder] = new StringDecoder('utf8');
  }

  connectInput(this, opts.input);
  if (opts.signal) closeOnAbort(this, opts.signal);
  opts.input.resume();
}
Object.setPrototypeOf(InterfaceConstructor.prototype, EventEmitter.prototype);
Object.setPrototypeOf(InterfaceConstructor, EventEmitter);

// Cuts `text` at every line end: all but the last piece are complete lines.
function splitAtLineEnds(text) {
  // Plain \n text (the usual case) does not need the regular expression.
  if (!text.includes('\r') && !text.includes('\u2028') && !text.includes('\u2029')) {
    return text.split('\n');
  }
  return text.split(kAnyEnding);
}

// Column/row of the end of `text` when wrapped at `columns` (which may be Infinity).
function positionAfter(text, columns) {
  const width = text.length;
  if (columns === Infinity) return { cols: width, rows: 0 };
  return { cols: width % columns, rows: Math.floor(width / columns) };
}

class Interface extends InterfaceConstructor {
  get columns() {
    const out = this.output;
    return out && out.columns ? out.columns : Infinity;
  }

  setPrompt(prompt) {
    this[kPromptText] = prompt;
  }

  getPrompt() {
    return this[kPromptText];
  }

  prompt() {
    if (this.paused) this.resume();
    this[kWriteToOutput](this[kPromptText]);
  }

  // Asks `query`; the next line goes to `answer` instead of 'line'. A second question while
  // one is pending only re-prompts.
  [kQuestion](query, answer) {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (this[kAnswerTo] === null) {
      this[kPromptBeforeQuestion] = this[kPromptText];
      this.setPrompt(query);
      this[kAnswerTo] = answer;
    }
    this.prompt();
  }

  // Withdraws a pending question (on abort) and restores the previous prompt.
  [kQuestionCancel]() {
    if (this[kAnswerTo] === null) return;
    this[kAnswerTo] = null;
    this.setPrompt(this[kPromptBeforeQuestion]);
    this.clearLine();
  }

  [kOnLine](line) {
    const answer = this[kAnswerTo];
    if (answer === null) {
      this.emit('line', line);
      return;
    }
    this[kAnswerTo] = null;
    this.setPrompt(this[kPromptBeforeQuestion]);
    answer(line);
  }

  [kWriteToOutput](text) {
    validateString(text, 'stringToWrite');
    if (this.output != null) this.output.write(text);
  }

  // Moves the output cursor past the current line, starts a new one and forgets the line.
  clearLine() {
    const columns = this.columns;
    const before = positionAfter(this[kPromptText] + this.line.slice(0, this.cursor), columns);
    const target = this.cursor + Infinity;
    const after = positionAfter(this[kPromptText] + this.line.slice(0, target), columns);
    if (before.rows === after.rows && before.cols !== after.cols) {
      moveCursor(this.output, after.cols - before.cols, 0);
    }
    this[kWriteToOutput]('\r\n');
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

  write(data) {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (this.paused) this.resume();
    this[kFeed](data);
  }

  // One chunk of input (Buffer or string) into lines.
  [kFeed](chunk) {
    if (chunk === undefined) return;
    let text = this[kDecoder].write(chunk);
    if (this[kCrSeenAt] !== 0) {
      // The previous chunk ended in \r: a \n right at the start completes that line end.
      if (Date.now() - this[kCrSeenAt] <= this.crlfDelay && text.charCodeAt(0) === 10) {
        text = text.slice(1);
      }
      this[kCrSeenAt] = 0;
    }
    if (text === '') return;
    const pieces = splitAtLineEnds(text);
    const held = this[kLineBuffer];
    if (pieces.length === 1) {
      this[kLineBuffer] = held ? held + text : text;
      return;
    }
    if (text.endsWith('\r')) this[kCrSeenAt] = Date.now();
    if (held) pieces[0] = held + pieces[0];
    // The tail is stored before any line is delivered: a 'line' listener may write more.
    this[kLineBuffer] = pieces.pop();
    for (let i = 0; i < pieces.length; i++) this[kOnLine](pieces[i]);
  }

  getCursorPos() {
    return positionAfter(this[kPromptText] + this.line.slice(0, this.cursor), this.columns);
  }

  // All iterations share one queue of lines (see lineQueue below).
  [Symbol.asyncIterator]() {
    if (this[kLines] === undefined) this[kLines] = lineQueue(this);
    return this[kLines];
  }
}

if (typeof Symbol.dispose === 'symbol') {
  Interface.prototype[Symbol.dispose] = function() {
    this.close();
  };
}

// An async iterator over the interface's lines. It behaves like events.on(rl, 'line',
// { close: ['close'], highWaterMark: 1024 }) yielding the line itself: unread lines are
// queued (pausing the interface past the limit, resuming it once the queue is empty), an
// 'error' fails the next read, 'close' ends it, and return()/throw() only detach it (the
// interface stays open).
function lineQueue(rl) {
  const unread = [];
  const readers = [];
  let failure = null;
  let detached = false;
  let pausedHere = false;

  const onLine = (line) => {
    if (readers.length > 0) {
      readers.shift().resolve({ done: false, value: line });
      return;
    }
    unread.push(line);
    if (!pausedHere && unread.length > kUnreadLimit) {
      pausedHere = true;
      rl.pause();
    }
  };
  const onError = (err) => {
    if (readers.length > 0) readers.shift().reject(err);
    else failure = err;
    detach();
  };
  const detach = () => {
    rl.removeListener('line', onLine);
    rl.removeListener('error', onError);
    rl.removeListener('close', detach);
    detached = true;
    pausedHere = false;
    const done = { done: true, value: undefined };
    while (readers.length > 0) readers.shift().resolve(done);
    return Promise.resolve(done);
  };
  rl.on('line', onLine);
  rl.on('error', onError);
  rl.on('close', detach);

  return Object.setPrototypeOf({
    next() {
      if (unread.length > 0) {
        const value = unread.shift();
        if (pausedHere && unread.length === 0) {
          pausedHere = false;
          rl.resume();
        }
        return Promise.resolve({ done: false, value });
      }
      if (failure !== null) {
        const err = failure;
        failure = null;
        return Promise.reject(err);
      }
      if (detached) return detach();
      return new Promise((resolve, reject) => readers.push({ resolve, reject }));
    },
    return() {
      return detach();
    },
    throw(err) {
      if (!err || !(err instanceof Error)) {
        throw new ERR_INVALID_ARG_TYPE('EventEmitter.AsyncIterator', 'Error', err);
      }
      onError(err);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
    [kWatermarkData]: {
      get size() {
        return unread.length;
      },
      get low() {
        return 1;
      },
      get high() {
        return kUnreadLimit;
      },
      get isPaused() {
        return pausedHere;
      },
    },
  }, kAsyncIteratorProto);
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
