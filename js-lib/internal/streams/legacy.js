'use strict';
// internal/streams/legacy: `Stream`, the streams1 base class. It is a bare EventEmitter
// plus a minimal pipe() that forwards 'data' to dest.write(), pauses the source when a
// write reports back-pressure and resumes it on 'drain', and ends (or, on an early
// 'close', destroys) dest. Readable and Writable inherit from it, which is what makes
// `x instanceof Stream` hold for every stream.
// Also exports prependListener(), used wherever a handler must run before user ones.

const EE = require('events');

function Stream(opts) {
  EE.call(this, opts);
}
Object.setPrototypeOf(Stream.prototype, EE.prototype);
Object.setPrototypeOf(Stream, EE);

// Puts `fn` first in line for `event`, also on emitters that predate prependListener()
// by editing their _events table directly.
function prependListener(emitter, event, fn) {
  if (typeof emitter.prependListener === 'function') return emitter.prependListener(event, fn);
  const current = emitter._events?.[event];
  if (!current) emitter.on(event, fn);
  else if (Array.isArray(current)) current.unshift(fn);
  else emitter._events[event] = [fn, current];
}

Stream.prototype.pipe = function(dest, options) {
  const source = this;
  // dest gets at most one of end()/destroy().
  let settled = false;
  const settleWith = (how) => {
    if (settled) return;
    settled = true;
    how();
  };
  // An error on either side unlinks the pair; if nobody else listens for it on that
  // emitter, re-emitting it there makes it an uncaught error as usual.
  const failureOn = (emitter) => (err) => {
    unlink();
    if (EE.prototype.listenerCount.call(emitter, 'error') === 0) emitter.emit('error', err);
  };

  // [emitter, event, handler, prepend?] in the order they are attached.
  const links = [
    [source, 'data', (chunk) => {
      if (dest.writable && dest.write(chunk) === false && source.pause) source.pause();
    }],
    [dest, 'drain', () => {
      if (source.readable && source.resume) source.resume();
    }],
  ];
  if (!dest._isStdio && options?.end !== false) {
    links.push(
      [source, 'end', () => settleWith(() => dest.end())],
      [source, 'close', () => settleWith(() => {
        if (typeof dest.destroy === 'function') dest.destroy();
      })],
    );
  }
  links.push(
    [source, 'error', failureOn(source), true],
    [dest, 'error', failureOn(dest), true],
  );
  const unlink = () => {
    for (const [emitter, event, handler] of links) emitter.removeListener(event, handler);
  };
  links.push([source, 'end', unlink], [source, 'close', unlink], [dest, 'close', unlink]);

  for (const [emitter, event, handler, first] of links) {
    if (first) prependListener(emitter, event, handler);
    else emitter.on(event, handler);
  }
  dest.emit('pipe', source);
  return dest;
};

module.exports = { Stream, prependListener };
