// `_http_outgoing`: OutgoingMessage, the base of ServerResponse and ClientRequest, and the
// header-name/value validators. Header bookkeeping (set/append/get/has/remove, raw names,
// trailers, corking, the writable* state getters) and serialising the message onto its
// connection (the head with its implicit Date/Connection/Content-Length/Transfer-Encoding
// headers, chunked or plain bodies, queueing until a socket is assigned, 'finish').
'use strict';

const Stream = require('stream');
// internal/errors loads with the first error thrown (most programs never see one).
const { codes } = require('internal/errors_lazy');
const { validateString } = require('internal/validators');
const {
  _checkIsHttpToken: checkIsHttpToken,
  _checkInvalidHeaderChar: checkInvalidHeaderChar,
  chunkExpression: RE_TE_CHUNKED,
} = require('_http_common');
const { Buffer } = require('buffer');

const RE_CONN_CLOSE = /(?:^|\W)close(?:$|\W)/i;
const crlfBuf = Buffer.from('\r\n');

// The Date header's value, recomputed at most once a second.
let dateCache;
function utcDate() {
  if (!dateCache) {
    dateCache = new Date().toUTCString();
    setTimeout(() => { dateCache = undefined; }, 1000 - new Date().getMilliseconds()).unref();
  }
  return dateCache;
}

const { kOutHeaders, kNeedDrain, kSocket, kErrored } = require('internal/http');

const kCorked = Symbol('corked');
const kHighWaterMark = Symbol('kHighWaterMark');
const kUniqueHeaders = Symbol('kUniqueHeaders');
const kBytesWritten = Symbol('kBytesWritten');
const kChunkedBuffer = Symbol('kChunkedBuffer');
const kChunkedLength = Symbol('kChunkedLength');
const kWritableFinished = Symbol('kWritableFinished');
const kEndCallbacks = Symbol('kEndCallbacks');
const kFlushError = Symbol('kFlushError');
const kRejectNonStandardBodyWrites = Symbol('kRejectNonStandardBodyWrites');

function nop() {}

function validateHeaderName(name, label) {
  if (typeof name !== 'string' || !name || !checkIsHttpToken(name)) {
    throw new codes.ERR_INVALID_HTTP_TOKEN(label || 'Header name', name);
  }
}

function validateHeaderValue(name, value, lenient) {
  if (value === undefined) throw new codes.ERR_HTTP_INVALID_HEADER_VALUE(value, name);
  if (checkInvalidHeaderChar(value, lenient)) throw new codes.ERR_INVALID_CHAR('header content', name);
}

function parseUniqueHeadersOption(headers) {
  if (!Array.isArray(headers)) return null;
  const unique = new Set();
  for (let i = 0; i < headers.length; i++) unique.add(headers[i].toLowerCase());
  return unique;
}

function OutgoingMessage(options) {
  Stream.call(this);
  // Data queued until the message gets its connection.
  this.outputData = [];
  this.outputSize = 0;
  this.writable = true;
  this.destroyed = false;
  this._last = false;
  this.chunkedEncoding = false;
  this.shouldKeepAlive = true;
  this.maxRequestsOnConnectionReached = false;
  this._defaultKeepAlive = true;
  this.useChunkedEncodingByDefault = true;
  this.sendDate = false;
  this._removedConnection = false;
  this._removedContLen = false;
  this._removedTE = false;
  this.strictContentLength = false;
  this[kBytesWritten] = 0;
  this._contentLength = null;
  this._hasBody = true;
  this._trailer = '';
  this[kNeedDrain] = false;
  this.finished = false;
  this._headerSent = false;
  this[kCorked] = 0;
  this[kChunkedBuffer] = [];
  this[kChunkedLength] = 0;
  this._closed = false;
  this[kSocket] = null;
  this._header = null;
  this[kOutHeaders] = null;
  this._keepAliveTimeout = 0;
  this._onPendingData = nop;
  this[kErrored] = null;
  this[kWritableFinished] = false;
  this[kEndCallbacks] = null;
  this[kFlushError] = null;
  const hwm = options == null ? undefined : options.highWaterMark;
  this[kHighWaterMark] = hwm ?? Stream.getDefaultHighWaterMark(false);
  const reject = options == null ? undefined : options.rejectNonStandardBodyWrites;
  this[kRejectNonStandardBodyWrites] = reject ?? false;
}
Object.setPrototypeOf(OutgoingMessage.prototype, Stream.prototype);
Object.setPrototypeOf(OutgoingMessage, Stream);

const proto = OutgoingMessage.prototype;

function getter(name, get, set) {
  Object.defineProperty(proto, name, { __proto__: null, get, set });
}

proto._isLenientHeaderValidation = function() {
  if (this.httpValidation !== undefined) return this.httpValidation !== 'strict';
  const req = this.req;
  const server = req && req.socket && req.socket.server;
  if (server && server.httpValidation !== undefined) return server.httpValidation !== 'strict';
  return false;
};

getter('errored', function() { return this[kErrored]; });
getter('closed', function() { return this._closed; });
getter('writableFinished', function() { return this[kWritableFinished]; });
getter('writableObjectMode', () => false);
getter('writableLength', function() {
  let buffered = this[kChunkedLength];
  if (buffered !== 0) {
    buffered += buffered.toString(16).length + 4 +
      (!this._headerSent && this._header !== null ? this._header.length : 0);
  }
  return this.outputSize + buffered + (this[kSocket] ? this[kSocket].writableLength : 0);
});
getter('writableHighWaterMark', function() {
  return this[kSocket] ? this[kSocket].writableHighWaterMark : this[kHighWaterMark];
});
getter('writableCorked', function() { return this[kCorked]; });
getter('connection', function() { return this[kSocket]; }, function(val) { this.socket = val; });
getter('socket', function() { return this[kSocket]; }, function(val) {
  // Carry the cork count over to the new socket.
  for (let n = 0; n < this[kCorked]; n++) {
    if (val) val.cork();
    if (this[kSocket]) this[kSocket].uncork();
  }
  this[kSocket] = val;
});

proto._renderHeaders = function _renderHeaders() {
  if (this._header) throw new codes.ERR_HTTP_HEADERS_SENT('render');
  const headers = {};
  const out = this[kOutHeaders];
  if (out !== null) {
    for (const key of Object.keys(out)) headers[out[key][0]] = out[key][1];
  }
  return headers;
};

// While the message is corked, chunked writes collect in kChunkedBuffer and leave as one
// chunk on the last uncork (write() corks until the next tick, so a write() and end() in
// the same tick make a single chunk).
proto.cork = function cork() {
  this[kCorked]++;
  if (this[kSocket]) this[kSocket].cork();
};

proto.uncork = function uncork() {
  this[kCorked]--;
  const socket = this[kSocket];
  try {
    if (this[kCorked] || this[kChunkedBuffer].length === 0) return;
    const len = this[kChunkedLength];
    const buf = this[kChunkedBuffer];
    if (this.destroyed || socket?.destroyed) {
      const error = this[kErrored] || socket?._writableState?.errored ||
        new codes.ERR_STREAM_DESTROYED('write');
      for (let n = 2; n < buf.length; n += 3) {
        if (buf[n] !== nop) process.nextTick(buf[n], error);
      }
      buf.length = 0;
      this[kChunkedLength] = 0;
      return;
    }
    const callbacks = [];
    this._send(len.toString(16), 'latin1', null);
    this._send(crlfBuf, null, null);
    for (let n = 0; n < buf.length; n += 3) {
      this._send(buf[n], buf[n + 1], null);
      callbacks.push(buf[n + 2]);
    }
    this._send(crlfBuf, null, (err) => {
      for (const callback of callbacks) callback(err);
    });
    buf.length = 0;
    this[kChunkedLength] = 0;
  } finally {
    socket?.uncork();
  }
  if (this[kNeedDrain] && this.writableLength === 0) {
    this[kNeedDrain] = false;
    this.emit('drain');
  }
};

// Without a socket yet, the timeout is applied once one is assigned.
proto.setTimeout = function setTimeout(msecs, callback) {
  if (callback) this.on('timeout', callback);
  if (!this[kSocket]) {
    this.once('socket', (socket) => socket.setTimeout(msecs));
  } else {
    this[kSocket].setTimeout(msecs);
  }
  return this;
};

proto.destroy = function destroy(error) {
  if (this.destroyed) return this;
  this.destroyed = true;
  this[kErrored] = error;
  if (this[kSocket]) this[kSocket].destroy(error);
  else this.once('socket', (socket) => socket.destroy(error));
  return this;
};

function checkHeaderValue(msg, name, value) {
  if (value === undefined) throw new codes.ERR_HTTP_INVALID_HEADER_VALUE(value, name);
  if (checkInvalidHeaderChar(value, msg._isLenientHeaderValidation())) {
    throw new codes.ERR_INVALID_CHAR('header content', name);
  }
}

proto.setHeader = function setHeader(name, value) {
  if (this._header) throw new codes.ERR_HTTP_HEADERS_SENT('set');
  validateHeaderName(name);
  checkHeaderValue(this, name, value);
  let headers = this[kOutHeaders];
  if (headers === null) this[kOutHeaders] = headers = { __proto__: null };
  headers[name.toLowerCase()] = [name, value];
  return this;
};

proto.setHeaders = function setHeaders(headers) {
  if (this._header) throw new codes.ERR_HTTP_HEADERS_SENT('set');
  if (!headers || Array.isArray(headers) || typeof headers.keys !== 'function' ||
      typeof headers.get !== 'function') {
    throw new codes.ERR_INVALID_ARG_TYPE('headers', ['Headers', 'Map'], headers);
  }
  // Several set-cookie entries become one array (a Headers object would join them).
  let cookies = null;
  for (const { 0: key, 1: value } of headers) {
    if (key === 'set-cookie') {
      if (cookies === null) cookies = [];
      if (Array.isArray(value)) cookies.push(...value);
      else cookies.push(value);
      continue;
    }
    this.setHeader(key, value);
  }
  if (cookies !== null) this.setHeader('set-cookie', cookies);
  return this;
};

proto.appendHeader = function appendHeader(name, value) {
  if (this._header) throw new codes.ERR_HTTP_HEADERS_SENT('append');
  validateHeaderName(name);
  checkHeaderValue(this, name, value);
  const field = name.toLowerCase();
  const headers = this[kOutHeaders];
  if (headers === null || !headers[field]) return this.setHeader(name, value);
  const entry = headers[field];
  if (!Array.isArray(entry[1])) entry[1] = [entry[1]];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) entry[1].push(value[i]);
  } else {
    entry[1].push(value);
  }
  return this;
};

proto.getHeader = function getHeader(name) {
  validateString(name, 'name');
  const headers = this[kOutHeaders];
  if (headers === null) return undefined;
  const entry = headers[name.toLowerCase()];
  return entry === undefined ? undefined : entry[1];
};

proto.getHeaderNames = function getHeaderNames() {
  return this[kOutHeaders] !== null ? Object.keys(this[kOutHeaders]) : [];
};

proto.getRawHeaderNames = function getRawHeaderNames() {
  const headers = this[kOutHeaders];
  if (headers === null) return [];
  return Object.keys(headers).map((key) => headers[key][0]);
};

proto.getHeaders = function getHeaders() {
  const headers = this[kOutHeaders];
  const ret = { __proto__: null };
  if (headers) {
    for (const key of Object.keys(headers)) ret[key] = headers[key][1];
  }
  return ret;
};

proto.hasHeader = function hasHeader(name) {
  validateString(name, 'name');
  return this[kOutHeaders] !== null && !!this[kOutHeaders][name.toLowerCase()];
};

proto.removeHeader = function removeHeader(name) {
  validateString(name, 'name');
  if (this._header) throw new codes.ERR_HTTP_HEADERS_SENT('remove');
  const key = name.toLowerCase();
  // Removing these switches off the header the message would otherwise add itself.
  if (key === 'connection') this._removedConnection = true;
  else if (key === 'content-length') this._removedContLen = true;
  else if (key === 'transfer-encoding') this._removedTE = true;
  else if (key === 'date') this.sendDate = false;
  if (this[kOutHeaders] !== null) delete this[kOutHeaders][key];
};

proto._implicitHeader = function _implicitHeader() {
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('_implicitHeader()');
};

Object.defineProperty(proto, 'headersSent', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() { return !!this._header; },
});
getter('writableEnded', function() { return this.finished; });
getter('writableNeedDrain', function() {
  return !this.destroyed && !this.finished && this[kNeedDrain];
});

proto.addTrailers = function addTrailers(headers) {
  this._trailer = '';
  const isArray = Array.isArray(headers);
  const keys = isArray ? null : Object.keys(headers);
  const count = isArray ? headers.length : keys.length;
  for (let i = 0; i < count; i++) {
    let field;
    let value;
    if (isArray) {
      field = headers[i][0];
      value = headers[i][1];
    } else {
      field = keys[i];
      value = headers[field];
    }
    validateHeaderName(field, 'Trailer name');
    if (Array.isArray(value) && value.length > 1 &&
        (!this[kUniqueHeaders] || !this[kUniqueHeaders].has(field.toLowerCase()))) {
      for (let j = 0; j < value.length; j++) {
        if (checkInvalidHeaderChar(value[j])) throw new codes.ERR_INVALID_CHAR('trailer content', field);
        this._trailer += `${field}: ${value[j]}\r\n`;
      }
    } else {
      if (Array.isArray(value)) value = value.join('; ');
      if (checkInvalidHeaderChar(value)) throw new codes.ERR_INVALID_CHAR('trailer content', field);
      this._trailer += `${field}: ${value}\r\n`;
    }
  }
};

proto.pipe = function pipe() {
  // An OutgoingMessage is writable only.
  this.emit('error', new codes.ERR_STREAM_CANNOT_PIPE());
};

// The head: first line, the user's headers, then what the message adds itself.
proto._storeHeader = function _storeHeader(firstLine, headers) {
  const state = {
    connection: false, contLen: false, te: false, date: false, expect: false, trailer: false,
    header: firstLine,
  };
  if (headers) {
    if (headers === this[kOutHeaders]) {
      for (const key in headers) {
        const entry = headers[key];
        processHeader(this, state, entry[0], entry[1], false);
      }
    } else if (Array.isArray(headers)) {
      if (headers.length && Array.isArray(headers[0])) {
        for (let i = 0; i < headers.length; i++) {
          processHeader(this, state, headers[i][0], headers[i][1], true);
        }
      } else {
        if (headers.length % 2 !== 0) {
          throw new codes.ERR_INVALID_ARG_VALUE('headers', headers);
        }
        for (let n = 0; n < headers.length; n += 2) {
          processHeader(this, state, headers[n], headers[n + 1], true);
        }
      }
    } else {
      for (const key in headers) {
        if (Object.hasOwn(headers, key)) processHeader(this, state, key, headers[key], true);
      }
    }
  }

  let { header } = state;
  if (this.sendDate && !state.date) header += `Date: ${utcDate()}\r\n`;

  // A 204/304 with a user-set chunked Transfer-Encoding gets no zero chunk; the connection
  // closes instead, so nothing after the head can be mistaken for a body.
  if (this.chunkedEncoding && (this.statusCode === 204 || this.statusCode === 304)) {
    this.chunkedEncoding = false;
    this.shouldKeepAlive = false;
    this._hasBody = false;
  }

  if (this._removedConnection) {
    // No Connection header goes out; the connection stays open as far as the message's
    // own keep-alive state allows.
    this._last = !this.shouldKeepAlive;
  } else if (!state.connection) {
    const shouldSendKeepAlive = this.shouldKeepAlive &&
      (state.contLen || this.useChunkedEncodingByDefault || this.agent);
    if (shouldSendKeepAlive && this.maxRequestsOnConnectionReached) {
      header += 'Connection: close\r\n';
    } else if (shouldSendKeepAlive) {
      header += 'Connection: keep-alive\r\n';
      if (this._keepAliveTimeout && this._defaultKeepAlive) {
        const timeoutSeconds = Math.floor(this._keepAliveTimeout / 1000);
        let max = '';
        if (this._maxRequestsPerSocket > 0) {
          max = `, max=${this._maxRequestsPerSocket}`;
        }
        header += `Keep-Alive: timeout=${timeoutSeconds}${max}\r\n`;
      }
    } else {
      this._last = true;
      header += 'Connection: close\r\n';
    }
  }

  if (!state.contLen && !state.te) {
    if (!this._hasBody) {
      this.chunkedEncoding = false;
    } else if (!this.useChunkedEncodingByDefault) {
      this._last = true;
    } else if (!state.trailer && !this._removedContLen &&
               typeof this._contentLength === 'number') {
      header += `Content-Length: ${this._contentLength}\r\n`;
    } else if (!this._removedTE) {
      header += 'Transfer-Encoding: chunked\r\n';
      this.chunkedEncoding = true;
    } else {
      this._last = true;
    }
  }

  if (this.chunkedEncoding !== true && state.trailer) {
    throw new codes.ERR_HTTP_TRAILER_INVALID();
  }

  this._header = header + '\r\n';
  this._headerSent = false;
  // A request expecting 100-continue sends its head at once.
  if (state.expect) this._send('');
};

function processHeader(self, state, key, value, validate) {
  if (validate) validateHeaderName(key);
  // RFC 6266 4.3: a Content-Disposition value given as a binary (latin1) string goes out
  // as those very bytes when the head is written with a sized body, whose write is UTF-8.
  if (self._contentLength && key.length === 19 && key.toLowerCase() === 'content-disposition') {
    if (Array.isArray(value)) value = value.map(latin1BytesAsUtf8);
    else value = latin1BytesAsUtf8(value);
  }
  if (Array.isArray(value)) {
    // A list goes out as one line per value, except for a Cookie with several values and
    // for headers declared unique, which must appear once: those are joined with '; '.
    const unique = self[kUniqueHeaders];
    if ((value.length < 2 || !isCookieField(key)) &&
        (!unique || !unique.has(key.toLowerCase()))) {
      for (let i = 0; i < value.length; i++) storeHeader(self, state, key, value[i], validate);
      return;
    }
    value = value.join('; ');
  }
  storeHeader(self, state, key, value, validate);
}

function latin1BytesAsUtf8(value) {
  return typeof value === 'string' ? Buffer.from(value, 'latin1').toString() : value;
}

function isCookieField(s) {
  return s.length === 6 && s.toLowerCase() === 'cookie';
}

function storeHeader(self, state, key, value, validate) {
  if (validate) validateHeaderValue(key, value);
  state.header += `${key}: ${value}\r\n`;
  matchHeader(self, state, key, value);
}

function matchHeader(self, state, field, value) {
  if (field.length < 4 || field.length > 17) return;
  field = field.toLowerCase();
  switch (field) {
    case 'connection':
      state.connection = true;
      self._removedConnection = false;
      if (RE_CONN_CLOSE.test(value)) self._last = true;
      else self.shouldKeepAlive = true;
      break;
    case 'transfer-encoding':
      state.te = true;
      self._removedTE = false;
      if (RE_TE_CHUNKED.test(value)) self.chunkedEncoding = true;
      break;
    case 'content-length':
      state.contLen = true;
      self._contentLength = +value;
      self._removedContLen = false;
      break;
    case 'date':
    case 'expect':
    case 'trailer':
      state[field] = true;
      break;
    case 'keep-alive':
      self._defaultKeepAlive = false;
      break;
  }
}

// The head goes out with the first piece of body (one write instead of two).
proto._send = function _send(data, encoding, callback, byteLength) {
  if (!this._headerSent && this._header !== null) {
    if (typeof data === 'string' && (encoding === 'utf8' || encoding === 'latin1' || !encoding)) {
      data = this._header + data;
    } else {
      const header = this._header;
      this.outputData.unshift({ data: header, encoding: 'latin1', callback: null });
      this.outputSize += header.length;
      this._onPendingData(header.length);
    }
    this._headerSent = true;
  }
  return this._writeRaw(data, encoding, callback, byteLength);
};

proto._writeRaw = function _writeRaw(data, encoding, callback, size) {
  const conn = this[kSocket];
  if (conn && conn.destroyed) return false;
  if (typeof encoding === 'function') {
    callback = encoding;
    encoding = null;
  }
  if (conn && conn._httpMessage === this && conn.writable) {
    if (this.outputData.length) this._flushOutput(conn);
    return conn.write(data, encoding, callback);
  }
  // Queued until the message has its socket.
  this.outputData.push({ data, encoding, callback });
  this.outputSize += data.length;
  this._onPendingData(data.length);
  return this.outputSize < this[kHighWaterMark];
};

proto.write = function write(chunk, encoding, callback) {
  if (typeof encoding === 'function') {
    callback = encoding;
    encoding = null;
  }
  const ret = writeImpl(this, chunk, encoding, callback, false);
  if (!ret) this[kNeedDrain] = true;
  return ret;
};

function onError(msg, err, callback) {
  if (msg.destroyed) return;
  process.nextTick(emitErrorNt, msg, err, callback);
}

function emitErrorNt(msg, err, callback) {
  callback(err);
  if (typeof msg.emit === 'function' && !msg.destroyed) msg.emit('error', err);
}

function strictContentLength(msg) {
  return msg.strictContentLength && msg._contentLength != null && msg._hasBody &&
    !msg._removedContLen && !msg.chunkedEncoding && !msg.hasHeader('transfer-encoding');
}

function writeImpl(msg, chunk, encoding, callback, fromEnd) {
  if (typeof callback !== 'function') callback = nop;
  if (chunk === null) throw new codes.ERR_STREAM_NULL_VALUES();
  if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) {
    throw new codes.ERR_INVALID_ARG_TYPE('chunk', ['string', 'Buffer', 'Uint8Array'], chunk);
  }
  // A write after the end is reported before the length is checked.
  let err;
  if (msg.finished) err = new codes.ERR_STREAM_WRITE_AFTER_END();
  else if (msg.destroyed) err = new codes.ERR_STREAM_DESTROYED('write');
  if (err) {
    if (!msg.destroyed) onError(msg, err, callback);
    else process.nextTick(callback, err);
    return false;
  }
  let len;
  if (msg.strictContentLength) {
    len ??= typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength;
    if (strictContentLength(msg) &&
        (fromEnd ? msg[kBytesWritten] + len !== msg._contentLength :
          msg[kBytesWritten] + len > msg._contentLength)) {
      throw new codes.ERR_HTTP_CONTENT_LENGTH_MISMATCH(len + msg[kBytesWritten], msg._contentLength);
    }
    msg[kBytesWritten] += len;
  }

  if (!msg._header) {
    if (fromEnd) {
      len ??= typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength;
      msg._contentLength = len;
    }
    msg._implicitHeader();
  }

  if (!msg._hasBody) {
    if (msg[kRejectNonStandardBodyWrites]) throw new codes.ERR_HTTP_BODY_NOT_ALLOWED();
    process.nextTick(callback);
    return true;
  }

  // A chunk's size line needs the encoding now, so an unknown one throws here.
  if (msg.chunkedEncoding && typeof chunk === 'string' && encoding &&
      !Buffer.isEncoding(encoding)) {
    throw new codes.ERR_UNKNOWN_ENCODING(encoding);
  }

  if (!fromEnd && msg.socket && !msg.socket.writableCorked) {
    msg.cork();
    process.nextTick(connectionCorkNT, msg);
  }

  let ret;
  if (msg.chunkedEncoding && chunk.length !== 0) {
    len ??= typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength;
    if (msg[kCorked]) {
      if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) {
        chunk = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      }
      msg[kChunkedBuffer].push(chunk, encoding, callback);
      msg[kChunkedLength] += len;
      ret = msg.writableLength < msg.writableHighWaterMark;
    } else {
      msg._send(len.toString(16), 'latin1', null);
      msg._send(crlfBuf, null, null);
      msg._send(chunk, encoding, null, len);
      ret = msg._send(crlfBuf, null, callback);
    }
  } else if (msg.chunkedEncoding && msg[kCorked] && msg[kChunkedBuffer].length !== 0) {
    // An empty write keeps its place (and its callback) among the buffered chunks.
    msg[kChunkedBuffer].push(chunk, encoding, callback);
    ret = msg.writableLength < msg.writableHighWaterMark;
  } else {
    ret = msg._send(chunk, encoding, callback, len);
  }
  return ret;
}

function connectionCorkNT(msg) {
  if (msg[kCorked]) msg.uncork();
}

// end() callbacks are answered as a Writable's: null just before 'finish', or the error
// that kept the message from being flushed.
function runEndCallbacks(msg, err) {
  const callbacks = msg[kEndCallbacks];
  if (callbacks === null) return;
  msg[kEndCallbacks] = null;
  for (let i = 0; i < callbacks.length; i++) callbacks[i](err);
}

function queueEndCallback(msg, callback) {
  if (msg[kWritableFinished]) {
    callback(new codes.ERR_STREAM_ALREADY_FINISHED('end'));
  } else if (msg[kFlushError] !== null) {
    process.nextTick(callback, msg[kFlushError]);
  } else {
    (msg[kEndCallbacks] ??= []).push(callback);
  }
}

function onFinish(outmsg, err) {
  const socket = outmsg[kSocket];
  if (err || outmsg[kErrored] || socket?.errored || socket?._hadError) {
    outmsg[kFlushError] = err || outmsg[kErrored] || socket?.errored ||
      new codes.ERR_STREAM_DESTROYED('end');
    runEndCallbacks(outmsg, outmsg[kFlushError]);
    return;
  }
  outmsg[kWritableFinished] = true;
  runEndCallbacks(outmsg, null);
  outmsg.emit('finish');
}

proto.end = function end(chunk, encoding, callback) {
  if (typeof chunk === 'function') {
    callback = chunk;
    chunk = null;
    encoding = null;
  } else if (typeof encoding === 'function') {
    callback = encoding;
    encoding = null;
  }

  if (chunk) {
    if (this.finished) {
      onError(this, new codes.ERR_STREAM_WRITE_AFTER_END(),
              typeof callback !== 'function' ? nop : callback);
      return this;
    }
    if (this[kSocket]) this[kSocket].cork();
    writeImpl(this, chunk, encoding, null, true);
  } else if (this.finished) {
    if (typeof callback === 'function') queueEndCallback(this, callback);
    return this;
  } else if (!this._header) {
    if (this[kSocket]) this[kSocket].cork();
    this._contentLength = 0;
    this._implicitHeader();
  }

  if (typeof callback === 'function') queueEndCallback(this, callback);

  if (strictContentLength(this) && this[kBytesWritten] !== this._contentLength) {
    throw new codes.ERR_HTTP_CONTENT_LENGTH_MISMATCH(this[kBytesWritten], this._contentLength);
  }

  // Chunks still buffered by a cork go out before the last chunk.
  if (this[kChunkedBuffer].length !== 0) {
    this[kSocket]?.cork();
    this[kCorked] = 1;
    this.uncork();
  }

  const finish = onFinish.bind(undefined, this);
  if (this._hasBody && this.chunkedEncoding) {
    this._send('0\r\n' + this._trailer + '\r\n', 'latin1', finish);
  } else if (!this._headerSent || this.writableLength || chunk) {
    this._send('', 'latin1', finish);
  } else {
    process.nextTick(finish);
  }

  if (this[kSocket]) {
    this[kSocket]._writableState.corked = 1;
    this[kSocket].uncork();
  }
  this[kCorked] = 1;
  this.uncork();

  this.finished = true;

  // With the whole message handed to the socket, the server or client can move on.
  if (this.outputData.length === 0 && this[kSocket] &&
      this[kSocket]._httpMessage === this) {
    this._finish();
  }
  return this;
};

proto._finish = function _finish() {
  this.emit('prefinish');
};

// Called when the message's socket is assigned: write out everything queued.
proto._flush = function _flush() {
  const socket = this[kSocket];
  if (socket && socket.writable) {
    const ret = this._flushOutput(socket);
    if (this.finished) {
      this._finish();
    } else if (ret && this[kNeedDrain]) {
      this[kNeedDrain] = false;
      this.emit('drain');
    }
  }
};

proto._flushOutput = function _flushOutput(socket) {
  const outputLength = this.outputData.length;
  if (outputLength <= 0) return undefined;
  const outputData = this.outputData;
  socket.cork();
  let ret;
  for (let i = 0; i < outputLength; i++) {
    const { data, encoding, callback } = outputData[i];
    outputData[i].data = null;
    ret = socket.write(data, encoding, callback);
  }
  socket.uncork();
  this.outputData = [];
  this._onPendingData(-this.outputSize);
  this.outputSize = 0;
  return ret;
};

// A rejected listener (with captureRejections on) destroys the message with the error, which
// reaches the socket and from there the other side.
proto[require('events').captureRejectionSymbol] = function(err, event) {
  this.destroy(err);
};

proto.flushHeaders = function flushHeaders() {
  if (!this._header) this._implicitHeader();
  this._send('');
};

module.exports = {
  kHighWaterMark,
  kUniqueHeaders,
  parseUniqueHeadersOption,
  validateHeaderName,
  validateHeaderValue,
  OutgoingMessage,
};
