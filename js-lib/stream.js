'use strict';
// stream: the public `stream` module. module.exports is the legacy Stream constructor
// carrying Readable, Writable, Duplex, Transform, PassThrough, pipeline, finished,
// addAbortSignal, the is* predicates, highWaterMark defaults and `promises`.
// Not implemented: web-stream adapters (Readable.toWeb/fromWeb, Duplex.from for
// non-streams), compose(), and the `concurrency` parallelism of the Readable operators
// (map, filter, forEach, ... run one item at a time).

const { Stream } = require('internal/streams/legacy');
const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');
const Duplex = require('internal/streams/duplex');
const { Transform, PassThrough } = require('internal/streams/transform');
const eos = require('internal/streams/end-of-stream');
const { pipeline } = require('internal/streams/pipeline');
const { addAbortSignal } = require('internal/streams/add-abort-signal');
const { destroyer } = require('internal/streams/destroy');
const utils = require('internal/streams/utils');
const { getDefaultHighWaterMark, setDefaultHighWaterMark } = require('internal/streams/state');
const { Buffer } = require('buffer');

require('internal/streams/operators').install(Readable);

Stream.isDestroyed = utils.isDestroyed;
Stream.isDisturbed = utils.isDisturbed;
Stream.isErrored = utils.isErrored;
Stream.isReadable = utils.isReadable;
Stream.isWritable = utils.isWritable;
Stream.Readable = Readable;
Stream.Writable = Writable;
Stream.Duplex = Duplex;
Stream.Transform = Transform;
Stream.PassThrough = PassThrough;
Stream.pipeline = pipeline;
Stream.addAbortSignal = addAbortSignal;
Stream.finished = eos;
Stream.destroy = destroyer;
Stream.duplexPair = require('internal/streams/duplexpair');
Stream.getDefaultHighWaterMark = getDefaultHighWaterMark;
Stream.setDefaultHighWaterMark = setDefaultHighWaterMark;
Stream.Stream = Stream;
Stream._isUint8Array = (v) => v instanceof Uint8Array;
Stream._uint8ArrayToBuffer = (chunk) =>
  Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
Stream._isArrayBufferView = ArrayBuffer.isView;

Object.defineProperty(Stream, 'promises', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() {
    return require('stream/promises');
  },
});
Object.defineProperty(pipeline, Symbol.for('nodejs.util.promisify.custom'), {
  __proto__: null,
  enumerable: true,
  get() {
    return require('stream/promises').pipeline;
  },
});
Object.defineProperty(eos, Symbol.for('nodejs.util.promisify.custom'), {
  __proto__: null,
  enumerable: true,
  get() {
    return require('stream/promises').finished;
  },
});

module.exports = Stream;
