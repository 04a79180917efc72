// internal/process/stdio: the objects behind process.stdout, process.stderr and
// process.stdin, made on first read (internal/process/object defines the getters). What
// each is depends on what the fd is (io.guessHandleType), as in Node:
//   TTY              tty.WriteStream / tty.ReadStream (TTY writes are synchronous)
//   PIPE, UNIX, TCP  net.Socket over io.openStream(fd): writes are tried synchronously and
//                    queue natively when the pipe is full (Node's asynchronous stdio pipes)
//   FILE             a light synchronous writer (native writeString/writeBytes, the
//                    console.log fast path) / fs.ReadStream for stdin
// Without the io binding every output stream is the light synchronous writer.
'use strict';

const binding = internalBinding('process');
const { kDirectWrite } = require('internal/streams/state');

function guessType(fd) {
  let io;
  try {
    io = internalBinding('io');
  } catch {
    return undefined;
  }
  if (typeof io.guessHandleType !== 'function') return undefined;
  return io.guessHandleType(fd);
}

function makeStdio(fd) {
  const type = guessType(fd);
  let stream;
  switch (type) {
    case 'TTY':
      stream = new (require('tty').WriteStream)(fd);
      stream._type = 'tty';
      break;
    case 'PIPE':
    case 'TCP':
    case 'UNIX':
      stream = makePipeWriter(fd);
      stream._type = 'pipe';
      break;
    case 'UNKNOWN':
    case 'INVALID': {
      // Node's black hole for an fd it cannot write to as a file, pipe or terminal (a
      // directory, say): a plain Writable that drops every chunk.
      const { Writable } = require('stream');
      stream = new Writable({ write(chunk, encoding, cb) { cb(); } });
      break;
    }
    default:
      stream = makeSyncWriter(fd);
      stream._type = 'fs';
  }
  stream.fd = fd;
  stream._isStdio = true;
  if (typeof stream._undestroy === 'function') {
    // stdout/stderr are never really closed: destroy() ends the stream object only.
    stream.destroySoon = stream.destroy;
    stream._destroy = dummyDestroy;
  }
  if (stream.isTTY) {
    // The signal pipe is made on first use here (libuv makes it with the loop), so with no
    // fd left watching SIGWINCH fails; the terminal stream must still come up, sized as now.
    try {
      process.on('SIGWINCH', () => stream._refreshSize());
    } catch {}
  }
  return stream;
}

function dummyDestroy(err, cb) {
  cb(err);
  this._undestroy();
  // 'close' is still observable, once.
  if (!this._writableState.emitClose) {
    process.nextTick(() => this.emit('close'));
  }
}

// A net.Socket whose plain string writes skip the Writable machinery while nothing is
// buffered or in flight: the native write either completes at once or queues in order
// ahead of anything the Writable sends later.
function makePipeWriter(fd) {
  const { Socket } = require('net');
  const stream = new Socket({ fd, readable: false, writable: true });
  const ws = stream._writableState;
  shutWritesFailAfterShutdown(stream._handle);
  // A failed direct write with a Writable write queued natively behind it is left to that
  // write, which fails the same way: its error path fails end() callbacks and parked writes
  // first, as Node's does, and the stream is destroyed once, not again after undestroy.
  const onFastWriteDone = (status) => {
    if (status < 0 && !stream.destroyed && !ws.writing) {
      stream.destroy(require('internal/errors').errnoException(status, 'write'));
    }
  };
  // A callback (console passes one to keep write errors from becoming uncaught) hears
  // the outcome before the stream is destroyed, as a Writable's would.
  const fastWriteDoneWithCallback = (status, cb) => {
    if (status < 0) {
      const err = require('internal/errors').errnoException(status, 'write');
      cb(err);
      if (!stream.destroyed && !ws.writing) stream.destroy(err);
    } else {
      cb(null);
    }
  };
  // Reached from Writable.prototype.write, which stays the stream's write method as in Node.
  Object.defineProperty(stream, kDirectWrite, { __proto__: null, value: directWrite });
  function directWrite(self, chunk, encoding, cb) {
    if (typeof encoding === 'function' && cb === undefined) {
      cb = encoding;
      encoding = undefined;
    }
    if (typeof chunk === 'string' && encoding === undefined &&
        (cb === undefined || typeof cb === 'function') &&
        ws.length === 0 && ws.corked === 0 && !ws.ending && !ws.destroyed &&
        ws.errored === null && self === stream) {
      const handle = stream._handle;
      if (handle !== null && handle.writeQueueSize === 0) {
        // 0: written at once (the native side keeps no callback; a Writable would call it
        // on the next tick); 1: queued, the callback runs on completion; < 0: the slow path
        // below reports the error.
        const r = handle.writeString(chunk, 'utf8', cb === undefined ? onFastWriteDone :
          (status) => fastWriteDoneWithCallback(status, cb));
        if (r === 0 && cb !== undefined) process.nextTick(cb, null);
        if (r >= 0) return true;
      }
    }
    return undefined;
  }
  return stream;
}

// end() shuts the pipe's write side down, and libuv then refuses every later write with
// EPIPE. Node's stdout takes writes again after its 'close' (its destroy only pretends), so
// those writes fail on the handle: the callback and an 'error' hear of EPIPE.
function shutWritesFailAfterShutdown(handle) {
  if (handle === null || handle === undefined || typeof handle.shutdown !== 'function') return;
  let shut = false;
  const { shutdown, writeString, writeBuffer } = handle;
  handle.shutdown = function(...args) {
    const r = Reflect.apply(shutdown, this, args);
    if (r === 0) shut = true;
    return r;
  };
  handle.writeString = function(...args) {
    return shut ? -32 /* EPIPE */ : Reflect.apply(writeString, this, args);
  };
  handle.writeBuffer = function(...args) {
    return shut ? -32 /* EPIPE */ : Reflect.apply(writeBuffer, this, args);
  };
}

// The synchronous writer for files. Node's is an fs SyncWriteStream, a Writable; this
// one is a legacy Stream (so `instanceof Stream` holds and it has pipe(), which stream
// checks such as is-stream's look for) with the Writable surface console and most callers
// use, so that printing does not load the Writable and Readable modules. Its methods live on the prototype, as Node's
// do: libraries compare stdout.write with stdout.constructor.prototype.write to see whether
// stdout was patched (pino then writes through process.stdout instead of its own fd writer).
let SyncWriteStream;

function makeSyncWriter(fd) {
  if (SyncWriteStream === undefined) SyncWriteStream = defineSyncWriteStream();
  return new SyncWriteStream(fd);
}

function defineSyncWriteStream() {
  const { Stream } = require('internal/streams/legacy');
  const kState = Symbol('kState');
  const kEnded = Symbol('kEnded');
  const kFinished = Symbol('kFinished');
  const kErrored = Symbol('kErrored');
  const kHeld = Symbol('kHeld');
  const kHeldEnd = Symbol('kHeldEnd');

  class SyncWriteStream extends Stream {
    constructor(fd) {
      super();
      this.fd = fd;
      this.isTTY = binding.isatty(fd) || undefined;
      this.writable = true;
      // Node's SyncWriteStream says it is not readable.
      this.readable = false;
      this.columns = this.isTTY ? 80 : undefined;
      // Only a terminal (reached here without the io binding) has colors to ask about; a
      // file's stdout has no such methods in Node.
      if (this.isTTY) {
        this.getColorDepth = () => 8;
        this.hasColors = () => true;
      }
      this.writableLength = 0;
      this.writableHighWaterMark = 65536;
      Object.defineProperty(this, kState, { __proto__: null, value: undefined, writable: true });
      Object.defineProperty(this, kEnded, { __proto__: null, value: false, writable: true });
      Object.defineProperty(this, kFinished, { __proto__: null, value: false, writable: true });
      Object.defineProperty(this, kErrored, { __proto__: null, value: null, writable: true });
      Object.defineProperty(this, kHeld, { __proto__: null, value: [], writable: true });
      Object.defineProperty(this, kHeldEnd, { __proto__: null, value: [], writable: true });
    }

    // A failed write, as Node's file stdout (a Writable whose destroy only pretends) reports
    // it: write() answers false, writes made in the same tick are dropped, every callback
    // hears of the failure in the next tick, the stream is then writable again, and one
    // 'error' and a 'close' follow a tick later.
    // The held callbacks are taken one by one, so a write made from a callback is failed in
    // the same round, as Node's errorBuffer does; end() callbacks come after the writes'.
    #fail(err, cb) {
      this[kErrored] = err;
      this.writable = false;
      process.nextTick(() => {
        if (typeof cb === 'function') cb(err);
        const held = this[kHeld];
        while (held.length > 0) held.shift()(err);
        const ends = this[kHeldEnd].splice(0);
        for (const h of ends) h(err);
        this[kErrored] = null;
        this.writable = true;
        this.writableLength = 0;
        const state = this._writableState;
        state.errorEmitted = false;
        process.nextTick(() => {
          if (state.errorEmitted) return;
          state.errorEmitted = true;
          this.emit('error', err);
          this.emit('close');
        });
      });
      return false;
    }

    write(chunk, encoding, cb) {
      if (typeof encoding === 'function') {
        cb = encoding;
        encoding = undefined;
      }
      const fd = this.fd;
      if (this[kErrored] !== null && (typeof chunk === 'string' || chunk instanceof Uint8Array)) {
        this.writableLength += typeof chunk === 'string' ?
          require('buffer').Buffer.byteLength(chunk, encoding) : chunk.byteLength;
        if (typeof cb === 'function') this[kHeld].push(cb);
        return false;
      }
      let r;
      if (typeof chunk === 'string') {
        r = encoding && encoding !== 'utf8' && encoding !== 'utf-8'
          ? binding.writeBytes(fd, require('buffer').Buffer.from(chunk, encoding))
          : binding.writeString(fd, chunk);
      } else if (chunk instanceof Uint8Array) {
        r = binding.writeBytes(fd, chunk);
      } else {
        const { codes } = require('internal/errors');
        throw new codes.ERR_INVALID_ARG_TYPE('chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk);
      }
      if (r < 0 && r !== -32) {
        // Node's is fs.writeSync's error (its keys in that order).
        const { UVException } = require('internal/errors');
        return this.#fail(new UVException({ errno: r, syscall: 'write' }), cb);
      }
      if (typeof cb === 'function') process.nextTick(cb, null);
      return true;
    }

    end(chunk, encoding, cb) {
      if (typeof chunk === 'function') {
        cb = chunk;
        chunk = undefined;
      } else if (typeof encoding === 'function') {
        cb = encoding;
        encoding = undefined;
      }
      if (chunk !== undefined && chunk !== null) this.write(chunk, encoding);
      // A failed write leaves Node's stream errored, so end() does not end it: the callback
      // hears of the failure with the held writes, and no 'finish' follows.
      if (this[kErrored] !== null) {
        if (typeof cb === 'function') this[kHeldEnd].push(cb);
        return this;
      }
      if (this[kEnded]) {
        if (typeof cb === 'function') process.nextTick(cb, null);
        return this;
      }
      // As Node's file stdout (a Writable whose destroy only pretends): 'finish', then
      // 'close', after which the stream takes writes again. stream.finished() and
      // pipeline() wait for these events.
      this[kEnded] = true;
      const state = this[kState];
      if (state !== undefined) state.ending = state.ended = true;
      process.nextTick(() => {
        this[kFinished] = true;
        const st = this[kState];
        if (st !== undefined) st.ending = st.ended = st.finished = true;
        if (typeof cb === 'function') cb(null);
        this.emit('finish');
        process.nextTick(() => {
          const s2 = this[kState];
          if (s2 !== undefined) s2.closed = true;
          this.emit('close');
          this[kEnded] = this[kFinished] = false;
          if (s2 !== undefined) s2.ending = s2.ended = s2.finished = s2.closed = false;
        });
      });
      return this;
    }

    get writableEnded() {
      return this[kEnded];
    }

    get writableFinished() {
      return this[kFinished];
    }

    // Nothing is ever buffered: every write is done when write() returns.
    get writableNeedDrain() {
      return false;
    }

    get writableObjectMode() {
      return false;
    }

    get writableCorked() {
      return 0;
    }

    get destroyed() {
      return false;
    }

    get closed() {
      const state = this[kState];
      return state !== undefined && state.closed;
    }

    get errored() {
      return this[kErrored];
    }

    get autoClose() {
      return false;
    }

    cork() {}

    uncork() {}

    setDefaultEncoding() {
      return this;
    }

    _write(chunk, encoding, cb) {
      this.write(chunk, encoding === 'buffer' ? undefined : encoding);
      if (typeof cb === 'function') cb();
      return true;
    }

    // Node's is Writable.destroy over the stdio _destroy that reopens the stream at once:
    // the callback hears the error now, 'error' (unless one is already on its way) and
    // 'close' follow on the next tick, and the stream keeps taking writes.
    destroy(err, cb) {
      const state = this._writableState;
      state.errorEmitted = false;
      if (typeof cb === 'function') cb(err || null);
      process.nextTick(() => {
        if (err && !state.errorEmitted) {
          state.errorEmitted = true;
          this.emit('error', err);
        }
        this.emit('close');
      });
      return this;
    }

    destroySoon() {
      return this.destroy();
    }

    // Node's file stdout is a Writable. Writable's instanceof check accepts anything with a
    // WritableState, so one is made the first time it is asked for: stream stays unloaded
    // for programs that only print.
    get _writableState() {
      if (this[kState] === undefined) {
        const { WritableState } = require('internal/streams/writable');
        this[kState] = new WritableState({}, this, false);
      }
      return this[kState];
    }
  }
  return SyncWriteStream;
}

function makeStdin() {
  const fd = 0;
  const type = guessType(fd);
  let stdin;
  switch (type) {
    case undefined:
      return makeLegacyStdin();
    case 'TTY':
      stdin = new (require('tty').ReadStream)(fd);
      break;
    case 'FILE':
      stdin = require('fs').createReadStream(null, { fd, autoClose: false });
      break;
    case 'PIPE':
    case 'TCP':
    case 'UNIX': {
      const { Socket } = require('net');
      stdin = new Socket({ fd, readable: true, writable: false, manualStart: true });
      // stdin cannot be end()-ed.
      stdin._writableState.ended = true;
      break;
    }
    default: {
      const { Readable } = require('stream');
      stdin = new Readable({ read() {} });
      stdin.push(null);
    }
  }
  stdin.fd = fd;
  // stdin starts paused: the handle must not read (and keep the process alive) until
  // someone reads.
  if (stdin._handle && typeof stdin._handle.readStop === 'function') {
    stdin._handle.reading = false;
    stdin._readableState.reading = false;
    stdin._handle.readStop();
  }
  // After pause() stop the handle too (once the stream has settled), so the process can
  // exit.
  stdin.on('pause', () => process.nextTick(onpause));
  function onpause() {
    if (!stdin._handle) return;
    if (stdin._handle.reading && !stdin.readableFlowing) {
      stdin._readableState.reading = false;
      stdin._handle.reading = false;
      stdin._handle.readStop();
    }
  }
  return stdin;
}

function makeLegacyStdin() {
  const EventEmitter = require('events');
  const stdin = new EventEmitter();
  stdin.fd = 0;
  stdin.isTTY = binding.isatty(0) || undefined;
  stdin.setEncoding = () => stdin;
  stdin.resume = () => stdin;
  stdin.pause = () => stdin;
  stdin.setRawMode = () => stdin;
  return stdin;
}

module.exports = { makeStdio, makeStdin };
