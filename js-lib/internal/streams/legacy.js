'use strict';
// internal/streams/legacy: `Stream`, the pre-streams2 base class (an EventEmitter with a
// simple data/drain pipe()). Readable and Writable inherit from it so that
// `x instanceof Stream` holds for every stream.

const EE = require('events');

function Stream(opts) {
  EE.call(this, opts);
}
Object.setPrototypeOf(Stream.prototype, EE.prototype);
Object.setPrototypeOf(Stream, EE);

function prependListener(emitter, event, fn) {
  if (typeof emitter.prependListener === 'function') return emitter.prependListener(event, fn);
  if (!emitter._events || !emitter._events[event]) emitter.on(event, fn);
  else if (Array.isArray(emitter._events[event])) emitter._events[event].unshift(fn);
  else emitter._events[event] = [fn, emitter._events[event]];
}

Stream.prototype.pipe = function(dest, options) {
  const source = this;
  let ended = false;
  const ondata = (chunk) => {
    if (dest.writable && dest.write(chunk) === false && source.pause) source.pause();
  };
  const ondrain = () => {
    if (source.readable && source.resume) source.resume();
  };
  const onend = () => {
    if (ended) return;
    ended = true;
    dest.end();
  };
  const onclose = () => {
    if (ended) return;
    ended = true;
    if (typeof dest.destroy === 'function') dest.destroy();
  };
  function onerror(er) {
    cleanup();
    if (EE.prototype.listenerCount.call(this, 'error') === 0) this.emit('error', er);
  }
  const cleanup = () => {
    source.removeListener('data', ondata);
    dest.removeListener('drain', ondrain);
    source.removeListener('end', onend);
    source.removeListener('close', onclose);
    source.removeListener('error', onerror);
    dest.removeListener('error', onerror);
    source.removeListener('end', cleanup);
    source.removeListener('close', cleanup);
    dest.removeListener('close', cleanup);
  };
  source.on('data', ondata);
  dest.on('drain', ondrain);
  if (!dest._isStdio && (!options || options.end !== false)) {
    source.on('end', onend);
    source.on('close', onclose);
  }
  prependListener(source, 'error', onerror);
  prependListener(dest, 'error', onerror);
  source.on('end', cleanup);
  source.on('close', cleanup);
  dest.on('close', cleanup);
  dest.emit('pipe', source);
  return dest;
};

module.exports = { Stream, prependListener };
