// Uncaught exceptions: what happens when JS throws out of a callback, in Node's order and
// with Node's exit codes (the capture callbacks, 'uncaughtException', the report). Loaded
// on the first one; 'beforeExit' and 'exit' of a loop that ran dry are in
// internal/bootstrap/node.
'use strict';

const binding = internalBinding('process');
const { readFile } = internalBinding('modules');

function safeInspect(value) {
  try {
    // As Node's uncaught-error report: custom inspectors are not run (a Buffer property
    // shows as `Buffer(n) [Uint8Array] [...]`, not `<Buffer ...>`), and nesting is shown
    // 5 levels down at least, whatever the default depth says.
    const { inspect } = require('internal/util/inspect');
    const depth = inspect.defaultOptions.depth;
    return inspect(value, {
      customInspect: false,
      depth: typeof depth === 'number' && depth > 5 ? depth : 5,
    });
  } catch {
    try {
      if (value instanceof Error) return value.stack || String(value);
      return String(value);
    } catch {
      return '[value]';
    }
  }
}

function urlToPath(file) {
  if (!file.startsWith('file://')) return file;
  try {
    return decodeURIComponent(file.slice(7));
  } catch {
    return file.slice(7);
  }
}

// Set by internal/modules/parse_errors on a parse error (of -e, -p or stdin code too, which
// no file on disk could give) or a module link error: the pointer text, or { text } for one
// printed with no blank line under it.
const kEvalSourcePointer = Symbol('kEvalSourcePointer');

// Where Node reports an unhandled rejection whose frames V8 no longer has (its stack was
// read or replaced before) or that is no Error: its own rejection machinery; an ES module
// entry's such error: its module runner.
const kRejectionPointer =
  'node:internal/process/promises:324\n    triggerUncaughtException(err, true /* fromPromise */);\n    ^\n';
const kEntryPointer = 'node:internal/modules/run_main:111\n    triggerUncaughtException(\n    ^\n';
// Under --unhandled-rejections=strict the rejection is reported from another line.
const kStrictRejectionPointer =
  'node:internal/process/promises:275\n  triggerUncaughtException(err, true /* fromPromise */);\n  ^\n';

// Errors an ES module entry's evaluation rejected with (internal/modules/esm).
const entryRejections = new WeakSet();
function noteEntryRejection(err) {
  if (typeof err === 'object' && err !== null) entryRejections.add(err);
}

// Errors Node catches in JS and hands to triggerUncaughtException itself (a queueMicrotask
// callback's): with no throw statement in sight, it points where the error was made.
const caughtErrors = new WeakSet();
function noteCaughtError(err) {
  if (typeof err === 'object' && err !== null) caughtErrors.add(err);
}

// A rejection has no throw statement: Node points where the error was made. For the errors
// whose pointer quotes a `throw` in Node's own code (the CommonJS loader's, process.binding's),
// that is the line in Node that made them: by the quoted throw, and the error's code where
// one throw rethrows errors of several kinds.
const kNoSuchModulePointer =
  'node:internal/bootstrap/realm:177\n    throw new Error(`No such module: ${module}`);\n    ^\n';
// Keyed by the quoted throw. Built without iterating arrays: this module can first load
// after a program removed Array.prototype[Symbol.iterator].
const kMadePointers = { __proto__: null };
kMadePointers['node:internal/modules/cjs/loader:1595\n  throw err;\n  ^\n'] = [undefined,
  'node:internal/modules/cjs/loader:1591\n  const err = new Error(message);\n              ^\n'];
kMadePointers['node:internal/modules/cjs/loader:772\n      throw e;\n      ^\n'] = [
  'ERR_PACKAGE_PATH_NOT_EXPORTED',
  'node:internal/modules/esm/resolve:282\n  return new ERR_PACKAGE_PATH_NOT_EXPORTED(\n         ^\n'];
kMadePointers['node:internal/modules/cjs/loader:1165\n' +
  '      throw new ERR_UNKNOWN_BUILTIN_MODULE(specifier);\n      ^\n'] = [undefined,
  'node:internal/modules/cjs/loader:1165\n' +
  '      throw new ERR_UNKNOWN_BUILTIN_MODULE(specifier);\n            ^\n'];
kMadePointers[kNoSuchModulePointer] = [undefined,
  'node:internal/bootstrap/realm:177\n    throw new Error(`No such module: ${module}`);\n          ^\n'];
function madePointer(err, pointer) {
  const made = kMadePointers[pointer];
  if (made === undefined || (made[0] !== undefined && err.code !== made[0])) return pointer;
  return made[1];
}

// `file:line`, the source line and a caret, from the error's first stack frame.
function sourcePointer(err, fromPromise) {
  let stack;
  // An ES module entry that failed is a rejection too, reported from Node's module runner.
  const entry = typeof err === 'object' && err !== null && entryRejections.has(err);
  // Asked before this reads the stack, which would count as its first read.
  const withoutFrames = (fromPromise || entry) &&
    (!(err instanceof Error) || require('internal/errors_stack').stackTouched(err));
  try {
    const own = err !== null && typeof err === 'object' ? err[kEvalSourcePointer] : undefined;
    if (typeof own === 'string') return fromPromise || entry ? madePointer(err, own) : own;
    if (own !== null && typeof own === 'object') return own;
    // Errors assert threw point at the throw in Node's assert sources.
    if (!fromPromise && !entry) {
      const thrown = require('internal/assert/throw_sites').pointerOf(err);
      if (thrown !== undefined) return thrown;
    }
    stack = err !== null && typeof err === 'object' ? err.stack : undefined;
    // TypeScript syntax errors carry SWC's snippet in their stack already.
    const code = stack === undefined ? undefined : err.code;
    if (code === 'ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX' || code === 'ERR_INVALID_TYPESCRIPT_SYNTAX') {
      return null;
    }
  } catch {
    return '';
  }
  // An error made with no JS on the stack (an fs error settled by the loop) has no frame for
  // V8 to point at either: Node points into its rejection machinery.
  const noFrames = fromPromise && !entry && typeof stack === 'string' && !/\n\s+at /.test(stack);
  if (withoutFrames || noFrames) {
    if (entry) return kEntryPointer;
    const strict = require('internal/process/promises').rejectionsMode() === 'strict';
    return strict ? kStrictRejectionPointer : kRejectionPointer;
  }
  if (typeof stack !== 'string') return '';
  let m = null;
  if (err instanceof SyntaxError) {
    const pointer = parseErrorPointer(err);
    if (pointer !== undefined) return pointer;
  }
  // A stack shown through source maps: the pointer starts from the generated place.
  const unmappedTop = require('internal/errors_stack').unmappedTopFrame(err);
  if (m === null) {
    m = /\n\s+at (?:.*? \()?(\/[^():]+|file:\/\/\/[^():]+|\[eval\]|\[stdin\]):(\d+):(\d+)\)?/
      .exec(unmappedTop === undefined ? stack : `\n${unmappedTop}`);
  }
  if (m === null) return '';
  // -e and stdin code, vm scripts and stripped TypeScript registered the text that ran.
  let src = require('internal/errors_stack').givenSources.get(m[1]);
  if (src === undefined && m[1][0] !== '[') src = readFile(urlToPath(m[1]));
  if (src === undefined) return '';
  // Lines as the engine counts them (\r\n, \r, U+2028, U+2029 end one too), shown without
  // their terminator.
  const line = require('internal/errors_v8_frames').splitLines(src)[Number(m[2]) - 1];
  if (line === undefined) return '';
  let col = Math.max(0, Number(m[3]) - 1);
  // The frame is where the error was made; Node points at the throw statement, which is
  // the same place but for the `throw` in front of `throw new Error(...)` or
  // `throw Object.assign(new Error(...), ...)`: the last `throw` before it on its line. A
  // rejection has no throw statement: Node points where the error was made.
  if (!fromPromise && !entry && !caughtErrors.has(err)) {
    const at = line.slice(0, col).search(/\bthrow\b(?!.*\bthrow\b)/);
    if (at !== -1) col = at;
  }
  if (unmappedTop !== undefined) {
    const o = require('internal/modules/source_map').mapPointer(m[1], Number(m[2]), col);
    if (o !== undefined) {
      return `${o.path}:${o.lineNumber}\n${o.line}\n${underline(o.line, o.column, 1)}\n`;
    }
  }
  return `${m[1]}:${m[2]}\n${line}\n${underline(line, col, 1)}\n`;
}

// The line under the source line: tabs before the caret are kept, so it lines up. Node
// builds it in a buffer of 1020 characters, so on a long line (minified code) it stops
// there, losing the caret when that lies further right.
const kUnderlineMax = 1020;
function underline(line, col, width) {
  const text = `${line.slice(0, col).replace(/[^\t]/g, ' ')}${'^'.repeat(width)}`;
  return text.length > kUnderlineMax ? text.slice(0, kUnderlineMax) : text;
}

// The pointer of a parse error whose loader noted none (an ES module file): Boa has no
// frame for the file being compiled but puts `at line L, col C (file)` in the message, or
// only `(file)` when the input ended too soon. V8 names an ES module by its file: URL
// (stripped TypeScript is compiled under its file: URL, named by path), underlines the
// whole token it stopped at, and for an early end points past the last line's text with
// an empty underline.
function parseErrorPointer(err) {
  let message;
  try {
    message = `${err.message}`;
  } catch {
    return undefined;
  }
  let p = /at line (\d+), col (\d+) \((\/[^()]+|file:\/\/\/[^()]+)\)$/.exec(message);
  let atEnd = false;
  if (p === null) {
    const q = / \((\/[^()]+|file:\/\/\/[^()]+)\)$/.exec(message);
    if (q === null || /^(?:abrupt end|unterminated )/.exec(message) === null) return undefined;
    p = [q[0], undefined, undefined, q[1]];
    atEnd = true;
  }
  const path = urlToPath(p[3]);
  // Stripped TypeScript registered the text that was parsed.
  let src = require('internal/errors_stack').givenSources.get(path);
  if (src === undefined) src = readFile(path);
  if (src === undefined) return undefined;
  const lines = require('internal/errors_v8_frames').splitLines(src);
  const lineNumber = atEnd ? lines.length : Number(p[1]);
  const line = lines[lineNumber - 1];
  if (line === undefined) return undefined;
  const col = atEnd ? line.length : Math.min(line.length, Math.max(0, Number(p[2]) - 1));
  const width = atEnd ? 0 : tokenLength(line, col);
  let name = path;
  if (!p[3].startsWith('file:') && require('internal/errors_stack').moduleFiles.has(path)) {
    name = require('internal/modules/esm_resolve').toFileHref(path);
  }
  return `${name}:${lineNumber}\n${line}\n${underline(line, col, width)}\n`;
}

// The length of the token at `col` of `line` as V8 underlines it: a name or keyword, a
// number, a string; else one character.
const kToken = /^(?:[\p{ID_Start}$_#][\p{ID_Continue}$\u200c\u200d]*|[0-9][0-9A-Za-z_.]*|"(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?)/u;
function tokenLength(line, col) {
  const m = kToken.exec(line.slice(col));
  return m === null ? 1 : m[0].length;
}

// Where events throws an unhandled 'error' (Node quotes its own events module there).
const kEventsThrowPointer = "node:events:505\n    throw er; // Unhandled 'error' event\n    ^\n";

// Where events makes the error for an unhandled 'error' that is no Error.
const kEventsMakePointer =
  'node:events:477\n  const err = new ERR_UNHANDLED_ERROR(stringifiedEr);\n              ^\n';

// An unhandled 'error' from events: its pointer, with the emit site added to the stack of
// an Error. Null for any other error. Emitted from a promise reaction, the throw in events
// becomes a rejection (as it does in an ES module entry's evaluation), which Node points at
// where the error was made.
function eventsErrorPointer(err, fromPromise) {
  try {
    if (err === null || typeof err !== 'object') return null;
    const rejected = fromPromise || entryRejections.has(err);
    const { kEnhanceStackBeforeInspector } = require('internal/errors');
    const enhance = err[kEnhanceStackBeforeInspector];
    if (typeof enhance === 'function') {
      // Read before the emit site is added: setting the stack would hide its frames.
      const pointer = rejected ? sourcePointer(err, fromPromise) : kEventsThrowPointer;
      err.stack = enhance();
      return pointer;
    }
    if (err.code === 'ERR_UNHANDLED_ERROR' && /^ {4}at [^\n]*\(node:events:/m.test(err.stack)) {
      return rejected ? kEventsMakePointer : kEventsThrowPointer;
    }
  } catch {
    // A hostile getter: report the error as any other.
  }
  return null;
}

function printUncaught(err, fromPromise = false) {
  // An object that only inherits from Error.prototype is reported as any thrown object.
  const isError = Error.isError(err);
  let pointer = eventsErrorPointer(err, fromPromise) ?? sourcePointer(err, fromPromise);
  // Node leaves a blank line under the pointer, except under a module link error's.
  let gap = '\n';
  if (pointer !== null && typeof pointer === 'object') {
    gap = '';
    pointer = pointer.text;
  }
  let text = pointer === null ? '' : pointer;
  if (isError) {
    text += `${pointer === null ? '' : gap}${safeInspect(err)}\n`;
  } else if (err === null || (typeof err !== 'object' && typeof err !== 'function')) {
    // Node prints a thrown primitive as it is (strings unquoted) plus a hint.
    text += `${typeof err === 'symbol' ? err.toString() : String(err)}\n`;
    // The command as the user typed it: the last part of argv0, as Node prints it.
    const argv0 = `${process.argv0}`;
    const command = argv0.slice(argv0.lastIndexOf('/') + 1);
    text += `(Use \`${command} --trace-uncaught ...\` to show where the exception was thrown)\n`;
  } else {
    // Node sets a thrown object's pointer off with a blank line above it.
    if (text !== '') text = `\n${text}`;
    text += `${safeInspect(err)}\n`;
  }
  text += `\nNode.js ${process.version}\n`;
  binding.writeString(2, text);
}

// The uncaught-exception capture callbacks: one primary (the domain module's, or the
// user's through process.setUncaughtExceptionCaptureCallback) and any number of auxiliary
// ones (process.addUncaughtExceptionCaptureCallback), which are asked first, newest first.
let captureFn = null;
const auxiliaryCallbacks = [];

function setUncaughtExceptionCaptureCallback(fn) {
  if (fn === null) {
    captureFn = null;
    return;
  }
  const { codes } = require('internal/errors');
  if (typeof fn !== 'function') {
    throw new codes.ERR_INVALID_ARG_TYPE('fn', ['Function', 'null'], fn);
  }
  if (captureFn !== null) throw new codes.ERR_UNCAUGHT_EXCEPTION_CAPTURE_ALREADY_SET();
  captureFn = fn;
}

function addUncaughtExceptionCaptureCallback(fn) {
  require('internal/validators').validateFunction(fn, 'fn');
  auxiliaryCallbacks.push(fn);
}

function hasUncaughtExceptionCaptureCallback() {
  return captureFn !== null;
}

// process._fatalException, as in Node: offers an uncaught error to the capture callbacks and
// the 'uncaughtException' listeners. Returns true when one took it; otherwise emits 'exit'
// with code 1 (before the error is printed, as Node does) and returns false.
function onGlobalUncaughtException(er, fromPromise) {
  const origin = fromPromise ? 'unhandledRejection' : 'uncaughtException';
  process.emit('uncaughtExceptionMonitor', er, origin);
  if (captureFn !== null) {
    captureFn(er);
    return handledUncaught();
  }
  for (let i = auxiliaryCallbacks.length - 1; i >= 0; i--) {
    if (auxiliaryCallbacks[i](er) === true) return handledUncaught();
  }
  if (process.emit('uncaughtException', er, origin)) return handledUncaught();
  try {
    if (!process._exiting) {
      process._exiting = true;
      process.exitCode = 1;
      process.emit('exit', 1);
    }
  } catch {
    // The process is going down with the original error either way.
  }
  return false;
}

// As Node: a handled error leaves a no-op immediate behind, so the loop comes round once
// more and the ticks and microtasks the failed callback left queued get their turn.
function handledUncaught() {
  require('timers').setImmediate(() => {});
  return true;
}

// Called by the loop with a value thrown out of a callback (or by processRejections). Like
// Node's native side it goes through process._fatalException, which code may replace.
// Returns when a handler took the error; otherwise prints it and ends the process.
function triggerUncaughtException(err, fromPromise) {
  if (Error.isError(err)) require('internal/errors_wording').fix(err);
  // --abort-on-uncaught-exception: V8 aborts on a throw nothing catches before Node's
  // handlers run, unless a capture callback (a domain listening for 'error') is set.
  if (!fromPromise && captureFn === null && abortOnUncaught()) abortUncaught(err);
  // Code replaced process._fatalException with something that cannot be called: the error
  // is reported as it is and the process ends with Node's code for that (6).
  if (typeof process._fatalException !== 'function') {
    printUncaught(err);
    binding.reallyExit(6);
  }
  let handled;
  try {
    handled = process._fatalException(err, fromPromise);
  } catch (e) {
    if (captureFn === null && abortOnUncaught()) abortUncaught(e);
    // A handler threw: Node reports that error instead and exits with 7 (a worker hands it
    // to its parent and ends with 1).
    if (uncaughtReporter !== null) {
      uncaughtReporter(e);
      binding.reallyExit(1);
    }
    printUncaught(e);
    binding.reallyExit(7);
  }
  if (handled) {
    // As Node: the after hooks of every callback the error left open, then an empty stack.
    require('internal/async_hooks').afterUncaughtException();
    return;
  }
  if (uncaughtReporter !== null) uncaughtReporter(err);
  else printUncaught(err, fromPromise);
  const code = process.exitCode;
  binding.reallyExit(code === undefined || code === null ? 1 : normalizeExitCode(code));
}

let abortFlag;
function abortOnUncaught() {
  if (abortFlag === undefined) {
    // The flag is the process's: a worker's uncaught error goes to its parent as ever.
    abortFlag = require('internal/worker/child').isMainThread &&
      require('internal/natives').execArgv.some((a) =>
        a === '--abort-on-uncaught-exception' || a === '--abort_on_uncaught_exception');
  }
  return abortFlag;
}

// What V8 prints before it aborts: the error and the frames it was thrown through.
function abortUncaught(err) {
  let text;
  try {
    const stack = typeof err === 'object' && err !== null ? err.stack : undefined;
    if (typeof stack === 'string') {
      const at = stack.search(/\n {4}at /);
      const head = at === -1 ? stack : stack.slice(0, at);
      const frames = at === -1 ? '' : stack.slice(at + 1).replace(/^ {4}at /gm, '');
      text = `Uncaught ${head}\n\nFROM\n${frames}\n`;
    } else {
      text = `Uncaught ${typeof err === 'symbol' ? err.toString() : String(err)}\n`;
    }
  } catch {
    text = 'Uncaught exception\n';
  }
  binding.writeString(2, text);
  binding.kill(process.pid, 6);
  binding.reallyExit(134);
}

// A worker hands its uncaught error to the parent instead of printing it.
let uncaughtReporter = null;
function setUncaughtReporter(fn) {
  uncaughtReporter = fn;
}

// The loop's entry for an error thrown out of a callback. A throwing timer leaves its async
// context frame current so the listeners see it; the loop runs outside any frame after.
function fatalException(err) {
  try {
    triggerUncaughtException(err, false);
  } finally {
    internalBinding('async_context').setFrame(undefined);
  }
}

function normalizeExitCode(code) {
  if (code === undefined || code === null) return 0;
  const n = Number(code);
  return Number.isInteger(n) ? n : 0;
}

module.exports = {
  kEvalSourcePointer,
  kNoSuchModulePointer,
  noteEntryRejection,
  noteCaughtError,
  fatalException,
  triggerUncaughtException,
  onGlobalUncaughtException,
  setUncaughtExceptionCaptureCallback,
  addUncaughtExceptionCaptureCallback,
  hasUncaughtExceptionCaptureCallback,
  normalizeExitCode,
  printUncaught,
  setUncaughtReporter,
};
