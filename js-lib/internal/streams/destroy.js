'use strict';
// internal/streams/destroy: destroy()/undestroy(), errorOrDestroy() and the optional
// _construct() step shared by Readable and Writable. The ordering Node guarantees is:
// the destroy callback runs first, then (next tick) 'error' once, then 'close' once.

const { aggregateTwoErrors, codes: { ERR_MULTIPLE_CALLBACK }, AbortError } =
  require('internal/errors');
const { kIsDestroyed, isDestroyed, isFinished, isRequest } = require('internal/streams/utils');

const kDestroy = Symbol('kDestroy');
const kConstruct = Symbol('kConstruct');

function recordError(err, w, r) {
  if (!err) return;
  err.stack; // eslint-disable-line no-unused-expressions -- materialise the stack now
  if (w && !w.errored) w.errored = err;
  if (r && !r.errored) r.errored = err;
}

function destroy(err, cb) {
  const r = this._readableState;
  const w = this._writableState;
  const s = w || r;
  if ((w && w.destroyed) || (r && r.destroyed)) {
    if (typeof cb === 'function') cb();
    return this;
  }
  recordError(err, w, r);
  if (w) w.destroyed = true;
  if (r) r.destroyed = true;
  if (!s.constructed) {
    this.once(kDestroy, function(er) {
      runDestroy(this, aggregateTwoErrors(er, err), cb);
    });
  } else {
    runDestroy(this, err, cb);
  }
  return this;
}

function runDestroy(self, err, cb) {
  let called = false;
  function onDestroy(err) {
    if (called) return;
    called = true;
    const r = self._readableState;
    const w = self._writableState;
    recordError(err, w, r);
    if (w) w.closed = true;
    if (r) r.closed = true;
    if (typeof cb === 'function') cb(err);
    if (err) process.nextTick(emitErrorCloseNT, self, err);
    else process.nextTick(emitCloseNT, self);
  }
  try {
    self._destroy(err || null, onDestroy);
  } catch (e) {
    onDestroy(e);
  }
}

function emitErrorCloseNT(self, err) {
  emitErrorNT(self, err);
  emitCloseNT(self);
}

function emitCloseNT(self) {
  const r = self._readableState;
  const w = self._writableState;
  if (w) w.closeEmitted = true;
  if (r) r.closeEmitted = true;
  if ((w && w.emitClose) || (r && r.emitClose)) self.emit('close');
}

function emitErrorNT(self, err) {
  const r = self._readableState;
  const w = self._writableState;
  if ((w && w.errorEmitted) || (r && r.errorEmitted)) return;
  if (w) w.errorEmitted = true;
  if (r) r.errorEmitted = true;
  self.emit('error', err);
}

function undestroy() {
  const r = this._readableState;
  const w = this._writableState;
  if (r) {
    r.constructed = true;
    r.closed = false;
    r.closeEmitted = false;
    r.destroyed = false;
    r.errored = null;
    r.errorEmitted = false;
    r.reading = false;
    r.ended = r.readable === false;
    r.endEmitted = r.readable === false;
  }
  if (w) {
    w.constructed = true;
    w.destroyed = false;
    w.closed = false;
    w.closeEmitted = false;
    w.errored = null;
    w.errorEmitted = false;
    w.finalCalled = false;
    w.prefinished = false;
    w.ended = w.writable === false;
    w.ending = w.writable === false;
    w.finished = w.writable === false;
  }
}

// Errors raised inside the machinery: destroy when autoDestroy, else just emit 'error'.
function errorOrDestroy(stream, err, sync) {
  const r = stream._readableState;
  const w = stream._writableState;
  if ((w && w.destroyed) || (r && r.destroyed)) return;
  if ((r && r.autoDestroy) || (w && w.autoDestroy)) {
    stream.destroy(err);
  } else if (err) {
    recordError(err, w, r);
    if (sync) process.nextTick(emitErrorNT, stream, err);
    else emitErrorNT(stream, err);
  }
}

function construct(stream, cb) {
  if (typeof stream._construct !== 'function') return;
  const r = stream._readableState;
  const w = stream._writableState;
  if (r) r.constructed = false;
  if (w) w.constructed = false;
  stream.once(kConstruct, cb);
  if (stream.listenerCount(kConstruct) > 1) return; // Duplex: both halves share one run
  process.nextTick(constructNT, stream);
}

function constructNT(stream) {
  let called = false;
  function onConstruct(err) {
    if (called) {
      errorOrDestroy(stream, err ?? new ERR_MULTIPLE_CALLBACK());
      return;
    }
    called = true;
    const r = stream._readableState;
    const w = stream._writableState;
    const s = w || r;
    if (r) r.constructed = true;
    if (w) w.constructed = true;
    if (s.destroyed) stream.emit(kDestroy, err);
    else if (err) errorOrDestroy(stream, err, true);
    else stream.emit(kConstruct);
  }
  try {
    stream._construct((err) => process.nextTick(onConstruct, err));
  } catch (err) {
    process.nextTick(onConstruct, err);
  }
}

// Destroys anything stream-like (used by pipeline and the async iterator).
function destroyer(stream, err) {
  if (!stream || isDestroyed(stream)) return;
  if (!err && !isFinished(stream)) err = new AbortError();
  if (isRequest(stream)) stream.abort();
  else if (isRequest(stream.req)) stream.req.abort();
  else if (typeof stream.destroy === 'function') stream.destroy(err);
  else if (typeof stream.close === 'function') stream.close();
  else if (err) process.nextTick((s, e) => s.emit('error', e), stream, err);
  else process.nextTick((s) => s.emit('close'), stream);
  if (!stream.destroyed) stream[kIsDestroyed] = true;
}

module.exports = { construct, destroyer, destroy, undestroy, errorOrDestroy };
