// internal/child_process/pipe_socket: a Duplex over an io Stream handle, used for a child's
// stdio pipes only while `net.Socket` cannot adopt an io handle itself ({ handle }).
// It keeps the parts of net.Socket a child's stdio relies on: reading starts at once,
// the readable end ends the write half too (allowHalfOpen false), 'close' comes after the
// handle is closed, and ref()/unref() reach the handle.
'use strict';

const { Duplex } = require('stream');

let io;
function errnoError(errno, syscall) {
  return require('internal/errors').errnoException(errno, syscall);
}

function onread(nread, buf) {
  const socket = this.owner;
  if (socket === undefined) return;
  if (nread > 0) {
    socket.bytesRead += nread;
    if (!socket.push(buf)) {
      socket._reading = false;
      this.readStop();
    }
    return;
  }
  socket._reading = false;
  if (io === undefined) io = internalBinding('io');
  if (nread === io.UV_EOF) {
    socket.push(null);
    socket.read(0);
    return;
  }
  socket.destroy(errnoError(nread, 'read'));
}

function onEnd() {
  // The peer finished writing: finish our half as net.Socket does without allowHalfOpen.
  if (!this.writableEnded) this.end();
  else if (this.writableFinished) this.destroy();
}

class PipeSocket extends Duplex {
  constructor(options) {
    super({
      allowHalfOpen: false,
      readable: options.readable !== false,
      writable: options.writable !== false,
      decodeStrings: false,
      autoDestroy: true,
    });
    this._handle = options.handle || null;
    this._reading = false;
    this.bytesRead = 0;
    this.connecting = false;
    this.on('end', onEnd);
    if (this._handle !== null) {
      this._handle.owner = this;
      this._handle.onread = onread;
      if (options.readable !== false) this.read(0);
    }
  }

  _read() {
    const handle = this._handle;
    if (handle === null || this._reading) return;
    this._reading = true;
    const r = handle.readStart();
    if (r < 0) {
      this._reading = false;
      this.destroy(errnoError(r, 'read'));
    }
  }

  _write(chunk, encoding, cb) {
    const handle = this._handle;
    if (handle === null) {
      cb(errnoError(-32, 'write'));
      return;
    }
    const done = (status) => {
      if (status < 0) cb(errnoError(status, 'write'));
      else cb();
    };
    const r = typeof chunk === 'string' ?
      handle.writeString(chunk, encoding, done) : handle.writeBuffer(chunk, done);
    if (r === 0) cb();
    else if (r < 0) cb(errnoError(r, 'write'));
  }

  _final(cb) {
    const handle = this._handle;
    if (handle === null) {
      cb();
      return;
    }
    const r = handle.shutdown((status) => {
      // A pipe whose reader is gone cannot be shut down cleanly; ending is still done.
      cb();
      if (this.readableEnded) this.destroy();
    });
    if (r < 0) cb();
  }

  _destroy(err, cb) {
    const handle = this._handle;
    if (handle === null) {
      cb(err);
      return;
    }
    this._handle = null;
    handle.onread = noop;
    handle.owner = undefined;
    handle.close(() => cb(err));
  }

  get bufferSize() {
    return this._handle ? this._handle.writeQueueSize : 0;
  }

  get bytesWritten() {
    return this._handle ? this._handle.bytesWritten : 0;
  }

  ref() {
    if (this._handle) this._handle.ref();
    return this;
  }

  unref() {
    if (this._handle) this._handle.unref();
    return this;
  }

  setTimeout() {
    return this;
  }
}

function noop() {}

module.exports = { PipeSocket };
