'use strict';
// readline/promises: an Interface whose question() returns a promise (rejecting with an
// AbortError when its signal aborts), and createInterface(). The Readline class (batched
// cursor commands) is not implemented.

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
