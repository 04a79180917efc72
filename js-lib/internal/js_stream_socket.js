// internal/js_stream_socket: JSStreamSocket, a net.Socket whose "handle" is any JS Duplex
// (Node lets TLS and HTTP run over arbitrary streams this way). The handle here is a plain
// JS object speaking the same contract as minirt's native io stream handles (see
// internal/net/stream_base: onread, readStart/readStop, writeBuffer/writeString returning
// 1 = queued, shutdown(cb), close(cb)), so net.Socket drives it unchanged. Only byte
// streams can be wrapped: a chunk that is a string (setEncoding) or an object-mode stream
// reports ERR_STREAM_WRAP on the socket.
'use strict';

const { Buffer } = require('buffer');
const { Socket } = require('internal/net/socket');
const { kOwner, UV_EOF } = require('internal/net/stream_base');
const { codes: { ERR_STREAM_WRAP } } = require('internal/errors');

let uvCodes;
function uv() {
  if (uvCodes === undefined) uvCodes = internalBinding('uv');
  return uvCodes;
}

// One write and one shutdown at a time, as libuv requests: a shutdown asked for while a
// write is in flight waits for that write's completion.
class JSStreamHandle {
  constructor(socket) {
    this.socket = socket;
    this.reading = false;
    this.bytesWritten = 0;
    this.writeQueueSize = 0;
    this.pendingWrite = null; // completion callback of the write in flight
    this.pendingShutdown = null; // callback of a shutdown waiting for pendingWrite
    this.currentShutdown = null;
  }

  readStart() {
    this.socket.stream.resume();
    return 0;
  }

  readStop() {
    this.socket.stream.pause();
    return 0;
  }

  writeBuffer(data, done) {
    return this.write([data], done);
  }

  writeString(data, encoding, done) {
    return this.write([Buffer.from(data, encoding)], done);
  }

  write(bufs, done) {
    const stream = this.socket.stream;
    let pending = bufs.length;
    let size = 0;
    // Named rather than captured as `this` in the nested arrows below: Boa loses the
    // lexical `this` of an arrow inside an arrow that does not use `this` itself.
    const handle = this;
    const finish = (err) => {
      if (!err && --pending !== 0) return;
      pending = 0;
      let status = 0;
      if (err) status = uv()[`UV_${err.code}`] || uv().UV_EPIPE;
      // The completion is reported on a later turn even for a synchronous _write().
      setImmediate(() => handle.finishWrite(status));
    };
    stream.cork();
    for (let i = 0; i < bufs.length; i++) {
      size += bufs[i].length;
      stream.write(bufs[i], finish);
    }
    stream.uncork();
    this.pendingWrite = done;
    this.writeQueueSize = size;
    return 1;
  }

  finishWrite(status) {
    const done = this.pendingWrite;
    if (done === null) return; // cancelled by close()
    this.pendingWrite = null;
    if (status === 0) this.bytesWritten += this.writeQueueSize;
    this.writeQueueSize = 0;
    done(status);
    if (this.pendingShutdown !== null) {
      const cb = this.pendingShutdown;
      this.pendingShutdown = null;
      this.shutdown(cb);
    }
  }

  shutdown(cb) {
    if (this.pendingWrite !== null) {
      this.pendingShutdown = cb;
      return 0;
    }
    this.currentShutdown = cb;
    const handle = this; // see write()
    setImmediate(() => {
      handle.socket.stream.end(() => handle.finishShutdown(0));
    });
    return 0;
  }

  finishShutdown(status) {
    const cb = this.currentShutdown;
    if (cb === null) return;
    this.currentShutdown = null;
    cb(status);
  }

  // The wrapped stream is destroyed with the socket, so that a peer on its far side learns
  // the connection is gone even without end().
  close(cb) {
    this.socket.stream.destroy();
    setImmediate(() => {
      const canceled = uv().UV_ECANCELED;
      this.finishWrite(canceled);
      this.pendingShutdown = null;
      this.finishShutdown(canceled);
      if (typeof cb === 'function') cb();
    });
  }

  // Data of the wrapped stream, delivered as a native handle delivers reads.
  deliver(chunk) {
    if (typeof this.onread === 'function') this.onread(chunk.length, chunk);
  }

  deliverEOF() {
    if (typeof this.onread === 'function') this.onread(UV_EOF, undefined);
  }
}

class JSStreamSocket extends Socket {
  constructor(stream) {
    stream.pause();
    const onData = (chunk) => {
      if (typeof chunk === 'string' || stream._readableState.objectMode === true) {
        // Text or objects cannot travel through a byte handle: stop listening for good.
        stream.pause();
        stream.removeListener('data', onData);
        self.emit('error', new ERR_STREAM_WRAP());
        return;
      }
      if (self._handle) self._handle.deliver(chunk);
    };
    stream.on('error', (err) => self.emit('error', err));
    stream.on('data', onData);
    stream.once('end', () => {
      if (self._handle) self._handle.deliverEOF();
    });
    // Some streams emit 'close' without an error flag; errors already reached the socket.
    stream.once('close', () => self.destroy());

    const handle = new JSStreamHandle(null);
    super({ handle, manualStart: true });
    const self = this;
    handle.socket = this;
    handle[kOwner] = this;
    this.stream = stream;
    this.readable = stream.readable;
    this.writable = stream.writable;
    this.read(0);
  }

  // Older code (and Node's tests) reach the class as `require(...).StreamWrap`.
  static get StreamWrap() {
    return JSStreamSocket;
  }

  isClosing() {
    return !this.readable || !this.writable;
  }
}

module.exports = JSStreamSocket;
