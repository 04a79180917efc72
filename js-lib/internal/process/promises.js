// Unhandled promise rejections, Node's default mode (`--unhandled-rejections=throw`):
// 'unhandledRejection' listeners get first say; otherwise the reason is raised as an
// uncaught exception. Also 'rejectionHandled' for late handlers.
'use strict';

const { getPromiseDetails } = internalBinding('util');

// Promises reported unhandled, so a later handler can emit 'rejectionHandled'.
const reported = new WeakSet();

function reasonOf(promise) {
  const details = getPromiseDetails(promise);
  return details === undefined ? undefined : details[1];
}

function unhandledRejectionError(reason) {
  let shown;
  try {
    shown = require('internal/util/inspect').inspect(reason);
  } catch {
    shown = String(reason);
  }
  const err = new Error(
    'This error originated either by throwing inside of an async function without a catch ' +
    'block, or by rejecting a promise which was not handled with .catch(). The promise ' +
    `rejected with the reason "${shown}".`);
  err.name = 'UnhandledPromiseRejection';
  err.code = 'ERR_UNHANDLED_REJECTION';
  return err;
}

// `list` is [promise, handledLate, promise, handledLate, ...] from the Rust tracker.
function processRejections(list) {
  for (let i = 0; i < list.length; i += 2) {
    const promise = list[i];
    const handledLate = list[i + 1];
    if (handledLate) {
      if (reported.has(promise)) {
        reported.delete(promise);
        process.emit('rejectionHandled', promise);
      }
      continue;
    }
    const reason = reasonOf(promise);
    reported.add(promise);
    if (process.emit('unhandledRejection', reason, promise)) continue;
    const err = reason instanceof Error ? reason : unhandledRejectionError(reason);
    require('internal/process/execution').triggerUncaughtException(err, true);
  }
}

module.exports = { processRejections };
