'use strict';
// internal/streams/duplex: Duplex, a stream with independent readable and writable
// halves. It inherits from Readable and borrows the writable half's methods and
// accessors from Writable.prototype (a fixed list, matching what Node exposes), so
// `instanceof Writable` is answered by Writable's Symbol.hasInstance instead.
// With allowHalfOpen:false, Readable ends the writable half when the readable half ends.
// Duplex.from() converts other values (internal/streams/duplexify); fromWeb()/toWeb() are
// the web stream adapters.

const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');

// Emitters start with these slots present (all undefined), so _events has one fixed
// shape for every Duplex and eventNames()/key order agree with Node.
const PRESET_EVENT_SLOTS = [
  'close', 'error', 'prefinish', 'finish', 'drain', 'data', 'end', 'readable',
];

function presetEvents() {
  const slots = {};
  for (const name of PRESET_EVENT_SLOTS) slots[name] = undefined;
  return slots;
}

function Duplex(options) {
  if (!(this instanceof Duplex)) return new Duplex(options);
  if (this._events == null) this._events = presetEvents();
  Readable.call(this, options);
  Writable.call(this, options);
  this.allowHalfOpen = options?.allowHalfOpen !== false;
  if (options?.readable === false) markReadableDone(this._readableState);
  if (options?.writable === false) markWritableDone(this._writableState);
}
Object.setPrototypeOf(Duplex.prototype, Readable.prototype);
Object.setPrototypeOf(Duplex, Readable);

// `readable: false` builds a Duplex whose readable half is already over.
function markReadableDone(state) {
  state.readable = false;
  state.ended = true;
  state.endEmitted = true;
}

// `writable: false` likewise: writes fail as after end(), and no 'finish' comes.
function markWritableDone(state) {
  state.writable = false;
  state.ending = true;
  state.ended = true;
  state.finished = true;
}

// The writable half's surface. `destroy` is Writable's (the shared destroy routine);
// everything Readable already defines (pipe, errored, closed, ...) stays Readable's.
const BORROWED_FROM_WRITABLE = [
  'write', 'cork', 'uncork', 'setDefaultEncoding', '_write', '_writev', 'end', 'destroy',
  'writable', 'writableHighWaterMark', 'writableObjectMode', 'writableBuffer',
  'writableLength', 'writableFinished', 'writableCorked', 'writableEnded',
  'writableNeedDrain',
];
for (const name of BORROWED_FROM_WRITABLE) {
  Object.defineProperty(Duplex.prototype, name,
    Object.getOwnPropertyDescriptor(Writable.prototype, name));
}

// A Duplex counts as destroyed only once both halves are.
Object.defineProperty(Duplex.prototype, 'destroyed', {
  __proto__: null,
  get() {
    const r = this._readableState;
    const w = this._writableState;
    return r !== undefined && w !== undefined && r.destroyed && w.destroyed;
  },
  set(value) {
    const r = this._readableState;
    const w = this._writableState;
    if (r && w) {
      r.destroyed = value;
      w.destroyed = value;
    }
  },
});

// Streams, web streams, iterables, async generator functions, promises, Blobs and
// {readable, writable} pairs (internal/streams/duplexify loads on first use).
Duplex.from = function from(body) {
  return require('internal/streams/duplexify')(body, 'body');
};

// Web stream adapters (internal/webstreams/adapters loads on first use).
Duplex.fromWeb = function(pair, options) {
  return require('internal/webstreams/adapters')
    .newStreamDuplexFromReadableWritablePair(pair, options);
};

Duplex.toWeb = function(duplex, options) {
  return require('internal/webstreams/adapters').newReadableWritablePairFromDuplex(duplex, options);
};

module.exports = Duplex;
