'use strict';
// internal/webstreams/writablestream: the WHATWG WritableStream, WritableStreamDefaultWriter
// and WritableStreamDefaultController, its transfer through structuredClone, and the abstract
// operations that readable streams (pipeTo), transform streams and the Node stream adapters
// drive directly.
//
// Every object keeps its internal slots in one plain object under kState. The promise
// reactions that run once per chunk are bound once per controller, not made per chunk.
// Error codes and messages follow Node 26.10.

const { codes } = require('internal/errors_lazy');
const {
  kState,
  kType,
  PromiseResolve,
  PromiseReject,
  then,
  setPromiseHandled,
  createDeferred,
  TrackedDeferred,
  thenResult,
  asyncCall,
  startPromiseOf,
  Queue,
  extractHighWaterMark,
  extractSizeAlgorithm,
  validateChunkSize,
  validateObjectArg,
  validateFunctionProp,
  invalidThis,
  customInspect,
  defineWebIDLMembers,
} = require('internal/webstreams/util');

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const kSkip = Symbol('kSkip');
const kCloseSentinel = Symbol('kCloseSentinel');

let lazyAbortController;
function newAbortController() {
  lazyAbortController ??= require('internal/abort_controller').AbortController;
  return new lazyAbortController();
}

let streamUtils;
function lazyStreamUtils() {
  streamUtils ??= require('internal/streams/utils');
  return streamUtils;
}

function invalidState(message) {
  return new codes.ERR_INVALID_STATE.TypeError(message);
}

function isWritableStream(value) {
  return value != null && value[kType] === 'WritableStream';
}

function isWritableStreamDefaultWriter(value) {
  return value != null && value[kType] === 'WritableStreamDefaultWriter';
}

function isWritableStreamDefaultController(value) {
  return value != null && value[kType] === 'WritableStreamDefaultController';
}

function newStreamState() {
  return {
    state: 'writable',
    storedError: undefined,
    writer: undefined,
    controller: undefined,
    inFlightWriteRequest: undefined,
    closeRequest: undefined,
    inFlightCloseRequest: undefined,
    pendingAbortRequest: undefined,
    writeRequests: new Queue(),
    backpressure: false,
    closedPromise: undefined,   // settles when the stream closes or errors (stream/finished)
  };
}

// Underlying sink methods Node binds at construction ('Bind must be called on a function').
function checkStart(start) {
  if (start && typeof start !== 'function') {
    throw new TypeError('Bind must be called on a function');
  }
}

class WritableStream {
  constructor(sink = undefined, strategy = undefined) {
    if (sink === kSkip) {
      this[kType] = 'WritableStream';
      this[kState] = newStreamState();
      return;
    }
    if (sink === undefined) sink = {};
    validateObjectArg(sink, 'sink', false);
    if (strategy === undefined) strategy = null;
    validateObjectArg(strategy, 'strategy', true);
    this[kType] = 'WritableStream';
    this[kState] = newStreamState();
    const type = sink.type;
    if (type !== undefined) throw new codes.ERR_INVALID_ARG_VALUE.RangeError('type', type);
    const size = extractSizeAlgorithm(strategy?.size);
    const highWaterMark = extractHighWaterMark(strategy?.highWaterMark, 1);
    setupControllerFromSink(this, sink, highWaterMark, size);
  }

  get locked() {
    if (!isWritableStream(this)) throw invalidThis('WritableStream');
    return this[kState].writer !== undefined;
  }

  abort(reason = undefined) {
    if (!isWritableStream(this)) return PromiseReject(invalidThis('WritableStream'));
    if (this[kState].writer !== undefined) {
      return PromiseReject(invalidState('WritableStream is locked'));
    }
    return writableStreamAbort(this, reason);
  }

  close() {
    if (!isWritableStream(this)) return PromiseReject(invalidThis('WritableStream'));
    const state = this[kState];
    if (state.writer !== undefined) return PromiseReject(invalidState('WritableStream is locked'));
    if (state.state === 'closed' || state.state === 'errored') {
      return PromiseReject(invalidState('WritableStream is closed'));
    }
    if (writableStreamCloseQueuedOrInFlight(this)) {
      return PromiseReject(invalidState('Failure closing WritableStream'));
    }
    return writableStreamClose(this);
  }

  getWriter() {
    if (!isWritableStream(this)) throw invalidThis('WritableStream');
    return new WritableStreamDefaultWriter(this);
  }

  [customInspectSymbol](depth, options) {
    return customInspect(depth, options, 'WritableStream', {
      locked: this.locked,
      state: this[kState].state,
    });
  }
}

defineWebIDLMembers(WritableStream.prototype, ['locked', 'abort', 'close', 'getWriter'],
  'WritableStream');

// stream.finished / isErrored / isWritable see web streams through these.
{
  const { kIsErrored, kIsWritable } = lazyStreamUtils();
  Object.defineProperties(WritableStream.prototype, {
    [kIsErrored]: {
      __proto__: null,
      configurable: true,
      get() { return this[kState].state === 'errored'; },
    },
    [kIsWritable]: {
      __proto__: null,
      configurable: true,
      get() { return this[kState].state === 'writable'; },
    },
    // { promise } settling when the stream closes or errors (Node's eos for web streams).
    [Symbol.for('nodejs.webstream.isClosedPromise')]: {
      __proto__: null,
      configurable: true,
      get() {
        writableStreamClosedPromise(this);
        return this[kState].closedPromise;
      },
    },
  });
}

// Builds a WritableStream from algorithms (the spec's CreateWritableStream).
function createWritableStream(start, write, close, abort, highWaterMark = 1, size = undefined) {
  const stream = new WritableStream(kSkip);
  const controller = new WritableStreamDefaultController(kSkip);
  setupController(stream, controller, start, write, close, abort, highWaterMark, size);
  return stream;
}

// ---- the stream's abstract operations -----------------------------------------------------

function isWritableStreamLocked(stream) {
  return stream[kState].writer !== undefined;
}

function writableStreamAbort(stream, reason) {
  const state = stream[kState];
  if (state.state === 'closed' || state.state === 'errored') return PromiseResolve();
  state.controller[kState].abortController.abort(reason);
  const current = state.state;
  if (current === 'closed' || current === 'errored') return PromiseResolve();
  if (state.pendingAbortRequest !== undefined) return state.pendingAbortRequest.deferred.promise;
  let wasAlreadyErroring = false;
  if (current === 'erroring') {
    wasAlreadyErroring = true;
    reason = undefined;
  }
  const deferred = createDeferred();
  state.pendingAbortRequest = { deferred, reason, wasAlreadyErroring };
  if (!wasAlreadyErroring) writableStreamStartErroring(stream, reason);
  return deferred.promise;
}

function writableStreamClose(stream) {
  const state = stream[kState];
  if (state.state === 'closed' || state.state === 'errored') {
    return PromiseReject(invalidState('WritableStream is closed'));
  }
  const deferred = createDeferred();
  state.closeRequest = deferred;
  const writer = state.writer;
  if (writer !== undefined && state.backpressure && state.state === 'writable') {
    resolveReady(writer[kState]);
  }
  writableStreamDefaultControllerClose(state.controller);
  return deferred.promise;
}

function writableStreamAddWriteRequest(stream) {
  const deferred = createDeferred();
  stream[kState].writeRequests.push(deferred);
  return deferred.promise;
}

function writableStreamDealWithRejection(stream, error) {
  if (stream[kState].state === 'writable') {
    writableStreamStartErroring(stream, error);
    return;
  }
  writableStreamFinishErroring(stream);
}

function writableStreamStartErroring(stream, reason) {
  const state = stream[kState];
  const controller = state.controller;
  state.state = 'erroring';
  state.storedError = reason;
  const writer = state.writer;
  if (writer !== undefined) writerEnsureReadyPromiseRejected(writer, reason);
  if (!writableStreamHasOperationMarkedInFlight(stream) && controller[kState].started) {
    writableStreamFinishErroring(stream);
  }
}

function writableStreamFinishErroring(stream) {
  const state = stream[kState];
  state.state = 'errored';
  const controller = state.controller;
  resetQueue(controller[kState]);
  const storedError = state.storedError;
  const requests = state.writeRequests.drain();
  for (let i = 0; i < requests.length; i++) requests[i].reject(storedError);
  const abortRequest = state.pendingAbortRequest;
  if (abortRequest === undefined) {
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
    return;
  }
  state.pendingAbortRequest = undefined;
  if (abortRequest.wasAlreadyErroring) {
    abortRequest.deferred.reject(storedError);
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
    return;
  }
  const cstate = controller[kState];
  const promise = cstate.abortAlgorithm(abortRequest.reason);
  clearAlgorithms(cstate);
  then(promise, () => {
    abortRequest.deferred.resolve();
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
  }, (reason) => {
    abortRequest.deferred.reject(reason);
    writableStreamRejectCloseAndClosedPromiseIfNeeded(stream);
  });
}

function writableStreamFinishInFlightWrite(stream) {
  const state = stream[kState];
  state.inFlightWriteRequest.resolve();
  state.inFlightWriteRequest = undefined;
}

function writableStreamFinishInFlightWriteWithError(stream, error) {
  const state = stream[kState];
  state.inFlightWriteRequest.reject(error);
  state.inFlightWriteRequest = undefined;
  writableStreamDealWithRejection(stream, error);
}

function writableStreamFinishInFlightClose(stream) {
  const state = stream[kState];
  state.inFlightCloseRequest.resolve();
  state.inFlightCloseRequest = undefined;
  if (state.state === 'erroring') {
    state.storedError = undefined;
    if (state.pendingAbortRequest !== undefined) {
      state.pendingAbortRequest.deferred.resolve();
      state.pendingAbortRequest = undefined;
    }
  }
  state.state = 'closed';
  const writer = state.writer;
  if (writer !== undefined) writer[kState].closed.resolve();
  if (state.closedPromise !== undefined) state.closedPromise.resolve();
}

function writableStreamFinishInFlightCloseWithError(stream, error) {
  const state = stream[kState];
  state.inFlightCloseRequest.reject(error);
  state.inFlightCloseRequest = undefined;
  if (state.pendingAbortRequest !== undefined) {
    state.pendingAbortRequest.deferred.reject(error);
    state.pendingAbortRequest = undefined;
  }
  writableStreamDealWithRejection(stream, error);
}

function writableStreamCloseQueuedOrInFlight(stream) {
  const state = stream[kState];
  return state.closeRequest !== undefined || state.inFlightCloseRequest !== undefined;
}

function writableStreamHasOperationMarkedInFlight(stream) {
  const state = stream[kState];
  return state.inFlightWriteRequest !== undefined || state.inFlightCloseRequest !== undefined;
}

function writableStreamRejectCloseAndClosedPromiseIfNeeded(stream) {
  const state = stream[kState];
  const storedError = state.storedError;
  if (state.closeRequest !== undefined) {
    state.closeRequest.reject(storedError);
    state.closeRequest = undefined;
  }
  const writer = state.writer;
  if (writer !== undefined) {
    const closed = writer[kState].closed;
    setPromiseHandled(closed.promise);
    closed.reject(storedError);
  }
  if (state.closedPromise !== undefined) {
    setPromiseHandled(state.closedPromise.promise);
    state.closedPromise.reject(storedError);
  }
}

function writableStreamUpdateBackpressure(stream, backpressure) {
  const state = stream[kState];
  const writer = state.writer;
  const changed = backpressure !== state.backpressure;
  // Published first: a ready hook (pipeTo's pump) reads it.
  state.backpressure = backpressure;
  if (writer !== undefined && changed) {
    const wstate = writer[kState];
    if (backpressure) {
      wstate.ready = kReadyPending;
      wstate.readyHook = undefined;
    } else {
      resolveReady(wstate);
      const hook = wstate.readyHook;
      if (hook !== undefined) {
        wstate.readyHook = undefined;
        hook();
      }
    }
  }
}

// ---- writer ------------------------------------------------------------------------------------

function settledDeferred(rejectWith, isRejected) {
  const deferred = new TrackedDeferred();
  if (isRejected) {
    setPromiseHandled(deferred.promise);
    deferred.reject(rejectWith);
  } else {
    deferred.resolve();
  }
  return deferred;
}

class WritableStreamDefaultWriter {
  constructor(stream) {
    if (!isWritableStream(stream)) {
      throw new codes.ERR_INVALID_ARG_TYPE('stream', 'WritableStream', stream);
    }
    this[kType] = 'WritableStreamDefaultWriter';
    this[kState] = {
      stream: undefined, ready: undefined, closed: undefined, readyHook: undefined,
    };
    setupWriter(this, stream);
  }

  get closed() {
    if (!isWritableStreamDefaultWriter(this)) {
      return PromiseReject(invalidThis('WritableStreamDefaultWriter'));
    }
    return this[kState].closed.promise;
  }

  get desiredSize() {
    if (!isWritableStreamDefaultWriter(this)) throw invalidThis('WritableStreamDefaultWriter');
    if (this[kState].stream === undefined) {
      throw invalidState('Writer is not bound to a WritableStream');
    }
    return writerGetDesiredSize(this);
  }

  get ready() {
    if (!isWritableStreamDefaultWriter(this)) {
      return PromiseReject(invalidThis('WritableStreamDefaultWriter'));
    }
    return materializeReady(this[kState]).promise;
  }

  abort(reason = undefined) {
    if (!isWritableStreamDefaultWriter(this)) {
      return PromiseReject(invalidThis('WritableStreamDefaultWriter'));
    }
    const stream = this[kState].stream;
    if (stream === undefined) {
      return PromiseReject(invalidState('Writer is not bound to a WritableStream'));
    }
    return writableStreamAbort(stream, reason);
  }

  close() {
    if (!isWritableStreamDefaultWriter(this)) {
      return PromiseReject(invalidThis('WritableStreamDefaultWriter'));
    }
    const stream = this[kState].stream;
    if (stream === undefined) {
      return PromiseReject(invalidState('Writer is not bound to a WritableStream'));
    }
    if (writableStreamCloseQueuedOrInFlight(stream)) {
      return PromiseReject(invalidState('Failure to close WritableStream'));
    }
    return writableStreamClose(stream);
  }

  releaseLock() {
    if (!isWritableStreamDefaultWriter(this)) throw invalidThis('WritableStreamDefaultWriter');
    if (this[kState].stream === undefined) return;
    writerRelease(this);
  }

  write(chunk = undefined) {
    if (!isWritableStreamDefaultWriter(this)) {
      return PromiseReject(invalidThis('WritableStreamDefaultWriter'));
    }
    if (this[kState].stream === undefined) {
      return PromiseReject(invalidState('Writer is not bound to a WritableStream'));
    }
    return writerWrite(this, chunk);
  }

  [customInspectSymbol](depth, options) {
    const state = this[kState];
    const stream = state.stream;
    return customInspect(depth, options, 'WritableStreamDefaultWriter', {
      stream,
      close: state.closed.promise,
      ready: materializeReady(state).promise,
      desiredSize: stream === undefined ? undefined : writerGetDesiredSize(this),
    });
  }
}

defineWebIDLMembers(WritableStreamDefaultWriter.prototype,
  ['closed', 'desiredSize', 'ready', 'abort', 'close', 'releaseLock', 'write'],
  'WritableStreamDefaultWriter');

function setupWriter(writer, stream) {
  const sstate = stream[kState];
  if (sstate.writer !== undefined) throw invalidState('WritableStream is locked');
  const wstate = writer[kState];
  wstate.stream = stream;
  sstate.writer = writer;
  const state = sstate.state;
  if (state === 'writable') {
    if (!writableStreamCloseQueuedOrInFlight(stream) && sstate.backpressure) {
      wstate.ready = kReadyPending;
    } else {
      wstate.ready = kReadyResolved;
    }
    wstate.closed = new TrackedDeferred();
  } else if (state === 'erroring') {
    wstate.ready = settledDeferred(sstate.storedError, true);
    wstate.closed = new TrackedDeferred();
  } else if (state === 'closed') {
    wstate.ready = kReadyResolved;
    wstate.closed = settledDeferred(undefined, false);
  } else {
    wstate.ready = settledDeferred(sstate.storedError, true);
    wstate.closed = settledDeferred(sstate.storedError, true);
  }
}

function acquireWritableStreamDefaultWriter(stream) {
  return new WritableStreamDefaultWriter(stream);
}

// The writer's ready promise flips with every change of backpressure, which is once per
// chunk when the high-water mark is 1, and mostly nobody looks at it (pipeTo waits on a
// hook instead). So it is made only when asked for: until then wstate.ready holds one of
// these markers.
const kReadyPending = 0;
const kReadyResolved = 1;

function materializeReady(wstate) {
  let ready = wstate.ready;
  if (ready === kReadyPending) {
    ready = wstate.ready = new TrackedDeferred();
  } else if (ready === kReadyResolved) {
    ready = wstate.ready = new TrackedDeferred();
    ready.resolve();
  }
  return ready;
}

function resolveReady(wstate) {
  const ready = wstate.ready;
  if (ready === kReadyPending) wstate.ready = kReadyResolved;
  else if (ready !== kReadyResolved && !ready.settled) ready.resolve();
}

// A pending promise is rejected in place; a settled one is replaced by a rejected one.
function rejectOrReplace(wstate, key, error) {
  if (key === 'ready') materializeReady(wstate);
  const current = wstate[key];
  if (!current.settled) {
    setPromiseHandled(current.promise);
    current.reject(error);
    return;
  }
  wstate[key] = settledDeferred(error, true);
}

function writerEnsureClosedPromiseRejected(writer, error) {
  rejectOrReplace(writer[kState], 'closed', error);
}

function writerEnsureReadyPromiseRejected(writer, error) {
  rejectOrReplace(writer[kState], 'ready', error);
}

function writerGetDesiredSize(writer) {
  const stream = writer[kState].stream;
  const state = stream[kState].state;
  if (state === 'errored' || state === 'erroring') return null;
  if (state === 'closed') return 0;
  const cstate = stream[kState].controller[kState];
  return cstate.highWaterMark - cstate.queueTotalSize;
}

function writerCloseWithErrorPropagation(writer) {
  const stream = writer[kState].stream;
  const sstate = stream[kState];
  const state = sstate.state;
  if (writableStreamCloseQueuedOrInFlight(stream) || state === 'closed') return PromiseResolve();
  if (state === 'errored') return PromiseReject(sstate.storedError);
  return writableStreamClose(stream);
}

function writerRelease(writer) {
  const wstate = writer[kState];
  const stream = wstate.stream;
  const releasedError = invalidState('Writer has been released');
  writerEnsureReadyPromiseRejected(writer, releasedError);
  writerEnsureClosedPromiseRejected(writer, releasedError);
  stream[kState].writer = undefined;
  wstate.stream = undefined;
}

function writerWrite(writer, chunk) {
  const stream = writer[kState].stream;
  const sstate = stream[kState];
  const controller = sstate.controller;
  const chunkSize = controllerGetChunkSize(controller, chunk);
  if (stream !== writer[kState].stream) {
    return PromiseReject(invalidState('Mismatched WritableStreams'));
  }
  const state = sstate.state;
  if (state === 'errored') return PromiseReject(sstate.storedError);
  if (writableStreamCloseQueuedOrInFlight(stream) || state === 'closed') {
    return PromiseReject(invalidState('WritableStream is closed'));
  }
  if (state === 'erroring') return PromiseReject(sstate.storedError);
  const promise = writableStreamAddWriteRequest(stream);
  controllerWrite(controller, chunk, chunkSize);
  return promise;
}

// writerWrite for a caller that tracks many writes with one request object (pipeTo):
// `request.pending` counts writes in flight; a write that cannot start sets `failed`.
function writerWriteWithRequest(writer, chunk, request) {
  const stream = writer[kState].stream;
  const sstate = stream[kState];
  const controller = sstate.controller;
  const chunkSize = controllerGetChunkSize(controller, chunk);
  const state = sstate.state;
  let failure;
  if (stream !== writer[kState].stream) {
    failure = invalidState('Mismatched WritableStreams');
  } else if (state === 'errored') {
    failure = sstate.storedError;
  } else if (writableStreamCloseQueuedOrInFlight(stream) || state === 'closed') {
    failure = invalidState('WritableStream is closed');
  } else if (state === 'erroring') {
    failure = sstate.storedError;
  } else {
    sstate.writeRequests.push(request);
    request.pending++;
    controllerWrite(controller, chunk, chunkSize);
    return;
  }
  request.failed = true;
  request.failure = failure;
}

// ---- controller ----------------------------------------------------------------------------

class WritableStreamDefaultController {
  constructor(skip = undefined) {
    if (skip !== kSkip) throw new codes.ERR_ILLEGAL_CONSTRUCTOR();
    this[kType] = 'WritableStreamDefaultController';
    this[kState] = undefined;
  }

  get signal() {
    if (!isWritableStreamDefaultController(this)) {
      throw invalidThis('WritableStreamDefaultController');
    }
    return this[kState].abortController.signal;
  }

  error(error = undefined) {
    if (!isWritableStreamDefaultController(this)) {
      throw invalidThis('WritableStreamDefaultController');
    }
    if (this[kState].stream[kState].state !== 'writable') return;
    controllerError(this, error);
  }

  [customInspectSymbol](depth, options) {
    return customInspect(depth, options, 'WritableStreamDefaultController', {
      stream: this[kState].stream,
    });
  }
}

defineWebIDLMembers(WritableStreamDefaultController.prototype, ['signal', 'error'],
  'WritableStreamDefaultController');

function resetQueue(cstate) {
  cstate.queue.clear();
  cstate.queueTotalSize = 0;
}

function clearAlgorithms(cstate) {
  cstate.writeAlgorithm = undefined;
  cstate.closeAlgorithm = undefined;
  cstate.abortAlgorithm = undefined;
  cstate.sizeAlgorithm = undefined;
}

function noopPromise() {
  return PromiseResolve();
}

function setupControllerFromSink(stream, sink, highWaterMark, size) {
  const controller = new WritableStreamDefaultController(kSkip);
  const start = sink.start;
  const write = sink.write;
  const close = sink.close;
  const abort = sink.abort;
  checkStart(start);
  if (write !== undefined) validateFunctionProp(write, 'sink.write');
  if (close !== undefined) validateFunctionProp(close, 'sink.close');
  if (abort !== undefined) validateFunctionProp(abort, 'sink.abort');
  const startAlgorithm = start ? () => start.call(sink, controller) : undefined;
  const writeAlgorithm = write !== undefined ?
    (chunk) => write.call(sink, chunk, controller) : noopPromise;
  const closeAlgorithm = close !== undefined ? () => asyncCall(close, sink) : noopPromise;
  const abortAlgorithm = abort !== undefined ?
    (reason) => asyncCall(abort, sink, reason) : noopPromise;
  setupController(stream, controller, startAlgorithm, writeAlgorithm, closeAlgorithm,
    abortAlgorithm, highWaterMark, size);
}

function setupController(stream, controller, startAlgorithm, writeAlgorithm, closeAlgorithm,
  abortAlgorithm, highWaterMark, size) {
  const sstate = stream[kState];
  const cstate = {
    stream,
    queue: new Queue(),
    queueTotalSize: 0,
    abortController: newAbortController(),
    started: false,
    sizeAlgorithm: size,
    highWaterMark,
    writeAlgorithm,
    closeAlgorithm,
    abortAlgorithm,
    onWriteFulfilled: undefined,
    onWriteRejected: undefined,
  };
  // The reactions of every write, bound once.
  cstate.onWriteFulfilled = () => {
    writableStreamFinishInFlightWrite(stream);
    cstate.queueTotalSize -= cstate.queue.shift().size;
    if (cstate.queueTotalSize < 0) cstate.queueTotalSize = 0;
    if (!writableStreamCloseQueuedOrInFlight(stream) && sstate.state === 'writable') {
      writableStreamUpdateBackpressure(stream, controllerGetBackpressure(cstate));
    }
    controllerAdvanceQueueIfNeeded(controller);
  };
  cstate.onWriteRejected = (reason) => {
    if (sstate.state === 'writable') clearAlgorithms(cstate);
    writableStreamFinishInFlightWriteWithError(stream, reason);
  };
  controller[kState] = cstate;
  sstate.controller = controller;
  writableStreamUpdateBackpressure(stream, controllerGetBackpressure(cstate));
  const startResult = startAlgorithm === undefined ? undefined : startAlgorithm();
  then(startPromiseOf(startResult), () => {
    cstate.started = true;
    controllerAdvanceQueueIfNeeded(controller);
  }, (reason) => {
    cstate.started = true;
    writableStreamDealWithRejection(stream, reason);
  });
}

function controllerClose(controller) {
  const cstate = controller[kState];
  cstate.queue.push({ value: kCloseSentinel, size: 0 });
  controllerAdvanceQueueIfNeeded(controller);
}
const writableStreamDefaultControllerClose = controllerClose;

function controllerGetChunkSize(controller, chunk) {
  const cstate = controller[kState];
  const size = cstate.sizeAlgorithm;
  if (size === undefined) return 1;
  try {
    return size(chunk);
  } catch (err) {
    controllerErrorIfNeeded(controller, err);
    return 1;
  }
}

function controllerGetDesiredSize(cstate) {
  return cstate.highWaterMark - cstate.queueTotalSize;
}

function controllerGetBackpressure(cstate) {
  return cstate.highWaterMark - cstate.queueTotalSize <= 0;
}

function controllerWrite(controller, chunk, chunkSize) {
  const cstate = controller[kState];
  try {
    validateChunkSize(chunkSize);
    cstate.queue.push({ value: chunk, size: chunkSize });
    cstate.queueTotalSize += chunkSize;
  } catch (err) {
    controllerErrorIfNeeded(controller, err);
    return;
  }
  const stream = cstate.stream;
  if (!writableStreamCloseQueuedOrInFlight(stream) && stream[kState].state === 'writable') {
    writableStreamUpdateBackpressure(stream, controllerGetBackpressure(cstate));
  }
  controllerAdvanceQueueIfNeeded(controller);
}

function controllerAdvanceQueueIfNeeded(controller) {
  const cstate = controller[kState];
  const stream = cstate.stream;
  const sstate = stream[kState];
  if (!cstate.started) return;
  if (sstate.inFlightWriteRequest !== undefined) return;
  const state = sstate.state;
  if (state === 'erroring') {
    writableStreamFinishErroring(stream);
    return;
  }
  if (cstate.queue.length === 0) return;
  const value = cstate.queue.peek().value;
  if (value === kCloseSentinel) controllerProcessClose(controller);
  else controllerProcessWrite(controller, value);
}

function controllerErrorIfNeeded(controller, error) {
  if (controller[kState].stream[kState].state === 'writable') controllerError(controller, error);
}

function controllerProcessClose(controller) {
  const cstate = controller[kState];
  const stream = cstate.stream;
  const sstate = stream[kState];
  sstate.inFlightCloseRequest = sstate.closeRequest;
  sstate.closeRequest = undefined;
  cstate.queue.shift();
  const sinkClosePromise = cstate.closeAlgorithm();
  clearAlgorithms(cstate);
  then(sinkClosePromise, () => writableStreamFinishInFlightClose(stream),
    (reason) => writableStreamFinishInFlightCloseWithError(stream, reason));
}

function controllerProcessWrite(controller, chunk) {
  const cstate = controller[kState];
  const sstate = cstate.stream[kState];
  sstate.inFlightWriteRequest = sstate.writeRequests.shift();
  let result;
  try {
    result = cstate.writeAlgorithm(chunk);
  } catch (err) {
    result = PromiseReject(err);
  }
  thenResult(result, cstate.onWriteFulfilled, cstate.onWriteRejected);
}

function controllerError(controller, error) {
  const cstate = controller[kState];
  clearAlgorithms(cstate);
  writableStreamStartErroring(cstate.stream, error);
}

// A promise that settles when the stream closes or errors (stream.finished on web streams).
function writableStreamClosedPromise(stream) {
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

// structuredClone(stream, { transfer: [stream] }): writes to the clone reach the original
// (which stays locked to it) structured-cloned, as through Node's cross-realm streams.
function transferWritableStream(stream) {
  const sc = require('internal/structured_clone');
  if (isWritableStreamLocked(stream)) {
    const { DOMException } = require('internal/dom_exception');
    throw new DOMException('Cannot transfer a locked WritableStream', 'DataCloneError');
  }
  const writer = new WritableStreamDefaultWriter(stream);
  return new WritableStream({
    write(chunk, controller) {
      let copy;
      try {
        copy = sc.structuredClone(chunk);
      } catch (err) {
        // The original is aborted with the error. One that Node meets only when the other
        // side deserializes leaves this write fulfilled and errors the stream after it.
        const error = require('internal/webstreams/readablestream').transferredChunkError(err);
        writer.abort(error).catch(() => {});
        if (error === err) throw error;
        controller.error(error);
        return;
      }
      return writer.write(copy);
    },
    close() {
      return writer.close();
    },
    abort(reason) {
      return writer.abort(reason);
    },
  });
}

require('internal/structured_clone').registerTransferablePrototype(
  WritableStream.prototype, isWritableStream, transferWritableStream);
// The transfer steps under Node's internal key (internal/worker/js_transferable).
Object.defineProperty(WritableStream.prototype,
  require('internal/worker/js_transferable').kTransfer, {
  __proto__: null,
  configurable: true,
  writable: true,
  value: function transfer() {
    if (!isWritableStream(this)) throw new codes.ERR_INVALID_THIS('WritableStream');
    return transferWritableStream(this);
  },
});

module.exports = {
  transferWritableStream,
  WritableStream,
  WritableStreamDefaultWriter,
  WritableStreamDefaultController,
  isWritableStream,
  isWritableStreamDefaultWriter,
  isWritableStreamDefaultController,
  isWritableStreamLocked,
  createWritableStream,
  acquireWritableStreamDefaultWriter,
  writableStreamAbort,
  writableStreamClose,
  writableStreamCloseQueuedOrInFlight,
  writableStreamClosedPromise,
  writableStreamDefaultControllerClose,
  writerCloseWithErrorPropagation,
  writerGetDesiredSize,
  writerRelease,
  writerWrite,
  writerWriteWithRequest,
  controllerErrorIfNeeded,
  controllerGetDesiredSize,
};
