// internal/js_stream: JSStream, Node's internalBinding('js_stream') class: a stream handle
// whose work is done by JavaScript. Toward the socket that owns it, it speaks the contract
// of minirt's native stream handles (internal/net/stream_base: onread, readStart/readStop,
// writeBuffer/writeString returning 1 = queued, shutdown(cb), close(cb)); toward the code
// that implements it, Node's: the handle calls `onreadstart()`, `onreadstop()`,
// `onwrite(req, buffers)` and `onshutdown(req)`, and is told
// `finishWrite(req, status[, error])`, `finishShutdown(req, status)`, `readBuffer(buffer)` and
// `emitEOF()`. JSStreamSocket (internal/js_stream_socket) is its user. `_externalStream` is
// a V8 External, as on Node's stream handles.
'use strict';

const { Buffer } = require('buffer');
const { UV_EOF } = require('internal/net/stream_base');
const { createExternal } = internalBinding('util');
const { UV_EPROTO } = internalBinding('uv');

class JSStream {
  #external;

  // Accessors, as on Node's handle: the instance has no own properties (inspect shows
  // `JSStream {}`, which v8.serialize's error message repeats).
  #onread = undefined;
  #bytesRead = 0;
  #bytesWritten = 0;
  #writeQueueSize = 0;

  get onread() { return this.#onread; }
  set onread(fn) { this.#onread = fn; }
  get bytesRead() { return this.#bytesRead; }
  set bytesRead(n) { this.#bytesRead = n; }
  get bytesWritten() { return this.#bytesWritten; }
  set bytesWritten(n) { this.#bytesWritten = n; }
  get writeQueueSize() { return this.#writeQueueSize; }
  set writeQueueSize(n) { this.#writeQueueSize = n; }

  get fd() {
    return -1;
  }

  get isStreamBase() {
    return true;
  }

  // A new External of the same address on every read, as V8 wraps the pointer each time.
  get _externalStream() {
    if (this.#external === undefined) this.#external = createExternal();
    return createExternal(this.#external);
  }

  // Without an implementation of the hook, Node's handle answers EPROTO and throws nothing.
  readStart() {
    if (typeof this.onreadstart !== 'function') return UV_EPROTO;
    this.onreadstart();
    return 0;
  }

  readStop() {
    if (typeof this.onreadstop !== 'function') return UV_EPROTO;
    this.onreadstop();
    return 0;
  }

  writeBuffer(data, done) {
    return this.write([data], done);
  }

  writeString(data, encoding, done) {
    return this.write([Buffer.from(data, encoding)], done);
  }

  // A write request: the implementation answers with finishWrite(req, status).
  write(buffers, done) {
    let bytes = 0;
    for (let i = 0; i < buffers.length; i++) bytes += buffers[i].length;
    this.writeQueueSize += bytes;
    this.onwrite({ oncomplete: done, bytes, finished: false }, buffers);
    return 1;
  }

  // `error` is the text a failed write reports after its errno (Node's req.error).
  finishWrite(req, status, error) {
    if (req.finished) return;
    req.finished = true;
    this.writeQueueSize -= req.bytes;
    if (status === 0) this.bytesWritten += req.bytes;
    req.oncomplete(status, error);
  }

  shutdown(cb) {
    this.onshutdown({ oncomplete: cb, finished: false });
    return 0;
  }

  finishShutdown(req, status) {
    if (req.finished) return;
    req.finished = true;
    req.oncomplete(status);
  }

  // Data of the implementation, delivered as a native handle delivers reads.
  readBuffer(buffer) {
    this.bytesRead += buffer.length;
    if (typeof this.onread === 'function') this.onread(buffer.length, buffer);
  }

  emitEOF() {
    if (typeof this.onread === 'function') this.onread(UV_EOF, undefined);
  }

  close(cb) {
    if (typeof cb === 'function') setImmediate(cb);
  }
}

// A native handle in Node: structuredClone and postMessage refuse it.
require('internal/structured_clone').registerUncloneablePrototype(JSStream.prototype);
// And to V8's serializer, an embedder object for the delegate to write.
require('internal/v8/host_objects').registerHostPrototype(JSStream.prototype);

module.exports = { JSStream };
