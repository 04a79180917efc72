// internal/process/signals: process.on('SIGxxx') support. The first listener for a signal
// name starts an unref'd io Signal handle (so listening alone does not keep the process
// alive); removing the last listener closes it, which restores the default action. Loaded
// only when a listener for an event named like a signal is added (see internal/process/object).
'use strict';

const handles = new Map();

function signalNumber(type) {
  const { signals } = require('os').constants;
  const n = signals[type];
  return typeof n === 'number' ? n : undefined;
}

function startListeningIfSignal(type) {
  if (handles.has(type)) return;
  const signo = signalNumber(type);
  if (signo === undefined) return;
  const handle = internalBinding('io').signal(signo, (num) => {
    process.emit(type, type, typeof num === 'number' ? num : signo);
  });
  if (typeof handle === 'number') {
    throw require('internal/errors').errnoException(handle, 'uv_signal_start');
  }
  handle.unref();
  handles.set(type, handle);
}

function stopListeningIfSignal(type) {
  const handle = handles.get(type);
  if (handle !== undefined && process.listenerCount(type) === 0) {
    handles.delete(type);
    handle.close();
  }
}

module.exports = { startListeningIfSignal, stopListeningIfSignal };
