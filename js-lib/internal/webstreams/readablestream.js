'use strict';
// internal/webstreams/readablestream: the WHATWG ReadableStream with its default and byte
// controllers, default and BYOB readers, BYOB requests, tee (default and byte), pipeTo /
// pipeThrough (AbortSignal, preventClose/preventAbort/preventCancel), async iteration,
// ReadableStream.from and transfer through structuredClone, plus the abstract operations the
// transform stream and the Node stream adapters call directly.
//
// Slots live in one plain object under kState per object. Read requests are small objects
// with chunk/close/error methods; the plain reader.read() answers a queued chunk without a
// request object. Promise reactions that run once per chunk (pull completion) are bound once
// per controller. Errors and messages follow Node 26.10.

const { codes } = require('internal/errors_lazy');
const {
  kState,
  kType,
  kResolvedPromise,
  PromiseResolve,
  PromiseReject,
  noop,
  then,
  setPromiseHandled,
  createDeferred,
  TrackedDeferred,
  thenResult,
  asyncCall,
  kParked,
  startPromiseOf,
  Queue,
  extractHighWaterMark,
  extractSizeAlgorithm,
  validateChunkSize,
  validateObjectArg,
  validateFunctionProp,
  invalidThis,
  isSharedArrayBuffer,
  isDetached,
  transferArrayBuffer,
  copyBytes,
  customInspect,
  defineWebIDLMembers,
} = require('internal/webstreams/util');
const {
  isWritableStream,
  isWritableStreamLocked,
  acquireWritableStreamDefaultWriter,
  writableStreamAbort,
  writableStreamCloseQueuedOrInFlight,
  writerCloseWithErrorPropagation,
  writerRelease,
  writerWriteWithRequest,
} = require('internal/webstreams/writablestream');
const streamUtils = require('internal/streams/utils');

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const kIsClosedPromise = Symbol.for('nodejs.webstream.isClosedPromise');
const kSkip = Symbol('kSkip');
const ArrayBufferIsView = ArrayBuffer.isView;

function invalidState(message) {
  return new codes.ERR_INVALID_STATE.TypeError(message);
}

function isReadableStream(value) {
  return value != null && value[kType] === 'ReadableStream';
}

function isDefaultReader(value) {
  return value != null && value[kType] === 'ReadableStreamDefaultReader';
}

function isBYOBReader(value) {
  return value != null && value[kType] === 'ReadableStreamBYOBReader';
}

function isByteController(value) {
  return value != null && value[kType] === 'ReadableByteStreamController';
}

function isBYOBRequest(value) {
  return value != null && value[kType] === 'ReadableStreamBYOBRequest';
}

function newStreamState() {
  return {
    state: 'readable',
    storedError: undefined,
    disturbed: false,
    reader: undefined,
    controller: undefined,
    closedPromise: undefined,   // settles when the stream closes or errors (stream/finished)
  };
}

let lazyBuffer;
function bufferCtor() {
  lazyBuffer ??= require('buffer').Buffer;
  return lazyBuffer;
}

// ---- ReadableStream -------------------------------------------------------------------------

class ReadableStream {
  constructor(source = undefined, strategy = undefined) {
    this[kType] = 'ReadableStream';
    this[kState] = newStreamState();
    if (source === kSkip) return;
    if (source === undefined) source = {};
    validateObjectArg(source, 'source', false);
    if (strategy === undefined) strategy = null;
    validateObjectArg(strategy, 'strategy', true);
    // The strategy is read before the source (a throwing strategy getter wins).
    const size = strategy?.size;
    const highWaterMark = strategy?.highWaterMark;
    const type = source.type;
    if (`${type}` === 'bytes') {
      if (size !== undefined) {
        throw new codes.ERR_INVALID_ARG_VALUE.RangeError('strategy.size', size);
      }
      setupByteControllerFromSource(this, source, extractHighWaterMark(highWaterMark, 0));
    } else {
      if (type !== undefined) throw new codes.ERR_INVALID_ARG_VALUE('source.type', type);
      setupDefaultControllerFromSource(this, source, extractHighWaterMark(highWaterMark, 1),
        extractSizeAlgorithm(size));
    }
  }

  get locked() {
    if (!isReadableStream(this)) throw invalidThis('ReadableStream');
    return this[kState].reader !== undefined;
  }

  cancel(reason = undefined) {
    if (!isReadableStream(this)) return PromiseReject(invalidThis('ReadableStream'));
    if (this[kState].reader !== undefined) {
      return PromiseReject(invalidState('ReadableStream is locked'));
    }
    return readableStreamCancel(this, reason);
  }

  getReader(options = undefined) {
    if (!isReadableStream(this)) throw invalidThis('ReadableStream');
    if (options !== undefined) validateObjectArg(options, 'options', true);
    const mode = options?.mode;
    if (mode === undefined) return new ReadableStreamDefaultReader(this);
    if (`${mode}` !== 'byob') throw new codes.ERR_INVALID_ARG_VALUE('options.mode', mode);
    return new ReadableStreamBYOBReader(this);
  }

  pipeThrough(transform, options = undefined) {
    if (!isReadableStream(this)) throw invalidThis('ReadableStream');
    const readable = transform?.readable;
    if (!isReadableStream(readable)) {
      throw new codes.ERR_INVALID_ARG_TYPE('transform.readable', 'ReadableStream', readable);
    }
    const writable = transform?.writable;
    if (!isWritableStream(writable)) {
      throw new codes.ERR_INVALID_ARG_TYPE('transform.writable', 'WritableStream', writable);
    }
    const { preventAbort, preventCancel, preventClose, signal } = readPipeOptions(options);
    if (this[kState].reader !== undefined) throw invalidState('The ReadableStream is locked');
    if (isWritableStreamLocked(writable)) throw invalidState('The WritableStream is locked');
    const promise = readableStreamPipeTo(this, writable, preventClose, preventAbort,
      preventCancel, signal);
    setPromiseHandled(promise);
    return readable;
  }

  pipeTo(destination, options = undefined) {
    try {
      if (!isReadableStream(this)) throw invalidThis('ReadableStream');
      if (!isWritableStream(destination)) {
        throw new codes.ERR_INVALID_ARG_TYPE('transform.writable', 'WritableStream', destination);
      }
      const { preventAbort, preventCancel, preventClose, signal } = readPipeOptions(options);
      if (this[kState].reader !== undefined) throw invalidState('The ReadableStream is locked');
      if (isWritableStreamLocked(destination)) throw invalidState('The WritableStream is locked');
      return readableStreamPipeTo(this, destination, preventClose, preventAbort, preventCancel,
        signal);
    } catch (err) {
      return PromiseReject(err);
    }
  }

  tee() {
    if (!isReadableStream(this)) throw invalidThis('ReadableStream');
    return readableStreamTee(this, false);
  }

  values(options = undefined) {
    if (!isReadableStream(this)) throw invalidThis('ReadableStream');
    if (options !== undefined) validateObjectArg(options, 'options', true);
    return createAsyncIterator(this, Boolean(options?.preventCancel));
  }

  static from(iterable) {
    return readableStreamFromIterable(iterable);
  }

  [customInspectSymbol](depth, options) {
    const state = this[kState];
    return customInspect(depth, options, 'ReadableStream', {
      locked: state.reader !== undefined,
      state: state.state,
      supportsBYOB: isByteController(state.controller),
    });
  }
}

Object.defineProperty(ReadableStream.prototype, Symbol.asyncIterator, {
  __proto__: null,
  value: ReadableStream.prototype.values,
  writable: true,
  configurable: true,
  enumerable: false,
});
defineWebIDLMembers(ReadableStream.prototype,
  ['locked', 'cancel', 'getReader', 'pipeThrough', 'pipeTo', 'tee', 'values'],
  'ReadableStream');
Object.defineProperty(ReadableStream, 'from', { __proto__: null, enumerable: true });

// stream.isDisturbed / isErrored / isReadable see web streams through these markers.
Object.defineProperties(ReadableStream.prototype, {
  [streamUtils.kIsDisturbed]: {
    __proto__: null,
    configurable: true,
    get() { return this[kState].disturbed; },
  },
  [streamUtils.kIsErrored]: {
    __proto__: null,
    configurable: true,
    get() { return this[kState].state === 'errored'; },
  },
  [streamUtils.kIsReadable]: {
    __proto__: null,
    configurable: true,
    get() { return this[kState].state === 'readable'; },
  },
  // { promise } settling when the stream closes or errors (Node's eos for web streams).
  [kIsClosedPromise]: {
    __proto__: null,
    configurable: true,
    get() {
      readableStreamClosedPromise(this);
      return this[kState].closedPromise;
    },
  },
});

function readPipeOptions(options) {
  if (options === undefined || options === null) {
    return { preventAbort: false, preventCancel: false, preventClose: false, signal: undefined };
  }
  validateObjectArg(options, 'options', true);
  const preventAbort = Boolean(options.preventAbort);
  const preventCancel = Boolean(options.preventCancel);
  const preventClose = Boolean(options.preventClose);
  const signal = options.signal;
  if (signal !== undefined && !isAbortSignal(signal)) {
    throw new codes.ERR_INVALID_ARG_TYPE('options.signal', 'AbortSignal', signal);
  }
  return { preventAbort, preventCancel, preventClose, signal };
}

let lazyIsAbortSignal;
function isAbortSignal(value) {
  lazyIsAbortSignal ??= require('internal/abort_controller').isAbortSignal;
  return lazyIsAbortSignal(value);
}

// A ReadableStream from algorithms with a default controller (CreateReadableStream).
function createReadableStream(start, pull, cancel, highWaterMark = 1, size = undefined) {
  const stream = new ReadableStream(kSkip);
  const controller = new ReadableStreamDefaultController(kSkip);
  setupDefaultController(stream, controller, start, pull, cancel, highWaterMark, size);
  return stream;
}

// A ReadableStream from algorithms with a byte controller (CreateReadableByteStream).
function createReadableByteStream(start, pull, cancel) {
  const stream = new ReadableStream(kSkip);
  const controller = new ReadableByteStreamController(kSkip);
  setupByteController(stream, controller, start, pull, cancel, 0, undefined);
  return stream;
}

// ---- stream abstract operations ---------------------------------------------------------

function isReadableStreamLocked(stream) {
  return stream[kState].reader !== undefined;
}

function readableStreamCancel(stream, reason) {
  const state = stream[kState];
  state.disturbed = true;
  if (state.state === 'closed') return PromiseResolve();
  if (state.state === 'errored') return PromiseReject(state.storedError);
  readableStreamClose(stream);
  const reader = state.reader;
  if (reader !== undefined && reader[kType] === 'ReadableStreamBYOBReader') {
    const requests = reader[kState].readIntoRequests.drain();
    for (let i = 0; i < requests.length; i++) requests[i].close(undefined);
  }
  const controller = state.controller;
  const sourceCancelPromise = isByteController(controller) ?
    byteControllerCancelSteps(controller, reason) :
    defaultControllerCancelSteps(controller, reason);
  return then(sourceCancelPromise, noop);
}

function readableStreamClose(stream) {
  const state = stream[kState];
  state.state = 'closed';
  if (state.closedPromise !== undefined) state.closedPromise.resolve();
  const reader = state.reader;
  if (reader === undefined) return;
  const rstate = reader[kState];
  rstate.closed.resolve();
  if (reader[kType] === 'ReadableStreamDefaultReader') {
    const requests = rstate.readRequests.drain();
    for (let i = 0; i < requests.length; i++) requests[i].close();
  }
}

function readableStreamError(stream, error) {
  const state = stream[kState];
  state.state = 'errored';
  state.storedError = error;
  if (state.closedPromise !== undefined) {
    setPromiseHandled(state.closedPromise.promise);
    state.closedPromise.reject(error);
  }
  const reader = state.reader;
  if (reader === undefined) return;
  const rstate = reader[kState];
  setPromiseHandled(rstate.closed.promise);
  rstate.closed.reject(error);
  if (reader[kType] === 'ReadableStreamDefaultReader') {
    errorReadRequests(rstate, error);
  } else {
    errorReadIntoRequests(rstate, error);
  }
}

function errorReadRequests(rstate, error) {
  const requests = rstate.readRequests.drain();
  for (let i = 0; i < requests.length; i++) requests[i].error(error);
}

function errorReadIntoRequests(rstate, error) {
  const requests = rstate.readIntoRequests.drain();
  for (let i = 0; i < requests.length; i++) requests[i].error(error);
}

function readableStreamAddReadRequest(stream, readRequest) {
  stream[kState].reader[kState].readRequests.push(readRequest);
}

function readableStreamAddReadIntoRequest(stream, readIntoRequest) {
  stream[kState].reader[kState].readIntoRequests.push(readIntoRequest);
}

function readableStreamFulfillReadRequest(stream, chunk, done) {
  const request = stream[kState].reader[kState].readRequests.shift();
  if (done) request.close();
  else request.chunk(chunk);
}

function readableStreamFulfillReadIntoRequest(stream, chunk, done) {
  const request = stream[kState].reader[kState].readIntoRequests.shift();
  if (done) request.close(chunk);
  else request.chunk(chunk);
}

function readableStreamGetNumReadRequests(stream) {
  return stream[kState].reader[kState].readRequests.length;
}

function readableStreamGetNumReadIntoRequests(stream) {
  return stream[kState].reader[kState].readIntoRequests.length;
}

function readableStreamHasDefaultReader(stream) {
  const reader = stream[kState].reader;
  return reader !== undefined && reader[kType] === 'ReadableStreamDefaultReader';
}

function readableStreamHasBYOBReader(stream) {
  const reader = stream[kState].reader;
  return reader !== undefined && reader[kType] === 'ReadableStreamBYOBReader';
}

// A promise that settles when the stream closes or errors (stream.finished on web streams).
function readableStreamClosedPromise(stream) {
  const state = stream[kState];
  if (state.closedPromise === undefined) {
    state.closedPromise = createDeferred();
    if (state.state === 'closed') {
      state.closedPromise.resolve();
    } else if (state.state === 'errored') {
      setPromiseHandled(state.closedPromise.promise);
      state.closedPromise.reject(state.storedError);
    }
  }
  return state.closedPromise.promise;
}

// ---- read requests ----------------------------------------------------------------------

class DefaultReadRequest {
  constructor() {
    const deferred = createDeferred();
    this.promise = deferred.promise;
    this.resolve = deferred.resolve;
    this.reject = deferred.reject;
  }

  chunk(value) {
    this.resolve({ done: false, value });
  }

  close() {
    this.resolve({ done: true, value: undefined });
  }

  error(err) {
    this.reject(err);
  }
}

class ReadIntoRequest {
  constructor() {
    const deferred = createDeferred();
    this.promise = deferred.promise;
    this.resolve = deferred.resolve;
    this.reject = deferred.reject;
  }

  chunk(value) {
    this.resolve({ done: false, value });
  }

  close(value) {
    this.resolve({ done: true, value });
  }

  error(err) {
    this.reject(err);
  }
}

// ---- readers --------------------------------------------------------------------------------

function readerGenericInitialize(reader, stream) {
  const rstate = reader[kState];
  const sstate = stream[kState];
  rstate.stream = stream;
  sstate.reader = reader;
  const closed = new TrackedDeferred();
  rstate.closed = closed;
  if (sstate.state === 'closed') {
    closed.resolve();
  } else if (sstate.state === 'errored') {
    setPromiseHandled(closed.promise);
    closed.reject(sstate.storedError);
  }
}

function readerGenericCancel(reader, reason) {
  return readableStreamCancel(reader[kState].stream, reason);
}

function readerGenericRelease(reader) {
  const rstate = reader[kState];
  const stream = rstate.stream;
  const sstate = stream[kState];
  const error = invalidState('Reader released');
  if (sstate.state === 'readable' && !rstate.closed.settled) {
    setPromiseHandled(rstate.closed.promise);
    rstate.closed.reject(error);
  } else {
    const closed = new TrackedDeferred();
    setPromiseHandled(closed.promise);
    closed.reject(error);
    rstate.closed = closed;
  }
  const controller = sstate.controller;
  if (isByteController(controller)) byteControllerReleaseSteps(controller);
  sstate.reader = undefined;
  rstate.stream = undefined;
}

class ReadableStreamDefaultReader {
  constructor(stream) {
    if (!isReadableStream(stream)) {
      throw new codes.ERR_INVALID_ARG_TYPE('stream', 'ReadableStream', stream);
    }
    this[kType] = 'ReadableStreamDefaultReader';
    this[kState] = { stream: undefined, closed: undefined, readRequests: new Queue() };
    if (stream[kState].reader !== undefined) throw invalidState('ReadableStream is locked');
    readerGenericInitialize(this, stream);
  }

  read() {
    if (!isDefaultReader(this)) {
      return PromiseReject(invalidThis('ReadableStreamDefaultReader'));
    }
    const stream = this[kState].stream;
    if (stream === undefined) {
      return PromiseReject(invalidState('The reader is not attached to a stream'));
    }
    // A queued chunk in a default controller: answer it without a request object.
    const sstate = stream[kState];
    const controller = sstate.controller;
    if (sstate.state === 'readable' && controller[kType] === 'ReadableStreamDefaultController') {
      const cstate = controller[kState];
      if (cstate.queue.length > 0) {
        sstate.disturbed = true;
        const value = defaultControllerTakeChunk(controller, cstate);
        return PromiseResolve({ done: false, value });
      }
    }
    const request = new DefaultReadRequest();
    readableStreamDefaultReaderRead(this, request);
    return request.promise;
  }

  releaseLock() {
    if (!isDefaultReader(this)) throw invalidThis('ReadableStreamDefaultReader');
    if (this[kState].stream === undefined) return;
    readableStreamDefaultReaderRelease(this);
  }

  get closed() {
    if (!isDefaultReader(this)) {
      return PromiseReject(invalidThis('ReadableStreamDefaultReader'));
    }
    return this[kState].closed.promise;
  }

  cancel(reason = undefined) {
    if (!isDefaultReader(this)) {
      return PromiseReject(invalidThis('ReadableStreamDefaultReader'));
    }
    if (this[kState].stream === undefined) {
      return PromiseReject(invalidState('The reader is not attached to a stream'));
    }
    return readerGenericCancel(this, reason);
  }

  [customInspectSymbol](depth, options) {
    const state = this[kState];
    return customInspect(depth, options, 'ReadableStreamDefaultReader', {
      stream: state.stream,
      readRequests: state.readRequests.length,
      close: state.closed.promise,
    });
  }
}

defineWebIDLMembers(ReadableStreamDefaultReader.prototype,
  ['read', 'releaseLock', 'closed', 'cancel'], 'ReadableStreamDefaultReader');

function acquireReadableStreamDefaultReader(stream) {
  return new ReadableStreamDefaultReader(stream);
}

function readableStreamDefaultReaderRead(reader, readRequest) {
  const stream = reader[kState].stream;
  const sstate = stream[kState];
  sstate.disturbed = true;
  if (sstate.state === 'closed') {
    readRequest.close();
  } else if (sstate.state === 'errored') {
    readRequest.error(sstate.storedError);
  } else {
    const controller = sstate.controller;
    if (controller[kType] === 'ReadableByteStreamController') {
      byteControllerPullSteps(controller, readRequest);
    } else {
      defaultControllerPullSteps(controller, readRequest);
    }
  }
}

function readableStreamDefaultReaderRelease(reader) {
  readerGenericRelease(reader);
  errorReadRequests(reader[kState], invalidState('Releasing reader'));
}

class ReadableStreamBYOBReader {
  constructor(stream) {
    if (!isReadableStream(stream)) {
      throw new codes.ERR_INVALID_ARG_TYPE('stream', 'ReadableStream', stream);
    }
    this[kType] = 'ReadableStreamBYOBReader';
    this[kState] = { stream: undefined, closed: undefined, readIntoRequests: new Queue() };
    if (stream[kState].reader !== undefined) throw invalidState('ReadableStream is locked');
    if (!isByteController(stream[kState].controller)) {
      throw new codes.ERR_INVALID_ARG_VALUE('stream', stream, 'must be a byte stream');
    }
    readerGenericInitialize(this, stream);
  }

  // An async function, as in Node: argument errors reject, and the result settles two
  // ticks after the read request does.
  async read(view, options = undefined) {
    if (!isBYOBReader(this)) throw invalidThis('ReadableStreamBYOBReader');
    if (!ArrayBufferIsView(view)) {
      throw new codes.ERR_INVALID_ARG_TYPE('view', ['Buffer', 'TypedArray', 'DataView'], view);
    }
    if (options !== undefined) validateObjectArg(options, 'options', true);
    const byteLength = view.byteLength;
    const buffer = view.buffer;
    if (isSharedArrayBuffer(buffer)) {
      throw new codes.ERR_INVALID_ARG_VALUE('view', view,
        'must not be backed by a SharedArrayBuffer');
    }
    if (byteLength === 0 || buffer.byteLength === 0 || isDetached(buffer)) {
      throw invalidState('View or Viewed ArrayBuffer is zero-length or detached');
    }
    const min = options?.min ?? 1;
    if (typeof min !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('options.min', 'number', min);
    if (!Number.isInteger(min)) {
      throw new codes.ERR_INVALID_ARG_VALUE('options.min', min, 'must be an integer');
    }
    if (min <= 0) {
      throw new codes.ERR_INVALID_ARG_VALUE('options.min', min, 'must be greater than 0');
    }
    if (view instanceof DataView) {
      if (min > byteLength) {
        throw new codes.ERR_OUT_OF_RANGE('options.min', '<= view.byteLength', min);
      }
    } else if (min > view.length) {
      throw new codes.ERR_OUT_OF_RANGE('options.min', '<= view.length', min);
    }
    if (this[kState].stream === undefined) {
      throw invalidState('The reader is not attached to a stream');
    }
    const request = new ReadIntoRequest();
    readableStreamBYOBReaderRead(this, view, min, request);
    return request.promise;
  }

  releaseLock() {
    if (!isBYOBReader(this)) throw invalidThis('ReadableStreamBYOBReader');
    if (this[kState].stream === undefined) return;
    readableStreamBYOBReaderRelease(this);
  }

  get closed() {
    if (!isBYOBReader(this)) return PromiseReject(invalidThis('ReadableStreamBYOBReader'));
    return this[kState].closed.promise;
  }

  cancel(reason = undefined) {
    if (!isBYOBReader(this)) return PromiseReject(invalidThis('ReadableStreamBYOBReader'));
    if (this[kState].stream === undefined) {
      return PromiseReject(invalidState('The reader is not attached to a stream'));
    }
    return readerGenericCancel(this, reason);
  }

  [customInspectSymbol](depth, options) {
    const state = this[kState];
    return customInspect(depth, options, 'ReadableStreamBYOBReader', {
      stream: state.stream,
      readIntoRequests: state.readIntoRequests.length,
      close: state.closed.promise,
    });
  }
}

defineWebIDLMembers(ReadableStreamBYOBReader.prototype,
  ['read', 'releaseLock', 'closed', 'cancel'], 'ReadableStreamBYOBReader');

function readableStreamBYOBReaderRead(reader, view, min, readIntoRequest) {
  const stream = reader[kState].stream;
  const sstate = stream[kState];
  sstate.disturbed = true;
  if (sstate.state === 'errored') readIntoRequest.error(sstate.storedError);
  else byteControllerPullInto(sstate.controller, view, min, readIntoRequest);
}

function readableStreamBYOBReaderRelease(reader) {
  readerGenericRelease(reader);
  errorReadIntoRequests(reader[kState], invalidState('Releasing reader'));
}

// ---- default controller ---------------------------------------------------------------------

class ReadableStreamDefaultController {
  constructor(skip = undefined) {
    if (skip !== kSkip) throw new codes.ERR_ILLEGAL_CONSTRUCTOR();
    this[kType] = 'ReadableStreamDefaultController';
    this[kState] = undefined;
  }

  get desiredSize() {
    return defaultControllerGetDesiredSize(defaultControllerState(this));
  }

  close() {
    const cstate = defaultControllerState(this);
    if (!defaultControllerCanCloseOrEnqueue(cstate)) {
      throw invalidState('Controller is already closed');
    }
    readableStreamDefaultControllerClose(this);
  }

  enqueue(chunk = undefined) {
    const cstate = defaultControllerState(this);
    if (!defaultControllerCanCloseOrEnqueue(cstate)) {
      throw invalidState('Controller is already closed');
    }
    readableStreamDefaultControllerEnqueue(this, chunk);
  }

  error(error = undefined) {
    defaultControllerState(this);
    readableStreamDefaultControllerError(this, error);
  }

  [customInspectSymbol](depth, options) {
    return customInspect(depth, options, 'ReadableStreamDefaultController', {});
  }
}

defineWebIDLMembers(ReadableStreamDefaultController.prototype,
  ['desiredSize', 'close', 'enqueue', 'error'], 'ReadableStreamDefaultController');

// Node reaches the slots without a brand check, so a foreign `this` fails on them.
function defaultControllerState(controller) {
  const cstate = controller?.[kState];
  if (cstate === undefined || controller[kType] !== 'ReadableStreamDefaultController') {
    throw new TypeError("Cannot destructure property 'stream' of 'controller[kState]' as it " +
      'is undefined.');
  }
  return cstate;
}

function defaultCancelAlgorithm() {
  return PromiseResolve();
}

function setupDefaultControllerFromSource(stream, source, highWaterMark, size) {
  const controller = new ReadableStreamDefaultController(kSkip);
  const start = source.start;
  const pull = source.pull;
  const cancel = source.cancel;
  if (start && typeof start !== 'function') {
    throw new TypeError('Bind must be called on a function');
  }
  if (pull) validateFunctionProp(pull, 'source.pull');
  if (cancel) validateFunctionProp(cancel, 'source.cancel');
  const startAlgorithm = start ? () => start.call(source, controller) : undefined;
  const pullAlgorithm = pull ? () => pull.call(source, controller) : undefined;
  const cancelAlgorithm = cancel ?
    (reason) => asyncCall(cancel, source, reason) : defaultCancelAlgorithm;
  setupDefaultController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm,
    highWaterMark, size);
}

function setupDefaultController(stream, controller, startAlgorithm, pullAlgorithm,
  cancelAlgorithm, highWaterMark, size) {
  const cstate = {
    stream,
    queue: new Queue(),
    queueTotalSize: 0,
    started: false,
    closeRequested: false,
    pullAgain: false,
    pulling: false,
    sizeAlgorithm: size,
    highWaterMark,
    pullAlgorithm,
    cancelAlgorithm,
    onPullFulfilled: undefined,
    onPullRejected: undefined,
  };
  cstate.onPullFulfilled = () => {
    cstate.pulling = false;
    if (cstate.pullAgain) {
      cstate.pullAgain = false;
      defaultControllerCallPullIfNeeded(controller);
    }
  };
  cstate.onPullRejected = (reason) => {
    readableStreamDefaultControllerError(controller, reason);
  };
  controller[kState] = cstate;
  stream[kState].controller = controller;
  const startResult = startAlgorithm === undefined ? undefined : startAlgorithm();
  then(startPromiseOf(startResult), () => {
    cstate.started = true;
    defaultControllerCallPullIfNeeded(controller);
  }, (reason) => {
    readableStreamDefaultControllerError(controller, reason);
  });
}

function defaultControllerCanCloseOrEnqueue(cstate) {
  return !cstate.closeRequested && cstate.stream[kState].state === 'readable';
}

function readableStreamDefaultControllerCanCloseOrEnqueue(controller) {
  return defaultControllerCanCloseOrEnqueue(controller[kState]);
}

function defaultControllerGetDesiredSize(cstate) {
  const state = cstate.stream[kState].state;
  if (state === 'errored') return null;
  if (state === 'closed') return 0;
  return cstate.highWaterMark - cstate.queueTotalSize;
}

function readableStreamDefaultControllerGetDesiredSize(controller) {
  return defaultControllerGetDesiredSize(controller[kState]);
}

function defaultControllerShouldCallPull(cstate) {
  if (!cstate.started || cstate.closeRequested) return false;
  const sstate = cstate.stream[kState];
  if (sstate.state !== 'readable') return false;
  const reader = sstate.reader;
  if (reader !== undefined && reader[kType] === 'ReadableStreamDefaultReader' &&
      reader[kState].readRequests.length > 0) {
    return true;
  }
  return cstate.highWaterMark - cstate.queueTotalSize > 0;
}

function readableStreamDefaultControllerHasBackpressure(controller) {
  return !defaultControllerShouldCallPull(controller[kState]);
}

function defaultControllerCallPullIfNeeded(controller) {
  const cstate = controller[kState];
  if (!defaultControllerShouldCallPull(cstate)) return;
  if (cstate.pulling) {
    cstate.pullAgain = true;
    return;
  }
  cstate.pulling = true;
  const pull = cstate.pullAlgorithm;
  let result;
  if (pull !== undefined) {
    try {
      result = pull(controller);
    } catch (err) {
      result = PromiseReject(err);
    }
  }
  thenResult(result, cstate.onPullFulfilled, cstate.onPullRejected);
}

function defaultControllerClearAlgorithms(cstate) {
  cstate.pullAlgorithm = undefined;
  cstate.cancelAlgorithm = undefined;
  cstate.sizeAlgorithm = undefined;
}

function readableStreamDefaultControllerClose(controller) {
  const cstate = controller[kState];
  if (!defaultControllerCanCloseOrEnqueue(cstate)) return;
  cstate.closeRequested = true;
  if (cstate.queue.length === 0) {
    defaultControllerClearAlgorithms(cstate);
    readableStreamClose(cstate.stream);
  }
}

function readableStreamDefaultControllerEnqueue(controller, chunk) {
  const cstate = controller[kState];
  if (!defaultControllerCanCloseOrEnqueue(cstate)) return;
  const stream = cstate.stream;
  const reader = stream[kState].reader;
  if (reader !== undefined && reader[kType] === 'ReadableStreamDefaultReader' &&
      reader[kState].readRequests.length > 0) {
    readableStreamFulfillReadRequest(stream, chunk, false);
  } else {
    let size = 1;
    const sizeAlgorithm = cstate.sizeAlgorithm;
    if (sizeAlgorithm !== undefined) {
      try {
        size = sizeAlgorithm(chunk);
        validateChunkSize(size);
      } catch (err) {
        readableStreamDefaultControllerError(controller, err);
        throw err;
      }
    }
    cstate.queue.push({ value: chunk, size });
    cstate.queueTotalSize += size;
  }
  defaultControllerCallPullIfNeeded(controller);
}

function readableStreamDefaultControllerError(controller, error) {
  const cstate = controller[kState];
  const stream = cstate.stream;
  if (stream[kState].state !== 'readable') return;
  cstate.queue.clear();
  cstate.queueTotalSize = 0;
  defaultControllerClearAlgorithms(cstate);
  readableStreamError(stream, error);
}

// Dequeues the head chunk for a read, closing or pulling as the spec's pull steps do.
function defaultControllerTakeChunk(controller, cstate) {
  const entry = cstate.queue.shift();
  cstate.queueTotalSize -= entry.size;
  if (cstate.queueTotalSize < 0 || cstate.queue.length === 0) cstate.queueTotalSize = 0;
  if (cstate.closeRequested && cstate.queue.length === 0) {
    defaultControllerClearAlgorithms(cstate);
    readableStreamClose(cstate.stream);
  } else {
    defaultControllerCallPullIfNeeded(controller);
  }
  return entry.value;
}

function defaultControllerPullSteps(controller, readRequest) {
  const cstate = controller[kState];
  if (cstate.queue.length > 0) {
    const chunk = defaultControllerTakeChunk(controller, cstate);
    readRequest.chunk(chunk);
    return;
  }
  readableStreamAddReadRequest(cstate.stream, readRequest);
  defaultControllerCallPullIfNeeded(controller);
}

function defaultControllerCancelSteps(controller, reason) {
  const cstate = controller[kState];
  cstate.queue.clear();
  cstate.queueTotalSize = 0;
  const cancel = cstate.cancelAlgorithm;
  const result = cancel === undefined ? PromiseResolve() : cancel(reason);
  defaultControllerClearAlgorithms(cstate);
  return result;
}

// ---- byte stream controller -----------------------------------------------------------------

class ReadableStreamBYOBRequest {
  constructor(skip = undefined) {
    if (skip !== kSkip) throw new codes.ERR_ILLEGAL_CONSTRUCTOR();
    this[kType] = 'ReadableStreamBYOBRequest';
    this[kState] = { controller: undefined, view: null };
  }

  get view() {
    if (!isBYOBRequest(this)) throw invalidThis('ReadableStreamBYOBRequest');
    return this[kState].view;
  }

  respond(bytesWritten = undefined) {
    if (!isBYOBRequest(this)) throw invalidThis('ReadableStreamBYOBRequest');
    const state = this[kState];
    const controller = state.controller;
    if (controller === undefined) throw invalidState('This BYOB request has been invalidated');
    if (isDetached(state.view.buffer)) throw invalidState('Viewed ArrayBuffer is detached');
    byteControllerRespond(controller, +bytesWritten);
  }

  respondWithNewView(view = undefined) {
    if (!isBYOBRequest(this)) throw invalidThis('ReadableStreamBYOBRequest');
    if (!ArrayBufferIsView(view)) {
      throw new codes.ERR_INVALID_ARG_TYPE('view', ['Buffer', 'TypedArray', 'DataView'], view);
    }
    const controller = this[kState].controller;
    if (controller === undefined) throw invalidState('This BYOB request has been invalidated');
    if (isDetached(view.buffer)) throw invalidState('Viewed ArrayBuffer is detached');
    byteControllerRespondWithNewView(controller, view);
  }

  [customInspectSymbol](depth, options) {
    const state = this[kState];
    return customInspect(depth, options, 'ReadableStreamBYOBRequest', {
      view: state.view,
      controller: state.controller,
    });
  }
}

defineWebIDLMembers(ReadableStreamBYOBRequest.prototype,
  ['view', 'respond', 'respondWithNewView'], 'ReadableStreamBYOBRequest');

class ReadableByteStreamController {
  constructor(skip = undefined) {
    if (skip !== kSkip) throw new codes.ERR_ILLEGAL_CONSTRUCTOR();
    this[kType] = 'ReadableByteStreamController';
    this[kState] = undefined;
  }

  get byobRequest() {
    if (!isByteController(this)) throw invalidThis('ReadableByteStreamController');
    return byteControllerGetBYOBRequest(this);
  }

  get desiredSize() {
    if (!isByteController(this)) throw invalidThis('ReadableByteStreamController');
    return byteControllerGetDesiredSize(this[kState]);
  }

  close() {
    if (!isByteController(this)) throw invalidThis('ReadableByteStreamController');
    const cstate = this[kState];
    if (cstate.closeRequested) throw invalidState('Controller is already closed');
    if (cstate.stream[kState].state !== 'readable') {
      throw invalidState('ReadableStream is already closed');
    }
    readableByteStreamControllerClose(this);
  }

  enqueue(chunk = undefined) {
    if (!isByteController(this)) throw invalidThis('ReadableByteStreamController');
    if (!ArrayBufferIsView(chunk)) {
      throw new codes.ERR_INVALID_ARG_TYPE('buffer', ['Buffer', 'TypedArray', 'DataView'], chunk);
    }
    const buffer = chunk.buffer;
    if (chunk.byteLength === 0 || buffer.byteLength === 0 || isDetached(buffer)) {
      throw invalidState('chunk ArrayBuffer is zero-length or detached');
    }
    if (isSharedArrayBuffer(buffer)) {
      throw new codes.ERR_INVALID_ARG_VALUE('chunk', chunk,
        'must not be backed by a SharedArrayBuffer');
    }
    const cstate = this[kState];
    if (cstate.closeRequested) throw invalidState('Controller is already closed');
    if (cstate.stream[kState].state !== 'readable') {
      throw invalidState('ReadableStream is already closed');
    }
    readableByteStreamControllerEnqueue(this, chunk);
  }

  error(error = undefined) {
    if (!isByteController(this)) throw invalidThis('ReadableByteStreamController');
    readableByteStreamControllerError(this, error);
  }

  [customInspectSymbol](depth, options) {
    return customInspect(depth, options, 'ReadableByteStreamController', {});
  }
}

defineWebIDLMembers(ReadableByteStreamController.prototype,
  ['byobRequest', 'desiredSize', 'close', 'enqueue', 'error'], 'ReadableByteStreamController');

function setupByteControllerFromSource(stream, source, highWaterMark) {
  const controller = new ReadableByteStreamController(kSkip);
  const start = source.start;
  const pull = source.pull;
  const cancel = source.cancel;
  const autoAllocateChunkSize = source.autoAllocateChunkSize;
  if (start && typeof start !== 'function') {
    throw new TypeError('Bind must be called on a function');
  }
  if (pull) validateFunctionProp(pull, 'source.pull');
  if (cancel) validateFunctionProp(cancel, 'source.cancel');
  if (autoAllocateChunkSize !== undefined &&
      (!Number.isInteger(autoAllocateChunkSize) || autoAllocateChunkSize <= 0)) {
    throw new codes.ERR_INVALID_ARG_VALUE('source.autoAllocateChunkSize', autoAllocateChunkSize);
  }
  const startAlgorithm = start ? () => start.call(source, controller) : undefined;
  const pullAlgorithm = pull ? () => pull.call(source, controller) : undefined;
  const cancelAlgorithm = cancel ?
    (reason) => asyncCall(cancel, source, reason) : defaultCancelAlgorithm;
  setupByteController(stream, controller, startAlgorithm, pullAlgorithm, cancelAlgorithm,
    highWaterMark, autoAllocateChunkSize);
}

function setupByteController(stream, controller, startAlgorithm, pullAlgorithm,
  cancelAlgorithm, highWaterMark, autoAllocateChunkSize) {
  const cstate = {
    stream,
    queue: new Queue(),
    queueTotalSize: 0,
    started: false,
    closeRequested: false,
    pullAgain: false,
    pulling: false,
    highWaterMark,
    pullAlgorithm,
    cancelAlgorithm,
    autoAllocateChunkSize,
    byobRequest: null,
    pendingPullIntos: [],
    onPullFulfilled: undefined,
    onPullRejected: undefined,
  };
  cstate.onPullFulfilled = () => {
    cstate.pulling = false;
    if (cstate.pullAgain) {
      cstate.pullAgain = false;
      byteControllerCallPullIfNeeded(controller);
    }
  };
  cstate.onPullRejected = (reason) => {
    readableByteStreamControllerError(controller, reason);
  };
  controller[kState] = cstate;
  stream[kState].controller = controller;
  const startResult = startAlgorithm === undefined ? undefined : startAlgorithm();
  then(startPromiseOf(startResult), () => {
    cstate.started = true;
    byteControllerCallPullIfNeeded(controller);
  }, (reason) => {
    readableByteStreamControllerError(controller, reason);
  });
}

function byteControllerGetDesiredSize(cstate) {
  const state = cstate.stream[kState].state;
  if (state === 'errored') return null;
  if (state === 'closed') return 0;
  return cstate.highWaterMark - cstate.queueTotalSize;
}

function byteControllerShouldCallPull(cstate) {
  const stream = cstate.stream;
  const sstate = stream[kState];
  if (sstate.state !== 'readable' || cstate.closeRequested || !cstate.started) return false;
  const reader = sstate.reader;
  if (reader !== undefined) {
    if (reader[kType] === 'ReadableStreamDefaultReader') {
      if (reader[kState].readRequests.length > 0) return true;
    } else if (reader[kState].readIntoRequests.length > 0) {
      return true;
    }
  }
  return cstate.highWaterMark - cstate.queueTotalSize > 0;
}

function byteControllerCallPullIfNeeded(controller) {
  const cstate = controller[kState];
  if (!byteControllerShouldCallPull(cstate)) return;
  if (cstate.pulling) {
    cstate.pullAgain = true;
    return;
  }
  cstate.pulling = true;
  const pull = cstate.pullAlgorithm;
  let result;
  if (pull !== undefined) {
    try {
      result = pull(controller);
    } catch (err) {
      result = PromiseReject(err);
    }
  }
  thenResult(result, cstate.onPullFulfilled, cstate.onPullRejected);
}

function byteControllerClearAlgorithms(cstate) {
  cstate.pullAlgorithm = undefined;
  cstate.cancelAlgorithm = undefined;
}

function byteControllerClearPendingPullIntos(controller) {
  byteControllerInvalidateBYOBRequest(controller);
  controller[kState].pendingPullIntos = [];
}

function readableByteStreamControllerClose(controller) {
  const cstate = controller[kState];
  const stream = cstate.stream;
  if (cstate.closeRequested || stream[kState].state !== 'readable') return;
  if (cstate.queueTotalSize > 0) {
    cstate.closeRequested = true;
    return;
  }
  const pending = cstate.pendingPullIntos;
  if (pending.length > 0) {
    const first = pending[0];
    if (first.bytesFilled % first.elementSize !== 0) {
      const error = invalidState('Partial read');
      readableByteStreamControllerError(controller, error);
      throw error;
    }
  }
  byteControllerClearAlgorithms(cstate);
  readableStreamClose(stream);
}

function byteControllerCommitPullIntoDescriptor(stream, desc) {
  let done = false;
  if (stream[kState].state === 'closed') done = true;
  const filledView = byteControllerConvertPullIntoDescriptor(desc);
  if (desc.readerType === 'default') {
    readableStreamFulfillReadRequest(stream, filledView, done);
  } else {
    readableStreamFulfillReadIntoRequest(stream, filledView, done);
  }
}

function makeView(ctor, buffer, byteOffset, length) {
  if (ctor === DataView) return new DataView(buffer, byteOffset, length);
  if (ctor === bufferCtor()) return ctor.from(buffer, byteOffset, length);
  return new ctor(buffer, byteOffset, length);
}

function byteControllerConvertPullIntoDescriptor(desc) {
  const bytesFilled = desc.bytesFilled;
  const elementSize = desc.elementSize;
  if (bytesFilled > desc.byteLength) {
    throw new codes.ERR_INVALID_STATE.RangeError('The buffer size is invalid');
  }
  const buffer = transferArrayBuffer(desc.buffer);
  return makeView(desc.viewConstructor, buffer, desc.byteOffset, bytesFilled / elementSize);
}

function readableByteStreamControllerEnqueue(controller, chunk) {
  const cstate = controller[kState];
  const stream = cstate.stream;
  if (cstate.closeRequested || stream[kState].state !== 'readable') return;
  const buffer = chunk.buffer;
  const byteOffset = chunk.byteOffset;
  const byteLength = chunk.byteLength;
  if (isDetached(buffer)) throw invalidState('chunk ArrayBuffer is zero-length or detached');
  const transferredBuffer = transferArrayBuffer(buffer);
  const pending = cstate.pendingPullIntos;
  if (pending.length > 0) {
    const first = pending[0];
    if (isDetached(first.buffer)) {
      throw invalidState('Destination ArrayBuffer is detached');
    }
    byteControllerInvalidateBYOBRequest(controller);
    first.buffer = transferArrayBuffer(first.buffer);
    if (first.readerType === 'none') {
      byteControllerEnqueueDetachedPullIntoToQueue(controller, first);
    }
  }
  if (readableStreamHasDefaultReader(stream)) {
    byteControllerProcessReadRequestsUsingQueue(controller);
    if (readableStreamGetNumReadRequests(stream) === 0) {
      byteControllerEnqueueChunkToQueue(cstate, transferredBuffer, byteOffset, byteLength);
    } else {
      if (cstate.pendingPullIntos.length > 0) byteControllerShiftPendingPullInto(controller);
      const transferredView = new Uint8Array(transferredBuffer, byteOffset, byteLength);
      readableStreamFulfillReadRequest(stream, transferredView, false);
    }
  } else if (readableStreamHasBYOBReader(stream)) {
    byteControllerEnqueueChunkToQueue(cstate, transferredBuffer, byteOffset, byteLength);
    const filled = byteControllerProcessPullIntoDescriptorsUsingQueue(controller);
    for (let i = 0; i < filled.length; i++) {
      byteControllerCommitPullIntoDescriptor(stream, filled[i]);
    }
  } else {
    byteControllerEnqueueChunkToQueue(cstate, transferredBuffer, byteOffset, byteLength);
  }
  byteControllerCallPullIfNeeded(controller);
}

function byteControllerEnqueueChunkToQueue(cstate, buffer, byteOffset, byteLength) {
  cstate.queue.push({ buffer, byteOffset, byteLength });
  cstate.queueTotalSize += byteLength;
}

function byteControllerEnqueueClonedChunkToQueue(controller, buffer, byteOffset, byteLength) {
  let clone;
  try {
    clone = buffer.slice(byteOffset, byteOffset + byteLength);
  } catch (err) {
    readableByteStreamControllerError(controller, err);
    throw err;
  }
  byteControllerEnqueueChunkToQueue(controller[kState], clone, 0, byteLength);
}

function byteControllerEnqueueDetachedPullIntoToQueue(controller, desc) {
  if (desc.bytesFilled > 0) {
    byteControllerEnqueueClonedChunkToQueue(controller, desc.buffer, desc.byteOffset,
      desc.bytesFilled);
  }
  byteControllerShiftPendingPullInto(controller);
}

// Errors a ReadableStream or WritableStream through its controller, as the controller's own
// error() would: stream.addAbortSignal() does this when its signal aborts.
function errorWebStream(stream, error) {
  const controller = stream[kState].controller;
  if (isReadableStream(stream)) {
    if (controller[kType] === 'ReadableByteStreamController') {
      readableByteStreamControllerError(controller, error);
    } else {
      readableStreamDefaultControllerError(controller, error);
    }
  } else if (isWritableStream(stream)) {
    require('internal/webstreams/writablestream').controllerErrorIfNeeded(controller, error);
  }
}

function readableByteStreamControllerError(controller, error) {
  const cstate = controller[kState];
  const stream = cstate.stream;
  if (stream[kState].state !== 'readable') return;
  byteControllerClearPendingPullIntos(controller);
  cstate.queue.clear();
  cstate.queueTotalSize = 0;
  byteControllerClearAlgorithms(cstate);
  readableStreamError(stream, error);
}

function byteControllerFillHeadPullIntoDescriptor(size, desc) {
  desc.bytesFilled += size;
}

function byteControllerFillPullIntoDescriptorFromQueue(cstate, desc) {
  const maxBytesToCopy = Math.min(cstate.queueTotalSize, desc.byteLength - desc.bytesFilled);
  const maxBytesFilled = desc.bytesFilled + maxBytesToCopy;
  let totalBytesToCopyRemaining = maxBytesToCopy;
  let ready = false;
  const remainderBytes = maxBytesFilled % desc.elementSize;
  const maxAlignedBytes = maxBytesFilled - remainderBytes;
  if (maxAlignedBytes >= desc.minimumFill) {
    totalBytesToCopyRemaining = maxAlignedBytes - desc.bytesFilled;
    ready = true;
  }
  const queue = cstate.queue;
  while (totalBytesToCopyRemaining > 0) {
    const head = queue.peek();
    const bytesToCopy = Math.min(totalBytesToCopyRemaining, head.byteLength);
    const destStart = desc.byteOffset + desc.bytesFilled;
    copyBytes(desc.buffer, destStart, head.buffer, head.byteOffset, bytesToCopy);
    if (head.byteLength === bytesToCopy) {
      queue.shift();
    } else {
      head.byteOffset += bytesToCopy;
      head.byteLength -= bytesToCopy;
    }
    cstate.queueTotalSize -= bytesToCopy;
    byteControllerFillHeadPullIntoDescriptor(bytesToCopy, desc);
    totalBytesToCopyRemaining -= bytesToCopy;
  }
  return ready;
}

function byteControllerFillReadRequestFromQueue(controller, readRequest) {
  const cstate = controller[kState];
  const entry = cstate.queue.shift();
  cstate.queueTotalSize -= entry.byteLength;
  byteControllerHandleQueueDrain(controller);
  readRequest.chunk(new Uint8Array(entry.buffer, entry.byteOffset, entry.byteLength));
}

function byteControllerGetBYOBRequest(controller) {
  const cstate = controller[kState];
  if (cstate.byobRequest === null && cstate.pendingPullIntos.length > 0) {
    const first = cstate.pendingPullIntos[0];
    const view = new Uint8Array(first.buffer, first.byteOffset + first.bytesFilled,
      first.byteLength - first.bytesFilled);
    const request = new ReadableStreamBYOBRequest(kSkip);
    request[kState].controller = controller;
    request[kState].view = view;
    cstate.byobRequest = request;
  }
  return cstate.byobRequest;
}

function byteControllerHandleQueueDrain(controller) {
  const cstate = controller[kState];
  if (cstate.queueTotalSize === 0 && cstate.closeRequested) {
    byteControllerClearAlgorithms(cstate);
    readableStreamClose(cstate.stream);
  } else {
    byteControllerCallPullIfNeeded(controller);
  }
}

function byteControllerInvalidateBYOBRequest(controller) {
  const cstate = controller[kState];
  const request = cstate.byobRequest;
  if (request === null) return;
  request[kState].controller = undefined;
  request[kState].view = null;
  cstate.byobRequest = null;
}

function byteControllerProcessPullIntoDescriptorsUsingQueue(controller) {
  const cstate = controller[kState];
  const filled = [];
  while (cstate.pendingPullIntos.length > 0) {
    if (cstate.queueTotalSize === 0) break;
    const desc = cstate.pendingPullIntos[0];
    if (byteControllerFillPullIntoDescriptorFromQueue(cstate, desc)) {
      byteControllerShiftPendingPullInto(controller);
      filled.push(desc);
    }
  }
  return filled;
}

function byteControllerProcessReadRequestsUsingQueue(controller) {
  const cstate = controller[kState];
  const requests = cstate.stream[kState].reader[kState].readRequests;
  while (requests.length > 0) {
    if (cstate.queueTotalSize === 0) return;
    byteControllerFillReadRequestFromQueue(controller, requests.shift());
  }
}

// Node hands back a Buffer for a Buffer view; every other view gets its own constructor.
function viewConstructorOf(view) {
  if (view instanceof DataView) return DataView;
  const ctor = view.constructor;
  if (typeof ctor === 'function' && (ctor === bufferCtor() ||
      globalThis[ctor.name] === ctor)) {
    return ctor;
  }
  const tag = Object.getOwnPropertyDescriptor(
    Object.getPrototypeOf(Uint8Array.prototype), Symbol.toStringTag).get.call(view);
  return globalThis[tag];
}

function byteControllerPullInto(controller, view, min, readIntoRequest) {
  const cstate = controller[kState];
  const stream = cstate.stream;
  const ctor = viewConstructorOf(view);
  const elementSize = ctor === DataView ? 1 : view.BYTES_PER_ELEMENT;
  const minimumFill = min * elementSize;
  const byteOffset = view.byteOffset;
  const byteLength = view.byteLength;
  let buffer;
  try {
    buffer = transferArrayBuffer(view.buffer);
  } catch (err) {
    readIntoRequest.error(err);
    return;
  }
  const desc = {
    buffer,
    bufferByteLength: buffer.byteLength,
    byteOffset,
    byteLength,
    bytesFilled: 0,
    minimumFill,
    elementSize,
    viewConstructor: ctor,
    readerType: 'byob',
  };
  if (cstate.pendingPullIntos.length > 0) {
    cstate.pendingPullIntos.push(desc);
    readableStreamAddReadIntoRequest(stream, readIntoRequest);
    return;
  }
  if (stream[kState].state === 'closed') {
    readIntoRequest.close(makeView(ctor, desc.buffer, desc.byteOffset, 0));
    return;
  }
  if (cstate.queueTotalSize > 0) {
    if (byteControllerFillPullIntoDescriptorFromQueue(cstate, desc)) {
      const filledView = byteControllerConvertPullIntoDescriptor(desc);
      byteControllerHandleQueueDrain(controller);
      readIntoRequest.chunk(filledView);
      return;
    }
    if (cstate.closeRequested) {
      const error = invalidState('ReadableStream closed');
      readableByteStreamControllerError(controller, error);
      readIntoRequest.error(error);
      return;
    }
  }
  cstate.pendingPullIntos.push(desc);
  readableStreamAddReadIntoRequest(stream, readIntoRequest);
  byteControllerCallPullIfNeeded(controller);
}

function byteControllerRespond(controller, bytesWritten) {
  const cstate = controller[kState];
  const first = cstate.pendingPullIntos[0];
  const state = cstate.stream[kState].state;
  if (state === 'closed') {
    if (bytesWritten !== 0) {
      throw new codes.ERR_INVALID_ARG_VALUE('bytesWritten', bytesWritten);
    }
  } else {
    if (bytesWritten === 0) {
      throw new codes.ERR_INVALID_ARG_VALUE('bytesWritten', bytesWritten);
    }
    if (first.bytesFilled + bytesWritten > first.byteLength) {
      throw new codes.ERR_INVALID_ARG_VALUE.RangeError('bytesWritten', bytesWritten);
    }
  }
  first.buffer = transferArrayBuffer(first.buffer);
  byteControllerRespondInternal(controller, bytesWritten);
}

function byteControllerRespondInClosedState(controller, first) {
  if (first.readerType === 'none') byteControllerShiftPendingPullInto(controller);
  const stream = controller[kState].stream;
  if (readableStreamHasBYOBReader(stream)) {
    const filled = [];
    while (filled.length < readableStreamGetNumReadIntoRequests(stream)) {
      filled.push(byteControllerShiftPendingPullInto(controller));
    }
    for (let i = 0; i < filled.length; i++) {
      byteControllerCommitPullIntoDescriptor(stream, filled[i]);
    }
  }
}

function byteControllerRespondInReadableState(controller, bytesWritten, desc) {
  byteControllerFillHeadPullIntoDescriptor(bytesWritten, desc);
  const stream = controller[kState].stream;
  if (desc.readerType === 'none') {
    byteControllerEnqueueDetachedPullIntoToQueue(controller, desc);
    const filled = byteControllerProcessPullIntoDescriptorsUsingQueue(controller);
    for (let i = 0; i < filled.length; i++) {
      byteControllerCommitPullIntoDescriptor(stream, filled[i]);
    }
    return;
  }
  if (desc.bytesFilled < desc.minimumFill) return;
  byteControllerShiftPendingPullInto(controller);
  const remainderSize = desc.bytesFilled % desc.elementSize;
  if (remainderSize > 0) {
    const end = desc.byteOffset + desc.bytesFilled;
    byteControllerEnqueueClonedChunkToQueue(controller, desc.buffer, end - remainderSize,
      remainderSize);
  }
  desc.bytesFilled -= remainderSize;
  const filled = byteControllerProcessPullIntoDescriptorsUsingQueue(controller);
  byteControllerCommitPullIntoDescriptor(stream, desc);
  for (let i = 0; i < filled.length; i++) byteControllerCommitPullIntoDescriptor(stream, filled[i]);
}

function byteControllerRespondInternal(controller, bytesWritten) {
  const cstate = controller[kState];
  const first = cstate.pendingPullIntos[0];
  byteControllerInvalidateBYOBRequest(controller);
  if (cstate.stream[kState].state === 'closed') {
    byteControllerRespondInClosedState(controller, first);
  } else {
    byteControllerRespondInReadableState(controller, bytesWritten, first);
  }
  byteControllerCallPullIfNeeded(controller);
}

function byteControllerRespondWithNewView(controller, view) {
  const cstate = controller[kState];
  const first = cstate.pendingPullIntos[0];
  const state = cstate.stream[kState].state;
  const viewByteLength = view.byteLength;
  if (state === 'closed') {
    if (viewByteLength !== 0) throw invalidState('View is not zero-length');
  } else if (viewByteLength === 0) {
    throw invalidState('View is zero-length');
  }
  if (first.byteOffset + first.bytesFilled !== view.byteOffset ||
      first.bufferByteLength !== view.buffer.byteLength ||
      first.bytesFilled + viewByteLength > first.byteLength) {
    throw new codes.ERR_INVALID_ARG_VALUE.RangeError('view', view);
  }
  first.buffer = transferArrayBuffer(view.buffer);
  byteControllerRespondInternal(controller, viewByteLength);
}

function byteControllerShiftPendingPullInto(controller) {
  return controller[kState].pendingPullIntos.shift();
}

function byteControllerPullSteps(controller, readRequest) {
  const cstate = controller[kState];
  if (cstate.queueTotalSize > 0) {
    byteControllerFillReadRequestFromQueue(controller, readRequest);
    return;
  }
  const size = cstate.autoAllocateChunkSize;
  if (size !== undefined) {
    let buffer;
    try {
      buffer = new ArrayBuffer(size);
    } catch (err) {
      readRequest.error(err);
      return;
    }
    cstate.pendingPullIntos.push({
      buffer,
      bufferByteLength: size,
      byteOffset: 0,
      byteLength: size,
      bytesFilled: 0,
      minimumFill: 1,
      elementSize: 1,
      viewConstructor: Uint8Array,
      readerType: 'default',
    });
  }
  readableStreamAddReadRequest(cstate.stream, readRequest);
  byteControllerCallPullIfNeeded(controller);
}

function byteControllerCancelSteps(controller, reason) {
  const cstate = controller[kState];
  byteControllerClearPendingPullIntos(controller);
  cstate.queue.clear();
  cstate.queueTotalSize = 0;
  const cancel = cstate.cancelAlgorithm;
  const result = cancel === undefined ? PromiseResolve() : cancel(reason);
  byteControllerClearAlgorithms(cstate);
  return result;
}

function byteControllerReleaseSteps(controller) {
  const cstate = controller[kState];
  if (cstate.pendingPullIntos.length > 0) {
    const first = cstate.pendingPullIntos[0];
    first.readerType = 'none';
    cstate.pendingPullIntos = [first];
  }
}

// ---- tee ------------------------------------------------------------------------------------

function readableStreamTee(stream, cloneForBranch2) {
  if (isByteController(stream[kState].controller)) return readableByteStreamTee(stream);
  return readableStreamDefaultTee(stream, cloneForBranch2);
}

let lazyStructuredClone;
function cloneChunk(chunk) {
  lazyStructuredClone ??= require('internal/structured_clone').structuredClone;
  return lazyStructuredClone(chunk);
}

// One tee's shared state; it is also the read request of its single in-flight read.
class DefaultTee {
  constructor(stream, reader, cloneForBranch2) {
    this.stream = stream;
    this.reader = reader;
    this.cloneForBranch2 = cloneForBranch2;
    this.reading = false;
    this.readAgain = false;
    this.canceled1 = false;
    this.canceled2 = false;
    this.reason1 = undefined;
    this.reason2 = undefined;
    this.branch1 = undefined;
    this.branch2 = undefined;
    this.cancelDeferred = createDeferred();
    this.pendingChunk = undefined;
    this.deliver = () => this.deliverChunk();
  }

  pull() {
    if (this.reading) {
      this.readAgain = true;
      return PromiseResolve();
    }
    this.reading = true;
    readableStreamDefaultReaderRead(this.reader, this);
    return PromiseResolve();
  }

  // Read request steps.
  chunk(value) {
    this.pendingChunk = value;
    queueMicrotask(this.deliver);
  }

  deliverChunk() {
    this.readAgain = false;
    const chunk1 = this.pendingChunk;
    this.pendingChunk = undefined;
    let chunk2 = chunk1;
    if (!this.canceled2 && this.cloneForBranch2) {
      try {
        chunk2 = cloneChunk(chunk1);
      } catch (err) {
        readableStreamDefaultControllerError(this.branch1[kState].controller, err);
        readableStreamDefaultControllerError(this.branch2[kState].controller, err);
        this.cancelDeferred.resolve(readableStreamCancel(this.stream, err));
        return;
      }
    }
    if (!this.canceled1) {
      readableStreamDefaultControllerEnqueue(this.branch1[kState].controller, chunk1);
    }
    if (!this.canceled2) {
      readableStreamDefaultControllerEnqueue(this.branch2[kState].controller, chunk2);
    }
    this.reading = false;
    if (this.readAgain) this.pull();
  }

  // Node closes the branches a tick later than the spec says (process.nextTick, not a
  // microtask), so a reader of a branch sees its stream still open until then.
  close() {
    process.nextTick(() => this.closeBranches());
  }

  closeBranches() {
    this.reading = false;
    if (!this.canceled1) readableStreamDefaultControllerClose(this.branch1[kState].controller);
    if (!this.canceled2) readableStreamDefaultControllerClose(this.branch2[kState].controller);
    if (!this.canceled1 || !this.canceled2) this.cancelDeferred.resolve();
  }

  error() {
    this.reading = false;
  }

  cancel1(reason) {
    this.canceled1 = true;
    this.reason1 = reason;
    if (this.canceled2) {
      this.cancelDeferred.resolve(readableStreamCancel(this.stream, [this.reason1, this.reason2]));
    }
    return this.cancelDeferred.promise;
  }

  cancel2(reason) {
    this.canceled2 = true;
    this.reason2 = reason;
    if (this.canceled1) {
      this.cancelDeferred.resolve(readableStreamCancel(this.stream, [this.reason1, this.reason2]));
    }
    return this.cancelDeferred.promise;
  }
}

function readableStreamDefaultTee(stream, cloneForBranch2) {
  const reader = acquireReadableStreamDefaultReader(stream);
  const tee = new DefaultTee(stream, reader, cloneForBranch2);
  const pull = () => tee.pull();
  tee.branch1 = createReadableStream(undefined, pull, (reason) => tee.cancel1(reason));
  tee.branch2 = createReadableStream(undefined, pull, (reason) => tee.cancel2(reason));
  then(reader[kState].closed.promise, undefined, (reason) => {
    readableStreamDefaultControllerError(tee.branch1[kState].controller, reason);
    readableStreamDefaultControllerError(tee.branch2[kState].controller, reason);
    if (!tee.canceled1 || !tee.canceled2) tee.cancelDeferred.resolve();
  });
  return [tee.branch1, tee.branch2];
}

function cloneAsUint8Array(view) {
  const out = new Uint8Array(view.byteLength);
  out.set(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
  return out;
}

function readableByteStreamTee(stream) {
  let reader = acquireReadableStreamDefaultReader(stream);
  let reading = false;
  let readAgainForBranch1 = false;
  let readAgainForBranch2 = false;
  let canceled1 = false;
  let canceled2 = false;
  let reason1;
  let reason2;
  let branch1;
  let branch2;
  const cancelDeferred = createDeferred();

  function forwardReaderError(thisReader) {
    then(thisReader[kState].closed.promise, undefined, (r) => {
      if (thisReader !== reader) return;
      readableByteStreamControllerError(branch1[kState].controller, r);
      readableByteStreamControllerError(branch2[kState].controller, r);
      if (!canceled1 || !canceled2) cancelDeferred.resolve();
    });
  }

  function cloneOrFail(chunk) {
    try {
      return cloneAsUint8Array(chunk);
    } catch (err) {
      readableByteStreamControllerError(branch1[kState].controller, err);
      readableByteStreamControllerError(branch2[kState].controller, err);
      cancelDeferred.resolve(readableStreamCancel(stream, err));
      return undefined;
    }
  }

  function respondPendingBranches() {
    if (branch1[kState].controller[kState].pendingPullIntos.length > 0) {
      byteControllerRespond(branch1[kState].controller, 0);
    }
    if (branch2[kState].controller[kState].pendingPullIntos.length > 0) {
      byteControllerRespond(branch2[kState].controller, 0);
    }
  }

  function pullWithDefaultReader() {
    if (isBYOBReader(reader)) {
      readableStreamBYOBReaderRelease(reader);
      reader = acquireReadableStreamDefaultReader(stream);
      forwardReaderError(reader);
    }
    readableStreamDefaultReaderRead(reader, {
      chunk(chunk) {
        queueMicrotask(() => {
          readAgainForBranch1 = false;
          readAgainForBranch2 = false;
          let chunk2 = chunk;
          if (!canceled1 && !canceled2) {
            chunk2 = cloneOrFail(chunk);
            if (chunk2 === undefined) return;
          }
          if (!canceled1) readableByteStreamControllerEnqueue(branch1[kState].controller, chunk);
          if (!canceled2) readableByteStreamControllerEnqueue(branch2[kState].controller, chunk2);
          reading = false;
          if (readAgainForBranch1) pull1();
          else if (readAgainForBranch2) pull2();
        });
      },
      close() {
        reading = false;
        if (!canceled1) readableByteStreamControllerClose(branch1[kState].controller);
        if (!canceled2) readableByteStreamControllerClose(branch2[kState].controller);
        respondPendingBranches();
        if (!canceled1 || !canceled2) cancelDeferred.resolve();
      },
      error() {
        reading = false;
      },
    });
  }

  function pullWithBYOBReader(view, forBranch2) {
    if (isDefaultReader(reader)) {
      readableStreamDefaultReaderRelease(reader);
      reader = new ReadableStreamBYOBReader(stream);
      forwardReaderError(reader);
    }
    const byobBranch = forBranch2 ? branch2 : branch1;
    const otherBranch = forBranch2 ? branch1 : branch2;
    readableStreamBYOBReaderRead(reader, view, 1, {
      chunk(chunk) {
        queueMicrotask(() => {
          readAgainForBranch1 = false;
          readAgainForBranch2 = false;
          const byobCanceled = forBranch2 ? canceled2 : canceled1;
          const otherCanceled = forBranch2 ? canceled1 : canceled2;
          if (!otherCanceled) {
            const clone = cloneOrFail(chunk);
            if (clone === undefined) return;
            if (!byobCanceled) {
              byteControllerRespondWithNewView(byobBranch[kState].controller, chunk);
            }
            readableByteStreamControllerEnqueue(otherBranch[kState].controller, clone);
          } else if (!byobCanceled) {
            byteControllerRespondWithNewView(byobBranch[kState].controller, chunk);
          }
          reading = false;
          if (readAgainForBranch1) pull1();
          else if (readAgainForBranch2) pull2();
        });
      },
      close(chunk) {
        reading = false;
        const byobCanceled = forBranch2 ? canceled2 : canceled1;
        const otherCanceled = forBranch2 ? canceled1 : canceled2;
        if (!byobCanceled) readableByteStreamControllerClose(byobBranch[kState].controller);
        if (!otherCanceled) readableByteStreamControllerClose(otherBranch[kState].controller);
        if (chunk !== undefined) {
          if (!byobCanceled) {
            byteControllerRespondWithNewView(byobBranch[kState].controller, chunk);
          }
          if (!otherCanceled &&
              otherBranch[kState].controller[kState].pendingPullIntos.length > 0) {
            byteControllerRespond(otherBranch[kState].controller, 0);
          }
        }
        if (!byobCanceled || !otherCanceled) cancelDeferred.resolve();
      },
      error() {
        reading = false;
      },
    });
  }

  function pull1() {
    if (reading) {
      readAgainForBranch1 = true;
      return PromiseResolve();
    }
    reading = true;
    const byobRequest = byteControllerGetBYOBRequest(branch1[kState].controller);
    if (byobRequest === null) pullWithDefaultReader();
    else pullWithBYOBReader(byobRequest[kState].view, false);
    return PromiseResolve();
  }

  function pull2() {
    if (reading) {
      readAgainForBranch2 = true;
      return PromiseResolve();
    }
    reading = true;
    const byobRequest = byteControllerGetBYOBRequest(branch2[kState].controller);
    if (byobRequest === null) pullWithDefaultReader();
    else pullWithBYOBReader(byobRequest[kState].view, true);
    return PromiseResolve();
  }

  function cancel1(reason) {
    canceled1 = true;
    reason1 = reason;
    if (canceled2) cancelDeferred.resolve(readableStreamCancel(stream, [reason1, reason2]));
    return cancelDeferred.promise;
  }

  function cancel2(reason) {
    canceled2 = true;
    reason2 = reason;
    if (canceled1) cancelDeferred.resolve(readableStreamCancel(stream, [reason1, reason2]));
    return cancelDeferred.promise;
  }

  branch1 = createReadableByteStream(undefined, pull1, cancel1);
  branch2 = createReadableByteStream(undefined, pull2, cancel2);
  forwardReaderError(reader);
  return [branch1, branch2];
}

// ---- pipeTo ---------------------------------------------------------------------------------

function readableStreamPipeTo(source, dest, preventClose, preventAbort, preventCancel, signal) {
  const reader = acquireReadableStreamDefaultReader(source);
  const writer = acquireWritableStreamDefaultWriter(dest);
  source[kState].disturbed = true;
  const pipe = new Pipe(source, dest, reader, writer, preventClose, preventAbort, preventCancel,
    signal);
  return pipe.start();
}

// Counts the writes a pipe has in flight with one object instead of a promise per chunk;
// `stall` is the promise shutdown waits on while writes are pending.
class PipeWriteTracker {
  constructor() {
    this.pending = 0;
    this.failed = false;
    this.failure = undefined;
    this.stall = null;
  }

  resolve() {
    if (--this.pending === 0 && this.stall !== null) {
      const stall = this.stall;
      this.stall = null;
      if (this.failed) stall.reject(this.failure);
      else stall.resolve();
    }
  }

  reject(error) {
    this.pending--;
    this.failed = true;
    this.failure = error;
    if (this.stall !== null) {
      const stall = this.stall;
      this.stall = null;
      stall.reject(error);
    }
  }

  // Settles when no write is pending (rejected if one failed).
  wait() {
    if (this.pending === 0) return this.failed ? PromiseReject(this.failure) : PromiseResolve();
    this.stall = createDeferred();
    return this.stall.promise;
  }
}

// Promise.all wrapped the way Node's internal SafePromiseAll is (each input re-wrapped, the
// result re-wrapped), which settles two microtasks later than a bare Promise.all.
function promiseAllWrapped(promises) {
  return new Promise((resolve, reject) => {
    const wrapped = promises.map((p) => new Promise((a, b) => then(p, a, b)));
    then(Promise.all(wrapped), resolve, reject);
  });
}

// The state of one pipeTo; it is also the read request of its single in-flight read. The
// pump is driven by callbacks: chunks already queued in a default controller move in a
// batch, a parked pump resumes straight from the writer's backpressure change, and a read
// chunk is written one microtask after it arrives.
class Pipe {
  constructor(source, dest, reader, writer, preventClose, preventAbort, preventCancel, signal) {
    this.source = source;
    this.dest = dest;
    this.reader = reader;
    this.writer = writer;
    this.preventClose = preventClose;
    this.preventAbort = preventAbort;
    this.preventCancel = preventCancel;
    this.signal = signal;
    this.shuttingDown = false;
    this.tracker = new PipeWriteTracker();
    this.deferred = createDeferred();
    this.abortAlgorithm = undefined;
    this.pendingChunk = undefined;
    this.pump = () => this.pumpStep();
    this.forward = () => {
      const chunk = this.pendingChunk;
      this.pendingChunk = undefined;
      writerWriteWithRequest(this.writer, chunk, this.tracker);
      this.pumpStep();
    };
  }

  start() {
    const signal = this.signal;
    if (signal !== undefined) {
      this.abortAlgorithm = () => this.onAbort();
      if (signal.aborted) {
        this.onAbort();
        return this.deferred.promise;
      }
      signal.addEventListener('abort', this.abortAlgorithm, { once: true });
    }
    this.pumpStep();
    const source = this.source;
    const dest = this.dest;
    const readerClosed = this.reader[kState].closed.promise;
    if (source[kState].state === 'errored') {
      this.onSourceErrored(source[kState].storedError);
    } else {
      then(readerClosed, undefined, (err) => this.onSourceErrored(err));
    }
    if (dest[kState].state === 'errored') {
      this.onDestErrored(dest[kState].storedError);
    } else {
      then(this.writer[kState].closed.promise, undefined, (err) => this.onDestErrored(err));
    }
    if (source[kState].state === 'closed') {
      this.onSourceClosed();
    } else {
      then(readerClosed, () => this.onSourceClosed(), noop);
    }
    if (writableStreamCloseQueuedOrInFlight(dest) || dest[kState].state === 'closed') {
      this.onDestClosed();
    }
    return this.deferred.promise;
  }

  pumpStep() {
    if (this.shuttingDown) return;
    const dest = this.dest;
    const dstate = dest[kState];
    if (dstate.backpressure) {
      this.writer[kState].readyHook = this.pump;
      return;
    }
    const source = this.source;
    const sstate = source[kState];
    const controller = sstate.controller;
    if (sstate.state === 'readable' && controller[kType] === 'ReadableStreamDefaultController' &&
        controller[kState].queue.length > 0) {
      const cstate = controller[kState];
      while (cstate.queue.length > 0) {
        if (this.shuttingDown) return;
        const entry = cstate.queue.shift();
        cstate.queueTotalSize -= entry.size;
        if (cstate.queueTotalSize < 0 || cstate.queue.length === 0) cstate.queueTotalSize = 0;
        if (cstate.closeRequested && cstate.queue.length === 0) {
          defaultControllerClearAlgorithms(cstate);
          readableStreamClose(source);
        }
        writerWriteWithRequest(this.writer, entry.value, this.tracker);
        if (dstate.backpressure || dstate.state !== 'writable' ||
            writableStreamCloseQueuedOrInFlight(dest)) {
          break;
        }
      }
      defaultControllerCallPullIfNeeded(controller);
      if (sstate.state === 'closed') return;
      if (dstate.backpressure) {
        this.writer[kState].readyHook = this.pump;
        return;
      }
      then(kResolvedPromise, this.pump);
      return;
    }
    readableStreamDefaultReaderRead(this.reader, this);
  }

  // Read request steps (closing and errors are seen by the watchers).
  chunk(value) {
    this.pendingChunk = value;
    then(kResolvedPromise, this.forward);
  }

  close() {}

  error() {}

  onSourceErrored(error) {
    if (!this.preventAbort) {
      this.shutdownWithAction(() => writableStreamAbort(this.dest, error), true, error);
    } else {
      this.shutdown(true, error);
    }
  }

  onDestErrored(error) {
    if (!this.preventCancel) {
      this.shutdownWithAction(() => readableStreamCancel(this.source, error), true, error);
    } else {
      this.shutdown(true, error);
    }
  }

  onSourceClosed() {
    if (!this.preventClose) {
      this.shutdownWithAction(() => writerCloseWithErrorPropagation(this.writer), false);
    } else {
      this.shutdown(false);
    }
  }

  onDestClosed() {
    const error = invalidState('Destination WritableStream is closed');
    if (!this.preventCancel) {
      this.shutdownWithAction(() => readableStreamCancel(this.source, error), true, error);
    } else {
      this.shutdown(true, error);
    }
  }

  onAbort() {
    let error = this.signal.reason;
    // The spec's abort error is a DOMException; Node's own AbortError becomes one, as in Node.
    if (error instanceof require('internal/errors').AbortError) {
      const { DOMException } = require('internal/dom_exception');
      error = new DOMException(error.message, 'AbortError');
    }
    const dest = this.dest;
    const source = this.source;
    const actions = [];
    if (!this.preventAbort) {
      actions.push(() => (dest[kState].state === 'writable' ?
        writableStreamAbort(dest, error) : PromiseResolve()));
    }
    if (!this.preventCancel) {
      actions.push(() => (source[kState].state === 'readable' ?
        readableStreamCancel(source, error) : PromiseResolve()));
    }
    this.shutdownWithAction(() => promiseAllWrapped(actions.map((action) => action())), true,
      error);
  }

  mustWaitForWrites() {
    const dest = this.dest;
    return dest[kState].state === 'writable' && !writableStreamCloseQueuedOrInFlight(dest);
  }

  shutdownWithAction(action, isError, originalError) {
    if (this.shuttingDown) return;
    this.shuttingDown = true;
    const complete = () => {
      then(action(), () => this.finalize(isError, originalError),
        (error) => this.finalize(true, error));
    };
    if (this.mustWaitForWrites()) {
      then(this.tracker.wait(), complete, (error) => this.finalize(true, error));
    } else {
      complete();
    }
  }

  shutdown(isError, error) {
    if (this.shuttingDown) return;
    this.shuttingDown = true;
    if (this.mustWaitForWrites()) {
      then(this.tracker.wait(), () => this.finalize(isError, error),
        (err) => this.finalize(true, err));
    } else {
      this.finalize(isError, error);
    }
  }

  finalize(isError, error) {
    if (this.writer[kState].stream !== undefined) writerRelease(this.writer);
    if (this.reader[kState].stream !== undefined) readerGenericRelease(this.reader);
    if (this.signal !== undefined) {
      this.signal.removeEventListener('abort', this.abortAlgorithm);
    }
    if (isError) this.deferred.reject(error);
    else this.deferred.resolve();
  }
}

// ---- async iteration ----------------------------------------------------------------------

// The prototype of the iterators values() returns, shaped as Node's (it shows in inspect).
const AsyncIteratorPrototype = {
  __proto__: Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype),
  next: undefined,
  return: undefined,
};

// The read request of one iterator step.
class IteratorReadRequest {
  constructor(iter) {
    this.iter = iter;
    const deferred = createDeferred();
    this.promise = deferred.promise;
    this.resolve = deferred.resolve;
    this.reject = deferred.reject;
  }

  chunk(value) {
    this.iter.current = undefined;
    this.resolve({ done: false, value });
  }

  close() {
    const iter = this.iter;
    iter.current = undefined;
    iter.done = true;
    readerGenericRelease(iter.reader);
    this.resolve({ done: true, value: undefined });
  }

  error(err) {
    const iter = this.iter;
    iter.current = undefined;
    iter.done = true;
    readerGenericRelease(iter.reader);
    this.reject(err);
  }
}

function iteratorNextSteps(iter) {
  if (iter.done) return PromiseResolve({ done: true, value: undefined });
  const reader = iter.reader;
  if (reader[kState].stream === undefined) {
    return PromiseReject(invalidState('The reader is not bound to a ReadableStream'));
  }
  const request = new IteratorReadRequest(iter);
  readableStreamDefaultReaderRead(reader, request);
  return request.promise;
}

async function iteratorReturnSteps(iter, value) {
  if (iter.done) return { done: true, value };
  iter.done = true;
  const reader = iter.reader;
  if (reader[kState].stream === undefined) {
    throw invalidState('The reader is not bound to a ReadableStream');
  }
  if (!iter.preventCancel) {
    const result = readerGenericCancel(reader, value);
    readerGenericRelease(reader);
    await result;
    return { done: true, value };
  }
  readerGenericRelease(reader);
  return { done: true, value };
}

const kNothingQueued = Symbol('kNothingQueued');

function iteratorTakeQueued(iter) {
  if (iter.done) return kNothingQueued;
  const stream = iter.reader[kState].stream;
  if (stream === undefined) return kNothingQueued;
  const sstate = stream[kState];
  if (sstate.state !== 'readable') return kNothingQueued;
  const controller = sstate.controller;
  const cstate = controller[kState];
  if (controller[kType] === 'ReadableStreamDefaultController') {
    if (cstate.queue.length === 0) return kNothingQueued;
    sstate.disturbed = true;
    return defaultControllerTakeChunk(controller, cstate);
  }
  if (cstate.queueTotalSize === 0) return kNothingQueued;
  sstate.disturbed = true;
  const entry = cstate.queue.shift();
  cstate.queueTotalSize -= entry.byteLength;
  byteControllerHandleQueueDrain(controller);
  return new Uint8Array(entry.buffer, entry.byteOffset, entry.byteLength);
}

function createAsyncIterator(stream, preventCancel) {
  const iter = {
    reader: acquireReadableStreamDefaultReader(stream),
    preventCancel,
    done: false,
    current: undefined,
    started: false,
  };
  const nextSteps = () => iteratorNextSteps(iter);
  return {
    __proto__: AsyncIteratorPrototype,
    next() {
      // Node lets the first step wait one microtask (the controller's start reaction).
      if (!iter.started) {
        iter.started = true;
        iter.current = PromiseResolve();
      }
      const current = iter.current;
      if (current !== undefined) {
        iter.current = then(current, nextSteps, nextSteps);
        return iter.current;
      }
      // No read in flight and a chunk already queued: answer it at once (no request, and
      // nothing left in flight for the next call to wait on).
      const chunk = iteratorTakeQueued(iter);
      if (chunk !== kNothingQueued) return PromiseResolve({ done: false, value: chunk });
      iter.current = nextSteps();
      return iter.current;
    },
    return(value) {
      iter.started = true;
      const returnSteps = () => iteratorReturnSteps(iter, value);
      const current = iter.current;
      iter.current = current === undefined ? returnSteps() :
        then(current, returnSteps, returnSteps);
      return iter.current;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

// ---- ReadableStream.from ------------------------------------------------------------------

function readableStreamFromIterable(iterable) {
  if (iterable == null) {
    throw new TypeError(`Cannot read properties of ${iterable} ` +
      "(reading 'Symbol(Symbol.asyncIterator)')");
  }
  const method = iterable[Symbol.asyncIterator] ?? iterable[Symbol.iterator];
  if (typeof method !== 'function') throw new codes.ERR_ARG_NOT_ITERABLE(iterable);
  const iterator = method.call(iterable);
  if (iterator === null || (typeof iterator !== 'object' && typeof iterator !== 'function')) {
    throw invalidState('The iterator method must return an object');
  }
  const nextMethod = iterator.next;
  let stream;
  // One pull at a time: it parks and completes through the controller's pull reactions,
  // a tick after next()'s result settles (and after an object value is awaited).
  const pullFailed = (error) => {
    readableStreamDefaultControllerError(stream[kState].controller, error);
  };
  const enqueueValue = (value) => {
    const controller = stream[kState].controller;
    try {
      readableStreamDefaultControllerEnqueue(controller, value);
    } catch (error) {
      pullFailed(error);
      return;
    }
    controller[kState].onPullFulfilled();
  };
  const onResult = (result) => {
    const controller = stream[kState].controller;
    if (result === null || typeof result !== 'object') {
      pullFailed(invalidState(
        'The promise returned by the iterator.next() method must fulfill with an object'));
      return;
    }
    try {
      if (result.done) {
        readableStreamDefaultControllerClose(controller);
      } else {
        const value = result.value;
        if (value !== null && (typeof value === 'object' || typeof value === 'function')) {
          then(PromiseResolve(value), enqueueValue, pullFailed);
          return;
        }
        readableStreamDefaultControllerEnqueue(controller, value);
      }
    } catch (error) {
      pullFailed(error);
      return;
    }
    controller[kState].onPullFulfilled();
  };
  let pendingResult;
  const onPendingResult = () => {
    const result = pendingResult;
    pendingResult = undefined;
    onResult(result);
  };
  const pull = () => {
    let result;
    try {
      result = nextMethod.call(iterator);
    } catch (error) {
      return PromiseReject(error);
    }
    if (result !== null && (typeof result === 'object' || typeof result === 'function')) {
      then(PromiseResolve(result), onResult, pullFailed);
    } else {
      pendingResult = result;
      then(kResolvedPromise, onPendingResult);
    }
    return kParked;
  };
  async function cancel(reason) {
    const returnMethod = iterator.return;
    if (returnMethod === undefined) return;
    const result = await returnMethod.call(iterator, reason);
    if (result === null || typeof result !== 'object') {
      throw invalidState(
        'The promise returned by the iterator.return() method must fulfill with an object');
    }
  }
  stream = createReadableStream(undefined, pull, cancel, 0);
  return stream;
}

// A chunk that cannot cross to the transferred side: a DataCloneError from cloning it stays
// as it is; anything else failed where Node deserializes on the receiving side, which reports
// it with this DataCloneError (for transferred readable and writable streams alike).
function transferredChunkError(err) {
  const { DOMException } = require('internal/dom_exception');
  if (err instanceof DOMException && err.name === 'DataCloneError') return err;
  return new DOMException('Internal transferred ReadableStream error', 'DataCloneError');
}

// structuredClone(stream, { transfer: [stream] }): the clone reads from the original (which
// stays locked to it until the clone has read it to its end, errored or cancelled, as Node's
// pipe to the MessagePort releases it), each chunk structured-cloned, as Node's cross-realm
// streams deliver them through a MessagePort; an unlisted stream refuses to be cloned.
function transferReadableStream(stream) {
  const sc = require('internal/structured_clone');
  if (isReadableStreamLocked(stream)) {
    const { DOMException } = require('internal/dom_exception');
    throw new DOMException('Cannot transfer a locked ReadableStream', 'DataCloneError');
  }
  const reader = new ReadableStreamDefaultReader(stream);
  const cloneReason = (reason) => {
    try {
      return sc.structuredClone(reason);
    } catch (err) {
      return err;
    }
  };
  const release = () => {
    if (reader[kState].stream !== undefined) readerGenericRelease(reader);
  };
  return new ReadableStream({
    pull(controller) {
      return reader.read().then(({ value, done }) => {
        if (done) {
          release();
          controller.close();
          return;
        }
        let copy;
        try {
          copy = sc.structuredClone(value);
        } catch (err) {
          const error = transferredChunkError(err);
          controller.error(error);
          reader.cancel(error).then(release, release);
          return;
        }
        controller.enqueue(copy);
      }, (reason) => {
        release();
        controller.error(cloneReason(reason));
      });
    },
    cancel(reason) {
      const cancelled = reader.cancel(reason);
      release();
      return cancelled;
    },
  }, { highWaterMark: 0 });
}

require('internal/structured_clone').registerTransferablePrototype(
  ReadableStream.prototype, isReadableStream, transferReadableStream);
// The transfer steps under Node's internal key (internal/worker/js_transferable).
Object.defineProperty(ReadableStream.prototype,
  require('internal/worker/js_transferable').kTransfer, {
  __proto__: null,
  configurable: true,
  writable: true,
  value: function transfer() {
    if (!isReadableStream(this)) throw new codes.ERR_INVALID_THIS('ReadableStream');
    return transferReadableStream(this);
  },
});

module.exports = {
  ReadableStream,
  transferReadableStream,
  ReadableStreamDefaultReader,
  ReadableStreamBYOBReader,
  ReadableStreamBYOBRequest,
  ReadableByteStreamController,
  ReadableStreamDefaultController,
  isReadableStream,
  isReadableByteStreamController: isByteController,
  isReadableStreamLocked,
  createReadableStream,
  createReadableByteStream,
  acquireReadableStreamDefaultReader,
  readableStreamCancel,
  readableStreamClose,
  readableStreamClosedPromise,
  readableStreamDefaultReaderRead,
  readableStreamDefaultReaderRelease,
  readableStreamTee,
  readableStreamPipeTo,
  readableStreamFromIterable,
  readableStreamDefaultControllerCanCloseOrEnqueue,
  readableStreamDefaultControllerClose,
  readableStreamDefaultControllerEnqueue,
  readableStreamDefaultControllerError,
  readableStreamDefaultControllerGetDesiredSize,
  readableStreamDefaultControllerHasBackpressure,
  readableByteStreamControllerClose,
  readableByteStreamControllerEnqueue,
  readableByteStreamControllerError,
  readerGenericRelease,
  errorWebStream,
  transferredChunkError,
};
