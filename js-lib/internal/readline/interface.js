'use strict';
// internal/readline/interface: the readline Interface shared by `readline` (callback
// question()) and `readline/promises` (promise question()), in both modes.
//
// Line mode (terminal false): input 'data' (or write()) -> [kNormalWrite] decodes the bytes
// (UTF-8, split characters carried over by the decoder) and cuts the text into lines ->
// [kOnLine] hands each line to a pending question() or emits it as 'line'. The
// unterminated tail waits in this[kLineBuffer]; input 'end' emits it as a last 'line' and
// closes the interface. Line ends are \n, \r\n, a lone \r, U+2028 and U+2029. A \r that
// ends one chunk and a \n that starts the next (within crlfDelay ms) make one line end.
//
// Terminal mode: the input emits 'keypress' (emitKeypressEvents) -> [kTtyWrite] edits
// this.line at this.cursor (emacs-style keys, kill ring, undo, history, tab completion)
// and redraws the prompt line on the output with ANSI sequences ([kRefreshLine]);
// Enter adds the line to the history and delivers it; a REPL given unfinished input
// puts it back with a line break ([kAddNewLineOnTTY]) and editing goes on over several rows. The input is put in raw mode while
// the interface is open when it has setRawMode().

const EventEmitter = require('events');
const { StringDecoder } = require('string_decoder');
const { codes: {
  ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_USE_AFTER_CLOSE,
} } = require('internal/errors');
const {
  validateAbortSignal, validateArray, validateNumber, validateString, validateUint32,
} = require('internal/validators');
const {
  CSI, charLengthAt, charLengthLeft, commonPrefix, cursorToCode, moveCursorCode, kSawKeyPress,
} = require('internal/readline/utils');

let inspectModule;
function lazyInspect() {
  inspectModule ??= require('internal/util/inspect');
  return inspectModule;
}

// Exported keys (other readline modules and --expose-internals tests use them).
const kQuestion = Symbol('_question');
const kQuestionCancel = Symbol('_questionCancel');
const kOnLine = Symbol('_onLine');
const kWriteToOutput = Symbol('_writeToOutput');
const kDecoder = Symbol('_decoder');
const kLineBuffer = Symbol('_line_buffer');
const kNormalWrite = Symbol('_normalWrite');
const kTtyWrite = Symbol('_ttyWrite');
const kRefreshLine = Symbol('_refreshLine');
const kInsertString = Symbol('_insertString');
const kTabComplete = Symbol('_tabComplete');
const kTabCompleter = Symbol('_tabCompleter');
const kSetRawMode = Symbol('_setRawMode');
const kAddHistory = Symbol('_addHistory');
const kLine = Symbol('_line');
const kMoveCursor = Symbol('_moveCursor');
const kGetDisplayPos = Symbol('_getDisplayPos');
const kHistoryNext = Symbol('_historyNext');
const kHistoryPrev = Symbol('_historyPrev');
const kWordLeft = Symbol('_wordLeft');
const kWordRight = Symbol('_wordRight');
const kDeleteLeft = Symbol('_deleteLeft');
const kDeleteRight = Symbol('_deleteRight');
const kDeleteWordLeft = Symbol('_deleteWordLeft');
const kDeleteWordRight = Symbol('_deleteWordRight');
const kDeleteLineLeft = Symbol('_deleteLineLeft');
const kDeleteLineRight = Symbol('_deleteLineRight');
const kSetLine = Symbol('_setLine');
const kQuestionReject = Symbol('_questionReject');
const kSawReturnAt = Symbol('_sawReturnAt');
const kPrompt = Symbol('_prompt');
const kOldPrompt = Symbol('_oldPrompt');
const kQuestionCallback = Symbol('_questionCallback');
const kPreviousKey = Symbol('_previousKey');
const kSubstringSearch = Symbol('kSubstringSearch');
const kIsMultiline = Symbol('_isMultiline');
const kLastCommandErrored = Symbol('_lastCommandErrored');
const kMoveUpOrHistoryPrev = Symbol('moveUpOrHistoryPrev');
const kMoveDownOrHistoryNext = Symbol('moveDownOrHistoryNext');
const kMultilineMove = Symbol('multilineMove');
// A function that colours the line for display (the REPL's input highlighting); the
// line itself stays plain text.
const kHighlight = Symbol('highlight');
const kPastedPlain = Symbol('pastedPlain');
// Text written as it came during a multi-key chunk ({ prefix, pieces }): the screen row
// the cursor is on is worked out from it before the next redraw.
const kRawRun = Symbol('rawRun');
const kSyncRawRows = Symbol('syncRawRows');
// The column a run of Up/Down moves through a multi-line entry started from.
const kWantedColumn = Symbol('wantedColumn');
const kAddNewLineOnTTY = Symbol('addNewLineOnTTY');
// The line, cursor and rows above the cursor when Enter was pressed.
const kBeforeLine = Symbol('beforeLine');
// Private state.
const kLines = Symbol('lineIterator');
const kKillRing = Symbol('killRing');
const kKillRingCursor = Symbol('killRingCursor');
const kYanking = Symbol('yanking');
const kUndoStack = Symbol('undoStack');
const kRedoStack = Symbol('redoStack');
// Back-compat names used below.
const kCrSeenAt = kSawReturnAt;
const kPromptText = kPrompt;
const kPromptBeforeQuestion = kOldPrompt;
const kAnswerTo = kQuestionCallback;
const kFeed = kNormalWrite;

const kPushUndo = Symbol('pushUndo');
const kPushKill = Symbol('pushKill');
const kYank = Symbol('yank');
const kYankPop = Symbol('yankPop');
const kUndo = Symbol('undo');
const kRedo = Symbol('redo');
const kCtrlKey = Symbol('ctrlKey');
const kPlainKey = Symbol('plainKey');
const kSuspend = Symbol('suspend');
const kRejectQuestion = Symbol('rejectQuestion');
const kWriteCode = Symbol('writeCode');
const kNoKey = Object.freeze({ __proto__: null });
const kLineEndGlobal = /\r?\n|\r(?!\n)|\u2028|\u2029/g;

const kMaxKillRing = 32;
const kMaxUndo = 2048;
// Continuation lines of a multi-line entry are drawn after this marker.
const kMultilinePrompt = Symbol('| ');
const kResumeLines = Symbol('resumeLines');

const kMinCrlfDelay = 100;
const kDefaultHistorySize = 30;
// The async iterator pauses the interface when this many lines wait unread.
const kUnreadLimit = 1024;

// The queue statistics events.on() iterators expose (Node's backpressure test reads them).
const kWatermarkData = Symbol.for('nodejs.watermarkData');
// In terminal mode Node decodes keypresses with a decoder kept on the input stream, so a
// character split across two interfaces on the same input survives; we keep ours there too.
const kSharedDecoder = Symbol('readlineSharedDecoder');
// The lines of input chunks being delivered, innermost last: { pieces, next }. A chunk's
// record stays when its delivery never returned nor threw (the engine's "Maximum call
// stack size exceeded" passes every catch and finally), so its other lines can still be
// delivered.
const kDelivering = Symbol('delivering');

const kAnyEnding = /\r\n|\n|\r|\u2028|\u2029/;
const kAsyncIteratorProto =
  Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype);

// Reads the options-object form of the constructor arguments into one record, validating
// in the order Node does.
function readOptions(input, output, completer, terminal, defaults) {
  const opts = {
    input, output, completer, terminal,
    prompt: '> ', crlfDelay: undefined, signal: undefined,
    // Node reads `history` off the first argument even when that is the input stream.
    history: input != null ? input.history : undefined,
    historySize: undefined, removeHistoryDuplicates: false,
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
    opts.removeHistoryDuplicates = !!given.removeHistoryDuplicates;
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

// Terminal mode: keypresses drive the line editor; 'end' delivers the line being edited.
function connectTerminal(rl, input, output) {
  let emitKeypressEvents = require('internal/readline/emitKeypressEvents');
  emitKeypressEvents(input, rl);
  emitKeypressEvents = null;
  const onkeypress = (s, key) => {
    rl[kTtyWrite](s, key);
    if (key && key.sequence) {
      // Half of a surrogate pair: redraw once the whole character is known.
      const c = key.sequence.codePointAt(0);
      if (c >= 0xd800 && c <= 0xdfff) rl[kRefreshLine]();
    }
  };
  const onend = () => {
    if (typeof rl.line === 'string' && rl.line.length > 0) rl.emit('line', rl.line);
    rl.close();
  };
  const onerror = (err) => rl.emit('error', err);
  const onresize = () => rl[kRefreshLine]();
  input.on('error', onerror);
  input.on('keypress', onkeypress);
  input.on('end', onend);
  if (output != null && typeof output.on === 'function') output.on('resize', onresize);
  rl.once('close', () => {
    input.removeListener('keypress', onkeypress);
    input.removeListener('error', onerror);
    input.removeListener('end', onend);
    if (output != null && typeof output.removeListener === 'function') {
      output.removeListener('resize', onresize);
    }
  });
}

// Subscribes the interface to its input; everything is unsubscribed on 'close'.
function connectInput(rl, input) {
  const handlers = {
    data: (chunk) => rl[kFeed](chunk),
    end: () => {
      rl[kResumeLines]();
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
  this[kSawKeyPress] = false;
  this[kPreviousKey] = null;
  this[kSubstringSearch] = null;
  this[kIsMultiline] = false;
  this[kKillRing] = [];
  this[kKillRingCursor] = 0;
  this[kYanking] = false;
  this[kUndoStack] = [];
  this[kRedoStack] = [];
  this[kLastCommandErrored] = false;
  this[kWantedColumn] = -1;
  this.isCompletionEnabled = true;
  this.tabSize = opts.tabSize;
  this.escapeCodeTimeout = opts.escapeCodeTimeout;
  this.setupHistoryManager({
    // The caller's array itself: Node's history adds to it.
    history: opts.history,
    size: opts.historySize,
    removeHistoryDuplicates: opts.removeHistoryDuplicates,
  });
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
    connectTerminal(this, opts.input, opts.output);
    this[kSetRawMode](true);
    this.cursor = 0;
  } else {
    this[kDecoder] = new StringDecoder('utf8');
    connectInput(this, opts.input);
  }
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

// Word boundaries for the word motions: a run of word characters or a run of other
// non-space characters, with the spaces next to it.
const kWordForward = /^(?:\s+|[^\w\s]+|\w+)\s*/;
const kWordDeleteForward = /^(?:\s+|\W+|\w+)\s*/;

const kSpace = /\s/;
const kPlainAscii = /^[\x20-\x7e]*$/;
const kWordChar = /\w/;

// Length of the word ending at `end`: spaces, then a run of word characters or a run of
// other non-space characters (a scan, not a regular expression over a reversed copy:
// lines can be long).
function wordLengthBefore(str, end) {
  let i = end;
  while (i > 0 && kSpace.test(str[i - 1])) i--;
  if (i > 0) {
    const word = kWordChar.test(str[i - 1]);
    while (i > 0 && !kSpace.test(str[i - 1]) && kWordChar.test(str[i - 1]) === word) i--;
  }
  return end - i;
}

// The history state lives in the interface's ReplHistory (internal/repl/history); these
// names read through to it.
const kHistoryAccessors = {
  __proto__: null,
  history: {
    __proto__: null, configurable: true, enumerable: true,
    get() { return this.historyManager.history; },
    set(value) { this.historyManager.history = value; },
  },
  historyIndex: {
    __proto__: null, configurable: true, enumerable: true,
    get() { return this.historyManager.index; },
    set(value) { this.historyManager.index = value; },
  },
  historySize: {
    __proto__: null, configurable: true, enumerable: true,
    get() { return this.historyManager.size; },
  },
  isFlushing: {
    __proto__: null, configurable: true, enumerable: true,
    get() { return this.historyManager.isFlushing; },
  },
};

class Interface extends InterfaceConstructor {
  // A new history (the REPL's setupHistory() calls this with the file to keep it in).
  setupHistoryManager(options) {
    const { ReplHistory } = require('internal/repl/history');
    this.historyManager = new ReplHistory(this, options);
    if (options.onHistoryFileLoaded) this.historyManager.initialize(options.onHistoryFileLoaded);
    Object.defineProperties(this, kHistoryAccessors);
  }

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

  [kSetRawMode](mode) {
    const wasRaw = this.input.isRaw;
    if (typeof this.input.setRawMode === 'function') this.input.setRawMode(mode);
    return wasRaw;
  }

  prompt(preserveCursor) {
    if (this.paused) this.resume();
    if (this.terminal && process.env.TERM !== 'dumb') {
      if (!preserveCursor) this.cursor = 0;
      this[kRefreshLine]();
    } else {
      this[kWriteToOutput](this[kPromptText]);
    }
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

  [kSetLine](line = '') {
    this.line = line;
    this[kIsMultiline] = line.includes('\n');
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

  // Adds this.line to the history (see ReplHistory.addHistory) and returns the line to
  // deliver.
  [kAddHistory]() {
    return this.historyManager.addHistory(this[kIsMultiline], this[kLastCommandErrored]);
  }

  // Redraws prompt and line from the start of the prompt, then puts the cursor back. Each
  // control sequence is its own write, as Node does (tests compare the chunks).
  [kRefreshLine]() {
    this[kSyncRawRows]();
    const end = this[kGetDisplayPos](this[kPromptText] + this.line);
    const cursorPos = this.getCursorPos();
    const prevRows = this.prevRows || 0;
    if (prevRows > 0) this[kWriteCode](moveCursorCode(0, -prevRows));
    this[kWriteCode](cursorToCode(0));
    this[kWriteCode](CSI.kClearScreenDown);
    const paint = this[kHighlight];
    if (this[kIsMultiline]) {
      const lines = this.line.split('\n');
      const shown = typeof paint === 'function' ? lines.map(paint) : lines;
      this[kWriteToOutput](this[kPromptText] + shown[0]);
      for (let i = 1; i < shown.length; i++) {
        this[kWriteToOutput](`\n${kMultilinePrompt.description}${shown[i]}`);
      }
    } else {
      this[kWriteToOutput](this[kPromptText] +
        (typeof paint === 'function' ? paint(this.line) : this.line));
    }
    // At column 0 the terminal has not wrapped yet: force it to.
    if (end.cols === 0) this[kWriteToOutput](' ');
    this[kWriteCode](cursorToCode(cursorPos.cols));
    const up = end.rows - cursorPos.rows;
    if (up > 0) this[kWriteCode](moveCursorCode(0, -up));
    this.prevRows = cursorPos.rows;
  }

  // After text written as it came (a paste) the cursor may have wrapped to rows below the
  // one the last redraw left it on; as Node redraws on every wrap, the redraw has to
  // start from the prompt's row. A terminal that has just filled the last column waits
  // to wrap until the next character, so the cursor is still on that row.
  [kSyncRawRows]() {
    const run = this[kRawRun];
    if (run === undefined) return;
    this[kRawRun] = undefined;
    const written = run.pieces.join('');
    const pos = this[kGetDisplayPos](run.prefix + written);
    const pendingWrap = pos.cols === 0 && pos.rows > 0 && !written.endsWith('\n');
    this.prevRows = pos.rows - (pendingWrap ? 1 : 0);
  }

  // Cursor sequences go straight to the output (not through _writeToOutput, which
  // subclasses may override to filter text).
  [kWriteCode](code) {
    if (code !== '' && this.output != null) this.output.write(code);
  }

  close() {
    if (this.closed) return;
    this.pause();
    if (this.terminal) this[kSetRawMode](false);
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

  write(data, key) {
    if (this.closed) throw new ERR_USE_AFTER_CLOSE('readline');
    if (this.paused) this.resume();
    if (this.terminal) this[kTtyWrite](data, key);
    else this[kNormalWrite](data);
  }

  // One chunk of input (Buffer or string) into lines.
  [kNormalWrite](chunk) {
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
    const record = { pieces, next: 0 };
    const stack = this[kDelivering] ??= [];
    stack.push(record);
    try {
      while (record.next < pieces.length) this[kOnLine](pieces[record.next++]);
    } catch (err) {
      // A throwing 'line' listener drops the chunk's other lines, as in Node.
      stack.pop();
      throw err;
    }
    stack.pop();
  }

  // Delivers the lines left behind by a delivery that never returned.
  [kResumeLines]() {
    const stack = this[kDelivering];
    while (stack !== undefined && stack.length > 0 && !this.closed) {
      const record = stack[stack.length - 1];
      if (record.next >= record.pieces.length) {
        stack.pop();
        continue;
      }
      this[kOnLine](record.pieces[record.next++]);
    }
  }

  [kPushUndo](text, cursor) {
    if (this[kUndoStack].push({ text, cursor }) > kMaxUndo) this[kUndoStack].shift();
  }

  [kInsertString](c) {
    this[kPushUndo](this.line, this.cursor);
    const before = this.line.slice(0, this.cursor);
    const after = this.line.slice(this.cursor);
    if (!this.isCompletionEnabled && typeof this[kHighlight] === 'function') {
      // Part of a multi-key chunk (a paste) on a colouring REPL: Node 26 redraws the whole
      // line for every key, so the colours are right at once.
      this.line = before + c + after;
      this.cursor += c.length;
      this[kRefreshLine]();
      return;
    }
    if (!this.isCompletionEnabled) {
      // Part of a multi-key chunk (a paste): no redraw per key.
      if (this[kRawRun] === undefined) {
        this[kRawRun] = { prefix: this[kPromptText] + before, pieces: [] };
      }
      this[kRawRun].pieces.push(c);
      this.line = before + c + after;
      this.cursor += c.length;
      this[kWriteToOutput](c);
      if (typeof this[kHighlight] === 'function') this[kPastedPlain] = true;
      return;
    }
    if (after.length > 0) {
      this[kSetLine](before + c + after);
      this.cursor += c.length;
      this[kRefreshLine]();
      return;
    }
    const oldPos = this.getCursorPos();
    this.line += c;
    this.cursor += c.length;
    const newPos = this.getCursorPos();
    // A highlighted line is redrawn whole: a key can change the colour of what is before it.
    if (oldPos.rows < newPos.rows || typeof this[kHighlight] === 'function') {
      this[kRefreshLine]();
    } else {
      this[kWriteToOutput](c);
    }
  }

  // Promise form (readline/promises): the completer may return the result or a promise.
  async [kTabComplete](lastKeypressWasTab) {
    this.pause();
    const upToCursor = this.line.slice(0, this.cursor);
    let value;
    try {
      value = await this.completer(upToCursor);
    } catch (err) {
      this[kWriteToOutput](`Tab completion error: ${lazyInspect().inspect(err)}`);
      return;
    } finally {
      this.resume();
    }
    this[kTabCompleter](lastKeypressWasTab, value);
  }

  // Applies a completer result [candidates, completedPart]: inserts what all candidates
  // share; on a second Tab with nothing to add, lists them in columns under the line.
  [kTabCompleter](lastKeypressWasTab, result) {
    const candidates = result[0];
    const completeOn = result[1];
    if (!candidates || candidates.length === 0) return;
    const prefix = commonPrefix(candidates.filter((c) => c !== ''));
    if (prefix.startsWith(completeOn) && prefix.length > completeOn.length) {
      this[kInsertString](prefix.slice(completeOn.length));
      return;
    }
    if (!completeOn.startsWith(prefix)) {
      // The candidates replace (rather than extend) what was typed.
      this[kSetLine](this.line.slice(0, this.cursor - completeOn.length) + prefix +
                     this.line.slice(this.cursor));
      this.cursor = this.cursor - completeOn.length + prefix.length;
      this[kRefreshLine]();
      return;
    }
    if (!lastKeypressWasTab) return;
    this[kPushUndo](this.line, this.cursor);
    const { getStringWidth } = lazyInspect();
    const widths = candidates.map((c) => getStringWidth(c));
    const cell = Math.max.apply(null, widths) + 2;
    let perRow = Math.floor(this.columns / cell) || 1;
    if (perRow === Infinity) perRow = 1;
    let text = '\r\n';
    let inRow = 0;
    let pad = 0;
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i];
      // '' separates groups of candidates.
      if (c === '' || inRow === perRow) {
        text += '\r\n';
        inRow = 0;
        pad = 0;
      } else {
        text += ' '.repeat(pad);
      }
      if (c === '') {
        text += '\r\n';
      } else {
        text += c;
        pad = cell - widths[i];
        inRow++;
      }
    }
    if (inRow !== 0) text += '\r\n\r\n';
    this[kWriteToOutput](text);
    this[kRefreshLine]();
  }

  [kWordLeft]() {
    if (this.cursor === 0) return;
    this[kMoveCursor](-wordLengthBefore(this.line, this.cursor));
  }

  [kWordRight]() {
    if (this.cursor >= this.line.length) return;
    const m = kWordForward.exec(this.line.slice(this.cursor));
    this[kMoveCursor](m[0].length);
  }

  [kDeleteLeft]() {
    if (this.cursor === 0 || this.line.length === 0) return;
    this[kPushUndo](this.line, this.cursor);
    const n = charLengthLeft(this.line, this.cursor);
    this.line = this.line.slice(0, this.cursor - n) + this.line.slice(this.cursor);
    this.cursor -= n;
    this[kRefreshLine]();
  }

  [kDeleteRight]() {
    if (this.cursor >= this.line.length) return;
    this[kPushUndo](this.line, this.cursor);
    const n = charLengthAt(this.line, this.cursor);
    this.line = this.line.slice(0, this.cursor) + this.line.slice(this.cursor + n);
    this[kRefreshLine]();
  }

  [kDeleteWordLeft]() {
    if (this.cursor === 0) return;
    this[kPushUndo](this.line, this.cursor);
    const kept = this.line.slice(0, this.cursor - wordLengthBefore(this.line, this.cursor));
    this.line = kept + this.line.slice(this.cursor);
    this.cursor = kept.length;
    this[kRefreshLine]();
  }

  [kDeleteWordRight]() {
    if (this.cursor >= this.line.length) return;
    this[kPushUndo](this.line, this.cursor);
    const after = this.line.slice(this.cursor);
    const m = kWordDeleteForward.exec(after);
    this.line = this.line.slice(0, this.cursor) + after.slice(m[0].length);
    this[kRefreshLine]();
  }

  [kDeleteLineLeft]() {
    this[kPushUndo](this.line, this.cursor);
    const killed = this.line.slice(0, this.cursor);
    this[kSetLine](this.line.slice(this.cursor));
    this.cursor = 0;
    this[kPushKill](killed);
    this[kRefreshLine]();
  }

  [kDeleteLineRight]() {
    this[kPushUndo](this.line, this.cursor);
    const killed = this.line.slice(this.cursor);
    this[kSetLine](this.line.slice(0, this.cursor));
    this[kPushKill](killed);
    this[kRefreshLine]();
  }

  [kPushKill](text) {
    if (!text || text === this[kKillRing][0]) return;
    this[kKillRing].unshift(text);
    this[kKillRingCursor] = 0;
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    if (this[kKillRing].length > kMaxKillRing) this[kKillRing]['length'] = kMaxKillRing;
  }

  // Ctrl+Y pastes the newest killed text; Meta+Y right after swaps it for older ones.
  [kYank]() {
    if (this[kKillRing].length === 0) return;
    this[kYanking] = true;
    this[kInsertString](this[kKillRing][this[kKillRingCursor]]);
  }

  [kYankPop]() {
    if (!this[kYanking] || this[kKillRing].length < 2) return;
    const ring = this[kKillRing];
    const previous = ring[this[kKillRingCursor]];
    this[kKillRingCursor] = (this[kKillRingCursor] + 1) % ring.length;
    const next = ring[this[kKillRingCursor]];
    const head = this.line.slice(0, this.cursor - previous.length);
    this[kSetLine](head + next + this.line.slice(this.cursor));
    this.cursor = head.length + next.length;
    this[kRefreshLine]();
  }

  [kUndo]() {
    if (this[kUndoStack].length === 0) return;
    this[kRedoStack].push({ text: this.line, cursor: this.cursor });
    const entry = this[kUndoStack].pop();
    this[kSetLine](entry.text);
    this.cursor = entry.cursor;
    this[kRefreshLine]();
  }

  [kRedo]() {
    if (this[kRedoStack].length === 0) return;
    this[kUndoStack].push({ text: this.line, cursor: this.cursor });
    const entry = this[kRedoStack].pop();
    this[kSetLine](entry.text);
    this.cursor = entry.cursor;
    this[kRefreshLine]();
  }

  // Moves the output cursor past the current line, starts a new one and forgets the line.
  clearLine() {
    this[kMoveCursor](+Infinity);
    this[kWriteToOutput]('\r\n');
    this[kSetLine]('');
    this.cursor = 0;
    this.prevRows = 0;
    this[kRawRun] = undefined;
  }

  // Enter: the edited line goes into the history and is delivered.
  [kLine]() {
    this[kSyncRawRows]();
    this[kBeforeLine] = { line: this.line, cursor: this.cursor, prevRows: this.prevRows || 0 };
    // Pasted text is written as it comes; a highlighted line gets its colours once, here.
    if (this[kPastedPlain]) {
      this[kPastedPlain] = false;
      this[kRefreshLine]();
    }
    const line = this[kAddHistory]();
    this[kUndoStack] = [];
    this[kRedoStack] = [];
    this.clearLine();
    this[kOnLine](line);
  }

  // After Enter on input that is not finished yet (a terminal REPL): the line comes back
  // with a line break where the cursor was, and editing goes on on the next row behind
  // the '| ' marker. The whole entry is redrawn from the row its prompt is on.
  [kAddNewLineOnTTY]() {
    const before = this[kBeforeLine];
    if (before === undefined) return;
    this[kBeforeLine] = undefined;
    // clearLine() left the cursor on the row under the end of the entry.
    const end = this[kGetDisplayPos](this[kPromptText] + before.line);
    const text = `${before.line.slice(0, before.cursor)}\n${before.line.slice(before.cursor)}`;
    this[kSetLine](text);
    this.cursor = before.cursor + 1;
    this.prevRows = end.rows + 1;
    this[kRefreshLine]();
  }

  // Newer entries (Down). With a substring search active only entries starting with it
  // are visited, skipping ones equal to the current line; past the newest the search text
  // itself comes back.
  [kHistoryNext]() {
    const manager = this.historyManager;
    if (!manager.canNavigateToNext()) return;
    this[kPushUndo](this.line, this.cursor);
    this[kSetLine](manager.navigateToNext(this[kSubstringSearch]));
    this.cursor = this.line.length;
    this[kRefreshLine]();
  }

  // Up and Down move between the lines of a multi-line entry, and through the history
  // from its first (Up) or last (Down) line.
  [kMoveUpOrHistoryPrev]() {
    if (this[kIsMultiline] && this.line.lastIndexOf('\n', this.cursor - 1) !== -1) {
      this[kMultilineMove](-1);
      return;
    }
    this[kWantedColumn] = -1;
    this[kHistoryPrev]();
  }

  [kMoveDownOrHistoryNext]() {
    if (this[kIsMultiline] && this.line.indexOf('\n', this.cursor) !== -1) {
      this[kMultilineMove](1);
      return;
    }
    this[kWantedColumn] = -1;
    this[kHistoryNext]();
  }

  // To the same column of the line above or below, or that line's end when it is shorter;
  // the column left behind is kept for the next move while moves go on.
  [kMultilineMove](direction) {
    const line = this.line;
    const start = line.lastIndexOf('\n', this.cursor - 1) + 1;
    let column = this.cursor - start;
    if (this[kWantedColumn] > column) column = this[kWantedColumn];
    let targetStart;
    let targetEnd;
    if (direction < 0) {
      targetEnd = start - 1;
      targetStart = line.lastIndexOf('\n', targetEnd - 1) + 1;
    } else {
      targetStart = line.indexOf('\n', this.cursor) + 1;
      targetEnd = line.indexOf('\n', targetStart);
      if (targetEnd === -1) targetEnd = line.length;
    }
    const length = targetEnd - targetStart;
    this[kWantedColumn] = column > length ? column : -1;
    this[kMoveCursor](targetStart + Math.min(column, length) - this.cursor);
  }

  // Older entries (Up).
  [kHistoryPrev]() {
    const manager = this.historyManager;
    if (!manager.canNavigateToPrevious()) return;
    this[kPushUndo](this.line, this.cursor);
    this[kSetLine](manager.navigateToPrevious(this[kSubstringSearch]));
    this.cursor = this.line.length;
    this[kRefreshLine]();
  }

  // Column and row where `str` ends on screen: wide characters take two columns (never
  // split over a row end), tabs stop at multiples of tabSize, escape sequences take none.
  [kGetDisplayPos](str) {
    const columns = this.columns;
    // Printable ASCII (the usual line) is one column per character.
    if (kPlainAscii.test(str)) {
      const cols = str.length % columns;
      return { cols, rows: (str.length - cols) / columns };
    }
    const { getStringWidth, stripVTControlCharacters } = lazyInspect();
    let offset = 0;
    let rows = 0;
    str = stripVTControlCharacters(str);
    for (const ch of str) {
      if (ch === '\n') {
        rows += Math.ceil(offset / columns) || 1;
        offset = this[kIsMultiline] ? kMultilinePrompt.description.length : 0;
        continue;
      }
      if (ch === '\t') {
        offset += this.tabSize - (offset % this.tabSize);
        continue;
      }
      const width = getStringWidth(ch, false);
      if (width === 0 || width === 1) {
        offset += width;
      } else {
        if ((offset + 1) % columns === 0) offset++;
        offset += 2;
      }
    }
    const cols = offset % columns;
    rows += (offset - cols) / columns;
    return { cols, rows };
  }

  getCursorPos() {
    return this[kGetDisplayPos](this[kPromptText] + this.line.slice(0, this.cursor));
  }

  // Moves the cursor by dx (clamped to the line); redraws only when the row changes.
  [kMoveCursor](dx) {
    if (dx === 0) return;
    const oldPos = this.getCursorPos();
    this.cursor = Math.min(Math.max(this.cursor + dx, 0), this.line.length);
    const newPos = this.getCursorPos();
    if (oldPos.rows === newPos.rows) {
      this[kWriteCode](moveCursorCode(newPos.cols - oldPos.cols, 0));
    } else {
      this[kRefreshLine]();
    }
  }

  // One keypress in terminal mode.
  [kTtyWrite](s, key) {
    const previousKey = this[kPreviousKey];
    key = key || kNoKey;
    this[kPreviousKey] = key;
    if (key.name !== 'up' && key.name !== 'down') this[kWantedColumn] = -1;
    if (!key.meta || key.name !== 'y') this[kYanking] = false;

    // Up/Down without modifiers search the history for entries starting with what was
    // typed before the cursor; any other key ends that search.
    if ((key.name === 'up' || key.name === 'down') && !key.ctrl && !key.meta && !key.shift) {
      if (this[kSubstringSearch] === null && !this[kIsMultiline]) {
        this[kSubstringSearch] = this.line.slice(0, this.cursor);
      }
    } else if (this[kSubstringSearch] !== null) {
      this[kSubstringSearch] = null;
      if (this.history.length === this.historyIndex) this.historyIndex = -1;
    }

    // Ctrl+_ undoes, Ctrl+^ redoes.
    if (typeof key.sequence === 'string') {
      const c = key.sequence.codePointAt(0);
      if (c === 0x1f) {
        this[kUndo]();
        return;
      }
      if (c === 0x1e) {
        this[kRedo]();
        return;
      }
    }
    if (key.name === 'escape') return;
    // The end of a bracketed paste: the pasted text gets its colours now.
    if (key.name === 'paste-end') {
      if (this[kPastedPlain]) {
        this[kPastedPlain] = false;
        this[kRefreshLine]();
      }
      return;
    }

    if (key.ctrl && key.shift) {
      if (key.name === 'backspace') this[kDeleteLineLeft]();
      else if (key.name === 'delete') this[kDeleteLineRight]();
    } else if (key.ctrl) {
      this[kCtrlKey](key);
    } else if (key.meta) {
      switch (key.name) {
        case 'b': this[kWordLeft](); break;
        case 'f': this[kWordRight](); break;
        case 'd':
        case 'delete': this[kDeleteWordRight](); break;
        case 'backspace': this[kDeleteWordLeft](); break;
        case 'y': this[kYankPop](); break;
      }
    } else {
      this[kPlainKey](s, key, previousKey);
    }
  }

  [kCtrlKey](key) {
    switch (key.name) {
      case 'c':
        if (this.listenerCount('SIGINT') > 0) {
          this.emit('SIGINT');
        } else {
          this.close();
          this[kRejectQuestion]('Aborted with Ctrl+C');
        }
        break;
      case 'h': this[kDeleteLeft](); break;
      case 'd':
        if (this.cursor === 0 && this.line.length === 0) {
          this.close();
          this[kRejectQuestion]('Aborted with Ctrl+D');
        } else if (this.cursor < this.line.length) {
          this[kDeleteRight]();
        }
        break;
      case 'u': this[kDeleteLineLeft](); break;
      case 'k': this[kDeleteLineRight](); break;
      case 'a': this[kMoveCursor](-Infinity); break;
      case 'e': this[kMoveCursor](+Infinity); break;
      case 'b': this[kMoveCursor](-charLengthLeft(this.line, this.cursor)); break;
      case 'f': this[kMoveCursor](+charLengthAt(this.line, this.cursor)); break;
      case 'l':
        this[kWriteCode](cursorToCode(0, 0));
        this[kWriteCode](CSI.kClearScreenDown);
        this[kRefreshLine]();
        break;
      case 'n': this[kHistoryNext](); break;
      case 'p': this[kHistoryPrev](); break;
      case 'y': this[kYank](); break;
      case 'z': this[kSuspend](); break;
      case 'w':
      case 'backspace': this[kDeleteWordLeft](); break;
      case 'delete': this[kDeleteWordRight](); break;
      case 'left': this[kWordLeft](); break;
      case 'right': this[kWordRight](); break;
    }
  }

  // Ctrl+Z: 'SIGTSTP' listeners decide; without any the process stops itself and, on
  // SIGCONT, the interface re-enters raw mode, redraws and emits 'SIGCONT'.
  [kSuspend]() {
    if (process.platform === 'win32') return;
    if (this.listenerCount('SIGTSTP') > 0) {
      this.emit('SIGTSTP');
      return;
    }
    process.once('SIGCONT', () => {
      if (!this.paused) {
        this.pause();
        this.emit('SIGCONT');
      }
      this[kSetRawMode](true);
      this[kRefreshLine]();
    });
    this[kSetRawMode](false);
    process.kill(process.pid, 'SIGTSTP');
  }

  [kRejectQuestion](message) {
    const reject = this[kQuestionReject];
    if (typeof reject !== 'function') return;
    const { AbortError } = require('internal/errors');
    reject(new AbortError(message));
  }

  [kPlainKey](s, key, previousKey) {
    // A \r only matters when a \n follows it immediately.
    if (this[kCrSeenAt] && key.name !== 'enter') this[kCrSeenAt] = 0;
    switch (key.name) {
      case 'return':
        this[kCrSeenAt] = Date.now();
        this[kLine]();
        return;
      case 'enter':
        if (this[kCrSeenAt] === 0 || Date.now() - this[kCrSeenAt] > this.crlfDelay) {
          this[kLine]();
        }
        this[kCrSeenAt] = 0;
        return;
      case 'backspace': this[kDeleteLeft](); return;
      case 'delete': this[kDeleteRight](); return;
      case 'left': this[kMoveCursor](-charLengthLeft(this.line, this.cursor)); return;
      case 'right': this[kMoveCursor](+charLengthAt(this.line, this.cursor)); return;
      case 'home': this[kMoveCursor](-Infinity); return;
      case 'end': this[kMoveCursor](+Infinity); return;
      case 'up': this[kMoveUpOrHistoryPrev](); return;
      case 'down': this[kMoveDownOrHistoryNext](); return;
      case 'tab':
        if (typeof this.completer === 'function' && this.isCompletionEnabled) {
          this[kTabComplete](previousKey != null && previousKey.name === 'tab');
          return;
        }
        break;
    }
    if (typeof s !== 'string' || s === '') return;
    // Text (possibly several lines when written at once): each line end submits a line.
    let from = 0;
    kLineEndGlobal.lastIndex = 0;
    let m;
    while ((m = kLineEndGlobal.exec(s)) !== null) {
      this[kInsertString](s.slice(from, m.index));
      from = kLineEndGlobal.lastIndex;
      this[kLine]();
      kLineEndGlobal.lastIndex = from;
    }
    this[kInsertString](s.slice(from));
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
  kAddNewLineOnTTY,
  InterfaceConstructor,
  kAddHistory,
  kDecoder,
  kDeleteLeft,
  kDeleteLineLeft,
  kDeleteLineRight,
  kDeleteRight,
  kDeleteWordLeft,
  kDeleteWordRight,
  kGetDisplayPos,
  kHighlight,
  kHistoryNext,
  kHistoryPrev,
  kInsertString,
  kIsMultiline,
  kLastCommandErrored,
  kLine,
  kLineBuffer,
  kLine_buffer: kLineBuffer,
  kMoveCursor,
  kMultilinePrompt,
  kNormalWrite,
  kOldPrompt,
  kOnLine,
  kResumeLines,
  kPreviousKey,
  kPrompt,
  kQuestion,
  kQuestionCallback,
  kQuestionCancel,
  kQuestionReject,
  kRefreshLine,
  kSawKeyPress,
  kSawReturnAt,
  kSetLine,
  kSetRawMode,
  kSubstringSearch,
  kTabComplete,
  kTabCompleter,
  kTtyWrite,
  kWordLeft,
  kWordRight,
  kWriteToOutput,
};
