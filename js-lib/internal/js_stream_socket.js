// internal/js_stream_socket: JSStreamSocket, a net.Socket whose "handle" is any JS Duplex
// (Node lets TLS and HTTP run over arbitrary streams this way). The handle is a JSStream
// (internal/js_stream), which net.Socket drives as it drives a native stream handle; this
// file gives it its work: reads come from the wrapped stream, writes and shutdowns go to
// it. Only byte streams can be wrapped: a chunk that is a string (setEncoding) or an
// object-mode stream reports ERR_STREAM_WRAP on the socket.
'use strict';

const { Socket } = require('internal/net/socket');
const { kOwner } = require('internal/net/stream_base');
const { JSStream } = require('internal/js_stream');
const { codes: { ERR_STREAM_WRAP } } = require('internal/errors');

let uvCodes;
function uv() {
  if (uvCodes === undefined) uvCodes = internalBinding('uv');
  return uvCodes;
}

// What the socket does for its JSStream handle: one write and one shutdown at a time, as
// libuv requests; a shutdown asked for while a write is in flight waits for that write.
function implement(handle, socket) {
  let currentWrite = null;
  let waitingShutdown = null;
  let currentShutdown = null;
  const finishWrite = (req, status) => {
    if (currentWrite !== req) return; // cancelled by close()
    currentWrite = null;
    handle.finishWrite(req, status);
    if (waitingShutdown !== null) {
      const next = waitingShutdown;
      waitingShutdown = null;
      handle.onshutdown(next);
    }
  };
  handle.onreadstart = () => socket.stream.resume();
  handle.onreadstop = () => socket.stream.pause();
  handle.onwrite = (req, buffers) => {
    const stream = socket.stream;
    let pending = buffers.length;
    currentWrite = req;
    const finish = (err) => {
      if (!err && --pending !== 0) return;
      pending = 0;
      let status = 0;
      if (err) status = uv()[`UV_${err.code}`] || uv().UV_EPIPE;
      // The completion is reported on a later turn even for a synchronous _write().
      setImmediate(() => finishWrite(req, status));
    };
    stream.cork();
    for (let i = 0; i < buffers.length; i++) stream.write(buffers[i], finish);
    stream.uncork();
  };
  handle.onshutdown = (req) => {
    if (currentWrite !== null) {
      waitingShutdown = req;
      return;
    }
    currentShutdown = req;
    setImmediate(() => {
      socket.stream.end(() => {
        if (currentShutdown === req) currentShutdown = null;
        handle.finishShutdown(req, 0);
      });
    });
  };
  // The wrapped stream is destroyed with the socket, so that a peer on its far side
  // learns the connection is gone even without end().
  handle.close = (cb) => {
    socket.stream.destroy();
    setImmediate(() => {
      const canceled = uv().UV_ECANCELED;
      if (currentWrite !== null) finishWrite(currentWrite, canceled);
      waitingShutdown = null;
      if (currentShutdown !== null) {
        const req = currentShutdown;
        currentShutdown = null;
        handle.finishShutdown(req, canceled);
      }
      if (typeof cb === 'function') cb();
    });
  };
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
      if (self._handle) self._handle.readBuffer(chunk);
    };
    stream.on('error', (err) => self.emit('error', err));
    stream.on('data', onData);
    stream.once('end', () => {
      if (self._handle) self._handle.emitEOF();
    });
    // Some streams emit 'close' without an error flag; errors already reached the socket.
    stream.once('close', () => self.destroy());

    const handle = new JSStream();
    super({ handle, manualStart: true });
    const self = this;
    implement(handle, this);
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
