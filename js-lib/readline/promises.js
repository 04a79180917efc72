'use strict';
// readline/promises: an Interface whose question() returns a promise (rejected with an
// AbortError when options.signal aborts or Ctrl+C/Ctrl+D close a terminal interface, and
// with ERR_USE_AFTER_CLOSE once closed); its completer may return a promise;
// createInterface(), and the Readline class, which collects cursor/erase sequences for one
// stream and writes them in one go on commit() (or each on the next tick with autoCommit).

const { Interface: LineInterface, kQuestion, kQuestionCancel, kQuestionReject } =
  require('internal/readline/interface');
const { AbortError, codes: { ERR_INVALID_ARG_TYPE } } = require('internal/errors');
const { validateAbortSignal, validateBoolean, validateInteger } =
  require('internal/validators');
const { isWritable } = require('internal/streams/utils');
const {
  CSI, cursorToCode, moveCursorCode, clearLineCode,
} = require('internal/readline/utils');

class Interface extends LineInterface {
  question(query, options = {}) {
    return new Promise((resolve, reject) => {
      const signal = options?.signal;
      // Ctrl+C / Ctrl+D on a terminal interface reject the pending question.
      this[kQuestionReject] = reject;
      if (!signal) {
        this[kQuestion](query, resolve);
        return;
      }
      validateAbortSignal(signal, 'options.signal');
      const aborted = () => new AbortError(undefined, { cause: signal.reason });
      if (signal.aborted) {
        reject(aborted());
        return;
      }
      const onAbort = () => {
        this[kQuestionCancel]();
        reject(aborted());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this[kQuestion](query, (answer) => {
        signal.removeEventListener('abort', onAbort);
        resolve(answer);
      });
    });
  }
}

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

class Readline {
  #stream;
  #autoCommit = false;
  #pending = [];

  constructor(stream, options = undefined) {
    if (!isWritable(stream)) throw new ERR_INVALID_ARG_TYPE('stream', 'Writable', stream);
    this.#stream = stream;
    if (options?.autoCommit != null) {
      validateBoolean(options.autoCommit, 'options.autoCommit');
      this.#autoCommit = options.autoCommit;
    }
  }

  // With autoCommit each sequence goes out on its own tick; otherwise it waits for commit().
  #add(code) {
    if (this.#autoCommit) process.nextTick(() => this.#stream.write(code));
    else this.#pending.push(code);
    return this;
  }

  cursorTo(x, y = undefined) {
    validateInteger(x, 'x');
    if (y != null) validateInteger(y, 'y');
    return this.#add(cursorToCode(x, y ?? undefined));
  }

  moveCursor(dx, dy) {
    // A zero move is not even validated (Node does the same).
    if (!dx && !dy) return this;
    validateInteger(dx, 'dx');
    validateInteger(dy, 'dy');
    return this.#add(moveCursorCode(dx, dy));
  }

  clearLine(dir) {
    validateInteger(dir, 'dir', -1, 1);
    return this.#add(clearLineCode(dir));
  }

  clearScreenDown() {
    return this.#add(CSI.kClearScreenDown);
  }

  commit() {
    return new Promise((resolve) => {
      this.#stream.write(this.#pending.join(''), resolve);
      this.#pending = [];
    });
  }

  rollback() {
    this.#pending = [];
    return this;
  }
}

module.exports = { Interface, Readline, createInterface };
