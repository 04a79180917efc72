// fs.Utf8Stream: a fast destination for many small writes (Node's port of sonic-boom).
// Writes are gathered in memory and handed to the file descriptor with fs.write (or
// fs.writeSync in sync mode) once at least minLength characters are waiting, at most
// maxWrite bytes a call; past maxLength new writes are dropped with a 'drop' event.
// Events: 'ready' (once the fd is known), 'write' (bytes written), 'drain', 'drop',
// 'finish', 'close', 'error'.
'use strict';

const EventEmitter = require('events');
const fs = require('fs');
const path = require('path');
const { Buffer } = require('buffer');

const kDefaultMaxWrite = 16 * 1024;

function noop() {}

function lazyErrors() {
  return require('internal/errors').codes;
}
function validators() {
  return require('internal/validators');
}

class Utf8Stream extends EventEmitter {
  #fd = -1;
  #file = null;
  #buf = '';
  #bufs = [];
  #len = 0;
  #writing = false;
  #ending = false;
  #destroyed = false;
  #reopening = false;
  #opening = false;
  #flushPending = [];
  #hwm;
  #timer = null;
  #minLength;
  #maxLength;
  #maxWrite;
  #sync;
  #fsync;
  #append;
  #mode;
  #mkdir;
  #periodicFlush;
  #contentMode;
  #retryEAGAIN;

  constructor(options = {}) {
    super();
    validators().validateObject(options, 'options');
    const {
      fd,
      dest,
      minLength = 0,
      maxLength = 0,
      maxWrite = kDefaultMaxWrite,
      periodicFlush = 0,
      sync = false,
      fsync = false,
      append = true,
      mode,
      mkdir = false,
      retryEAGAIN = () => true,
      contentMode = 'utf8',
    } = options;
    const target = fd ?? dest;
    if (typeof target !== 'number' && typeof target !== 'string') {
      throw new (lazyErrors().ERR_INVALID_ARG_TYPE)('fd', ['number', 'string'], target);
    }
    validators().validateUint32(minLength, 'options.minLength');
    validators().validateUint32(maxLength, 'options.maxLength');
    validators().validateUint32(maxWrite, 'options.maxWrite', true);
    validators().validateUint32(periodicFlush, 'options.periodicFlush');
    validators().validateBoolean(sync, 'options.sync');
    validators().validateBoolean(fsync, 'options.fsync');
    validators().validateBoolean(append, 'options.append');
    validators().validateBoolean(mkdir, 'options.mkdir');
    validators().validateFunction(retryEAGAIN, 'options.retryEAGAIN');
    if (contentMode !== 'utf8' && contentMode !== 'buffer') {
      throw new (lazyErrors().ERR_INVALID_ARG_VALUE)('options.contentMode', contentMode,
        "must be one of: 'buffer', 'utf8'");
    }
    this.#minLength = minLength;
    this.#maxLength = maxLength;
    this.#maxWrite = maxWrite;
    this.#periodicFlush = periodicFlush;
    this.#sync = sync;
    this.#fsync = fsync;
    this.#append = append;
    this.#mode = mode;
    this.#mkdir = mkdir;
    this.#retryEAGAIN = retryEAGAIN;
    this.#contentMode = contentMode;
    this.#hwm = Math.max(minLength, 16387);

    if (typeof target === 'number') {
      this.#fd = target;
      process.nextTick(() => this.emit('ready'));
    } else {
      this.#openFile(target);
    }
    if (periodicFlush > 0) {
      this.#timer = setInterval(() => this.flush(null), periodicFlush);
      this.#timer.unref();
    }
  }

  #openFile(file) {
    this.#opening = true;
    this.#writing = true;
    this.#file = file;
    const flags = this.#append ? 'a' : 'w';
    const done = (err, fd) => {
      if (err) {
        this.#reopening = false;
        this.#writing = false;
        this.#opening = false;
        if (this.#sync) {
          process.nextTick(() => {
            if (this.listenerCount('error') > 0) this.emit('error', err);
          });
        } else {
          this.emit('error', err);
        }
        return;
      }
      const reopening = this.#reopening;
      this.#fd = fd;
      this.#reopening = false;
      this.#opening = false;
      this.#writing = false;
      if (this.#sync) process.nextTick(() => this.emit('ready'));
      else this.emit('ready');
      if (this.#destroyed) return;
      if ((!this.#writing && this.#len > this.#minLength) || this.#flushPending.length > 0) {
        this.#actualWrite();
      } else if (reopening) {
        process.nextTick(() => this.emit('drain'));
      }
    };
    if (this.#sync) {
      try {
        if (this.#mkdir) fs.mkdirSync(path.dirname(file), { recursive: true });
        done(null, fs.openSync(file, flags, this.#mode));
      } catch (err) {
        done(err);
        throw err;
      }
    } else if (this.#mkdir) {
      fs.mkdir(path.dirname(file), { recursive: true }, (err) => {
        if (err) return done(err);
        fs.open(file, flags, this.#mode, done);
      });
    } else {
      fs.open(file, flags, this.#mode, done);
    }
  }

  #checkData(data) {
    if (this.#contentMode === 'buffer') {
      if (typeof data === 'string') return Buffer.from(data);
      if (!Buffer.isBuffer(data)) {
        throw new (lazyErrors().ERR_INVALID_ARG_TYPE)('data', ['string', 'Buffer'], data);
      }
      return data;
    }
    validators().validateString(data, 'data');
    return data;
  }

  write(data) {
    if (this.#destroyed) throw new (lazyErrors().ERR_INVALID_STATE)('Utf8Stream is destroyed');
    data = this.#checkData(data);
    const len = this.#len + data.length;
    if (this.#maxLength && len > this.#maxLength) {
      this.emit('drop', data);
      return this.#len < this.#hwm;
    }
    if (this.#contentMode === 'buffer') {
      const last = this.#bufs[this.#bufs.length - 1];
      if (last === undefined || last.length + data.length > this.#maxWrite) this.#bufs.push([data]);
      else last.push(data);
    } else {
      this.#buf += data;
    }
    this.#len = len;
    if (!this.#writing && this.#len >= this.#minLength) this.#actualWrite();
    return this.#len < this.#hwm;
  }

  // As Node's: the callback defaults to one that does nothing (null is refused), and is
  // called at once (synchronously) on a destroyed stream, with the error, and when there is
  // no minimum length, since every write goes out as soon as it is made.
  flush(cb = noop) {
    validators().validateFunction(cb, 'cb');
    if (this.#destroyed) {
      cb(new (lazyErrors().ERR_INVALID_STATE)('Utf8Stream is destroyed'));
      return;
    }
    if (this.#minLength <= 0) {
      cb();
      return;
    }
    this.#flushPending.push(cb);
    if (!this.#writing) this.#actualWrite();
  }

  // A flush is answered once what was waiting is written, after an fsync of the descriptor
  // (with its error, or null), unless every write is synced already (`fsync`).
  #answerFlush(cb) {
    if (this.#fsync) {
      process.nextTick(cb);
      return;
    }
    try {
      fs.fsync(this.#fd, (err) => cb(err));
    } catch (err) {
      process.nextTick(cb, err);
    }
  }

  flushSync() {
    if (this.#destroyed) throw new (lazyErrors().ERR_INVALID_STATE)('Utf8Stream is destroyed');
    if (this.#fd < 0) throw new (lazyErrors().ERR_INVALID_STATE)('Invalid file descriptor');
    if (!this.#writing && this.#len > 0) {
      this.#writeAllSync();
    } else if (this.#writing) {
      // An async write is under way; finish the rest synchronously afterwards.
      this.#writeAllSync();
    }
  }

  #writeAllSync() {
    while (this.#len > 0) {
      const chunk = this.#takeChunk();
      try {
        const n = this.#writeSyncChunk(chunk);
        this.#afterWrite(chunk, n);
      } catch (err) {
        if (err.code === 'EAGAIN' && this.#retryEAGAIN(err, chunk.length, this.#len)) continue;
        throw err;
      }
    }
  }

  #takeChunk() {
    if (this.#contentMode === 'buffer') {
      const list = this.#bufs.shift() ?? [];
      return Buffer.concat(list);
    }
    let chunk = this.#buf;
    if (Buffer.byteLength(chunk) > this.#maxWrite) {
      // Cut at a character boundary so no code point is split across writes.
      chunk = Buffer.from(chunk).subarray(0, this.#maxWrite).toString();
      if (chunk.endsWith('\uFFFD')) chunk = chunk.slice(0, -1);
    }
    this.#buf = this.#buf.slice(chunk.length);
    return chunk;
  }

  #writeSyncChunk(chunk) {
    const n = fs.writeSync(this.#fd, chunk);
    if (this.#fsync) fs.fsyncSync(this.#fd);
    return n;
  }

  // Accounts for `n` bytes of `chunk` written; what was not written goes back in front.
  #afterWrite(chunk, n) {
    const byteLength = typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    if (n < byteLength) {
      const rest = typeof chunk === 'string' ?
        Buffer.from(chunk).subarray(n).toString() : chunk.subarray(n);
      if (this.#contentMode === 'buffer') this.#bufs.unshift([rest]);
      else this.#buf = rest + this.#buf;
      this.#len -= chunk.length - rest.length;
    } else {
      this.#len -= chunk.length;
    }
    this.emit('write', n);
  }

  #actualWrite() {
    if (this.#fd < 0 || this.#len === 0) {
      this.#afterIdle();
      return;
    }
    this.#writing = true;
    const chunk = this.#takeChunk();
    if (this.#sync) {
      try {
        const n = this.#writeSyncChunk(chunk);
        this.#afterWrite(chunk, n);
      } catch (err) {
        this.#writing = false;
        if (this.#contentMode === 'buffer') this.#bufs.unshift([chunk]);
        else this.#buf = chunk + this.#buf;
        if (err.code === 'EAGAIN' && this.#retryEAGAIN(err, chunk.length, this.#len)) {
          setTimeout(() => this.#actualWrite(), 100);
          return;
        }
        this.#emitError(err);
        return;
      }
      this.#writing = false;
      if (this.#len >= this.#minLength && this.#len > 0) this.#actualWrite();
      else this.#afterIdle();
      return;
    }
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    fs.write(this.#fd, data, 0, data.length, null, (err, n) => {
      if (err) {
        this.#writing = false;
        if (this.#contentMode === 'buffer') this.#bufs.unshift([chunk]);
        else this.#buf = chunk + this.#buf;
        if (err.code === 'EAGAIN' && this.#retryEAGAIN(err, chunk.length, this.#len)) {
          setTimeout(() => this.#actualWrite(), 100);
          return;
        }
        this.#emitError(err);
        return;
      }
      const finish = () => {
        this.#afterWrite(chunk, n);
        this.#writing = false;
        if (this.#destroyed) return;
        if (this.#len > 0 && (this.#len >= this.#minLength || this.#flushPending.length > 0 ||
            this.#ending)) {
          this.#actualWrite();
        } else {
          this.#afterIdle();
        }
      };
      if (this.#fsync) fs.fsync(this.#fd, finish);
      else finish();
    });
  }

  // Nothing is being written: answer flush callbacks, report drain, finish an end().
  #afterIdle() {
    this.#writing = false;
    const pending = this.#flushPending;
    this.#flushPending = [];
    for (const cb of pending) this.#answerFlush(cb);
    if (this.#ending && this.#len === 0) {
      this.#finish();
      return;
    }
    if (this.#len < this.#hwm) process.nextTick(() => this.emit('drain'));
  }

  #emitError(err) {
    const pending = this.#flushPending;
    this.#flushPending = [];
    for (const cb of pending) process.nextTick(cb, err);
    this.emit('error', err);
  }

  reopen(file) {
    if (this.#destroyed) throw new (lazyErrors().ERR_INVALID_STATE)('Utf8Stream is destroyed');
    if (this.#opening) {
      this.once('ready', () => this.reopen(file));
      return;
    }
    if (this.#ending) return;
    if (!this.#file) {
      throw new (lazyErrors().ERR_INVALID_STATE)(
        'Unable to reopen a file descriptor, you must pass a file to Utf8Stream');
    }
    if (file) this.#file = file;
    this.#reopening = true;
    if (this.#writing) return;
    const fd = this.#fd;
    this.once('ready', () => {
      if (fd !== this.#fd) {
        fs.close(fd, (err) => {
          if (err) this.emit('error', err);
        });
      }
    });
    this.#openFile(this.#file);
  }

  end() {
    if (this.#destroyed) throw new (lazyErrors().ERR_INVALID_STATE)('Utf8Stream is destroyed');
    if (this.#opening) {
      this.once('ready', () => this.end());
      return;
    }
    if (this.#ending) return;
    this.#ending = true;
    if (this.#writing) return;
    if (this.#len > 0 && this.#fd >= 0) this.#actualWrite();
    else this.#finish();
  }

  #finish() {
    if (this.#timer !== null) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
    // Ending is final at once: a write, flush or end after it is refused as on a destroyed
    // stream, before the descriptor is closed.
    this.#destroyed = true;
    const close = () => this.emit('close');
    process.nextTick(() => {
      this.emit('finish');
      // The standard streams stay open; anything this stream opened or was given is closed.
      if (this.#fd > 2) {
        fs.close(this.#fd, (err) => {
          if (err) this.emit('error', err);
          close();
        });
      } else {
        close();
      }
    });
  }

  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    if (this.#timer !== null) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
    const fd = this.#fd;
    this.#buf = '';
    this.#bufs = [];
    this.#len = 0;
    const close = () => this.emit('close');
    if (fd > 2) {
      fs.close(fd, (err) => {
        if (err) this.emit('error', err);
        close();
      });
    } else {
      process.nextTick(close);
    }
  }

  get mode() {
    return this.#mode;
  }

  get file() {
    return this.#file;
  }

  get fd() {
    return this.#fd;
  }

  get minLength() {
    return this.#minLength;
  }

  get maxLength() {
    return this.#maxLength;
  }

  get writing() {
    return this.#writing;
  }

  get sync() {
    return this.#sync;
  }

  get fsync() {
    return this.#fsync;
  }

  get append() {
    return this.#append;
  }

  get periodicFlush() {
    return this.#periodicFlush;
  }

  get contentMode() {
    return this.#contentMode;
  }

  get mkdir() {
    return this.#mkdir;
  }
}

module.exports = { Utf8Stream };
