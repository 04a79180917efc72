// `_http_outgoing`: OutgoingMessage, the base of ServerResponse and ClientRequest, and the
// header-name/value validators. Header bookkeeping (set/append/get/has/remove, raw names,
// trailers, corking, the writable* state getters) works as in Node 26.10. Everything that
// serialises the message onto a connection (write, end, flushHeaders and the _send/_write*
// helpers) needs the socket machinery minirt does not have yet and throws
// ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

const Stream = require('stream');
const {
  codes: {
    ERR_HTTP_HEADERS_SENT,
    ERR_HTTP_INVALID_HEADER_VALUE,
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_CHAR,
    ERR_INVALID_HTTP_TOKEN,
    ERR_METHOD_NOT_IMPLEMENTED,
    ERR_STREAM_CANNOT_PIPE,
  },
} = require('internal/errors');
const { validateString } = require('internal/validators');
const {
  _checkIsHttpToken: checkIsHttpToken,
  _checkInvalidHeaderChar: checkInvalidHeaderChar,
} = require('_http_common');

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
    throw new ERR_INVALID_HTTP_TOKEN(label || 'Header name', name);
  }
}

function validateHeaderValue(name, value, lenient) {
  if (value === undefined) throw new ERR_HTTP_INVALID_HEADER_VALUE(value, name);
  if (checkInvalidHeaderChar(value, lenient)) throw new ERR_INVALID_CHAR('header content', name);
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
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('render');
  const headers = {};
  const out = this[kOutHeaders];
  if (out !== null) {
    for (const key of Object.keys(out)) headers[out[key][0]] = out[key][1];
  }
  return headers;
};

proto.cork = function cork() {
  if (this[kSocket]) this[kSocket].cork();
  else this[kCorked]++;
};

proto.uncork = function uncork() {
  if (this[kSocket]) this[kSocket].uncork();
  else if (this[kCorked]) this[kCorked]--;
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
  if (value === undefined) throw new ERR_HTTP_INVALID_HEADER_VALUE(value, name);
  if (checkInvalidHeaderChar(value, msg._isLenientHeaderValidation())) {
    throw new ERR_INVALID_CHAR('header content', name);
  }
}

proto.setHeader = function setHeader(name, value) {
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('set');
  validateHeaderName(name);
  checkHeaderValue(this, name, value);
  let headers = this[kOutHeaders];
  if (headers === null) this[kOutHeaders] = headers = { __proto__: null };
  headers[name.toLowerCase()] = [name, value];
  return this;
};

proto.setHeaders = function setHeaders(headers) {
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('set');
  if (!headers || Array.isArray(headers) || typeof headers.keys !== 'function' ||
      typeof headers.get !== 'function') {
    throw new ERR_INVALID_ARG_TYPE('headers', ['Headers', 'Map'], headers);
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
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('append');
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
  if (this._header) throw new ERR_HTTP_HEADERS_SENT('remove');
  const key = name.toLowerCase();
  // Removing these switches off the header the message would otherwise add itself.
  if (key === 'connection') this._removedConnection = true;
  else if (key === 'content-length') this._removedContLen = true;
  else if (key === 'transfer-encoding') this._removedTE = true;
  else if (key === 'date') this.sendDate = false;
  if (this[kOutHeaders] !== null) delete this[kOutHeaders][key];
};

proto._implicitHeader = function _implicitHeader() {
  throw new ERR_METHOD_NOT_IMPLEMENTED('_implicitHeader()');
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
        if (checkInvalidHeaderChar(value[j])) throw new ERR_INVALID_CHAR('trailer content', field);
        this._trailer += `${field}: ${value[j]}\r\n`;
      }
    } else {
      if (Array.isArray(value)) value = value.join('; ');
      if (checkInvalidHeaderChar(value)) throw new ERR_INVALID_CHAR('trailer content', field);
      this._trailer += `${field}: ${value}\r\n`;
    }
  }
};

proto.pipe = function pipe() {
  // An OutgoingMessage is writable only.
  this.emit('error', new ERR_STREAM_CANNOT_PIPE());
};

// Putting the message on the wire needs a connection.
for (const name of ['_send', '_writeRaw', '_storeHeader', 'write', 'end', '_finish', '_flush',
  '_flushOutput', 'flushHeaders']) {
  proto[name] = {
    [name]() {
      throw new ERR_METHOD_NOT_IMPLEMENTED(`OutgoingMessage.prototype.${name}()`);
    },
  }[name];
}

module.exports = {
  kHighWaterMark,
  kUniqueHeaders,
  parseUniqueHeadersOption,
  validateHeaderName,
  validateHeaderValue,
  OutgoingMessage,
};
