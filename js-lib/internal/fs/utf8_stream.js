// fs.Utf8Stream: a fast destination for many small writes (Node's port of sonic-boom).
// Writes are gathered in memory and handed to the file descriptor with fs.write (or
// fs.writeSync in sync mode) once at least minLength characters are waiting, in entries
// of at most maxWrite characters (bytes in buffer mode; one larger write stays whole);
// past maxLength new writes are dropped with a 'drop' event.
// Events: 'ready' (once the fd is known), 'write' (bytes written), 'drain', 'drop',
// 'finish', 'close', 'error'.
'use strict';

const EventEmitter = require('events');
const fs = require('fs');
const path = require('path');
const { Buffer } = require('buffer');

const kDefaultMaxWrite = 16 * 1024;

const kEmptyBuffer = Buffer.alloc(0);

function noop() {}

function mergeBufs(list, len) {
  if (list.length === 0) return kEmptyBuffer;
  if (list.length === 1) return list[0];
  return Buffer.concat(list, len);
}

// What is left of `chunk` once `n` bytes of it are written; for a string, the written
// bytes are turned back into characters, and a character only partly written is left
// whole, to be sent again.
function releasedPart(chunk, n) {
  if (typeof chunk !== 'string') return chunk.subarray(n);
  if (Buffer.byteLength(chunk) === n) return '';
  const bytes = Buffer.from(chunk);
  let cut = n;
  let lead = n - 1;
  while (lead >= 0 && lead > n - 4 && (bytes[lead] & 0xc0) === 0x80) lead--;
  if (lead >= 0) {
    const b = bytes[lead];
    const size = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    if (lead + size > n) cut = lead;
  }
  return chunk.slice(bytes.subarray(0, cut).toString().length);
}

const kSleepCell = new Int32Array(new SharedArrayBuffer(4));

// Blocks the thread, as Node's does before retrying a busy synchronous write.
function sleep(ms) {
  Atomics.wait(kSleepCell, 0, 0, ms);
}

function lazyErrors() {
  return require('internal/errors').codes;
}
function validators() {
  return require('internal/validators');
}

class Utf8Stream extends EventEmitter {
  #fd = -1;
  #file = null;
  #bufs = [];
  #lens = [];
  #writingBuf = '';
  #drainScheduled = false;
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
  #fs;

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
      fs: overrideFs = {},
    } = options;
    // As Node's, the file system calls can be replaced (`fs`), mostly for tests.
    validators().validateObject(overrideFs, 'options.fs');
    this.#fs = { ...fs, ...overrideFs };
    for (const name of ['write', 'writeSync', 'fsync', 'fsyncSync', 'close', 'open', 'mkdir',
                        'mkdirSync']) {
      validators().validateFunction(this.#fs[name], `options.fs.${name}`);
    }
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
    this.#writingBuf = this.#emptyChunk();
    this.#hwm = Math.max(minLength, 16387);

    if (typeof target === 'number') {
      this.#fd = target;
      process.nextTick(() => this.emit('ready'));
    } else {
      this.#openFile(target);
    }
    if (minLength >= maxWrite) {
      throw new (lazyErrors().ERR_INVALID_ARG_VALUE).RangeError('minLength', minLength,
        `should be smaller than maxWrite (${maxWrite})`);
    }
    if (periodicFlush > 0) {
      this.#timer = setInterval(() => this.flush(null), periodicFlush);
      this.#timer.unref();
    }
  }

  #openFile(file) {
    this.#opening = true;
    this.#drainScheduled = false;
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
        if (this.#mkdir) this.#fs.mkdirSync(path.dirname(file), { recursive: true });
        done(null, this.#fs.openSync(file, flags, this.#mode));
      } catch (err) {
        done(err);
        throw err;
      }
    } else if (this.#mkdir) {
      this.#fs.mkdir(path.dirname(file), { recursive: true }, (err) => {
        if (err) return done(err);
        this.#fs.open(file, flags, this.#mode, done);
      });
    } else {
      this.#fs.open(file, flags, this.#mode, done);
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

  // Writes gather into entries of at most maxWrite characters (bytes in buffer mode); a
  // single larger write stays one entry. Each entry goes to the descriptor whole, as Node's.
  write(data) {
    if (this.#destroyed) throw new (lazyErrors().ERR_INVALID_STATE)('Utf8Stream is destroyed');
    data = this.#checkData(data);
    const len = this.#len + data.length;
    if (this.#maxLength && len > this.#maxLength) {
      this.emit('drop', data);
      return this.#len < this.#hwm;
    }
    const bufs = this.#bufs;
    if (this.#contentMode === 'buffer') {
      const lens = this.#lens;
      if (bufs.length === 0 || lens[lens.length - 1] + data.length > this.#maxWrite) {
        bufs.push([data]);
        lens.push(data.length);
      } else {
        bufs[bufs.length - 1].push(data);
        lens[lens.length - 1] += data.length;
      }
    } else if (bufs.length === 0 || bufs[bufs.length - 1].length + data.length > this.#maxWrite) {
      bufs.push(data);
    } else {
      bufs[bufs.length - 1] += data;
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
      this.#fs.fsync(this.#fd, (err) => cb(err));
    } catch (err) {
      process.nextTick(cb, err);
    }
  }

  // A write error leaves the entry being written in #writingBuf, so a later flush or end()
  // still writes it. Unlike Node's, which retries any other error forever, only EAGAIN and
  // EBUSY are retried here; anything else is thrown.
  flushSync() {
    if (this.#destroyed) throw new (lazyErrors().ERR_INVALID_STATE)('Utf8Stream is destroyed');
    if (this.#fd < 0) throw new (lazyErrors().ERR_INVALID_STATE)('Invalid file descriptor');
    if (!this.#writing && this.#writingBuf.length > 0) {
      this.#bufs.unshift(this.#contentMode === 'buffer' ? [this.#writingBuf] : this.#writingBuf);
      if (this.#contentMode === 'buffer') this.#lens.unshift(this.#writingBuf.length);
      this.#writingBuf = this.#emptyChunk();
    }
    let buf = this.#emptyChunk();
    while (this.#bufs.length > 0 || buf.length > 0) {
      if (buf.length === 0) {
        buf = this.#contentMode === 'buffer' ? mergeBufs(this.#bufs[0], this.#lens[0]) : this.#bufs[0];
      }
      try {
        const n = this.#writeSync(buf);
        const rest = releasedPart(buf, n);
        this.#len = Math.max(this.#len - (buf.length - rest.length), 0);
        buf = rest;
        if (buf.length === 0) {
          this.#bufs.shift();
          if (this.#contentMode === 'buffer') this.#lens.shift();
        } else if (this.#contentMode === 'buffer') {
          this.#bufs[0] = [buf];
          this.#lens[0] = buf.length;
        } else {
          this.#bufs[0] = buf;
        }
      } catch (err) {
        if ((err.code === 'EAGAIN' || err.code === 'EBUSY') &&
            this.#retryEAGAIN(err, buf.length, this.#len - buf.length)) {
          sleep(100);
          continue;
        }
        throw err;
      }
    }
    try {
      this.#fs.fsyncSync(this.#fd);
    } catch {
      // A descriptor that cannot be synced (a pipe, /dev/null) is still flushed.
    }
  }

  #emptyChunk() {
    return this.#contentMode === 'buffer' ? kEmptyBuffer : '';
  }

  // The entry to write next: what is left of the current one, else the oldest waiting.
  #nextWritingBuf() {
    if (this.#writingBuf.length > 0) return this.#writingBuf;
    if (this.#bufs.length === 0) return this.#emptyChunk();
    if (this.#contentMode === 'buffer') return mergeBufs(this.#bufs.shift(), this.#lens.shift());
    return this.#bufs.shift();
  }

  // Accounts for `n` bytes of the current entry written; returns whether some is left.
  #release(n) {
    const rest = releasedPart(this.#writingBuf, n);
    this.#len = Math.max(this.#len - (this.#writingBuf.length - rest.length), 0);
    this.#writingBuf = rest;
    return rest.length > 0;
  }

  #wantsWrite() {
    return this.#len > this.#minLength ||
      (this.#len > 0 && (this.#flushPending.length > 0 || this.#ending));
  }

  #writeFailed(err, retry) {
    if ((err.code === 'EAGAIN' || err.code === 'EBUSY') &&
        this.#retryEAGAIN(err, this.#writingBuf.length, this.#len - this.#writingBuf.length)) {
      // A sync stream waits in place, as Node's; an async one lets the destination drain.
      if (this.#sync) {
        sleep(100);
        retry();
      } else {
        setTimeout(retry, 100);
      }
      return;
    }
    this.#writing = false;
    this.#emitError(err);
  }

  // With nothing waiting (a flush), an empty write still goes out, as Node's does, so its
  // 'write' (0) and 'drain' come once that write is done.
  #actualWrite() {
    if (this.#fd < 0) {
      this.#afterIdle();
      return;
    }
    this.#writing = true;
    if (this.#sync) {
      // A loop rather than recursion, so a long backlog cannot exhaust the stack.
      do {
        this.#writingBuf = this.#nextWritingBuf();
        try {
          // As Node's, 'write' reports the first write of an entry, not the rest of a
          // partial one.
          let n = this.#writeSync(this.#writingBuf);
          this.emit('write', n);
          while (this.#release(n)) n = this.#writeSync(this.#writingBuf);
          if (this.#fsync) this.#fs.fsyncSync(this.#fd);
        } catch (err) {
          this.#writeFailed(err, () => this.#actualWrite());
          return;
        }
        if (this.#destroyed) return;
        if (this.#reopening) {
          this.#reopenAfterWrite();
          return;
        }
      } while (this.#wantsWrite());
      this.#afterIdle();
      return;
    }
    this.#writingBuf = this.#nextWritingBuf();
    this.#asyncWrite();
  }

  #asyncWrite() {
    const chunk = this.#writingBuf;
    const done = (err, n) => {
      if (err) {
        this.#writeFailed(err, () => this.#asyncWrite());
        return;
      }
      this.emit('write', n);
      if (this.#destroyed) {
        // A flush asked for before destroy() is still answered once its write is done.
        const pending = this.#flushPending;
        this.#flushPending = [];
        for (const cb of pending) this.#answerFlush(cb);
        return;
      }
      if (this.#release(n)) {
        this.#asyncWrite();
        return;
      }
      // As Node's, the sync is synchronous here too, and its error is not caught.
      if (this.#fsync) this.#fs.fsyncSync(this.#fd);
      if (this.#reopening) this.#reopenAfterWrite();
      else if (this.#wantsWrite()) this.#actualWrite();
      else this.#afterIdle();
    };
    if (typeof chunk === 'string') this.#fs.write(this.#fd, chunk, 'utf8', done);
    else this.#fs.write(this.#fd, chunk, done);
  }

  #writeSync(chunk) {
    if (typeof chunk === 'string') return this.#fs.writeSync(this.#fd, chunk, 'utf8');
    return this.#fs.writeSync(this.#fd, chunk);
  }

  // A reopen() asked for during a write happens once that write is done; what is still
  // waiting goes to the new file.
  #reopenAfterWrite() {
    this.#writing = false;
    this.#reopening = false;
    this.reopen();
  }

  // Nothing is being written: answer flush callbacks, report drain, finish an end().
  // As Node's, a sync stream reports one 'drain' a tick, and none after one found no listener.
  #afterIdle() {
    this.#writing = false;
    const pending = this.#flushPending;
    this.#flushPending = [];
    for (const cb of pending) this.#answerFlush(cb);
    if (this.#ending && this.#len === 0) {
      this.#finish();
      return;
    }
    if (!this.#sync) {
      this.emit('drain');
    } else if (!this.#drainScheduled) {
      this.#drainScheduled = true;
      process.nextTick(() => {
        if (this.listenerCount('drain') === 0) return;
        this.#drainScheduled = false;
        this.emit('drain');
      });
    }
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
        this.#fs.close(fd, (err) => {
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

  // As Node's, the descriptor is synced (whatever that answers) before it is closed.
  #syncThenClose(fd, cb) {
    try {
      this.#fs.fsync(fd, () => this.#fs.close(fd, cb));
    } catch {
      this.#fs.close(fd, cb);
    }
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
        this.#syncThenClose(this.#fd, (err) => {
          if (err) this.emit('error', err);
          close();
        });
      } else {
        close();
      }
    });
  }

  // As Node's: a stream still opening is destroyed once it is ready (never, if the open
  // fails); an end() cut short by an error still reports 'finish' before 'close'.
  destroy() {
    if (this.#destroyed) return;
    if (this.#fd < 0) {
      this.once('ready', () => this.destroy());
      return;
    }
    this.#destroyed = true;
    if (this.#timer !== null) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
    const fd = this.#fd;
    this.#writingBuf = this.#emptyChunk();
    this.#bufs = [];
    this.#lens = [];
    this.#len = 0;
    const close = () => {
      if (this.#ending && !this.#writing) this.emit('finish');
      this.emit('close');
    };
    if (fd > 2) {
      this.#syncThenClose(fd, (err) => {
        if (err) {
          this.emit('error', err);
          return;
        }
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
