'use strict';
// internal/streams/destroy: tearing a stream down (destroy/undestroy), routing internal
// failures (errorOrDestroy), the optional asynchronous _construct() step, and destroyer()
// for anything stream-like. Shared by Readable, Writable and Duplex: a Duplex carries both
// a _readableState and a _writableState and every flag set here goes to both.
//
// Observable teardown order: the destroy() callback runs as soon as _destroy() reports
// back; one tick later 'error' (never twice per stream) and then 'close' are emitted.

// internal/errors loads on the first error (internal/errors_lazy), keeping it out of start-up.
const { codes, lazyErrors } = require('internal/errors_lazy');
const { kIsDestroyed, isDestroyed, isFinished, isRequest } = require('internal/streams/utils');

// Construction is tracked with symbol-keyed events on the stream itself, as Node does:
// `stream.eventNames()` lists them while a construct (or a destroy waiting for it) is
// pending, and the symbol descriptions are what users see there.
const kConstruct = Symbol('kConstruct');
const kDestroy = Symbol('kDestroy');

function isTornDown(r, w) {
  return !!((w && w.destroyed) || (r && r.destroyed));
}

// Records the first error on each half. Reading err.stack here fixes the trace at the
// point of failure rather than wherever it is first printed.
function keepError(r, w, err) {
  if (!err) return;
  void err.stack;
  if (w && !w.errored) w.errored = err;
  if (r && !r.errored) r.errored = err;
}

// Stream.prototype.destroy for Readable (Writable wraps it to fail its queued writes).
function destroy(err, cb) {
  const r = this._readableState;
  const w = this._writableState;
  if (isTornDown(r, w)) {
    if (typeof cb === 'function') cb();
    return this;
  }
  keepError(r, w, err);
  if (w) w.destroyed = true;
  if (r) r.destroyed = true;
  if ((w || r).constructed) {
    callUserDestroy(this, err, cb);
  } else {
    // _destroy() must not run before _construct() has finished; a construct failure
    // is folded into the error the caller passed.
    this.once(kDestroy, function(constructErr) {
      callUserDestroy(this, lazyErrors().aggregateTwoErrors(constructErr, err), cb);
    });
  }
  return this;
}

function callUserDestroy(stream, err, cb) {
  let reported = false;
  const done = (finalErr) => {
    if (reported) return;
    reported = true;
    const r = stream._readableState;
    const w = stream._writableState;
    keepError(r, w, finalErr);
    if (w) w.closed = true;
    if (r) r.closed = true;
    if (typeof cb === 'function') cb(finalErr);
    process.nextTick(announceTeardown, stream, finalErr);
  };
  try {
    stream._destroy(err || null, done);
  } catch (thrown) {
    done(thrown);
  }
}

function announceTeardown(stream, err) {
  if (err) emitErrorOnce(stream, err);
  const r = stream._readableState;
  const w = stream._writableState;
  if (w) w.closeEmitted = true;
  if (r) r.closeEmitted = true;
  if ((w && w.emitClose) || (r && r.emitClose)) stream.emit('close');
}

function emitErrorOnce(stream, err) {
  const r = stream._readableState;
  const w = stream._writableState;
  if ((w && w.errorEmitted) || (r && r.errorEmitted)) return;
  if (w) w.errorEmitted = true;
  if (r) r.errorEmitted = true;
  stream.emit('error', err);
}

// Puts a destroyed stream back to its pristine state (stream._undestroy(), for reuse). A
// half that was created non-readable / non-writable stays ended.
function undestroy() {
  const r = this._readableState;
  const w = this._writableState;
  if (r) {
    const off = r.readable === false;
    r.constructed = true;
    r.destroyed = r.closed = r.closeEmitted = false;
    r.errored = null;
    r.errorEmitted = r.reading = false;
    r.ended = r.endEmitted = off;
  }
  if (w) {
    const off = w.writable === false;
    w.constructed = true;
    w.destroyed = w.closed = w.closeEmitted = false;
    w.errored = null;
    w.errorEmitted = w.finalCalled = w.prefinished = false;
    w.ending = w.ended = w.finished = off;
  }
}

// For failures detected by the stream machinery itself. With autoDestroy (either half)
// the stream is destroyed with the error; otherwise the error is only recorded and
// emitted, in a later tick when the caller is still inside user code (`sync`).
function errorOrDestroy(stream, err, sync) {
  const r = stream._readableState;
  const w = stream._writableState;
  if (isTornDown(r, w)) return;
  if ((r && r.autoDestroy) || (w && w.autoDestroy)) {
    stream.destroy(err);
    return;
  }
  if (!err) return;
  keepError(r, w, err);
  if (sync) process.nextTick(emitErrorOnce, stream, err);
  else emitErrorOnce(stream, err);
}

// Called by the Readable and by the Writable constructor; `onReady` runs once _construct()
// succeeded. A Duplex calls this twice but _construct() must run only once, so only the
// first registration schedules it.
function construct(stream, onReady) {
  if (typeof stream._construct !== 'function') return;
  const r = stream._readableState;
  const w = stream._writableState;
  if (r) r.constructed = false;
  if (w) w.constructed = false;
  stream.once(kConstruct, onReady);
  if (stream.listenerCount(kConstruct) === 1) process.nextTick(startConstruct, stream);
}

function startConstruct(stream) {
  let reported = false;
  const finish = (err) => {
    if (reported) {
      errorOrDestroy(stream, err ?? new codes.ERR_MULTIPLE_CALLBACK());
      return;
    }
    reported = true;
    const r = stream._readableState;
    const w = stream._writableState;
    if (r) r.constructed = true;
    if (w) w.constructed = true;
    if ((w || r).destroyed) stream.emit(kDestroy, err);
    else if (err) errorOrDestroy(stream, err, true);
    else stream.emit(kConstruct);
  };
  // The outcome is always handled a tick after _construct() reports, even when it
  // reports synchronously or throws.
  try {
    stream._construct((err) => process.nextTick(finish, err));
  } catch (thrown) {
    process.nextTick(finish, thrown);
  }
}

function emitLater(stream, name, value) {
  if (name === 'error') stream.emit(name, value);
  else stream.emit(name);
}

// Tears down anything stream-like: HTTP requests are aborted, streams destroyed, other
// emitters closed or sent 'error'/'close'. Ending without an error while the stream is
// still unfinished counts as an abort.
function destroyer(stream, err) {
  if (!stream || isDestroyed(stream)) return;
  if (!err && !isFinished(stream)) err = new (lazyErrors().AbortError)();
  if (isRequest(stream)) {
    stream.abort();
  } else if (isRequest(stream.req)) {
    stream.req.abort();
  } else if (typeof stream.destroy === 'function') {
    stream.destroy(err);
  } else if (typeof stream.close === 'function') {
    stream.close();
  } else {
    process.nextTick(emitLater, stream, err ? 'error' : 'close', err);
  }
  if (!stream.destroyed) stream[kIsDestroyed] = true;
}

module.exports = { construct, destroyer, destroy, undestroy, errorOrDestroy };
