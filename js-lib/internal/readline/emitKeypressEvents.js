'use strict';
// internal/readline/emitKeypressEvents: makes a readable stream emit 'keypress' events
// (readline.emitKeypressEvents). The stream's 'data' is decoded as UTF-8 and fed to the
// emitKeys decoder one character at a time, but only while someone listens to 'keypress';
// a lone ESC at the end of a chunk becomes an 'escape' key after escapeCodeTimeout ms.

const { StringDecoder } = require('string_decoder');
const { emitKeys, charLengthAt, kSawKeyPress, kEscape } = require('internal/readline/utils');

const kKeypressDecoder = Symbol('keypress-decoder');
const kEscapeDecoder = Symbol('escape-decoder');
// Set while the decoder runs a key's listeners. Still set when the next chunk comes: the
// engine's "Maximum call stack size exceeded" went through the listeners and the decoder
// past every catch, leaving the generator finished, so a new one takes over.
const kDecoding = Symbol('decoding');
const kDefaultEscapeTimeout = 500;

function freshDecoder(stream) {
  const gen = emitKeys(stream);
  gen.next();
  return gen;
}

function emitKeypressEvents(stream, iface = { __proto__: null }) {
  if (stream[kKeypressDecoder]) return;
  stream[kKeypressDecoder] = new StringDecoder('utf8');
  stream[kEscapeDecoder] = freshDecoder(stream);
  const timeout = iface.escapeCodeTimeout === undefined ?
    kDefaultEscapeTimeout : iface.escapeCodeTimeout;
  const flushEscape = () => {
    if (stream[kDecoding]) stream[kEscapeDecoder] = freshDecoder(stream);
    stream[kDecoding] = true;
    stream[kEscapeDecoder].next('');
    stream[kDecoding] = false;
  };
  let escapeTimer;

  function onData(chunk) {
    if (stream.listenerCount('keypress') === 0) {
      // Nobody listens: stop decoding until a 'keypress' listener comes back.
      stream.removeListener('data', onData);
      stream.on('newListener', onNewListener);
      return;
    }
    const text = stream[kKeypressDecoder].write(chunk);
    if (!text) return;
    clearTimeout(escapeTimer);
    iface[kSawKeyPress] = charLengthAt(text, 0) === text.length;
    // Completion runs only on the last key of a chunk (a pasted tab is inserted as text).
    iface.isCompletionEnabled = false;
    let used = 0;
    if (stream[kDecoding]) stream[kEscapeDecoder] = freshDecoder(stream);
    for (const ch of text) {
      used += ch.length;
      if (used === text.length) iface.isCompletionEnabled = true;
      try {
        stream[kDecoding] = true;
        stream[kEscapeDecoder].next(ch);
        stream[kDecoding] = false;
        if (used === text.length && ch === kEscape) {
          escapeTimer = setTimeout(flushEscape, timeout);
        }
      } catch (err) {
        // A throwing 'keypress' listener ends the generator; start a new one.
        stream[kDecoding] = false;
        stream[kEscapeDecoder] = freshDecoder(stream);
        throw err;
      }
    }
  }

  function onNewListener(event) {
    if (event !== 'keypress') return;
    stream.on('data', onData);
    stream.removeListener('newListener', onNewListener);
  }

  if (stream.listenerCount('keypress') > 0) stream.on('data', onData);
  else stream.on('newListener', onNewListener);
}

module.exports = emitKeypressEvents;
