'use strict';
// internal/webstreams/adapters: the bridges between Node streams and WHATWG streams behind
// Readable.toWeb/fromWeb, Writable.toWeb/fromWeb and Duplex.toWeb/fromWeb.
//
//   Node Readable -> ReadableStream   paused 'data' events feed the controller; pull resumes.
//   ReadableStream -> Node Readable   _read() issues one read request at a time; its chunk is
//                                     pushed a microtask later (after an error or destroy
//                                     that should win).
//   Node Writable -> WritableStream   each write waits for 'drain' when the Writable pushes back.
//   WritableStream -> Node Writable   writes go to the writer with one shared request object
//                                     (no promise per chunk); the callback runs when they land.
//   stream handle -> WritableStream   (newWritableStreamFromStreamBase) one handle write per
//                                     chunk, in order; close shuts the handle down.
//   stream handle -> ReadableStream   (newReadableStreamFromStreamBase) the handle's reads feed
//                                     the controller; pull starts reading, backpressure stops it.
// Ends, errors and premature closes travel both ways as in Node 26.10 (a premature close of
// the Node side becomes an AbortError on the web side).

const { codes, lazyErrors } = require('internal/errors_lazy');
const { validateObject, validateBoolean } = require('internal/validators');
const {
  kResolvedPromise,
  PromiseResolve,
  then,
  createDeferred,
} = require('internal/webstreams/util');
const {
  ReadableStream,
  isReadableStream,
  readableStreamDefaultReaderRead,
} = require('internal/webstreams/readablestream');
const {
  WritableStream,
  isWritableStream,
  writerWriteWithRequest,
} = require('internal/webstreams/writablestream');
const {
  CountQueuingStrategy,
  ByteLengthQueuingStrategy,
} = require('internal/webstreams/queuingstrategies');
const eos = require('internal/streams/end-of-stream');
const { destroyer: destroy } = require('internal/streams/destroy');
const {
  isDestroyed,
  isReadable,
  isWritable,
  isWritableEnded,
} = require('internal/streams/utils');

const noop = () => {};

let lazyStreamClasses;
function streamClasses() {
  lazyStreamClasses ??= {
    Readable: require('internal/streams/readable'),
    Writable: require('internal/streams/writable'),
    Duplex: require('internal/streams/duplex'),
  };
  return lazyStreamClasses;
}

let lazyBuffer;
function Buffer() {
  lazyBuffer ??= require('buffer').Buffer;
  return lazyBuffer;
}

let encoder;
function encodeUtf8(string) {
  encoder ??= new (require('internal/encoding').TextEncoder)();
  return encoder.encode(string);
}

function isArrayBufferLike(value) {
  return value instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer === 'function' && value instanceof SharedArrayBuffer);
}

// A Node premature close is an abort from the web side's point of view.
function handleKnownInternalErrors(cause) {
  if (cause?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
    return new (lazyErrors().AbortError)(undefined, { cause });
  }
  return cause;
}

function isUtf8(encoding) {
  if (encoding === 'utf8' || encoding === 'utf-8') return true;
  if (typeof encoding !== 'string') return false;
  const lower = encoding.toLowerCase();
  return lower === 'utf8' || lower === 'utf-8';
}

// A string chunk handed over as bytes (Writable only passes strings when decodeStrings is
// off, so this is for Duplex/Writable subclasses that forward them as they are).
function stringChunkToBytes(chunk, encoding) {
  if (isUtf8(encoding)) return encodeUtf8(chunk);
  const buf = Buffer().from(chunk, encoding);
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

// Counts the writes of one _write/_writev call and reports to its callback once they all
// landed (a failure is reported a microtask later: the writable machinery may be mid-step).
class WriteTracker {
  constructor(getDestination) {
    this.getDestination = getDestination;
    this.pending = 0;
    this.failed = false;
    this.failure = undefined;
    this.callback = undefined;
    this.error = undefined;
    this.hasError = false;
    this.dispatching = false;
  }

  resolve() {
    this.pending--;
    if (!this.dispatching && this.pending === 0 && this.callback !== undefined) this.settle();
  }

  reject(error) {
    this.pending--;
    if (!this.hasError) {
      this.hasError = true;
      this.error = error;
    }
    if (!this.dispatching && this.pending === 0 && this.callback !== undefined) this.settle();
  }

  settle() {
    const callback = this.callback;
    this.callback = undefined;
    let error;
    if (this.hasError) {
      error = this.error;
      this.hasError = false;
      this.error = undefined;
    } else if (this.failed) {
      error = this.failure;
    }
    this.failed = false;
    this.failure = undefined;
    if (error !== undefined) {
      then(kResolvedPromise, () => this.call(callback, error));
      return;
    }
    this.call(callback, undefined);
  }

  call(callback, error) {
    try {
      callback(error);
    } catch (err) {
      process.nextTick(() => destroy(this.getDestination(), err));
    }
  }

  dispatch(writer, chunks, callback) {
    this.callback = callback;
    this.dispatching = true;
    for (let i = 0; i < chunks.length; i++) writerWriteWithRequest(writer, chunks[i], this);
    this.dispatching = false;
    if (this.pending === 0) this.settle();
  }
}

// A read request reused for every read of an adapter (one read in flight at a time).
class ForwardingReadRequest {
  constructor(target) {
    this.target = target;
    this.pendingChunk = undefined;
    this.forward = () => {
      const chunk = this.pendingChunk;
      this.pendingChunk = undefined;
      this.target.push(chunk);
    };
  }

  chunk(value) {
    this.pendingChunk = value;
    then(kResolvedPromise, this.forward);
  }

  close() {
    this.target.push(null);
  }

  error(err) {
    destroy(this.target, err);
  }
}

// Runs a Node-side callback from a promise reaction without letting a throw become an
// unhandled rejection.
function callbackEscaping(callback, error, onThrow) {
  try {
    callback(error);
  } catch (err) {
    process.nextTick(onThrow, err);
  }
}

function rethrow(err) {
  throw err;
}

// ---- Writable <-> WritableStream -----------------------------------------------------------

// Internal option of newReadableWritablePairFromDuplex for CompressionStream and
// DecompressionStream: a check each chunk passes before it reaches the Node stream (their
// BufferSource rule). With it, a chunk the check or the stream refuses by throwing also
// destroys the stream, so the paired readable side fails with the same error; a plain
// Duplex pair is left alone, as in Node.
const kChunkCheck = Symbol('kChunkCheck');

function newWritableStreamFromStreamWritable(streamWritable, chunkCheck = undefined) {
  if (!streamWritable || typeof streamWritable.write !== 'function' ||
      typeof streamWritable.on !== 'function') {
    throw new codes.ERR_INVALID_ARG_TYPE('streamWritable', 'stream.Writable', streamWritable);
  }
  if (isDestroyed(streamWritable) || !isWritable(streamWritable)) {
    const writable = new WritableStream();
    writable.close();
    return writable;
  }
  const highWaterMark = streamWritable.writableHighWaterMark;
  const strategy = streamWritable.writableObjectMode ?
    new CountQueuingStrategy({ highWaterMark }) :
    {
      highWaterMark,
      size(chunk) {
        return chunk?.byteLength ?? chunk?.length ?? 1;
      },
    };

  let controller;
  let backpressure;
  let closed;

  const cleanup = eos(streamWritable, (error) => {
    error = handleKnownInternalErrors(error);
    cleanup();
    // Legacy streams may emit 'error' again after finishing.
    streamWritable.on('error', noop);
    if (error != null) {
      backpressure?.reject(error);
      if (closed !== undefined) {
        closed.reject(error);
        closed = undefined;
      }
      controller?.error(error);
      controller = undefined;
      return;
    }
    if (closed !== undefined) {
      closed.resolve();
      closed = undefined;
      return;
    }
    controller?.error(new (lazyErrors().AbortError)());
    controller = undefined;
  });

  streamWritable.on('drain', () => backpressure?.resolve());

  return new WritableStream({
    start(c) {
      controller = c;
    },
    write(chunk) {
      let accepted;
      if (chunkCheck === undefined) {
        if (!streamWritable.writableObjectMode && isArrayBufferLike(chunk)) {
          chunk = new Uint8Array(chunk);
        }
        accepted = !streamWritable.writableNeedDrain && streamWritable.write(chunk);
      } else {
        try {
          chunkCheck(chunk);
          if (!streamWritable.writableObjectMode && isArrayBufferLike(chunk)) {
            chunk = new Uint8Array(chunk);
          }
          accepted = !streamWritable.writableNeedDrain && streamWritable.write(chunk);
        } catch (err) {
          destroy(streamWritable, err);
          throw err;
        }
      }
      if (!accepted) {
        const deferred = createDeferred();
        backpressure = deferred;
        if (!streamWritable.writableNeedDrain) deferred.resolve();
        const clear = () => {
          if (backpressure === deferred) backpressure = undefined;
        };
        return then(deferred.promise, clear, (err) => {
          clear();
          throw err;
        });
      }
      return undefined;
    },
    abort(reason) {
      destroy(streamWritable, reason);
    },
    close() {
      if (closed === undefined && !isWritableEnded(streamWritable)) {
        closed = createDeferred();
        streamWritable.end();
        return closed.promise;
      }
      controller = undefined;
      return PromiseResolve();
    },
  }, strategy);
}

function newStreamWritableFromWritableStream(writableStream, options = {}) {
  if (!isWritableStream(writableStream)) {
    throw new codes.ERR_INVALID_ARG_TYPE('writableStream', 'WritableStream', writableStream);
  }
  validateObject(options, 'options');
  const {
    highWaterMark,
    decodeStrings = true,
    objectMode = false,
    signal,
  } = options;
  validateBoolean(objectMode, 'options.objectMode');
  validateBoolean(decodeStrings, 'options.decodeStrings');

  const writer = writableStream.getWriter();
  let closed = false;
  const tracker = new WriteTracker(() => writable);

  const writable = new (streamClasses().Writable)({
    highWaterMark,
    objectMode,
    decodeStrings,
    signal,
    writev(chunks, callback) {
      const list = new Array(chunks.length);
      for (let i = 0; i < chunks.length; i++) list[i] = chunks[i].chunk;
      tracker.dispatch(writer, list, callback);
    },
    write(chunk, encoding, callback) {
      if (typeof chunk === 'string' && decodeStrings && !objectMode) {
        chunk = stringChunkToBytes(chunk, encoding);
      }
      tracker.dispatch(writer, [chunk], callback);
    },
    destroy(error, callback) {
      const done = () => callbackEscaping(callback, error, rethrow);
      if (!closed) {
        then(error != null ? writer.abort(error) : writer.close(), done, done);
        return;
      }
      done();
    },
    final(callback) {
      const done = (error) =>
        callbackEscaping(callback, error, (err) => destroy(writable, err));
      if (!closed) then(writer.close(), done, done);
    },
  });

  then(writer.closed, () => {
    // The WritableStream closed before the Writable ended.
    closed = true;
    if (!isWritableEnded(writable)) destroy(writable, new codes.ERR_STREAM_PREMATURE_CLOSE());
  }, (error) => {
    closed = true;
    destroy(writable, error);
  });

  return writable;
}

// ---- Readable <-> ReadableStream -----------------------------------------------------------

const kErrorSentinelAttached = Symbol('kErrorSentinelAttached');

function newReadableStreamFromStreamReadable(streamReadable, options = {}) {
  if (typeof streamReadable?._readableState !== 'object') {
    throw new codes.ERR_INVALID_ARG_TYPE('streamReadable', 'stream.Readable', streamReadable);
  }
  validateObject(options, 'options');
  const type = options.type;
  if (type !== undefined && type !== 'bytes') {
    throw new codes.ERR_INVALID_ARG_VALUE('options.type', type,
      "must be one of: 'bytes', undefined");
  }
  const isBYOB = type === 'bytes';
  let controller;
  let wasCanceled = false;
  let strategy;

  const source = {
    __proto__: null,
    type: isBYOB ? 'bytes' : undefined,
    start(c) {
      controller = c;
    },
    cancel(reason) {
      wasCanceled = true;
      destroy(streamReadable, reason);
    },
  };

  const readable = isReadable(streamReadable);
  const objectMode = streamReadable.readableObjectMode;
  if (readable) {
    source.pull = function pull() {
      streamReadable.resume();
    };
    const highWaterMark = streamReadable.readableHighWaterMark;
    strategy = isBYOB ? { highWaterMark } :
      options.strategy ?? new (objectMode ? CountQueuingStrategy : ByteLengthQueuingStrategy)(
        { highWaterMark });
  }
  const readableStream = new ReadableStream(source, strategy);

  // A Duplex's readable side ends without waiting for its writable side.
  const cleanup = eos(streamReadable, { writable: false }, (error) => {
    error = handleKnownInternalErrors(error);
    cleanup();
    if (!(kErrorSentinelAttached in streamReadable)) {
      // Legacy streams may emit 'error' again after finishing.
      streamReadable.on('error', noop);
      streamReadable[kErrorSentinelAttached] = true;
    }
    if (wasCanceled) return;
    wasCanceled = true;
    if (error) {
      controller.error(error);
      return;
    }
    controller.close();
    if (isBYOB) controller.byobRequest?.respond(0);
  });

  if (readable) {
    streamReadable.pause();
    streamReadable.on('data', function onData(chunk) {
      if (wasCanceled) return;
      // A copy, detached from the Buffer pool.
      if (!objectMode && Buffer().isBuffer(chunk)) chunk = new Uint8Array(chunk);
      controller.enqueue(chunk);
      if (controller.desiredSize <= 0) streamReadable.pause();
    });
  }

  return readableStream;
}

function newStreamReadableFromReadableStream(readableStream, options = {}) {
  if (!isReadableStream(readableStream)) {
    throw new codes.ERR_INVALID_ARG_TYPE('readableStream', 'ReadableStream', readableStream);
  }
  validateObject(options, 'options');
  const {
    highWaterMark,
    encoding,
    objectMode = false,
    signal,
  } = options;
  if (encoding !== undefined && !Buffer().isEncoding(encoding)) {
    throw new codes.ERR_INVALID_ARG_VALUE('options.encoding', encoding);
  }
  validateBoolean(objectMode, 'options.objectMode');

  const reader = readableStream.getReader();
  let closed = false;
  let readRequest;

  const readable = new (streamClasses().Readable)({
    objectMode,
    highWaterMark,
    encoding,
    signal,
    read() {
      readRequest ??= new ForwardingReadRequest(readable);
      readableStreamDefaultReaderRead(reader, readRequest);
    },
    destroy(error, callback) {
      const done = () => callbackEscaping(callback, error, rethrow);
      if (!closed) {
        then(reader.cancel(error), done, done);
        return;
      }
      done();
    },
  });

  then(reader.closed, () => {
    closed = true;
  }, (error) => {
    closed = true;
    destroy(readable, error);
  });

  return readable;
}

// ---- Duplex <-> { readable, writable } -------------------------------------------------------

let warnedTypeOption = false;

function newReadableWritablePairFromDuplex(duplex, options = {}) {
  if (typeof duplex?._writableState !== 'object' ||
      typeof duplex?._readableState !== 'object') {
    throw new codes.ERR_INVALID_ARG_TYPE('duplex', 'stream.Duplex', duplex);
  }
  validateObject(options, 'options');
  const readableOptions = { __proto__: null, type: options.readableType };
  if (options.readableType == null && options.type != null) {
    if (!warnedTypeOption) {
      warnedTypeOption = true;
      process.emitWarning("Passing 'options.type' to Duplex.toWeb() is deprecated. " +
        "To specify the ReadableStream type, use 'options.readableType'.",
      'DeprecationWarning', 'DEP0201');
    }
    readableOptions.type = options.type;
  }

  if (isDestroyed(duplex)) {
    const writable = new WritableStream();
    const readable = new ReadableStream({ type: readableOptions.type });
    writable.close();
    readable.cancel();
    return { readable, writable };
  }

  const writable = isWritable(duplex) ?
    newWritableStreamFromStreamWritable(duplex, options[kChunkCheck]) : new WritableStream();
  if (!isWritable(duplex)) writable.close();

  const readable = isReadable(duplex) ?
    newReadableStreamFromStreamReadable(duplex, readableOptions) :
    new ReadableStream({ type: readableOptions.type });
  if (!isReadable(duplex)) readable.cancel();

  return { writable, readable };
}

function newStreamDuplexFromReadableWritablePair(pair = {}, options = {}) {
  validateObject(pair, 'pair');
  const { readable: readableStream, writable: writableStream } = pair;
  if (!isReadableStream(readableStream)) {
    throw new codes.ERR_INVALID_ARG_TYPE('pair.readable', 'ReadableStream', readableStream);
  }
  if (!isWritableStream(writableStream)) {
    throw new codes.ERR_INVALID_ARG_TYPE('pair.writable', 'WritableStream', writableStream);
  }
  validateObject(options, 'options');
  const {
    allowHalfOpen = false,
    objectMode = false,
    encoding,
    decodeStrings = true,
    highWaterMark,
    signal,
  } = options;
  validateBoolean(objectMode, 'options.objectMode');
  if (encoding !== undefined && !Buffer().isEncoding(encoding)) {
    throw new codes.ERR_INVALID_ARG_VALUE('options.encoding', encoding);
  }

  const writer = writableStream.getWriter();
  const reader = readableStream.getReader();
  let writableClosed = false;
  let readableClosed = false;
  let readRequest;
  const tracker = new WriteTracker(() => duplex);

  const duplex = new (streamClasses().Duplex)({
    allowHalfOpen,
    highWaterMark,
    objectMode,
    encoding,
    decodeStrings,
    signal,
    writev(chunks, callback) {
      const list = new Array(chunks.length);
      for (let i = 0; i < chunks.length; i++) list[i] = chunks[i].chunk;
      tracker.dispatch(writer, list, callback);
    },
    write(chunk, encoding, callback) {
      if (typeof chunk === 'string' && decodeStrings && !objectMode) {
        chunk = stringChunkToBytes(chunk, encoding);
      }
      tracker.dispatch(writer, [chunk], callback);
    },
    final(callback) {
      const done = (error) =>
        callbackEscaping(callback, error, (err) => destroy(duplex, err));
      if (!writableClosed) then(writer.close(), done, done);
    },
    read() {
      readRequest ??= new ForwardingReadRequest(duplex);
      readableStreamDefaultReaderRead(reader, readRequest);
    },
    destroy(error, callback) {
      const done = () => callbackEscaping(callback, error, rethrow);
      if (!writableClosed || !readableClosed) {
        const closeWriter = async () => {
          if (!writableClosed) await writer.abort(error);
        };
        const closeReader = async () => {
          if (!readableClosed) await reader.cancel(error);
        };
        then(Promise.all([closeWriter(), closeReader()]), done, done);
        return;
      }
      done();
    },
  });

  then(writer.closed, () => {
    writableClosed = true;
    if (!isWritableEnded(duplex)) destroy(duplex, new codes.ERR_STREAM_PREMATURE_CLOSE());
  }, (error) => {
    writableClosed = true;
    readableClosed = true;
    destroy(duplex, error);
  });

  then(reader.closed, () => {
    readableClosed = true;
  }, (error) => {
    writableClosed = true;
    readableClosed = true;
    destroy(duplex, error);
  });

  return duplex;
}

// The handle contract is internal/net/stream_base's: writeBuffer(data, done) answers 0 (done
// already), 1 (done(status) comes later) or -errno; shutdown(cb) calls cb(status) later;
// onread(nread, buffer) delivers reads, UV_EOF at the end.
function handleErrno(status, syscall) {
  return require('internal/errors').errnoException(status, syscall);
}

function handleShutdown(streamBase) {
  const deferred = createDeferred();
  const err = streamBase.shutdown(() => deferred.resolve());
  if (err === 1) deferred.resolve();
  return deferred.promise;
}

function newWritableStreamFromStreamBase(streamBase, strategy) {
  validateObject(streamBase, 'streamBase');
  let previous;
  function writeChunk(chunk, controller) {
    const deferred = createDeferred();
    const done = (status) => {
      if (status < 0) {
        const error = handleErrno(status, 'write');
        deferred.reject(error);
        controller.error(error);
        return;
      }
      deferred.resolve();
    };
    let ret;
    try {
      ret = typeof chunk === 'string' ?
        streamBase.writeString(chunk, 'utf8', done) :
        streamBase.writeBuffer(toBuffer(chunk), done);
    } catch (error) {
      deferred.reject(error);
      return deferred.promise;
    }
    if (ret < 0) deferred.reject(handleErrno(ret, 'write'));
    else if (ret === 0) deferred.resolve();
    return deferred.promise;
  }
  return new WritableStream({
    write(chunk, controller) {
      // Handle writes go out one at a time, each after the one before has landed.
      previous = previous === undefined ? writeChunk(chunk, controller) :
        then(previous, () => writeChunk(chunk, controller), (error) => controller.error(error));
      return previous;
    },
    close() {
      return handleShutdown(streamBase);
    },
  }, strategy);
}

function toBuffer(chunk) {
  if (Buffer().isBuffer(chunk)) return chunk;
  if (ArrayBuffer.isView(chunk)) {
    return Buffer().from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  return Buffer().from(chunk);
}

function newReadableStreamFromStreamBase(streamBase, strategy, options = {}) {
  validateObject(streamBase, 'streamBase');
  validateObject(options, 'options');
  const { ondone = noop } = options;
  if (typeof streamBase.onread === 'function') {
    throw new codes.ERR_INVALID_STATE('StreamBase already has a consumer');
  }
  require('internal/validators').validateFunction(ondone, 'options.ondone');
  const { UV_EOF } = require('internal/net/stream_base');
  let controller;
  streamBase.onread = (nread, buffer) => {
    if (nread === 0) return;
    try {
      if (nread === UV_EOF) {
        controller.close();
        streamBase.readStop();
        try {
          ondone();
        } catch (error) {
          controller.error(error);
        }
        return;
      }
      if (nread < 0) {
        controller.error(handleErrno(nread, 'read'));
        streamBase.readStop();
        return;
      }
      // Chunks are ArrayBuffers holding exactly the bytes read, as Node's handles give them.
      const whole = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
      controller.enqueue(whole ? buffer.buffer :
        buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
      if (controller.desiredSize <= 0) streamBase.readStop();
    } catch (error) {
      controller.error(error);
      streamBase.readStop();
    }
  };
  return new ReadableStream({
    start(c) {
      controller = c;
    },
    pull() {
      streamBase.readStart();
    },
    cancel() {
      try {
        ondone();
      } catch (error) {
        return Promise.reject(error);
      }
      return handleShutdown(streamBase);
    },
  }, strategy);
}

module.exports = {
  newWritableStreamFromStreamBase,
  newReadableStreamFromStreamBase,
  newWritableStreamFromStreamWritable,
  newStreamWritableFromWritableStream,
  newReadableStreamFromStreamReadable,
  newStreamReadableFromReadableStream,
  newReadableWritablePairFromDuplex,
  newStreamDuplexFromReadableWritablePair,
  kChunkCheck,
};
