'use strict';
// internal/repl/server: REPLServer, a readline Interface that evaluates each line.
//
// Flow: 'line' -> [kOnReplLine]: REPL commands (.help, .exit, ...) run directly; other
// input joins this[kBuffered] (the lines of an unfinished statement) and goes to
// this.eval(code, context, 'REPLn', finish). The default evaluator compiles with
// vm.Script: a SyntaxError that only means "input not finished" becomes a Recoverable and
// the REPL asks for more (on a terminal the line editor keeps the entry and adds a row
// behind '| ', as Node 26 does; otherwise with the '| ' prompt); input with top-level
// await is rewritten into an async function (internal/repl/utils) and its promise
// awaited; meanwhile keys wait and Ctrl+C may give up the wait (breakEvalOnSigint).
// finish() prints the result with the writer (util.inspect) or "Uncaught ..." for a throw,
// keeps `_` and `_error` up to date and shows the prompt again.
//
// On a terminal, keys pass the reverse history search (internal/repl/reverse_search) and
// the previews (internal/repl/preview) before the line editor.
//
// The code runs in a vm context holding copies of the main realm's globals plus
// require/module, or in the main realm itself with useGlobal (as the CLI REPL does).

const { Interface } = require('readline');
const { indexed } = require('internal/readline/utils');
const {
  kMultilinePrompt, kHighlight, kAddNewLineOnTTY, kLastCommandErrored, kResumeLines,
} = require('internal/readline/interface');
const {
  codes: { ERR_INVALID_REPL_EVAL_CONFIG },
} = require('internal/errors');
const { isRecoverableError, wrapTopLevelAwait, globalizeDeclarations, v8ParseMessage } =
  require('internal/repl/utils');

const kBuffered = Symbol('bufferedCommand');
const kOnReplLine = Symbol('onLine');
const kSawSigint = Symbol('sawSIGINT');
const kLoading = Symbol('loading');
// Editor mode was ended with Ctrl+D: unfinished input is then an error, not a reason to
// ask for more.
const kSawCtrlD = Symbol('sawCtrlD');
// The terminal's raw mode to put back when a run ends. The engine's "Maximum call stack
// size exceeded" passes by every catch and finally on its way out, up to the
// uncaught-error route, which then puts the mode back instead.
const kRawModeAfterRun = Symbol('rawModeAfterRun');
// Set by the CLI: this REPL owns the process (see kReportError and the error routing).
const kStandaloneRepl = Symbol('standaloneRepl');
// While a top-level await is pending the REPL takes no keys: they wait in kPausedInput
// (with whether completion was on) and are replayed once the result is shown, as is a
// close of the input. Ctrl+C still gets through when it may interrupt the wait.
const kPaused = Symbol('paused');
const kPausedInput = Symbol('pausedInput');
const kSigintTasks = Symbol('sigintTasks');

let replShared;
function shared() {
  // The repl module's public pieces (modes, writer, Recoverable), loaded after it.
  replShared ??= require('repl');
  return replShared;
}

let nextResource = 0;
function nextResourceName() {
  return `REPL${++nextResource}`;
}

// Own global names of a fresh context: the engine's built-ins, which a REPL context must
// not take over from the main realm.
let contextBuiltins;
function builtinNames() {
  if (contextBuiltins === undefined) {
    const vm = require('vm');
    const probe = vm.createContext();
    contextBuiltins = new Set(vm.runInContext('Object.getOwnPropertyNames(globalThis)', probe));
  }
  return contextBuiltins;
}

function REPLServer(prompt, stream, eval_, useGlobal, ignoreUndefined, replMode) {
  // A class in Node 26 (calling it without `new` reached its end of life, DEP0185).
  if (new.target === undefined) {
    throw new TypeError('Class constructor REPLServer cannot be invoked without \'new\'');
  }
  let options;
  if (prompt !== null && typeof prompt === 'object') {
    options = { ...prompt };
    stream = options.stream || options.socket;
    eval_ = options.eval;
    useGlobal = options.useGlobal;
    ignoreUndefined = options.ignoreUndefined;
    prompt = options.prompt;
    replMode = options.replMode;
  } else {
    options = {};
  }
  let { input, output } = options;
  if (!input && !output) {
    stream ||= process;
    if (stream.stdin && stream.stdout) {
      input = stream.stdin;
      output = stream.stdout;
    } else {
      input = stream;
      output = stream;
    }
  }
  if (options.breakEvalOnSigint && eval_) {
    // Node refuses the combination: a custom evaluator cannot be interrupted.
    throw new ERR_INVALID_REPL_EVAL_CONFIG();
  }
  const { REPL_MODE_SLOPPY } = shared();

  this.useGlobal = !!useGlobal;
  this.ignoreUndefined = !!ignoreUndefined;
  this.replMode = replMode || REPL_MODE_SLOPPY;
  this.underscoreAssigned = false;
  this.last = undefined;
  this.underscoreErrAssigned = false;
  this.lastError = undefined;
  this.breakEvalOnSigint = !!options.breakEvalOnSigint;
  // Completion may read directories (require('./..., fs.readFile('...) only when asked to.
  this.allowBlockingCompletions = !!options.allowBlockingCompletions;
  this.editorMode = false;
  this.inputStream = input;
  this.outputStream = output;
  this[kBuffered] = '';
  this[kSawSigint] = false;
  this[kLoading] = false;
  this[kPaused] = false;
  this[kPausedInput] = [];
  this[kSigintTasks] = new Set();
  this._initialPrompt = prompt !== undefined ? prompt : '> ';

  const self = this;
  this.eval = eval_ || defaultEval;
  this._defaultEval = eval_ === undefined;

  let terminal = options.terminal;
  if (terminal === undefined && output != null) terminal = !!output.isTTY;
  Interface.call(this, {
    input,
    output,
    completer: options.completer || ((line, cb) => require('internal/repl/completion')
      .complete(self, line, self.editorMode ? self.completeOnEditorMode(cb) : cb)),
    terminal,
    historySize: options.historySize,
    prompt: this._initialPrompt,
  });

  this.resetContext();
  this.commands = { __proto__: null };
  defineDefaultCommands(this);

  let useColors = options.useColors;
  if (useColors === undefined) {
    // Only a terminal REPL colours by default (NODE_NO_READLINE turns colours off with the
    // line editing); then shouldColorize() decides, FORCE_COLOR included.
    useColors = this.terminal && require('internal/util/colors').shouldColorize(output);
  }
  this.useColors = !!useColors;
  // Input is coloured as it is typed on a colour terminal (Node 26.8+), in the styles of
  // util.inspect; TERM=dumb turns it off.
  if (this.useColors && this.terminal && process.env.TERM !== 'dumb') {
    this[kHighlight] = require('internal/repl/highlight').highlight;
  }
  const { writer } = shared();
  this.writer = options.writer || writer;
  // Like Node, the shared default writer takes this REPL's colour setting.
  if (this.writer === writer) writer.options.colors = this.useColors;

  // Errors that escape the input asynchronously (timers, ticks, rejected promises) are
  // reported by the REPL the input was typed into, and the session goes on. In a REPL a
  // program started, the input may not add 'uncaughtException' listeners: they would
  // take the program's errors too.
  this[kStandaloneRepl] = options[kStandaloneRepl] === true;
  this[kInputNames] = [];
  // What the input's async context holds: a small record (timers and promises made by
  // the input carry it, and show it when inspected), not the server itself; a plain
  // object, as Node's.
  this[kOwnerToken] = { replServer: this };
  routeUncaughtErrors();
  // Errors stay the REPL's until it exits: a close of the input while a top-level await
  // is pending waits for the result, and errors meanwhile are still reported.
  this[kExited] = false;
  this.once('exit', () => {
    this[kExited] = true;
  });
  if (this[kStandaloneRepl]) {
    standaloneServers.add(this);
    this.once('exit', () => standaloneServers.delete(this));
  } else {
    guardUncaughtListeners(+1);
    this.once('exit', () => guardUncaughtListeners(-1));
  }
  this.once('exit', () => {
    for (const name of indexed(this[kInputNames])) inputOwners.delete(name);
    this[kInputNames] = [];
  });
  this.on('close', () => {
    if (this[kPaused]) {
      this[kPausedInput].push(null);
      return;
    }
    this.emit('exit');
  });
  this.on('SIGINT', () => this[kOnSigint]());
  this.on('line', (cmd) => this[kOnReplLine](cmd));
  this.on('SIGCONT', () => this.displayPrompt(true));

  // Previews (internal/repl/preview) and editor mode sit in front of the line editor.
  const preview = this.terminal &&
    (options.preview !== undefined ? !!options.preview : eval_ === undefined);
  const { showPreview, clearPreview } = require('internal/repl/preview').setupPreview(
    this, preview, () => this[kBuffered].length > 0, (name) => lexicalValue(this, name));
  const { reverseSearch } = require('internal/repl/reverse_search').setupReverseSearch(this);
  // The line editor the Interface set up: on a dumb terminal (TERM=dumb) one that only
  // appends what is typed, with no completion, history keys or redrawing.
  const ttyWrite = this._ttyWrite;
  const editorKeys = (d, key) => {
    key = key || {};
    if (this[kPaused] && !(this.breakEvalOnSigint && key.ctrl && key.name === 'c')) {
      this[kPausedInput].push({ d, key, completion: this.isCompletionEnabled });
      return;
    }
    if (!this.editorMode) {
      // The line is left before the REPL closes, as in Node.
      if (key.ctrl && key.name === 'd' && this.cursor === 0 && this.line.length === 0) {
        this.clearLine();
      }
      clearPreview(key);
      if (!reverseSearch(d, key)) {
        ttyWrite.call(this, d, key);
        showPreview(key.name !== 'escape');
      }
      return;
    }
    if (key.ctrl && !key.shift) {
      if (key.name === 'd') {
        // Ctrl+D ends editor mode and runs what was typed.
        turnOffEditorMode(this);
        this[kSawCtrlD] = true;
        ttyWrite.call(this, d, { name: 'return' });
        return;
      }
      if (key.name === 'n' || key.name === 'p') return;
    } else if (key.name === 'up' || key.name === 'down') {
      return;
    } else if (key.name === 'tab') {
      // No listing on a second Tab in editor mode.
      this._previousKey = null;
    }
    return ttyWrite.call(this, d, key);
  };
  this._ttyWrite = editorKeys;

  this.displayPrompt();
}
Object.setPrototypeOf(REPLServer.prototype, Interface.prototype);
Object.setPrototypeOf(REPLServer, Interface);

// The default evaluator: compile (object-literal-looking input first as an expression),
// ask for more input on an unfinished statement, run in the context or the main realm,
// await top-level await.
function defaultEval(code, context, file, cb) {
  // An empty line has no result to print (a line of spaces has: undefined).
  if (code === '\n') {
    cb(null);
    return;
  }
  const vm = require('vm');
  const { REPL_MODE_STRICT, Recoverable } = shared();
  // A terminal delivers the lines of a multi-line entry joined by '\r', as Node does: the
  // engine reads them as line breaks and runs them as typed, and the REPL's own readings
  // of the input (same offsets) see '\n'.
  const typed = code;
  code = code.replace(/\r/g, '\n');
  let source = typed;
  let lexicalDeclarations = [];
  let awaitPromise = false;
  let script;
  const strictPrefix = this.replMode === REPL_MODE_STRICT ? '\'use strict\'; void 0;\n' : '';

  // The strict prefix is a line of its own: a parse error's line is counted in what was
  // typed (runtime frames keep the prefix's line, as in Node).
  const compile = (text) => {
    try {
      return new vm.Script(strictPrefix + text, { filename: file });
    } catch (err) {
      throw strictPrefix === '' ? err : shiftErrorLine(err, -1);
    }
  };

  if (/^\s*\{/.test(code) && !/;\s*$/.test(code)) {
    // `{ a: 1 }` reads better as an object than as a block; a closing `;` asks for the
    // statement (`{ a: 1 };` is a block with a label, as Node reads it).
    try {
      script = compile(`(${typed.trim()})\n`);
    } catch {
      script = undefined;
    }
  }
  if (script === undefined) {
    let compileError;
    if (this.useGlobal) {
      // The main realm takes top-level lexical declarations only once per script name
      // (an engine limit): they become assignments to hoisted vars there. A name that
      // is already a global (or was declared before) cannot be shadowed that way.
      const clash = lexicalClash(this, code);
      if (clash !== null) {
        cb(clash);
        return;
      }
      const rewritten = globalizeDeclarations(code);
      if (rewritten !== null) {
        // Syntax errors (and unfinished input) are found in what was typed: their
        // positions and wording are about it, not about the rewrite.
        // Inside a block: compiling a top-level declaration would already declare it.
        try {
          compile(`{\n${code}\n}`);
        } catch (err) {
          const line = / at line (\d+), col \d+/.exec(`${err.message}`);
          const atBlockEnd = line !== null && Number(line[1]) === code.split('\n').length + 2;
          compileError = shiftErrorLine(err, -1);
          // The block's own `}` can make unfinished input (`[1,`) look wrong: without it,
          // unfinished input ends abruptly.
          if (atBlockEnd && !isRecoverableError(err, code)) {
            try {
              compile(`{\n${code}`);
            } catch (open) {
              if (isRecoverableError(open, code)) compileError = open;
            }
          }
        }
        if (compileError === undefined) {
          source = rewritten.source;
          lexicalDeclarations = rewritten.lexical;
        }
      }
    }
    if (compileError === undefined) {
      try {
        script = compile(source);
      } catch (err) {
        compileError = err;
      }
    }
    if (compileError !== undefined && code.includes('await')) {
      const wrapped = wrapTopLevelAwait(code, this.useGlobal ? 'var' : 'let');
      if (wrapped !== null) {
        try {
          script = compile(wrapped);
          awaitPromise = true;
          compileError = undefined;
        } catch (err) {
          if (isRecoverableError(err, wrapped)) compileError = err;
        }
      }
      if (compileError !== undefined && !isRecoverableError(compileError, code)) {
        // Unfinished input around an await (`await new Promise((r) =>`) is unfinished
        // without its awaits too: Node asks for more then.
        const plain = code.replace(/\bawait\b/g, '');
        try {
          compile(plain);
        } catch (err) {
          if (isRecoverableError(err, plain)) {
            cb(new Recoverable(compileError));
            return;
          }
        }
      }
    }
    if (compileError !== undefined) {
      if (isRecoverableError(compileError, code)) {
        cb(new Recoverable(compileError));
      } else {
        cb(decorateSyntaxError(compileError, code, context, this.useGlobal));
      }
      return;
    }
  }

  const lexicals = lexicalDeclarations.map(defineGlobalLexical);
  let result;
  // Out of raw mode while the code runs, so that Ctrl+C raises a SIGINT, which ends the run.
  const breakOnSigint = this instanceof REPLServer && this.breakEvalOnSigint;
  const wasRaw = breakOnSigint && typeof this._setRawMode === 'function' ?
    this._setRawMode(false) : undefined;
  if (wasRaw !== undefined) this[kRawModeAfterRun] = wasRaw;
  try {
    try {
      const runOptions = { displayErrors: false, breakOnSigint };
      if (this.useGlobal) result = script.runInThisContext(runOptions);
      else result = script.runInContext(context, runOptions);
    } finally {
      this[kRawModeAfterRun] = undefined;
      if (wasRaw !== undefined) this._setRawMode(wasRaw);
    }
  } catch (err) {
    for (const lexical of indexed(lexicals)) {
      lexical.settle();
      this.lexicalNames.add(lexical.name);
    }
    // A name declared again across inputs of a vm context: the engine finds it when the
    // script starts, V8 when it compiles it.
    if (err !== null && typeof err === 'object' && err.name === 'SyntaxError' &&
        kRunTimeRedeclaration.test(`${err.message}`)) {
      cb(decorateSyntaxError(err, code, context, this.useGlobal));
      return;
    }
    cb(new ThrownAtRuntime(err));
    return;
  }
  if (/\b(?:let|const|class)\b/.test(code)) rememberLexicalNames(this, code);
  if (!awaitPromise && this instanceof REPLServer) noteTopLevelFunctions(this, code);
  if (!awaitPromise) {
    cb(null, result);
    return;
  }
  const server = this instanceof REPLServer ? this : null;
  if (server !== null) server[kPaused] = true;
  let promise = Promise.resolve(result);
  let interrupt;
  if (server !== null && server.breakEvalOnSigint) {
    // Ctrl+C gives up on the wait (what the input started goes on).
    promise = Promise.race([promise, new Promise((_, reject) => {
      interrupt = () => reject(interruptedError());
      server[kSigintTasks].add(interrupt);
    })]);
  }
  const settle = () => {
    if (server === null) return;
    server[kSigintTasks].delete(interrupt);
    resumeInput(server);
  };
  promise.then((box) => {
    try {
      cb(null, box === undefined ? undefined : box.value);
    } finally {
      settle();
    }
  }, (err) => {
    try {
      cb(new ThrownAtRuntime(err));
    } finally {
      settle();
    }
  });
}

// ERR_SCRIPT_EXECUTION_INTERRUPTED without frames: Node makes it with no stack trace.
function interruptedError() {
  const { codes: { ERR_SCRIPT_EXECUTION_INTERRUPTED } } = require('internal/errors');
  const desc = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
  const writable = desc !== undefined && (desc.writable || typeof desc.set === 'function');
  const limit = Error.stackTraceLimit;
  if (writable) Error.stackTraceLimit = 0;
  try {
    const err = new ERR_SCRIPT_EXECUTION_INTERRUPTED();
    // Read now: the trace is taken when the stack is first read.
    void err.stack;
    return err;
  } finally {
    if (writable) Error.stackTraceLimit = limit;
  }
}

// Replays the keys typed while a top-level await was pending, until one of them starts
// another wait.
function resumeInput(server) {
  if (!server[kPaused]) return;
  server[kPaused] = false;
  const completion = server.isCompletionEnabled;
  const queue = server[kPausedInput];
  while (queue.length > 0) {
    const entry = queue.shift();
    if (entry === null) {
      server.emit('exit');
    } else {
      server.isCompletionEnabled = entry.completion;
      server._ttyWrite(entry.d, entry.key);
    }
    if (server[kPaused]) break;
  }
  server.isCompletionEnabled = completion;
}

// The error of a compilation of the input with lines added in front: its "at line N"
// counted in the input's lines.
function shiftErrorLine(err, delta) {
  if (err === null || typeof err !== 'object') return err;
  const message = `${err.message}`.replace(/ at line (\d+), col (\d+)( \(REPL\d+\))?$/,
    (all, line, col, file) => ` at line ${Math.max(1, Number(line) + delta)}, col ${col}${file || ''}`);
  try {
    Object.defineProperty(err, 'message', {
      __proto__: null, value: message, writable: true, configurable: true, enumerable: false,
    });
  } catch {
    // A frozen error keeps its text.
  }
  return err;
}

// The value of a top-level lexical binding of the REPL's context, read for the preview
// (a bare name has no side effects), or the marker that there is none.
function lexicalValue(repl, name) {
  const { kNotPreviewable } = require('internal/repl/safe_eval');
  if (!(repl.lexicalNames instanceof Set) || !repl.lexicalNames.has(name)) {
    return kNotPreviewable;
  }
  if (repl.useGlobal) {
    // The main realm's declarations are global accessors: only the REPL's own getter is
    // known to be free of side effects.
    const d = Object.getOwnPropertyDescriptor(globalThis, name);
    if (d === undefined || !lexicalGetters.has(d.get)) return kNotPreviewable;
    try {
      return d.get();
    } catch {
      return kNotPreviewable;
    }
  }
  try {
    return require('vm').runInContext(name, repl.context);
  } catch {
    return kNotPreviewable;
  }
}

// Top-level let/const/class names, for completion (they are not properties of the
// global object).
function rememberLexicalNames(repl, code) {
  if (!(repl.lexicalNames instanceof Set)) return;
  const { splitTopLevel } = require('internal/repl/utils');
  for (const stmt of indexed(splitTopLevel(code))) {
    const first = stmt[0];
    if (first.type !== 'word' || !/^(?:let|const|class)$/.test(first.value)) continue;
    const base = first.depth;
    let expectName = true;
    for (let k = 1; k < stmt.length; k++) {
      const t = stmt[k];
      if (expectName && t.type === 'word') repl.lexicalNames.add(t.value);
      expectName = first.value !== 'class' && t.depth === base && t.value === ',';
      if (first.value === 'class') break;
    }
  }
}

// The functions the input defined at its top level, for the preview to call
// (internal/repl/safe_eval): a declaration, or a function literal that is a declaration's
// whole initialiser (not called, not part of a longer expression).
function noteTopLevelFunctions(repl, code) {
  if (!/\bfunction\b|=>/.test(code)) return;
  const { topLevelDeclarations } = require('internal/repl/utils');
  const { noteTopLevelFunction, kNotPreviewable } = require('internal/repl/safe_eval');
  for (const decl of indexed(topLevelDeclarations(code))) {
    if (decl.kind !== 'function' && decl.init === -1) continue;
    let value;
    if (decl.lexical) {
      value = lexicalValue(repl, decl.name);
      if (value === kNotPreviewable) continue;
    } else {
      const holder = repl.useGlobal ? globalThis : repl.context;
      const d = Object.getOwnPropertyDescriptor(holder, decl.name);
      if (d === undefined || !('value' in d)) continue;
      value = d.value;
    }
    if (typeof value !== 'function') continue;
    let text;
    try {
      text = Function.prototype.toString.call(value);
    } catch {
      continue;
    }
    const at = decl.kind === 'function' ? decl.start : decl.init;
    if (!code.startsWith(text, at)) continue;
    if (decl.kind !== 'function' && !/^[ \t]*(?:[,;\n]|$)/.test(code.slice(at + text.length))) {
      continue;
    }
    noteTopLevelFunction(value);
  }
}

function lexicalNamesOf(code) {
  const names = [];
  if (!/\b(?:let|const|class)\b/.test(code)) return names;
  const fake = { lexicalNames: new Set() };
  rememberLexicalNames(fake, code);
  return [...fake.lexicalNames];
}

function lexicalClash(repl, code) {
  const { topLevelDeclarations } = require('internal/repl/utils');
  for (const decl of indexed(topLevelDeclarations(code))) {
    if (decl.lexical) continue;
    // A var or function over an earlier input's let/const/class.
    if (repl.lexicalNames.has(decl.name)) {
      return new SyntaxError(`Identifier '${decl.name}' has already been declared`);
    }
  }
  for (const name of indexed(lexicalNamesOf(code))) {
    if (repl.lexicalNames.has(name)) {
      return decorateSyntaxError(new SyntaxError(`Identifier '${name}' has already been declared`), code);
    }
    const own = Object.getOwnPropertyDescriptor(globalThis, name);
    // A var, a function or a fixed global (undefined, NaN) cannot be shadowed.
    if (own !== undefined && !own.configurable) {
      return new SyntaxError(`Identifier '${name}' has already been declared`);
    }
    // A built-in module's global (`const fs = require('fs')`, the common first line) is
    // the REPL's own accessor, whose setter takes the declaration's value.
    if (Object.prototype.hasOwnProperty.call(globalThis, name) &&
        builtinLibNames.get(globalThis)?.has(name) !== true) {
      return new SyntaxError(`Identifier '${name}' is a global of the REPL; ` +
        'declaring it with let, const or class is not supported in the minirt REPL');
    }
  }
  return null;
}

// The getters defineGlobalLexical made, which the preview may call.
const lexicalGetters = new WeakSet();

// A top-level let/const/class of the main realm, rewritten into an assignment: a global
// accessor in its dead zone until the initialiser assigns it. If the input throws first,
// the name stays declared and unusable (`X is not defined`), as in Node's REPL; a constant
// refuses any later assignment. Errors start at the REPL input, not at the accessor.
function defineGlobalLexical({ name, constant }) {
  let value;
  let state = 'pending';
  function fail(error, fn) {
    Error.captureStackTrace(error, fn);
    throw error;
  }
  // V8's REPL mode words a read of a name whose declaration threw as an undeclared name,
  // and a write to it as a dead-zone access.
  function deadZone(fn) {
    fail(state === 'pending' || fn === descriptor.set ?
      new ReferenceError(`Cannot access '${name}' before initialization`) :
      new ReferenceError(`${name} is not defined`), fn);
  }
  const descriptor = {
    __proto__: null,
    configurable: true,
    enumerable: false,
    get() {
      if (state !== 'set') deadZone(descriptor.get);
      return value;
    },
    set(next) {
      if (state !== 'pending' && constant) {
        fail(new TypeError('Assignment to constant variable.'), descriptor.set);
      }
      if (state === 'failed') deadZone(descriptor.set);
      value = next;
      state = 'set';
    },
  };
  Object.defineProperty(globalThis, name, descriptor);
  lexicalGetters.add(descriptor.get);
  return {
    name,
    settle() {
      if (state === 'pending') state = 'failed';
    },
  };
}

// What the input threw while it ran (or its top-level await rejected with), boxed: an
// evaluator callback cannot tell `throw null` from success, and such an error is only
// reported, as Node's REPL domain reports it: the line stays out of `.save`'s record and
// is kept in the history.
class ThrownAtRuntime {
  constructor(value) {
    this.value = value;
  }
}

// Shows where a SyntaxError is, as Node does: the source line, a caret under the column,
// a blank line, then the error (the engine's "at line L, col C" moves into the caret).
function decorateSyntaxError(err, code, context, useGlobal) {
  if (err === null || typeof err !== 'object' || err.name !== 'SyntaxError') return err;
  let message = `${err.message}`.replace(/ \(REPL\d+\)$/, '');
  if (kRunTimeRedeclaration.test(message)) {
    const name = redeclaredName(code, context, useGlobal);
    if (name !== null) message = `Identifier '${name}' has already been declared`;
  }
  let prefix = '';
  let where = / at line (\d+), col (\d+)$/.exec(message);
  const again = kRedeclaredMessage.test(message) ? redeclarationIn(code) : null;
  if (again !== null) {
    // The engine points at the statement; V8 at the repeated declaration.
    message = `Identifier '${again.name}' has already been declared`;
    where = null;
    const lineStart = code.lastIndexOf('\n', again.start - 1) + 1;
    let lineEnd = code.indexOf('\n', again.start);
    if (lineEnd === -1) lineEnd = code.length;
    const lineText = code.slice(lineStart, lineEnd);
    const pad = lineText.slice(0, again.start - lineStart).replace(/[^\t]/g, ' ');
    const mark = '^'.repeat(Math.max(1, Math.min(again.end, lineEnd) - again.start));
    prefix = `${lineText}\n${pad}${mark}\n\n`;
  }
  const imports = require('internal/repl/utils').staticImports(code);
  const errorAt = where === null ? Infinity :
    lineStartOf(code, Number(where[1])) + Number(where[2]) - 1;
  if (again !== null) {
    // Marked above.
  } else if (imports !== null && errorAt >= imports.start) {
    // What the engine says about a static import, V8 says at the `import`; Node's REPL
    // then suggests the dynamic import.
    message = 'Cannot use import statement inside the Node.js REPL, alternatively use ' +
      `dynamic import: ${imports.suggestion}`;
    const lineStart = code.lastIndexOf('\n', imports.start - 1) + 1;
    let lineEnd = code.indexOf('\n', imports.start);
    if (lineEnd === -1) lineEnd = code.length;
    const lineText = code.slice(lineStart, lineEnd);
    const pad = lineText.slice(0, imports.start - lineStart).replace(/[^\t]/g, ' ');
    prefix = `${lineText}\n${pad}^^^^^^\n\n`;
  } else if (where === null && message === 'unterminated string literal') {
    // The engine gives no position: V8 marks the string from its quote to the line's end.
    const open = unterminatedString(code);
    if (open !== null) {
      message = 'Invalid or unexpected token';
      const pad = open.lineText.slice(0, open.column).replace(/[^\t]/g, ' ');
      const mark = '^'.repeat(Math.max(1, open.lineText.length - open.column));
      prefix = `${open.lineText}\n${pad}${mark}\n\n`;
    }
  } else if (kOpenRegExpMessage.test(message) && unterminatedRegExp(code) !== null) {
    // The engine points past the line's end; V8 points at the slash that opens it.
    const open = unterminatedRegExp(code);
    message = 'Invalid regular expression: missing /';
    const pad = open.lineText.slice(0, open.column).replace(/[^\t]/g, ' ');
    prefix = `${open.lineText}\n${pad}^\n\n`;
  } else if (where !== null) {
    message = message.slice(0, where.index);
    const lineAt = code.split('\n')[Number(where[1]) - 1];
    // The words a script's parse error gets (fixed V8 texts, numbers running into names),
    // else the REPL's own reading of the engine's unexpected-token messages.
    const words = lineAt === undefined ? undefined :
      require('internal/modules/parse_errors').v8Words(message, lineAt, Number(where[2]) - 1, false);
    const v8 = words ?? v8ParseMessage(message, lineAt, Number(where[2]));
    let column = Number(where[2]) + (v8.shift ?? 0);
    message = v8.message;
    let lineText = lineAt;
    if (message === 'Missing initializer in const declaration') {
      // The engine stops at the token after the declarator; V8 marks the constant's name.
      const name = constantBefore(code, errorAt);
      if (name !== null) {
        if (name.pattern) message = 'Missing initializer in destructuring declaration';
        const lineStart = code.lastIndexOf('\n', name.start - 1) + 1;
        let lineEnd = code.indexOf('\n', name.start);
        if (lineEnd === -1) lineEnd = code.length;
        lineText = code.slice(lineStart, lineEnd);
        column = name.start - lineStart + 1;
        v8.length = name.length;
      }
    }
    if (lineText !== undefined) {
      const mark = '^'.repeat(v8.length);
      // The caret lines up under tabs too: V8 keeps each tab before it and puts a space
      // for any other character.
      const before = lineText.slice(0, Math.max(0, column - 1));
      const pad = before.replace(/[^\t]/g, ' ').padEnd(Math.max(0, column - 1));
      prefix = `${lineText}\n${pad}${mark}\n\n`;
    }
  }
  try {
    Object.defineProperty(err, 'message', {
      __proto__: null, value: message, writable: true, configurable: true, enumerable: false,
    });
    Object.defineProperty(err, 'stack', {
      // Node's REPL leaves the line break that ended V8's message line.
      __proto__: null, value: `${prefix}SyntaxError: ${message}\n`, writable: true,
      configurable: true, enumerable: false,
    });
  } catch {
    // A frozen error keeps its text.
  }
  return err;
}

// The last declarator of the last `const` declaration that begins before offset `end`
// (a name, or a destructuring pattern from its bracket to the matching one): its offset,
// length and whether it is a pattern; null when there is none.
function constantBefore(code, end) {
  const { tokenize } = require('internal/repl/utils');
  const tokens = tokenize(code);
  let c = -1;
  for (let k = 0; k < tokens.length && tokens[k].start < end; k++) {
    if (tokens[k].type === 'word' && tokens[k].value === 'const') c = k;
  }
  if (c === -1) return null;
  const base = tokens[c].depth;
  let found = null;
  let k = c + 1;
  while (k < tokens.length && tokens[k].start < end) {
    const t = tokens[k];
    if (t.type === 'word') {
      found = { start: t.start, length: t.end - t.start, pattern: false };
    } else if (t.value === '{' || t.value === '[') {
      const close = t.value === '{' ? '}' : ']';
      let j = k + 1;
      while (j < tokens.length && !(tokens[j].value === close && tokens[j].depth === base)) j++;
      const last = j < tokens.length ? tokens[j] : tokens[tokens.length - 1];
      found = { start: t.start, length: last.end - t.start, pattern: true };
      k = j;
    } else {
      break;
    }
    // On to the next declarator, after a comma at the declaration's own depth.
    k++;
    while (k < tokens.length && tokens[k].start < end &&
           !(tokens[k].value === ',' && tokens[k].depth === base)) {
      k++;
    }
    k++;
  }
  return found;
}

// The offset in code where its line `line` (1-based) begins.
function lineStartOf(code, line) {
  let at = 0;
  for (let i = 1; i < line; i++) {
    const nl = code.indexOf('\n', at);
    if (nl === -1) return code.length;
    at = nl + 1;
  }
  return at;
}

// The first string literal the code leaves open: its line and the column of its quote.
function unterminatedString(code) {
  const { tokenize } = require('internal/repl/utils');
  for (const tok of indexed(tokenize(code))) {
    if (tok.type !== 'string') continue;
    const quote = code[tok.start];
    let j = tok.start + 1;
    while (j < code.length && code[j] !== quote && code[j] !== '\n') {
      j += code[j] === '\\' ? 2 : 1;
    }
    if (j < code.length && code[j] === quote) continue;
    const lineStart = code.lastIndexOf('\n', tok.start - 1) + 1;
    let lineEnd = code.indexOf('\n', tok.start);
    if (lineEnd === -1) lineEnd = code.length;
    return { lineText: code.slice(lineStart, lineEnd), column: tok.start - lineStart };
  }
  return null;
}

// What the engine says about a regular expression literal left open.
const kOpenRegExpMessage =
  /^(?:new lines are not allowed in regular expressions|abrupt end on regular expression)\b/;

// The first regular expression literal the code leaves open on its line: that line and
// the column of its slash.
function unterminatedRegExp(code) {
  const { tokenize } = require('internal/repl/utils');
  for (const tok of indexed(tokenize(code))) {
    if (tok.type !== 'regex') continue;
    const nl = tok.value.indexOf('\n');
    if (nl === -1 && tok.end < code.length) continue;
    if (nl === -1 && /\/[a-z]*$/.test(tok.value) && tok.value.length > 1) continue;
    const lineStart = code.lastIndexOf('\n', tok.start - 1) + 1;
    let lineEnd = code.indexOf('\n', tok.start);
    if (lineEnd === -1) lineEnd = code.length;
    return { lineText: code.slice(lineStart, lineEnd), column: tok.start - lineStart };
  }
  return null;
}

// The engine's words for a declaration that clashes with one of an earlier script.
const kRunTimeRedeclaration =
  /duplicate lexical declaration|cannot redefine non-configurable global property/;

// The engine's words for a name declared twice in one input.
const kRedeclaredMessage = /^lexical name declared (?:multiple times|in var names)\b/;

// The first declaration in the input of a name it declared before (lexically on either
// side), or a var in a nested block over a top-level lexical name; null when none is found.
function redeclarationIn(code) {
  const { topLevelDeclarations, tokenize } = require('internal/repl/utils');
  const seen = new Map();
  for (const decl of indexed(topLevelDeclarations(code))) {
    const before = seen.get(decl.name);
    if (before !== undefined && (before || decl.lexical)) return decl;
    seen.set(decl.name, before || decl.lexical);
  }
  const tokens = tokenize(code);
  for (let k = 0; k + 1 < tokens.length; k++) {
    const name = tokens[k + 1];
    if (tokens[k].value === 'var' && tokens[k].depth > 0 && seen.get(name.value) === true) {
      return { name: name.value, start: name.start, end: name.start + 1 };
    }
  }
  return null;
}

// Which name a rejected declaration repeats: the first lexically declared name the REPL
// scope can already read, else the first var or function name that it reads as a
// lexical binding (one that is no property of the global object).
function redeclaredName(code, context, useGlobal) {
  const vm = require('vm');
  const { topLevelDeclarations } = require('internal/repl/utils');
  const readable = (name) => {
    try {
      if (useGlobal) vm.runInThisContext(name);
      else vm.runInContext(name, context);
      return true;
    } catch {
      return false;
    }
  };
  const decls = topLevelDeclarations(code);
  const scope = useGlobal ? globalThis : context;
  for (const decl of indexed(decls)) {
    // A var of an earlier input is a property of the global object (which the failed
    // declaration may have left unreadable).
    if (decl.lexical &&
        (readable(decl.name) || Object.prototype.hasOwnProperty.call(scope, decl.name))) {
      return decl.name;
    }
  }
  for (const decl of indexed(decls)) {
    if (!decl.lexical && !Object.prototype.hasOwnProperty.call(scope, decl.name) &&
        readable(decl.name)) {
      return decl.name;
    }
  }
  return null;
}

const kOnSigint = Symbol('onSigint');

REPLServer.prototype[kOnSigint] = function() {
  if (this[kSigintTasks].size > 0) {
    for (const task of this[kSigintTasks]) task();
    return;
  }
  const empty = this.line.length === 0;
  this.clearLine();
  turnOffEditorMode(this);
  if (this[kBuffered].length === 0 && empty) {
    if (this[kSawSigint]) {
      this.close();
      this[kSawSigint] = false;
      return;
    }
    this.output.write('(To exit, press Ctrl+C again or Ctrl+D or type .exit)\n');
    this[kSawSigint] = true;
  } else {
    this[kSawSigint] = false;
  }
  this.clearBufferedCommand();
  this.lines.level = [];
  this.displayPrompt();
};

REPLServer.prototype[kOnReplLine] = function(cmd) {
  this[kSawSigint] = false;
  if (typeof cmd !== 'string') cmd = cmd == null ? '' : `${cmd}`;
  if (this.editorMode) {
    this[kBuffered] += `${cmd}\n`;
    // Typed (not loaded or pasted) lines start the next one at the same indentation.
    const indent = this._sawKeyPress && !this[kLoading] ? /^\s+/.exec(cmd) : null;
    if (indent !== null) {
      this.write(indent[0]);
      this.line = indent[0];
      this.cursor = indent[0].length;
    }
    this.lines.push(cmd);
    return;
  }
  const trimmed = cmd.trim();
  if (trimmed.charAt(0) === '.' && trimmed.charAt(1) !== '.' &&
      Number.isNaN(Number.parseFloat(trimmed))) {
    const match = /^\.([^\s]+)\s*(.*)$/.exec(trimmed);
    const keyword = match && match[1];
    const rest = match && match[2];
    if (this[kRunCommand](keyword, rest) === true) return;
    if (!this[kBuffered]) {
      this.output.write('Invalid REPL keyword\n');
      this.displayPrompt();
      return;
    }
  }
  const code = `${this[kBuffered]}${cmd}\n`;
  // A callback given only an error (or nothing) prints no result.
  const name = nextResourceName();
  inputOwners.set(name, this);
  this[kInputNames].push(name);
  replOwner().run(this[kOwnerToken], () => this.eval(code, this.context, name, (...args) => {
    this[kFinish](cmd, args[0], args[1], args.length);
  }));
};

const kFinish = Symbol('finish');

REPLServer.prototype[kFinish] = function(cmd, err, result, argc) {
  if (err instanceof ThrownAtRuntime) {
    this.clearBufferedCommand();
    this.lines.level = [];
    this[kReportError](err.value);
    return;
  }
  this.lines.push(cmd);
  const { Recoverable } = shared();
  if (err && !(err instanceof Recoverable) && !this[kBuffered] &&
      cmd.trim().startsWith('npm ')) {
    // A shell command typed into the REPL: Node says where it belongs instead.
    this.output.write('npm should be run outside of the Node.js REPL, in your normal shell.\n' +
      '(Press Ctrl+D to exit.)\n');
    this.displayPrompt();
    return;
  }
  if (err instanceof Recoverable && !this[kSawCtrlD]) {
    // A terminal keeps editing the same entry over several rows (Node 26); other input
    // gathers lines behind the '| ' prompt.
    if (this.terminal) {
      this[kAddNewLineOnTTY]();
    } else {
      this[kBuffered] += `${cmd}\n`;
      this.displayPrompt();
    }
    return;
  }
  const endedEditor = this[kSawCtrlD];
  this[kSawCtrlD] = false;
  if (err) {
    this.clearBufferedCommand();
    this.lines.level = [];
    this[kLastCommandErrored] = true;
    if (err instanceof Recoverable && endedEditor) {
      this[kReportError](endOfInputError(err.err));
      return;
    }
    this[kReportError](err instanceof Recoverable ? err.err : err);
    return;
  }
  this[kLastCommandErrored] = false;
  this.clearBufferedCommand();
  if (argc >= 2 && (!this.ignoreUndefined || result !== undefined)) {
    if (!this.underscoreAssigned) this.last = result;
    this.output.write(`${this.writer(result)}\n`);
  }
  if (!this.closed) this.displayPrompt();
};

// Editor mode's input ended unfinished: V8's error, at the end of the input (an empty last
// line and an empty mark).
function endOfInputError(err) {
  const message = 'Unexpected end of input';
  if (err === null || typeof err !== 'object') return new SyntaxError(message);
  try {
    Object.defineProperty(err, 'message', {
      __proto__: null, value: message, writable: true, configurable: true, enumerable: false,
    });
    Object.defineProperty(err, 'stack', {
      __proto__: null, value: `\n\n\nSyntaxError: ${message}\n`, writable: true,
      configurable: true, enumerable: false,
    });
  } catch {
    // A frozen error keeps its text.
  }
  return err;
}

const kReportError = Symbol('reportError');

// "Uncaught <error>" with the REPL's own frames taken out of the stack. A REPL that owns
// the process hands the error to the 'uncaughtException' listeners its input added
// instead, when there are any.
REPLServer.prototype[kReportError] = function(err) {
  if (Error.isError(err)) require('internal/errors_wording').fix(err);
  if (!this.underscoreErrAssigned) this.lastError = err;
  if (this[kStandaloneRepl] && process.listenerCount('uncaughtException') !== 0) {
    process.nextTick(() => {
      process.emit('uncaughtException', err);
      this.clearBufferedCommand();
      this.lines.level = [];
      if (!this.closed) this.displayPrompt();
    });
    return;
  }
  let text = '';
  const stack = isErrorObject(err) ? replStack(err) : undefined;
  if (stack !== undefined) {
    const saved = Object.getOwnPropertyDescriptor(err, 'stack');
    try {
      Object.defineProperty(err, 'stack', {
        __proto__: null, value: stack, configurable: true, writable: true, enumerable: false,
      });
      text = this.writer(err);
    } finally {
      if (saved) Object.defineProperty(err, 'stack', saved);
    }
  } else {
    text = this.writer(err);
  }
  // An error shown on one line (no stack, or a stack that is not a string) loses
  // inspect's brackets too, so it reads as the familiar "Uncaught Error: message".
  if (isErrorObject(err) && text[0] === '[' && text[text.length - 1] === ']') {
    text = text.slice(1, -1);
  }
  const { breakLength = 80 } = shared().writer.options;
  const lines = text.split(/(?<=\n)/);
  let matched = false;
  let out = '';
  for (const line of indexed(lines)) {
    if (!matched && /^\[?([A-Z][a-z0-9_]*)*Error/.test(line)) {
      out += breakLength >= line.length ? `Uncaught ${line}` : `Uncaught:\n${line}`;
      matched = true;
    } else {
      out += line;
    }
  }
  if (!matched) out = `Uncaught${lines.length === 1 ? ' ' : ':\n'}${out}`;
  this.output.write(out.endsWith('\n') ? out : `${out}\n`);
  if (!this.closed) this.displayPrompt();
};

function headerOf(err) {
  const name = `${err.name}`;
  const message = `${err.message}`;
  if (message === '') return name;
  return name === '' ? message : `${name}: ${message}`;
}

// Errors from the REPL context come from another realm: no instanceof.
function isErrorObject(value) {
  return value !== null && typeof value === 'object' &&
    (value instanceof Error || require('util').types.isNativeError(value));
}

function isEvalFrame(frame) {
  return /\((?:node:repl|node:internal\/repl|node:vm)[:)]/.test(frame) ||
    /at (?:runInRealm|runIn|runInThisContext|runInContext) /.test(frame);
}

// The input's top-level frame: `REPLn:line:col` (`<main> (REPLn:...)` in a stack made in
// a vm context). The input's anonymous functions look the same, so it is told by the
// evaluation frame right below it.
function isReplTopLevel(frame, below) {
  return /^\s+at (?:<main> \()?REPL\d+:[\d?]+:[\d?]+\)?$/.test(frame) &&
    (below === undefined || isEvalFrame(below));
}

// The hook installed at start-up (V8's format); anything else in Error.prepareStackTrace
// was put there by the program.
const kDefaultPrepareStackTrace = Error.prepareStackTrace;

// The stack text the REPL shows for an error: its frames up to the input's top level,
// given to the program's Error.prepareStackTrace when it set one (as the stack of an error
// thrown at top level would be), else in V8's format. undefined when there is no stack.
function replStack(err) {
  // A stack already made (read by the program, or shown in a result) stays whole: V8
  // formats an error's stack once, and the REPL's cut only applies to that first time.
  const { stackTouched } = require('internal/errors_stack');
  if (stackTouched(err) && err.name !== 'SyntaxError') {
    let made;
    try {
      made = err.stack;
    } catch {
      return undefined;
    }
    return typeof made === 'string' ? made : undefined;
  }
  const hook = Error.prepareStackTrace;
  const userHook = typeof hook === 'function' && hook !== kDefaultPrepareStackTrace ? hook : null;
  let stack;
  // The hook gets the cut frames below, not every frame of the evaluation.
  if (userHook !== null) Error.prepareStackTrace = kDefaultPrepareStackTrace;
  try {
    stack = err.stack;
  } catch {
    stack = undefined;
  } finally {
    if (userHook !== null) Error.prepareStackTrace = hook;
  }
  if (typeof stack !== 'string') return undefined;
  const { head, frames } = trimStack(err, stack);
  if (userHook !== null && err.name !== 'SyntaxError') {
    const { CallSite } = require('internal/errors_stack');
    try {
      return `${userHook(err, frames.map((frame) => new CallSite(frame)))}`;
    } catch {
      // A failing hook leaves the V8 format.
    }
  }
  return frames.length > 0 ? `${head}\n${frames.join('\n')}` : head;
}

// An error made in a vm context keeps the engine's own frame text, where a function
// without a name is `<main> (file:line:col)`; V8 shows the bare location.
function v8Frame(frame) {
  const m = /^(\s+at )<main> \((.*)\)$/.exec(frame);
  return m === null ? frame : `${m[1]}${m[2]}`;
}

// The error's stack without the frames of the REPL's evaluation (the top-level REPLn
// frame and everything below it) as its header and frame lines; SyntaxErrors lose their
// frames and the engine's "(REPLn)" suffix.
function trimStack(err, stack) {
  const lines = stack.split('\n');
  let firstFrame = lines.findIndex((l) => /^\s+at /.test(l));
  if (firstFrame === -1) firstFrame = lines.length;
  // Errors made in a vm context may come without the "Name: message" line.
  const head = firstFrame === 0 ? headerOf(err) : lines.slice(0, firstFrame).join('\n');
  if (err.name === 'SyntaxError') {
    return { head: head.replace(/ \(REPL\d+\)$/, ''), frames: [] };
  }
  const frames = lines.slice(firstFrame).map(v8Frame);
  // The runtime's frames above the input's (`new vm.Script(5)` fails in node:vm) stay.
  let cut = frames.findIndex((frame, i) => isReplTopLevel(frame, frames[i + 1]));
  if (cut === -1) cut = frames.findIndex(isEvalFrame);
  if (cut === 0 && !isReplTopLevel(frames[0], frames[1])) {
    // Made by the evaluation itself (a run stopped by Ctrl+C), with no frame of the input:
    // Node then finds no place to cut and only drops the bottom frame.
    return { head, frames: frames.slice(0, -1) };
  }
  if (cut === -1) {
    // Not thrown during an evaluation (a timer or tick the input scheduled): as in Node,
    // the stack ends above the last function without a name, the callback the runtime
    // called, with the runtime's frames below it.
    cut = frames.findLastIndex((frame) => /^\s+at [^ ()]+$/.test(frame));
    if (cut === -1) cut = frames.length;
  }
  return { head, frames: frames.slice(0, cut) };
}

// Closing waits for the next tick, as in Node (a command may still be writing), or on a
// terminal for the history file to have the lines written so far. The process leaves as
// soon as the REPL has closed: a line whose write was not pending yet when close() was
// called (`.exit` itself) does not reach the file, as in Node.
const kClosingOnFlush = Symbol('closingOnFlush');
REPLServer.prototype.close = function close() {
  if (this.terminal && this.historyManager?.isFlushing && !this[kClosingOnFlush]) {
    this[kClosingOnFlush] = true;
    this.once('flushHistory', () => Interface.prototype.close.call(this));
    return;
  }
  process.nextTick(() => Interface.prototype.close.call(this));
};

REPLServer.prototype.createContext = function createContext() {
  let context;
  if (this.useGlobal) {
    context = globalThis;
  } else {
    const vm = require('vm');
    context = vm.createContext();
    const builtins = builtinNames();
    for (const name of indexed(Object.getOwnPropertyNames(globalThis))) {
      if (builtins.has(name)) continue;
      const desc = Object.getOwnPropertyDescriptor(globalThis, name);
      if (desc !== undefined) Object.defineProperty(context, name, { __proto__: null, ...desc });
    }
    context.global = context;
    const { Console } = require('console');
    Object.defineProperty(context, 'console', {
      __proto__: null, configurable: true, writable: true,
      value: new Console(this.output),
    });
  }
  const Module = require('module');
  const replModule = new Module('<repl>');
  replModule.paths = replLookupPaths(Module);
  Object.defineProperty(context, 'module', {
    __proto__: null, configurable: true, writable: true, value: replModule,
  });
  // The REPL's module has no file: relative requests resolve from the working directory
  // and a failed lookup names '<repl>' as the requiring module, as in Node.
  const { makeRequireFunction } = require('internal/modules/cjs').moduleInternals();
  Object.defineProperty(context, 'require', {
    __proto__: null, configurable: true, writable: true,
    value: makeRequireFunction(replModule),
  });
  addBuiltinLibs(context);
  return context;
};

// Node looks a REPL's bare requests up from its `repl` module, whose file name is the bare
// id: the node_modules folders from `<cwd at first use>/repl` up, then the global folders.
// A removed cwd has no name: Node then starts beside its executable.
let replModulePaths;
function replLookupPaths(Module) {
  if (replModulePaths === undefined) {
    const path = require('path');
    let base;
    try {
      base = path.resolve('repl');
    } catch {
      base = path.join(path.dirname(process.execPath), 'repl');
    }
    replModulePaths = Module._nodeModulePaths(base);
  }
  return Module._resolveLookupPaths('<repl>', { paths: replModulePaths }) || [];
}

// Built-in modules are globals of a REPL (`fs`, `util`, ...), loaded on first use; code may
// assign the name to something else, or declare it.
const builtinLibNames = new WeakMap();
function addBuiltinLibs(object) {
  const names = new Set();
  builtinLibNames.set(object, names);
  for (const name of indexed(shared().builtinModules)) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name) || Object.prototype.hasOwnProperty.call(object, name)) {
      continue;
    }
    names.add(name);
    const replaceWith = (value) => Object.defineProperty(object, name, {
      __proto__: null, value, writable: true, enumerable: false, configurable: true,
    });
    Object.defineProperty(object, name, {
      __proto__: null, configurable: true, enumerable: false,
      get() {
        const lib = require(name);
        replaceWith(lib);
        return lib;
      },
      set(value) {
        replaceWith(value);
        if (this !== object && this != null) {
          Object.defineProperty(this, name, {
            __proto__: null, value, writable: true, enumerable: false, configurable: true,
          });
        }
      },
    });
  }
}

REPLServer.prototype.resetContext = function resetContext() {
  this.context = this.createContext();
  this.underscoreAssigned = false;
  this.underscoreErrAssigned = false;
  this.lines = [];
  this.lines.level = [];
  this.lexicalNames = new Set();
  const self = this;
  Object.defineProperty(this.context, '_', {
    __proto__: null, configurable: true,
    get() {
      return self.last;
    },
    set(value) {
      const plain = {
        __proto__: null, value, writable: true, enumerable: true, configurable: true,
      };
      // `this` is the context's global when code assigns `_`; the vm copies it back.
      if (this !== self.context && this != null) Object.defineProperty(this, '_', plain);
      Object.defineProperty(self.context, '_', plain);
      if (!self.underscoreAssigned) {
        self.underscoreAssigned = true;
        self.output.write('Expression assignment to _ now disabled.\n');
      }
    },
  });
  Object.defineProperty(this.context, '_error', {
    __proto__: null, configurable: true,
    get() {
      return self.lastError;
    },
    set(value) {
      const plain = {
        __proto__: null, value, writable: true, enumerable: true, configurable: true,
      };
      if (this !== self.context && this != null) Object.defineProperty(this, '_error', plain);
      Object.defineProperty(self.context, '_error', plain);
      if (!self.underscoreErrAssigned) {
        self.underscoreErrAssigned = true;
        self.output.write('Expression assignment to _error now disabled.\n');
      }
    },
  });
  this.emit('reset', this.context);
};

REPLServer.prototype.displayPrompt = function displayPrompt(preserveCursor) {
  let prompt = this._initialPrompt;
  if (this[kBuffered].length > 0) prompt = kMultilinePrompt.description;
  Interface.prototype.setPrompt.call(this, prompt);
  this.prompt(preserveCursor);
};

REPLServer.prototype.setPrompt = function setPrompt(prompt) {
  this._initialPrompt = prompt;
  Interface.prototype.setPrompt.call(this, prompt);
};

REPLServer.prototype.clearBufferedCommand = function clearBufferedCommand() {
  this[kBuffered] = '';
};

// Runs a dot-command; not a public method (Node 26 has no parseREPLKeyword).
const kRunCommand = Symbol('runCommand');
REPLServer.prototype[kRunCommand] = function runCommand(keyword, rest) {
  const cmd = this.commands[keyword];
  if (cmd) {
    cmd.action.call(this, rest);
    return true;
  }
  return false;
};

REPLServer.prototype.defineCommand = function defineCommand(keyword, cmd) {
  if (typeof cmd === 'function') {
    cmd = { action: cmd };
  } else {
    const { validateFunction } = require('internal/validators');
    validateFunction(cmd.action, 'cmd.action');
  }
  this.commands[keyword] = cmd;
};

// Through the completer in use, which may be the one given in the options, as in Node.
REPLServer.prototype.complete = function complete(...args) {
  Reflect.apply(this.completer, this, args);
};

REPLServer.prototype.completeOnEditorMode = function completeOnEditorMode(callback) {
  return (err, results) => {
    if (err) return callback(err);
    const completions = results[0];
    const completeOn = results[1] === undefined ? '' : results[1];
    let result = completions.filter((v) => v);
    if (completeOn && result.length !== 0) {
      result = [require('internal/readline/utils').commonPrefix(result)];
    }
    callback(null, [result, completeOn]);
  };
};

// A history kept in a file (see internal/repl/history): `historyConfig` is the file's path
// or { filePath, size, removeHistoryDuplicates, onHistoryFileLoaded }; the file is read
// only when there is a callback to tell.
REPLServer.prototype.setupHistory = function setupHistory(historyConfig = {}, cb) {
  const options = typeof historyConfig === 'string' ? { filePath: historyConfig } : historyConfig;
  if (typeof cb === 'function') options.onHistoryFileLoaded = cb;
  this.setupHistoryManager(options);
};

function turnOnEditorMode(repl) {
  repl.editorMode = true;
  Interface.prototype.setPrompt.call(repl, '');
}

function turnOffEditorMode(repl) {
  repl.editorMode = false;
  repl.setPrompt(repl._initialPrompt);
}

function defineDefaultCommands(repl) {
  repl.defineCommand('break', {
    help: 'Sometimes you get stuck, this gets you out',
    action() {
      this.clearBufferedCommand();
      this.displayPrompt();
    },
  });
  repl.defineCommand('clear', {
    help: repl.useGlobal ? 'Alias for .break' : 'Break, and also clear the local context',
    action() {
      this.clearBufferedCommand();
      if (!this.useGlobal) {
        this.output.write('Clearing context...\n');
        this.resetContext();
      }
      this.displayPrompt();
    },
  });
  repl.defineCommand('exit', {
    help: 'Exit the REPL',
    action() {
      this.close();
    },
  });
  repl.defineCommand('help', {
    help: 'Print this help message',
    action() {
      const names = Object.keys(this.commands).sort();
      const width = Math.max.apply(null, names.map((n) => n.length));
      for (const name of indexed(names)) {
        const cmd = this.commands[name];
        const help = cmd.help ? `${' '.repeat(width - name.length + 3)}${cmd.help}` : '';
        this.output.write(`.${name}${help}\n`);
      }
      this.output.write('\nPress Ctrl+C to abort current expression, ' +
        'Ctrl+D to exit the REPL\n');
      this.displayPrompt();
    },
  });
  repl.defineCommand('save', {
    help: 'Save all evaluated commands in this REPL session to a file',
    action(file) {
      if (!file) {
        this.output.write('The "file" argument must be specified\n');
        this.displayPrompt();
        return;
      }
      try {
        const fs = require('fs');
        let text = this.lines.join('\n');
        if (this.editorMode) text += `\n${this[kBuffered]}`;
        fs.writeFileSync(file, text);
        this.output.write(`Session saved to: ${file}\n`);
      } catch {
        this.output.write(`Failed to save: ${file}\n`);
      }
      this.displayPrompt();
    },
  });
  repl.defineCommand('load', {
    help: 'Load JS from a file into the REPL session',
    action(file) {
      if (!file) {
        this.output.write('The "file" argument must be specified\n');
        this.displayPrompt();
        return;
      }
      try {
        const fs = require('fs');
        const stats = fs.statSync(file);
        if (stats && stats.isFile()) {
          turnOnEditorMode(this);
          this[kLoading] = true;
          const data = fs.readFileSync(file, 'utf8');
          this.write(data);
          this[kLoading] = false;
          turnOffEditorMode(this);
          this.write('\n');
        } else {
          this.output.write(`Failed to load: ${file} is not a valid file\n`);
        }
      } catch {
        this.output.write(`Failed to load: ${file}\n`);
      }
      this.displayPrompt();
    },
  });
  if (repl.terminal) {
    repl.defineCommand('editor', {
      help: 'Enter editor mode',
      action() {
        turnOnEditorMode(this);
        this.output.write('// Entering editor mode (Ctrl+D to finish, Ctrl+C to cancel)\n');
      },
    });
  }
}

// --- Uncaught errors of REPL input ----------------------------------------------------
// Evaluations run inside replOwner's async context, so code running on behalf of the input
// (now or in a later callback) can tell which REPL it belongs to.
const kInputNames = Symbol('inputNames');
const kOwnerToken = Symbol('ownerToken');
let ownerStorage;
function replOwner() {
  if (ownerStorage === undefined) {
    const { AsyncLocalStorage } = require('async_hooks');
    ownerStorage = new AsyncLocalStorage();
  }
  return ownerStorage;
}
// The REPL each input name (REPLn) was evaluated by, while that REPL is open.
const inputOwners = new Map();
const standaloneServers = new Set();
const kExited = Symbol('exited');

// The open REPL an uncaught error belongs to, if any: the one whose input is running, or
// (the engine does not keep a callback's async context while its error is reported) the
// one whose input the error's frames come from; a REPL that owns the process takes the
// rest.
function ownerOf(err) {
  const running = replOwner().getStore()?.replServer;
  if (running !== undefined && !running[kExited]) return running;
  let stack;
  try {
    stack = isErrorObject(err) ? err.stack : undefined;
  } catch {
    stack = undefined;
  }
  if (typeof stack === 'string') {
    const input = /\b(REPL\d+):\d+/.exec(stack);
    const owner = input !== null ? inputOwners.get(input[1]) : undefined;
    if (owner !== undefined && !owner[kExited]) return owner;
    // The code of `-i -e` runs outside the REPL: what it throws, now or later, ends the
    // process as in Node.
    if (input === null && /^\s+at (?:.* \()?\[eval\]:\d+:\d+\)?$/m.test(stack)) return undefined;
  }
  for (const server of standaloneServers) {
    if (!server[kExited]) return server;
  }
  return undefined;
}

// An error being emitted by the output stream: a failed write, flagged on the stream's
// state while its 'error' event is going out.
function isOwnOutputFailure(server, err) {
  const state = server.output?._writableState;
  if (state == null || state.errorEmitted !== true) return false;
  try {
    return isErrorObject(err) && err.syscall === 'write' && typeof err.code === 'string';
  } catch {
    return false;
  }
}

let routing = false;
function routeUncaughtErrors() {
  if (routing) return;
  routing = true;
  process.addUncaughtExceptionCaptureCallback((err) => {
    const server = ownerOf(err);
    if (server === undefined) return false;
    // The REPL's own output failing (a pipe whose reader went away, a terminal hung up)
    // cannot be shown there: writing the report would fail again and be reported again,
    // without end. The REPL goes on until its input ends.
    if (isOwnOutputFailure(server, err)) return true;
    if (server[kRawModeAfterRun] !== undefined) {
      const raw = server[kRawModeAfterRun];
      server[kRawModeAfterRun] = undefined;
      server._setRawMode(raw);
    }
    server.clearBufferedCommand();
    server.lines.level = [];
    server[kReportError](err);
    // Lines of the same input chunk as the one that failed come next, as they would have.
    process.nextTick(() => server[kResumeLines]());
    return true;
  });
}

// While any program-started REPL is open, its input (and callbacks it scheduled) may not
// add 'uncaughtException' listeners: the listener is refused with an error instead.
let guardedRepls = 0;
function refuseUncaughtListener(event) {
  if (event !== 'uncaughtException') return;
  const running = replOwner().getStore()?.replServer;
  if (running === undefined || running[kStandaloneRepl]) return;
  const { codes: { ERR_INVALID_REPL_INPUT } } = require('internal/errors');
  throw new ERR_INVALID_REPL_INPUT('Listeners for `uncaughtException` cannot be used in the REPL');
}
function guardUncaughtListeners(delta) {
  const before = guardedRepls;
  guardedRepls += delta;
  if (before === 0 && guardedRepls > 0) process.prependListener('newListener', refuseUncaughtListener);
  if (before > 0 && guardedRepls === 0) process.removeListener('newListener', refuseUncaughtListener);
}

module.exports = { REPLServer, kBuffered, kStandaloneRepl, lexicalValue, replLookupPaths };
