'use strict';
// stream: the public `stream` module. Its export is the legacy Stream constructor
// itself, decorated with the stream classes, the pipeline/finished/destroy helpers,
// the is* predicates, the highWaterMark defaults and a lazy `promises` namespace.
// The Readable operators (map, filter, ...) come with internal/streams/readable. compose() and the
// web stream adapters (Readable/Writable/Duplex .toWeb/.fromWeb) load on first use.
// Not implemented: Duplex.from for non-streams (compose has its own conversion).

const { Stream } = require('internal/streams/legacy');
const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');
const Duplex = require('internal/streams/duplex');
const { Transform, PassThrough } = require('internal/streams/transform');
const eos = require('internal/streams/end-of-stream');
const { pipeline } = require('internal/streams/pipeline');
const { addAbortSignal } = require('internal/streams/add-abort-signal');
const { destroyer } = require('internal/streams/destroy');
const {
  isDestroyed, isDisturbed, isErrored, isReadable, isWritable,
} = require('internal/streams/utils');
const { getDefaultHighWaterMark, setDefaultHighWaterMark } = require('internal/streams/state');
const { Buffer } = require('buffer');

function compose(...streams) {
  return require('internal/streams/compose')(...streams);
}

// Loaded on first use: stream/promises requires this module's pieces itself.
const promisesModule = () => require('stream/promises');

Object.assign(Stream, {
  // predicates
  isDestroyed,
  isDisturbed,
  isErrored,
  isReadable,
  isWritable,
  // classes
  Readable,
  Writable,
  Duplex,
  Transform,
  PassThrough,
  // helpers
  pipeline,
  addAbortSignal,
  finished: eos,
  destroy: destroyer,
  compose,
  duplexPair: require('internal/streams/duplexpair'),
  getDefaultHighWaterMark,
  setDefaultHighWaterMark,
  Stream,
  // Byte-chunk helpers that some userland stream modules reach for.
  _isUint8Array: (value) => value instanceof Uint8Array,
  _uint8ArrayToBuffer: (view) => Buffer.from(view.buffer, view.byteOffset, view.byteLength),
  _isArrayBufferView: ArrayBuffer.isView,
});

Object.defineProperty(Stream, 'promises', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get: promisesModule,
});

// util.promisify(pipeline) / util.promisify(finished) give the stream/promises versions.
const promisifyCustom = Symbol.for('nodejs.util.promisify.custom');
for (const [fn, name] of [[pipeline, 'pipeline'], [eos, 'finished']]) {
  Object.defineProperty(fn, promisifyCustom, {
    __proto__: null,
    enumerable: true,
    get: () => promisesModule()[name],
  });
}

module.exports = Stream;
