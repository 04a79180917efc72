// `_http_incoming`: IncomingMessage, the readable side of a request (server) or response
// (client): raw header/trailer lists folded into `headers`/`headersDistinct`/`trailers` with
// Node's duplicate rules, the abort signal, and the Readable plumbing that resumes or pauses
// the socket it reads from. The parser that fills it comes with the socket machinery; the
// class itself works on whatever socket-like object (or null) it is given.
'use strict';

const { Readable, finished } = require('stream');

const kHeaders = Symbol('kHeaders');
const kHeadersDistinct = Symbol('kHeadersDistinct');
const kHeadersCount = Symbol('kHeadersCount');
const kTrailers = Symbol('kTrailers');
const kTrailersDistinct = Symbol('kTrailersDistinct');
const kTrailersCount = Symbol('kTrailersCount');
const kAbortController = Symbol('kAbortController');
const kAbortSignalSocket = Symbol('kAbortSignalSocket');
const kAbortSignalListener = Symbol('kAbortSignalListener');
const kAbortSignalDetached = Symbol('kAbortSignalDetached');
const kDetachAbortSignal = Symbol('kDetachAbortSignal');

function readStart(socket) {
  if (socket && !socket._paused && socket.readable) socket.resume();
}

function readStop(socket) {
  if (socket) socket.pause();
}

function IncomingMessage(socket) {
  Readable.call(this, socket ? { highWaterMark: socket.readableHighWaterMark } : undefined);
  // The parser pushes body data as it arrives; _read only has to let the socket flow.
  this._readableState.readingMore = true;
  this.socket = socket;
  this.httpVersionMajor = null;
  this.httpVersionMinor = null;
  this.httpVersion = null;
  this.complete = false;
  this[kHeaders] = null;
  this[kHeadersCount] = 0;
  this.rawHeaders = [];
  this[kTrailers] = null;
  this[kTrailersCount] = 0;
  this.rawTrailers = [];
  this.joinDuplicateHeaders = false;
  this.aborted = false;
  this.upgrade = null;
  // Server side.
  this.url = '';
  this.method = null;
  // Client side.
  this.statusCode = null;
  this.statusMessage = null;
  this.client = socket;
  this._consuming = false;
  this._dumped = false;
  this[kAbortController] = null;
  this[kAbortSignalSocket] = null;
  this[kAbortSignalListener] = null;
  this[kAbortSignalDetached] = false;
}
Object.setPrototypeOf(IncomingMessage.prototype, Readable.prototype);
Object.setPrototypeOf(IncomingMessage, Readable);

const proto = IncomingMessage.prototype;

Object.defineProperty(proto, 'connection', {
  __proto__: null,
  get() { return this.socket; },
  set(val) { this.socket = val; },
});

// headers/trailers are built on first read from the first `count` raw entries (the count
// the parser recorded through _addHeaderLines).
function folded(cacheKey, rawKey, countKey, distinct) {
  return {
    __proto__: null,
    get() {
      if (!this[cacheKey]) {
        const dest = distinct ? { __proto__: null } : {};
        this[cacheKey] = dest;
        const raw = this[rawKey];
        for (let n = 0; n < this[countKey]; n += 2) {
          if (distinct) this._addHeaderLineDistinct(raw[n], raw[n + 1], dest);
          else this._addHeaderLine(raw[n], raw[n + 1], dest);
        }
      }
      return this[cacheKey];
    },
    set(val) { this[cacheKey] = val; },
  };
}
Object.defineProperty(proto, 'headers', folded(kHeaders, 'rawHeaders', kHeadersCount, false));
Object.defineProperty(proto, 'headersDistinct',
  folded(kHeadersDistinct, 'rawHeaders', kHeadersCount, true));
Object.defineProperty(proto, 'trailers', folded(kTrailers, 'rawTrailers', kTrailersCount, false));
Object.defineProperty(proto, 'trailersDistinct',
  folded(kTrailersDistinct, 'rawTrailers', kTrailersCount, true));

function abortSignal(msg) {
  const ac = msg[kAbortController];
  if (ac !== null && !ac.signal.aborted) ac.abort();
}

Object.defineProperty(proto, 'signal', {
  __proto__: null,
  configurable: true,
  get() {
    if (this[kAbortController] === null) {
      this[kAbortController] = new AbortController();
      if (this.destroyed && (!this.readableEnded || !this.complete)) {
        this[kAbortController].abort();
      } else if (this.socket && typeof this.socket.once === 'function') {
        // A connection that closes before the message completes aborts it.
        const listener = () => {
          if (!this.complete) abortSignal(this);
        };
        this[kAbortSignalSocket] = this.socket;
        this[kAbortSignalListener] = listener;
        this.socket.once('close', listener);
      }
    }
    return this[kAbortController].signal;
  },
});

proto[kDetachAbortSignal] = function() {
  if (this[kAbortSignalDetached]) return;
  this[kAbortSignalDetached] = true;
  const socket = this[kAbortSignalSocket];
  if (socket !== null && this[kAbortSignalListener] !== null) {
    socket.removeListener('close', this[kAbortSignalListener]);
  }
  this[kAbortSignalSocket] = null;
  this[kAbortSignalListener] = null;
};

proto.setTimeout = function setTimeout(msecs, callback) {
  if (callback) this.on('timeout', callback);
  this.socket.setTimeout(msecs);
  return this;
};

proto._read = function _read() {
  if (!this._consuming) {
    this._readableState.readingMore = false;
    this._consuming = true;
  }
  if (this.socket && this.socket.readable) readStart(this.socket);
};

// Errors are reported only to existing 'error' listeners (Node's compatibility rule).
function onError(self, error, cb) {
  if (self.listenerCount('error') === 0) cb();
  else cb(error);
}

proto._destroy = function _destroy(err, cb) {
  if (!this.readableEnded || !this.complete) {
    this.aborted = true;
    this.emit('aborted');
    abortSignal(this);
  }
  if (this.socket && !this.socket.destroyed && this.aborted) {
    this.socket.destroy(err);
    const cleanup = finished(this.socket, (e) => {
      if (e && e.code === 'ERR_STREAM_PREMATURE_CLOSE') e = null;
      cleanup();
      process.nextTick(onError, this, e || err, cb);
    });
  } else if (err == null && !this.aborted) {
    cb();
  } else {
    process.nextTick(onError, this, err, cb);
  }
};

proto._addHeaderLines = function _addHeaderLines(headers, n) {
  if (headers && headers.length) {
    let dest;
    if (this.complete) {
      this.rawTrailers = headers;
      this[kTrailersCount] = n;
      dest = this[kTrailers];
    } else {
      this.rawHeaders = headers;
      this[kHeadersCount] = n;
      dest = this[kHeaders];
    }
    if (dest) {
      for (let i = 0; i < n; i += 2) this._addHeaderLine(headers[i], headers[i + 1], dest);
    }
  }
};

// Repeats of these keep the first value (unless joinDuplicateHeaders is set).
const firstValueWins = new Set([
  'age', 'authorization', 'content-length', 'content-type', 'etag', 'expires', 'from',
  'host', 'if-modified-since', 'if-unmodified-since', 'last-modified', 'location',
  'max-forwards', 'proxy-authorization', 'referer', 'retry-after', 'server', 'user-agent',
]);

function addHeaderLine(field, value, dest) {
  const name = field.toLowerCase();
  if (name === 'set-cookie') {
    if (dest['set-cookie'] !== undefined) dest['set-cookie'].push(value);
    else dest['set-cookie'] = [value];
  } else if (firstValueWins.has(name)) {
    if (this.joinDuplicateHeaders && dest[name] !== undefined) dest[name] += `, ${value}`;
    else if (dest[name] === undefined) dest[name] = value;
  } else if (typeof dest[name] === 'string') {
    dest[name] += (name === 'cookie' ? '; ' : ', ') + value;
  } else {
    dest[name] = value;
  }
}
proto._addHeaderLine = addHeaderLine;

proto._addHeaderLineDistinct = function _addHeaderLineDistinct(field, value, dest) {
  const name = field.toLowerCase();
  if (!dest[name]) dest[name] = [value];
  else dest[name].push(value);
};

proto._dumpAndCloseReadable = function _dumpAndCloseReadable() {
  this._dumped = true;
  const state = this._readableState;
  state.ended = true;
  state.endEmitted = true;
  state.destroyed = true;
  state.closed = true;
  state.closeEmitted = true;
};

// Discard a message nobody reads, so the connection can move on.
proto._dump = function _dump() {
  if (!this._dumped) {
    this._dumped = true;
    this.removeAllListeners('data');
    if (this.complete && !this.destroyed && this.readableLength === 0) this.read(0);
    else this.resume();
  }
};

module.exports = {
  IncomingMessage,
  readStart,
  readStop,
  kDetachAbortSignal,
};
