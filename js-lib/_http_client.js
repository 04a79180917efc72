// `_http_client`: ClientRequest, the client side of HTTP/1.1: request options and URL
// handling with Node's validation, the request head, sockets from an Agent (or
// createConnection), response parsing into an IncomingMessage, 1xx/'information', upgrades
// and CONNECT, keep-alive sockets going back to the agent, timeouts, abort and destroy.
'use strict';

const net = require('net');
// internal/url and internal/errors load on the first request that needs them: a program
// that only requires http (or a package that does) does not parse them at start-up.
const { codes, lazyErrors } = require('internal/errors_lazy');
const { validateInteger, validateBoolean } = require('internal/validators');
const { OutgoingMessage, kUniqueHeaders, parseUniqueHeadersOption } = require('_http_outgoing');
const {
  parsers, freeParser, HTTPParser, isLenient, prepareError, _checkIsHttpToken: checkIsHttpToken,
} = require('_http_common');
const { debug, kOutHeaders, kNeedDrain, perfStart, perfEnd } = require('internal/http');
const { Buffer } = require('buffer');
const eos = require('internal/streams/end-of-stream');

const INVALID_PATH_REGEX = /[^\u0021-\u00ff]/;
const kError = Symbol('kError');
const kPath = Symbol('kPath');
const kKeptAlive = Symbol('kKeptAlive');
const kPerfStart = Symbol('kPerfStart');
const kEmptyObject = Object.freeze({ __proto__: null });

function validateHost(host, name) {
  if (host !== null && host !== undefined && typeof host !== 'string') {
    throw new codes.ERR_INVALID_ARG_TYPE(`options.${name}`, ['string', 'undefined', 'null'], host);
  }
  return host;
}

function ClientRequest(input, options, cb) {
  OutgoingMessage.call(this);

  const url = require('internal/url');
  if (typeof input === 'string') {
    const urlStr = input;
    input = url.urlToHttpOptions(new url.URL(urlStr));
  } else if (url.isURL(input)) {
    input = url.urlToHttpOptions(input);
  } else {
    cb = options;
    options = input;
    input = null;
  }

  if (typeof options === 'function') {
    cb = options;
    options = input || kEmptyObject;
  } else {
    options = Object.assign(input || {}, options);
  }
  const { kFetchRequest } = dcBuiltin();
  if (options[kFetchRequest] === true) this[kFetchRequest] = true;

  let agent = options.agent;
  const defaultAgent = options._defaultAgent || require('_http_agent').globalAgent;
  if (agent === false) {
    const Agent = defaultAgent.constructor;
    agent = new Agent();
  } else if (agent === null || agent === undefined) {
    if (typeof options.createConnection !== 'function') agent = defaultAgent;
    // Explicitly pass through this statement as agent will not be used when createConnection
    // is provided.
    options._defaultAgent = defaultAgent;
  } else if (typeof agent.addRequest !== 'function') {
    throw new codes.ERR_INVALID_ARG_TYPE('options.agent', ['Agent-like Object', 'undefined', 'false'],
                                   agent);
  }
  this.agent = agent;

  const protocol = options.protocol || defaultAgent.protocol;
  let expectedProtocol = defaultAgent.protocol;
  if (this.agent?.protocol) expectedProtocol = this.agent.protocol;

  if (options.path) {
    const path = String(options.path);
    if (INVALID_PATH_REGEX.test(path)) throw new codes.ERR_UNESCAPED_CHARACTERS('Request path');
  }
  if (protocol !== expectedProtocol) throw new codes.ERR_INVALID_PROTOCOL(protocol, expectedProtocol);

  const defaultPort = options.defaultPort || (this.agent?.defaultPort);
  const optsWithoutSignal = { __proto__: null, ...options };
  const port = optsWithoutSignal.port = options.port || defaultPort || 80;
  const host = optsWithoutSignal.host = validateHost(options.hostname, 'hostname') ||
    validateHost(options.host, 'host') || 'localhost';
  // setDefaultHeaders: false sends only the headers the caller gave (Host too, unless
  // setHost asks for it).
  const setDefaultHeaders = options.setDefaultHeaders !== false;
  const setHost = options.setHost === undefined ? setDefaultHeaders : Boolean(options.setHost);
  if (!setDefaultHeaders) {
    this._removedConnection = true;
    this._removedContLen = true;
    this._removedTE = true;
  }
  this.socketPath = options.socketPath;
  if (options.timeout !== undefined) this.timeout = getTimerDuration(options.timeout, 'timeout');

  const signal = options.signal;
  if (signal) {
    const { addAbortSignal } = require('stream');
    addAbortSignal(signal, this);
    delete optsWithoutSignal.signal;
  }

  let method = options.method;
  const methodIsString = typeof method === 'string';
  if (method !== null && method !== undefined && !methodIsString) {
    throw new codes.ERR_INVALID_ARG_TYPE('options.method', 'string', method);
  }
  if (methodIsString && method) {
    if (!checkIsHttpToken(method)) throw new codes.ERR_INVALID_HTTP_TOKEN('Method', method);
    // fetch() normalizes the methods the Fetch standard names and sends any other as given.
    method = this.method = this[kFetchRequest] === true ? method : method.toUpperCase();
  } else {
    method = this.method = 'GET';
  }

  const maxHeaderSize = options.maxHeaderSize;
  if (maxHeaderSize !== undefined) validateInteger(maxHeaderSize, 'maxHeaderSize', 0);
  this.maxHeaderSize = maxHeaderSize;

  const insecureHTTPParser = options.insecureHTTPParser;
  if (insecureHTTPParser !== undefined) {
    validateBoolean(insecureHTTPParser, 'options.insecureHTTPParser');
  }
  this.insecureHTTPParser = insecureHTTPParser;

  if (options.joinDuplicateHeaders !== undefined) {
    validateBoolean(options.joinDuplicateHeaders, 'options.joinDuplicateHeaders');
  }
  this.joinDuplicateHeaders = options.joinDuplicateHeaders;

  this.path = options.path || '/';
  if (cb) this.once('response', cb);

  if (method === 'GET' || method === 'HEAD' || method === 'DELETE' || method === 'OPTIONS' ||
      method === 'TRACE' || method === 'CONNECT') {
    this.useChunkedEncodingByDefault = false;
  } else {
    this.useChunkedEncodingByDefault = true;
  }

  this._ended = false;
  this.res = null;
  this.aborted = false;
  this.timeoutCb = null;
  this.upgradeOrConnect = false;
  this.parser = null;
  this.maxHeadersCount = null;
  this.reusedSocket = false;
  this.host = host;
  this.protocol = protocol;
  this[kPerfStart] = perfStart();

  if (this.agent) {
    // A keep-alive agent keeps the connection; one without closes it after the response.
    if (!this.agent.keepAlive && !Number.isFinite(this.agent.maxSockets)) {
      this._last = true;
      this.shouldKeepAlive = false;
    } else {
      this._last = false;
      this.shouldKeepAlive = true;
    }
  }

  this[kUniqueHeaders] = parseUniqueHeadersOption(options.uniqueHeaders);

  const headersArray = Array.isArray(options.headers);
  if (!headersArray) {
    if (options.headers) {
      const keys = Object.keys(options.headers);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        this.setHeader(key, options.headers[key]);
      }
    }

    if (host && !this.getHeader('host') && setHost) {
      let hostHeader = host;
      // Bracket IPv6 literals.
      const posColon = hostHeader.indexOf(':');
      if (posColon !== -1 && hostHeader.includes(':', posColon + 1) &&
          hostHeader.charCodeAt(0) !== 91) {
        hostHeader = `[${hostHeader}]`;
      }
      if (port && +port !== defaultPort) hostHeader += ':' + port;
      this.setHeader('Host', hostHeader);
    }

    if (options.auth && !this.getHeader('Authorization')) {
      this.setHeader('Authorization', 'Basic ' + Buffer.from(options.auth).toString('base64'));
    }

    if (this.getHeader('expect')) {
      if (this._header) throw new codes.ERR_HTTP_HEADERS_SENT('render');
      this._storeHeader(`${this.method} ${this.path} HTTP/1.1\r\n`, this[kOutHeaders]);
    }
  } else {
    this._storeHeader(`${this.method} ${this.path} HTTP/1.1\r\n`, options.headers);
  }

  // initiate connection
  if (this.agent) {
    this.agent.addRequest(this, optsWithoutSignal);
  } else {
    this._last = true;
    this.shouldKeepAlive = false;
    let opts = optsWithoutSignal;
    if (opts.path || opts.socketPath) {
      opts = { ...optsWithoutSignal };
      if (opts.socketPath) opts.path = opts.socketPath;
      else if (opts.path) opts.path = undefined;
    }
    if (typeof opts.createConnection === 'function') {
      const oncreate = (err, socket) => {
        if (called) return;
        called = true;
        if (err) {
          process.nextTick(() => emitRequestError(this, err));
          return;
        }
        this.onSocket(socket);
      };
      let called = false;
      let newSocket;
      try {
        newSocket = opts.createConnection(opts, oncreate);
      } catch (err) {
        oncreate(err);
      }
      if (newSocket) oncreate(null, newSocket);
    } else {
      this.onSocket(net.createConnection(opts));
    }
  }
  // After the connection has begun, as in Node: a subscriber sees net.client.socket first.
  publishClient(this, 'http.client.request.created', () => ({ request: this }));
}
Object.setPrototypeOf(ClientRequest.prototype, OutgoingMessage.prototype);
Object.setPrototypeOf(ClientRequest, OutgoingMessage);

function getTimerDuration(msecs, name) {
  const { validateNumber } = require('internal/validators');
  validateNumber(msecs, name);
  if (msecs < 0 || !Number.isFinite(msecs)) {
    throw new codes.ERR_OUT_OF_RANGE(name, 'a non-negative finite number', msecs);
  }
  return Math.trunc(msecs);
}

// The path is checked on every assignment, not only in the constructor: a path changed
// later goes into the head as it is, so CR, LF or NUL there would split the request.
Object.defineProperty(ClientRequest.prototype, 'path', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() { return this[kPath]; },
  set(value) {
    const path = String(value);
    if (INVALID_PATH_REGEX.test(path)) throw new codes.ERR_UNESCAPED_CHARACTERS('Request path');
    this[kPath] = path;
  },
});

ClientRequest.prototype._finish = function _finish() {
  publishClient(this, 'http.client.request.start', () => ({ request: this }));
  OutgoingMessage.prototype._finish.call(this);
};

function dcBuiltin() {
  return require('internal/diagnostics_channel/builtin');
}

// fetch's requests publish undici's channels instead (internal/diagnostics_channel/undici).
function publishClient(req, name, makeData) {
  const builtin = dcBuiltin();
  if (req[builtin.kFetchRequest] !== true) builtin.publish(name, makeData);
}

// Every 'error' of a request goes out here, so http.client.request.error sees each.
function emitRequestError(req, err) {
  publishClient(req, 'http.client.request.error', () => ({ request: req, error: err }));
  req.emit('error', err);
}

ClientRequest.prototype._implicitHeader = function _implicitHeader() {
  if (this._header) throw new codes.ERR_HTTP_HEADERS_SENT('render');
  this._storeHeader(`${this.method} ${this.path} HTTP/1.1\r\n`, this[kOutHeaders]);
};

ClientRequest.prototype.abort = function abort() {
  if (this.aborted) return;
  this.aborted = true;
  process.nextTick(emitAbortNT, this);
  this.destroy();
};

ClientRequest.prototype.destroy = function destroy(err) {
  if (this.destroyed) return this;
  this.destroyed = true;
  // The response (if any) is cut short too.
  if (this.res) this.res._dump();
  this[kError] = err;
  this.socket?.destroy(err);
  return this;
};

function emitAbortNT(req) {
  req.emit('abort');
}

function ondrain() {
  const msg = this._httpMessage;
  if (msg && !msg.finished && msg[kNeedDrain]) {
    msg[kNeedDrain] = false;
    msg.emit('drain');
  }
}

function socketCloseListener() {
  const socket = this;
  const req = socket._httpMessage;
  debug('HTTP socket close');
  const parser = socket.parser;
  const res = req.res;
  req.destroyed = true;
  if (res) {
    // The socket went away mid-response: the response is aborted.
    if (!res.complete) res.destroy(new (lazyErrors().ConnResetException)('aborted'));
    req._closed = true;
    req.emit('close');
    if (!res.aborted && res.readable) {
      res.push(null);
    }
  } else {
    if (!req.socket._hadError) {
      // No response and no error yet: the server hung up.
      req.socket._hadError = true;
      emitRequestError(req, new (lazyErrors().ConnResetException)('socket hang up'));
    }
    req._closed = true;
    req.emit('close');
  }
  // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
  if (req.outputData) req.outputData['length'] = 0;
  if (parser) {
    parser.finish();
    freeParser(parser, req, socket);
  }
}

function socketErrorListener(err) {
  const socket = this;
  const req = socket._httpMessage;
  debug('SOCKET ERROR:', err.message, err.stack);
  if (req) {
    // req.socket is not set yet when the error comes before the request ticks onto it.
    socket._hadError = true;
    emitRequestError(req, err);
  }
  const parser = socket.parser;
  if (parser) {
    parser.finish();
    freeParser(parser, req, socket);
  }
  socket.removeListener('data', socketOnData);
  socket.removeListener('end', socketOnEnd);
  socket.destroy();
}

function socketOnEnd() {
  const socket = this;
  const req = this._httpMessage;
  const parser = this.parser;
  if (!req.res && !req.socket._hadError) {
    req.socket._hadError = true;
    emitRequestError(req, new (lazyErrors().ConnResetException)('socket hang up'));
  }
  if (parser) {
    parser.finish();
    freeParser(parser, req, socket);
  }
  socket.destroy();
}

function socketOnData(d) {
  const socket = this;
  const req = this._httpMessage;
  const parser = this.parser;
  const ret = parser.execute(d);
  if (ret instanceof Error) {
    prepareError(ret, parser, d);
    freeParser(parser, req, socket);
    socket.removeListener('data', socketOnData);
    socket.removeListener('end', socketOnEnd);
    socket.destroy();
    req.socket._hadError = true;
    emitRequestError(req, ret);
  } else if (parser.incoming && parser.incoming.upgrade) {
    // Upgrade (if status code 101) or CONNECT
    const bytesParsed = ret;
    const res = parser.incoming;
    req.res = res;
    socket.removeListener('data', socketOnData);
    socket.removeListener('end', socketOnEnd);
    socket.removeListener('drain', ondrain);
    if (req.timeoutCb) socket.removeListener('timeout', req.timeoutCb);
    socket.removeListener('timeout', responseOnTimeout);
    parser.finish();
    freeParser(parser, req, socket);
    const bodyHead = d.subarray(bytesParsed, d.length);
    const eventName = req.method === 'CONNECT' ? 'connect' : 'upgrade';
    if (req.listenerCount(eventName) > 0) {
      req.upgradeOrConnect = true;
      socket.emit('agentRemove');
      socket.removeListener('close', socketCloseListener);
      socket.removeListener('error', socketErrorListener);
      socket._httpMessage = null;
      socket.readableFlowing = null;
      req.emit(eventName, res, socket, bodyHead);
      req.destroyed = true;
      req._closed = true;
      req.emit('close');
    } else {
      socket.destroy();
    }
  } else if (parser.incoming && parser.incoming.complete &&
             !isInformational(parser.incoming.statusCode)) {
    // The response is in: the parser goes back to the pool now rather than when the
    // socket closes (a 1xx is followed by the real response on the same parser).
    socket.removeListener('data', socketOnData);
    socket.removeListener('end', socketOnEnd);
    socket.removeListener('drain', ondrain);
    freeParser(parser, req, socket);
  }
}

function isInformational(status) {
  return status >= 100 && status < 200 && status !== 101;
}

// The response's head is in.
function parserOnIncomingClient(res, shouldKeepAlive) {
  const socket = this.socket;
  const req = socket._httpMessage;
  if (req.res) {
    // A second response to one request: the server is confused.
    socket.destroy();
    return 0;
  }
  req.res = res;

  if (res.upgrade) return 2;

  const method = req.method;
  if (method === 'CONNECT') {
    res.upgrade = true;
    return 2;
  }

  if (res.statusCode >= 100 && res.statusCode < 200 && res.statusCode !== 101) {
    // An interim response: the real one follows on the same parser.
    req.res = null;
    if (res.statusCode === 100) req.emit('continue');
    req.emit('information', {
      statusCode: res.statusCode,
      statusMessage: res.statusMessage,
      httpVersion: res.httpVersion,
      httpVersionMajor: res.httpVersionMajor,
      httpVersionMinor: res.httpVersionMinor,
      headers: res.headers,
      rawHeaders: res.rawHeaders,
    });
    return 1;
  }

  if (req.shouldKeepAlive && !shouldKeepAlive && !req.upgradeOrConnect) {
    // The server will close: this socket is not going back to the pool.
    req.shouldKeepAlive = false;
  }

  req.res = res;
  res.req = req;
  if (req[kPerfStart] !== undefined) {
    perfEnd('HttpClient', req[kPerfStart], {
      req: { method: req.method, url: `${req.protocol}//${req.host}${req.path}`,
             headers: req.getHeaders() },
      res: { statusCode: res.statusCode, statusMessage: res.statusMessage,
             headers: res.headers },
    });
  }

  if (method === 'HEAD') {
    res.on('end', responseOnEnd);
  } else {
    res.on('end', responseOnEnd);
  }
  req.on('finish', requestOnFinish);
  socket.on('timeout', responseOnTimeout);

  publishClient(req, 'http.client.response.finish', () => ({ request: req, response: res }));
  if (req.aborted || !req.emit('response', res)) res._dump();

  if (method === 'HEAD') return 1;
  if (res.statusCode === 304) {
    res.complete = true;
    return 1;
  }
  return 0;
}

function responseKeepAlive(req) {
  // Both the response's 'end' and the request's 'finish' lead here; a second call would
  // strip the listeners of whichever request has the socket by then.
  if (req[kKeptAlive]) return;
  req[kKeptAlive] = true;
  const socket = req.socket;
  // A request that watched for timeouts leaves the socket with none while it is pooled
  // or handed on.
  if (req.timeoutCb) {
    socket.setTimeout(0, req.timeoutCb);
    req.timeoutCb = null;
  }
  socket.removeListener('data', socketOnData);
  socket.removeListener('timeout', responseOnTimeout);
  socket.removeListener('error', socketErrorListener);
  socket.removeListener('close', socketCloseListener);
  socket.removeListener('end', socketOnEnd);
  socket.removeListener('drain', ondrain);
  // Until the agent takes the socket back (emitFreeNT) it has no 'error' listener of its
  // own: the agent's 'free' handler installs the one that Agent#addRequest removes again.
  const parser = socket.parser;
  if (parser) freeParser(parser, req, socket);
  // The socket goes back to the agent once user 'end' handlers have run.
  process.nextTick(emitFreeNT, req);
  req.destroyed = true;
  // Destroying the response later must not destroy the pooled socket.
  if (req.res) req.res.socket = null;
}

function emitFreeNT(req) {
  req._closed = true;
  req.emit('close');
  if (req.socket) req.socket.emit('free');
}

function responseOnEnd() {
  const req = this.req;
  const socket = req.socket;
  if (socket) {
    if (req.timeoutCb) socket.removeListener('timeout', emitRequestTimeout);
    socket.removeListener('timeout', responseOnTimeout);
  }
  req._ended = true;
  if (!req.shouldKeepAlive) {
    if (socket && socket.writable) {
      if (typeof socket.destroySoon === 'function') socket.destroySoon();
      else socket.end();
    }
  } else if (req.writableFinished && !this.aborted) {
    responseKeepAlive(req);
  }
}

function responseOnTimeout() {
  const req = this._httpMessage;
  if (!req) return;
  const res = req.res;
  if (!res) return;
  res.emit('timeout');
}

function requestOnFinish() {
  const req = this;
  if (req.shouldKeepAlive && req._ended) responseKeepAlive(req);
}

function emitRequestTimeout() {
  const req = this._httpMessage;
  if (req) req.emit('timeout');
}

function tickOnSocket(req, socket) {
  const parser = parsers.alloc();
  req.socket = socket;
  const lenient = req.insecureHTTPParser === undefined ? isLenient() : req.insecureHTTPParser;
  parser.initialize(HTTPParser.RESPONSE, null, req.maxHeaderSize || 0, lenient ? 1023 : 0);
  parser.socket = socket;
  parser.outgoing = req;
  req.parser = parser;
  socket.parser = parser;
  socket._httpMessage = req;
  if (typeof req.maxHeadersCount === 'number') parser.maxHeaderPairs = req.maxHeadersCount << 1;
  parser.joinDuplicateHeaders = req.joinDuplicateHeaders;
  parser.onIncoming = parserOnIncomingClient;
  socket.on('data', socketOnData);
  socket.on('end', socketOnEnd);
  socket.on('close', socketCloseListener);
  socket.on('drain', ondrain);

  if (req.timeout !== undefined ||
      (req.agent && req.agent.options && req.agent.options.timeout)) {
    listenSocketTimeout(req);
  }
  req.emit('socket', socket);
}

function listenSocketTimeout(req) {
  if (req.timeoutCb) return;
  req.timeoutCb = emitRequestTimeout;
  if (req.socket) {
    req.socket.once('timeout', emitRequestTimeout);
  } else {
    req.on('socket', (socket) => socket.once('timeout', emitRequestTimeout));
  }
}

// A request destroyed before it had a socket ends with 'close', after 'error' with the
// destroy error or, unless it was aborted, "socket hang up".
function destroyBeforeSocket(req, err, socket) {
  if (!req.aborted && !err) err = new (lazyErrors().ConnResetException)('socket hang up');
  // The socket's own error listener may have reported it already.
  if (err && !socket?._hadError) emitRequestError(req, err);
  req._closed = true;
  req.emit('close');
}

function onSocketNT(req, socket, err) {
  if (req.destroyed || err) {
    req.destroyed = true;
    if (socket) {
      if (!err && req.agent && !socket.destroyed) {
        socket.emit('free');
        socket.removeListener('error', socketErrorListener);
      } else {
        // The request's end waits for the socket's.
        eos(socket.destroy(err || req[kError]), (er) => {
          if (er?.code === 'ERR_STREAM_PREMATURE_CLOSE') er = null;
          destroyBeforeSocket(req, er || err, socket);
        });
        return;
      }
    }
    destroyBeforeSocket(req, err || req[kError]);
    return;
  }
  tickOnSocket(req, socket);
  req._flush();
}

ClientRequest.prototype.onSocket = function onSocket(socket, err) {
  // Node 26 listens at once: a socket can fail (a bad path, a blocked address) in a tick
  // that runs before onSocketNT, and that error belongs to the request.
  if (socket && !err) {
    socket._httpMessage = this;
    socket.on('error', socketErrorListener);
  }
  process.nextTick(onSocketNT, this, socket, err);
};

ClientRequest.prototype._deferToConnect = function _deferToConnect(method, args) {
  const callSocketMethod = () => {
    if (method) Reflect.apply(this.socket[method], this.socket, args);
  };
  const onSocket = () => {
    if (this.socket.connecting) this.socket.once('connect', callSocketMethod);
    else callSocketMethod();
  };
  if (!this.socket) this.once('socket', onSocket);
  else onSocket();
};

ClientRequest.prototype.setTimeout = function setTimeout(msecs, callback) {
  if (this._ended) return this;
  listenSocketTimeout(this);
  msecs = getTimerDuration(msecs, 'msecs');
  if (callback) this.once('timeout', callback);
  if (this.socket) setSocketTimeout(this.socket, msecs);
  else this.once('socket', (sock) => setSocketTimeout(sock, msecs));
  return this;
};

// A socket still connecting keeps the connect timeout it was made with (the `timeout`
// option) until it connects; the request's own timeout takes over from then.
function setSocketTimeout(sock, msecs) {
  if (sock.connecting) sock.once('connect', () => sock.setTimeout(msecs));
  else sock.setTimeout(msecs);
}

ClientRequest.prototype.setNoDelay = function setNoDelay(noDelay) {
  this._deferToConnect('setNoDelay', [noDelay]);
};

ClientRequest.prototype.setSocketKeepAlive = function setSocketKeepAlive(enable, initialDelay) {
  this._deferToConnect('setKeepAlive', [enable, initialDelay]);
};

ClientRequest.prototype.clearTimeout = function clearTimeout(cb) {
  this.setTimeout(0, cb);
};

module.exports = { ClientRequest };
