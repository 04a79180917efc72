'use strict';
// internal/webstreams/transformstream: the WHATWG TransformStream and
// TransformStreamDefaultController (transform, flush and cancel of the transformer, backpressure
// between the writable and readable sides, terminate, transfer through structuredClone).
// The sides are a WritableStream and a ReadableStream built from algorithms, so everything
// below drives their abstract operations.

const { codes } = require('internal/errors_lazy');
const {
  kState,
  kType,
  PromiseResolve,
  PromiseReject,
  then,
  createDeferred,
  asyncCall,
  kParked,
  kResolvedPromise,
  extractHighWaterMark,
  extractSizeAlgorithm,
  validateObjectArg,
  validateFunctionProp,
  invalidThis,
  customInspect,
  defineWebIDLMembers,
} = require('internal/webstreams/util');
const {
  createReadableStream,
  readableStreamDefaultControllerCanCloseOrEnqueue,
  readableStreamDefaultControllerClose,
  readableStreamDefaultControllerEnqueue,
  readableStreamDefaultControllerError,
  readableStreamDefaultControllerGetDesiredSize,
  readableStreamDefaultControllerHasBackpressure,
  isReadableStreamLocked,
  transferReadableStream,
} = require('internal/webstreams/readablestream');
const {
  createWritableStream,
  isWritableStreamLocked,
  transferWritableStream,
  controllerErrorIfNeeded: writableControllerErrorIfNeeded,
} = require('internal/webstreams/writablestream');

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const kSkip = Symbol('kSkip');

function invalidState(message) {
  return new codes.ERR_INVALID_STATE.TypeError(message);
}

function isTransformStream(value) {
  return value != null && value[kType] === 'TransformStream';
}

function isTransformStreamDefaultController(value) {
  return value != null && value[kType] === 'TransformStreamDefaultController';
}

class TransformStream {
  constructor(transformer = undefined, writableStrategy = undefined,
    readableStrategy = undefined) {
    if (transformer === undefined) transformer = {};
    validateObjectArg(transformer, 'transformer', false);
    if (writableStrategy === undefined) writableStrategy = null;
    validateObjectArg(writableStrategy, 'writableStrategy', true);
    if (readableStrategy === undefined) readableStrategy = null;
    validateObjectArg(readableStrategy, 'readableStrategy', true);
    const readableType = transformer.readableType;
    const writableType = transformer.writableType;
    if (readableType !== undefined) {
      throw new codes.ERR_INVALID_ARG_VALUE.RangeError('transformer.readableType', readableType);
    }
    if (writableType !== undefined) {
      throw new codes.ERR_INVALID_ARG_VALUE.RangeError('transformer.writableType', writableType);
    }
    const readableHighWaterMark = extractHighWaterMark(readableStrategy?.highWaterMark, 0);
    const readableSize = extractSizeAlgorithm(readableStrategy?.size);
    const writableHighWaterMark = extractHighWaterMark(writableStrategy?.highWaterMark, 1);
    const writableSize = extractSizeAlgorithm(writableStrategy?.size);
    const startDeferred = createDeferred();
    this[kType] = 'TransformStream';
    initializeTransformStream(this, startDeferred.promise, writableHighWaterMark, writableSize,
      readableHighWaterMark, readableSize);
    const controller = setupControllerFromTransformer(this, transformer);
    const start = transformer.start;
    if (start !== undefined) {
      if (typeof start !== 'function') {
        throw new TypeError(`Function.prototype.call was called on ${describe(start)}, which ` +
          `is ${describeType(start)} and not a function`);
      }
      startDeferred.resolve(start.call(transformer, controller));
    } else {
      startDeferred.resolve();
    }
  }

  get readable() {
    if (!isTransformStream(this)) throw invalidThis('TransformStream');
    return this[kState].readable;
  }

  get writable() {
    if (!isTransformStream(this)) throw invalidThis('TransformStream');
    return this[kState].writable;
  }

  [customInspectSymbol](depth, options) {
    const state = this[kState];
    return customInspect(depth, options, 'TransformStream', {
      readable: state.readable,
      writable: state.writable,
      backpressure: state.backpressure,
    });
  }
}

defineWebIDLMembers(TransformStream.prototype, ['readable', 'writable'], 'TransformStream');

// V8's wording for "not a function" values in Function.prototype.call.
function describe(value) {
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return value === null ? 'null' : '#<Object>';
  return String(value);
}

function describeType(value) {
  if (value === null) return 'null';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

function initializeTransformStream(stream, startPromise, writableHighWaterMark, writableSize,
  readableHighWaterMark, readableSize) {
  const state = {
    readable: undefined,
    writable: undefined,
    backpressure: undefined,
    controller: undefined,
    // The spec's backpressure-change promise has two internal observers only: a pull that
    // waits for backpressure to come back, and a write that waits for it to go away. Both
    // park here and are resumed one microtask after the flip.
    pullPending: false,
    writeParked: false,
    parkedChunk: undefined,
    writeContinuation: undefined,
  };
  stream[kState] = state;
  const startAlgorithm = () => startPromise;
  state.writable = createWritableStream(startAlgorithm,
    (chunk) => sinkWriteAlgorithm(stream, chunk),
    () => sinkCloseAlgorithm(stream),
    (reason) => sinkAbortAlgorithm(stream, reason),
    writableHighWaterMark, writableSize);
  state.readable = createReadableStream(startAlgorithm,
    () => sourcePullAlgorithm(stream),
    (reason) => sourceCancelAlgorithm(stream, reason),
    readableHighWaterMark, readableSize);
  setBackpressure(stream, true);
}

function transformStreamError(stream, error) {
  readableStreamDefaultControllerError(stream[kState].readable[kState].controller, error);
  errorWritableAndUnblockWrite(stream, error);
}

function errorWritableAndUnblockWrite(stream, error) {
  const state = stream[kState];
  clearAlgorithms(state.controller[kState]);
  writableControllerErrorIfNeeded(state.writable[kState].controller, error);
  unblockWrite(stream);
}

function unblockWrite(stream) {
  if (stream[kState].backpressure) setBackpressure(stream, false);
}

function setBackpressure(stream, backpressure) {
  const state = stream[kState];
  state.backpressure = backpressure;
  if (backpressure) {
    if (state.pullPending) {
      state.pullPending = false;
      then(kResolvedPromise, state.readable[kState].controller[kState].onPullFulfilled);
    }
  } else if (state.writeParked) {
    then(kResolvedPromise, state.writeContinuation);
  }
}

// ---- controller -----------------------------------------------------------------------------

class TransformStreamDefaultController {
  constructor(skip = undefined) {
    if (skip !== kSkip) throw new codes.ERR_ILLEGAL_CONSTRUCTOR();
    this[kType] = 'TransformStreamDefaultController';
    this[kState] = undefined;
  }

  get desiredSize() {
    if (!isTransformStreamDefaultController(this)) {
      throw invalidThis('TransformStreamDefaultController');
    }
    const readable = this[kState].stream[kState].readable;
    return readableStreamDefaultControllerGetDesiredSize(readable[kState].controller);
  }

  enqueue(chunk = undefined) {
    if (!isTransformStreamDefaultController(this)) {
      throw invalidThis('TransformStreamDefaultController');
    }
    transformStreamDefaultControllerEnqueue(this, chunk);
  }

  error(reason = undefined) {
    if (!isTransformStreamDefaultController(this)) {
      throw invalidThis('TransformStreamDefaultController');
    }
    transformStreamError(this[kState].stream, reason);
  }

  terminate() {
    if (!isTransformStreamDefaultController(this)) {
      throw invalidThis('TransformStreamDefaultController');
    }
    transformStreamDefaultControllerTerminate(this);
  }

  [customInspectSymbol](depth, options) {
    return customInspect(depth, options, 'TransformStreamDefaultController', {
      stream: this[kState].stream,
    });
  }
}

defineWebIDLMembers(TransformStreamDefaultController.prototype,
  ['desiredSize', 'enqueue', 'error', 'terminate'], 'TransformStreamDefaultController');

function setupController(stream, controller, transformAlgorithm, flushAlgorithm,
  cancelAlgorithm) {
  controller[kState] = {
    stream,
    transformAlgorithm,
    flushAlgorithm,
    cancelAlgorithm,
    finishPromise: undefined,
    onTransformRejected: undefined,
  };
  stream[kState].controller = controller;
}

function setupControllerFromTransformer(stream, transformer) {
  const controller = new TransformStreamDefaultController(kSkip);
  const transform = transformer.transform;
  const flush = transformer.flush;
  const cancel = transformer.cancel;
  if (transform !== undefined) validateFunctionProp(transform, 'transformer.transform');
  if (flush !== undefined) validateFunctionProp(flush, 'transformer.flush');
  if (cancel !== undefined) validateFunctionProp(cancel, 'transformer.cancel');
  // Raw calls: performTransform turns their result (or throw) into a promise.
  const transformAlgorithm = transform !== undefined ?
    (chunk) => transform.call(transformer, chunk, controller) :
    (chunk) => transformStreamDefaultControllerEnqueue(controller, chunk);
  const flushAlgorithm = flush !== undefined ?
    () => asyncCall(flush, transformer, controller) : () => PromiseResolve();
  const cancelAlgorithm = cancel !== undefined ?
    (reason) => asyncCall(cancel, transformer, reason) : () => PromiseResolve();
  setupController(stream, controller, transformAlgorithm, flushAlgorithm, cancelAlgorithm);
  return controller;
}

function clearAlgorithms(cstate) {
  cstate.transformAlgorithm = undefined;
  cstate.flushAlgorithm = undefined;
  cstate.cancelAlgorithm = undefined;
}

function transformStreamDefaultControllerEnqueue(controller, chunk) {
  const stream = controller[kState].stream;
  const state = stream[kState];
  const readable = state.readable;
  const readableController = readable[kState].controller;
  if (!readableStreamDefaultControllerCanCloseOrEnqueue(readableController)) {
    throw invalidState('Unable to enqueue');
  }
  try {
    readableStreamDefaultControllerEnqueue(readableController, chunk);
  } catch (err) {
    errorWritableAndUnblockWrite(stream, err);
    throw readable[kState].storedError;
  }
  const backpressure = readableStreamDefaultControllerHasBackpressure(readableController);
  if (backpressure !== state.backpressure) setBackpressure(stream, true);
}

function transformStreamDefaultControllerTerminate(controller) {
  const stream = controller[kState].stream;
  const readableController = stream[kState].readable[kState].controller;
  readableStreamDefaultControllerClose(readableController);
  errorWritableAndUnblockWrite(stream, invalidState('TransformStream has been terminated'));
}

function performTransform(controller, chunk) {
  const cstate = controller[kState];
  const transform = cstate.transformAlgorithm;
  // Cleared by a cancel, abort or close that raced this write.
  if (transform === undefined) return kResolvedPromise;
  cstate.onTransformRejected ??= (reason) => {
    transformStreamError(cstate.stream, reason);
    throw reason;
  };
  let result;
  try {
    result = transform(chunk);
  } catch (err) {
    result = PromiseReject(err);
  }
  if (result === null || (typeof result !== 'object' && typeof result !== 'function')) {
    result = kResolvedPromise;
  } else {
    result = PromiseResolve(result);
  }
  return then(result, undefined, cstate.onTransformRejected);
}

// ---- the algorithms behind the two sides --------------------------------------------------

// While the readable side pushes back, the chunk parks until backpressure lifts; then the
// transform's promise is wired straight to the writable controller's write reactions.
function sinkWriteAlgorithm(stream, chunk) {
  const state = stream[kState];
  const controller = state.controller;
  if (state.backpressure) {
    state.writeParked = true;
    state.parkedChunk = chunk;
    state.writeContinuation ??= () => {
      const parked = state.parkedChunk;
      state.writeParked = false;
      state.parkedChunk = undefined;
      const writable = state.writable[kState];
      const wcstate = writable.controller[kState];
      if (writable.state === 'erroring') {
        const error = writable.storedError;
        then(kResolvedPromise, () => wcstate.onWriteRejected(error));
        return;
      }
      then(performTransform(state.controller, parked), wcstate.onWriteFulfilled,
        wcstate.onWriteRejected);
    };
    return kParked;
  }
  return performTransform(controller, chunk);
}

// An async function as in Node (its answer settles two ticks after finishPromise).
async function sinkAbortAlgorithm(stream, reason) {
  const state = stream[kState];
  const cstate = state.controller[kState];
  if (cstate.finishPromise !== undefined) return cstate.finishPromise;
  const readable = state.readable;
  const finish = createDeferred();
  cstate.finishPromise = finish.promise;
  const cancelPromise = cstate.cancelAlgorithm(reason);
  clearAlgorithms(cstate);
  then(cancelPromise, () => {
    const rstate = readable[kState];
    if (rstate.state === 'errored') {
      finish.reject(rstate.storedError);
    } else {
      readableStreamDefaultControllerError(rstate.controller, reason);
      finish.resolve();
    }
  }, (err) => {
    readableStreamDefaultControllerError(readable[kState].controller, err);
    finish.reject(err);
  });
  return finish.promise;
}

function sinkCloseAlgorithm(stream) {
  const state = stream[kState];
  const cstate = state.controller[kState];
  if (cstate.finishPromise !== undefined) return cstate.finishPromise;
  const readable = state.readable;
  const finish = createDeferred();
  cstate.finishPromise = finish.promise;
  const flushPromise = cstate.flushAlgorithm();
  clearAlgorithms(cstate);
  then(flushPromise, () => {
    const rstate = readable[kState];
    if (rstate.state === 'errored') {
      finish.reject(rstate.storedError);
    } else {
      readableStreamDefaultControllerClose(rstate.controller);
      finish.resolve();
    }
  }, (err) => {
    readableStreamDefaultControllerError(readable[kState].controller, err);
    finish.reject(err);
  });
  return finish.promise;
}

function sourceCancelAlgorithm(stream, reason) {
  const state = stream[kState];
  const cstate = state.controller[kState];
  if (cstate.finishPromise !== undefined) return cstate.finishPromise;
  const writable = state.writable;
  const finish = createDeferred();
  cstate.finishPromise = finish.promise;
  const cancelPromise = cstate.cancelAlgorithm(reason);
  clearAlgorithms(cstate);
  then(cancelPromise, () => {
    const wstate = writable[kState];
    if (wstate.state === 'errored') {
      finish.reject(wstate.storedError);
    } else {
      writableControllerErrorIfNeeded(wstate.controller, reason);
      unblockWrite(stream);
      finish.resolve();
    }
  }, (err) => {
    writableControllerErrorIfNeeded(writable[kState].controller, err);
    unblockWrite(stream);
    finish.reject(err);
  });
  return finish.promise;
}

function sourcePullAlgorithm(stream) {
  setBackpressure(stream, false);
  stream[kState].pullPending = true;
  return kParked;
}

// structuredClone(ts, { transfer: [ts] }): both sides are transferred (readable first, as
// Node checks them) and a TransformStream holding the two stand-ins is returned.
function transferTransformStream(stream) {
  const { readable, writable } = stream[kState];
  const { DOMException } = require('internal/dom_exception');
  if (isReadableStreamLocked(readable)) {
    throw new DOMException('Cannot transfer a locked ReadableStream', 'DataCloneError');
  }
  if (isWritableStreamLocked(writable)) {
    throw new DOMException('Cannot transfer a locked WritableStream', 'DataCloneError');
  }
  const out = Object.create(TransformStream.prototype);
  out[kType] = 'TransformStream';
  out[kState] = {
    readable: transferReadableStream(readable),
    writable: transferWritableStream(writable),
    backpressure: undefined,
  };
  return out;
}

require('internal/structured_clone').registerTransferablePrototype(
  TransformStream.prototype, isTransformStream, transferTransformStream);
// The transfer steps under Node's internal key (internal/worker/js_transferable).
Object.defineProperty(TransformStream.prototype,
  require('internal/worker/js_transferable').kTransfer, {
  __proto__: null,
  configurable: true,
  writable: true,
  value: function transfer() {
    if (!isTransformStream(this)) throw new codes.ERR_INVALID_THIS('TransformStream');
    return transferTransformStream(this);
  },
});

module.exports = {
  TransformStream,
  TransformStreamDefaultController,
  isTransformStream,
  isTransformStreamDefaultController,
};
