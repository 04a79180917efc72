'use strict';
// readline/promises: an Interface whose question() returns a promise (rejecting with an
// AbortError when its signal aborts), createInterface(), and the Readline class that
// batches cursor/erase commands until commit().

const { Interface: BaseInterface, kQuestion, kQuestionCancel } =
  require('internal/readline/interface');
const { AbortError } = require('internal/errors');
const { validateAbortSignal } = require('internal/validators');

class Interface extends BaseInterface {
  question(query, options = {}) {
    return new Promise((resolve, reject) => {
      let cb = resolve;
      if (options && options.signal) {
        const signal = options.signal;
        validateAbortSignal(signal, 'options.signal');
        if (signal.aborted) {
          reject(new AbortError(undefined, { cause: signal.reason }));
          return;
        }
        const onAbort = () => {
          this[kQuestionCancel]();
          reject(new AbortError(undefined, { cause: signal.reason }));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        cb = (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        };
      }
      this[kQuestion](query, cb);
    });
  }
}

function createInterface(input, output, completer, terminal) {
  return new Interface(input, output, completer, terminal);
}

module.exports = { Interface, createInterface };

// Readline: queues cursor/erase sequences for one stream and writes them on commit()
// (or on the next tick each, with autoCommit).
const { CSI } = require('internal/readline/utils');
const { validateBoolean, validateInteger } = require('internal/validators');
const { isWritable } = require('internal/streams/utils');
const { codes: { ERR_INVALID_ARG_TYPE } } = require('internal/errors');

class Readline {
  #autoCommit = false;
  #stream;
  #todo = [];

  constructor(stream, options = undefined) {
    if (!isWritable(stream)) throw new ERR_INVALID_ARG_TYPE('stream', 'Writable', stream);
    this.#stream = stream;
    if (options?.autoCommit != null) {
      validateBoolean(options.autoCommit, 'options.autoCommit');
      this.#autoCommit = options.autoCommit;
    }
  }

  #queue(data) {
    if (this.#autoCommit) process.nextTick(() => this.#stream.write(data));
    else this.#todo.push(data);
    return this;
  }

  cursorTo(x, y = undefined) {
    validateInteger(x, 'x');
    if (y != null) validateInteger(y, 'y');
    return this.#queue(y == null ? CSI`${x + 1}G` : CSI`${y + 1};${x + 1}H`);
  }

  moveCursor(dx, dy) {
    if (dx || dy) {
      validateInteger(dx, 'dx');
      validateInteger(dy, 'dy');
      let data = '';
      if (dx < 0) data += CSI`${-dx}D`;
      else if (dx > 0) data += CSI`${dx}C`;
      if (dy < 0) data += CSI`${-dy}A`;
      else if (dy > 0) data += CSI`${dy}B`;
      this.#queue(data);
    }
    return this;
  }

  clearLine(dir) {
    validateInteger(dir, 'dir', -1, 1);
    return this.#queue(dir < 0 ? CSI.kClearToLineBeginning :
      dir > 0 ? CSI.kClearToLineEnd : CSI.kClearLine);
  }

  clearScreenDown() {
    return this.#queue(CSI.kClearScreenDown);
  }

  commit() {
    return new Promise((resolve) => {
      this.#stream.write(this.#todo.join(''), resolve);
      this.#todo = [];
    });
  }

  rollback() {
    this.#todo = [];
    return this;
  }
}

module.exports.Readline = Readline;
