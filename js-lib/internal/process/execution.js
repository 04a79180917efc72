// Uncaught exceptions, 'beforeExit' and 'exit': what happens when JS throws out of a
// callback or the loop runs dry, in Node's order and with Node's exit codes.
'use strict';

const binding = internalBinding('process');
const { readFile } = internalBinding('modules');

function safeInspect(value) {
  try {
    return require('internal/util/inspect').inspect(value);
  } catch {
    try {
      if (value instanceof Error) return value.stack || String(value);
      return String(value);
    } catch {
      return '[value]';
    }
  }
}

// `file:line`, the source line and a caret, from the error's first stack frame.
function sourcePointer(err) {
  let stack;
  try {
    stack = err !== null && typeof err === 'object' ? err.stack : undefined;
  } catch {
    return '';
  }
  if (typeof stack !== 'string') return '';
  let m = null;
  if (err instanceof SyntaxError) {
    // Parse errors carry `at line L, col C (file)` in the message (Boa has no frame for
    // the file being compiled).
    const p = /at line (\d+), col (\d+) \((\/[^()]+)\)$/.exec(err.message);
    if (p !== null) m = [p[0], p[3], p[1], p[2]];
  }
  if (m === null) m = /\n\s+at (?:.*? \()?(\/[^():]+):(\d+):(\d+)\)?/.exec(stack);
  if (m === null) return '';
  const src = readFile(m[1]);
  if (src === undefined) return '';
  const line = src.split('\n')[Number(m[2]) - 1];
  if (line === undefined) return '';
  const col = Math.max(0, Number(m[3]) - 1);
  return `${m[1]}:${m[2]}\n${line}\n${' '.repeat(col)}^\n`;
}

function printUncaught(err) {
  const isError = err instanceof Error;
  let text = sourcePointer(err);
  if (isError) {
    text += `\n${safeInspect(err)}\n`;
  } else if (err === null || (typeof err !== 'object' && typeof err !== 'function')) {
    // Node prints a thrown primitive as it is (strings unquoted) plus a hint.
    text += `${typeof err === 'symbol' ? err.toString() : String(err)}\n`;
    text += '(Use `node --trace-uncaught ...` to show where the exception was thrown)\n';
  } else {
    text += `${safeInspect(err)}\n`;
  }
  text += `\nNode.js ${process.version}\n`;
  binding.writeString(2, text);
}

let exitEmitted = false;

function emitExitOnce(code) {
  if (exitEmitted) return;
  exitEmitted = true;
  process._exiting = true;
  process.emit('exit', code);
}

// Called by the loop with a value thrown out of a callback (or by processRejections).
// Returns when a handler took it; otherwise prints it and ends the process.
function triggerUncaughtException(err, fromPromise) {
  const origin = fromPromise ? 'unhandledRejection' : 'uncaughtException';
  process.emit('uncaughtExceptionMonitor', err, origin);
  if (typeof process._captureCallback === 'function') {
    // The capture callback (the domain module's, or the user's) owns the error; if it
    // throws, Node reports that error and exits with 7 without 'exit'.
    try {
      process._captureCallback(err);
    } catch (e) {
      printUncaught(e);
      binding.reallyExit(7);
    }
    return;
  }
  if (process.listenerCount('uncaughtException') > 0) {
    process.emit('uncaughtException', err, origin);
    return;
  }
  printUncaught(err);
  process.exitCode = 1;
  try {
    emitExitOnce(1);
  } catch (e) {
    printUncaught(e);
    binding.reallyExit(7);
  }
  binding.reallyExit(1);
}

function fatalException(err) {
  triggerUncaughtException(err, false);
}

function beforeExit() {
  if (process._exiting) return;
  process.emit('beforeExit', process._normalizeExitCode(process.exitCode));
}

// The loop is empty: emit 'exit' and return the exit code.
function emitExit() {
  const code = process._normalizeExitCode(process.exitCode);
  emitExitOnce(code);
  return process._normalizeExitCode(process.exitCode);
}

module.exports = { fatalException, triggerUncaughtException, beforeExit, emitExit, printUncaught };
