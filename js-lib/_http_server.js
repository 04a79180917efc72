// `_http_server`: STATUS_CODES, ServerResponse and the HTTP Server. A Server can be made,
// configured (storeHTTPOptions validates and stores every option as Node does), closed and
// listen on net.Server; each connection gets a parser, its requests become IncomingMessages
// answered by ServerResponses in order (pipelining), with keep-alive timeouts, upgrades and
// CONNECT, 'checkContinue'/'checkExpectation', 'clientError' and connection tracking for
// closeIdleConnections/closeAllConnections and the request/headers timeouts. While `net`
// has no real Server class, http.Server sits directly on EventEmitter with the
// never-listening parts of net.Server; once it has one, http.Server builds on it instead.
'use strict';

const EventEmitter = require('events');
const net = require('net');
// internal/errors loads with the first error thrown (most programs never see one).
const { codes, lazyErrors } = require('internal/errors_lazy');
const {
  validateBoolean, validateFunction, validateInteger, validateLinkHeaderValue, validateObject,
  validateOneOf,
} = require('internal/validators');
const {
  kIncomingMessage, parsers, freeParser, HTTPParser, calculateLenientFlags, prepareError,
  continueExpression, _checkInvalidHeaderChar: checkInvalidHeaderChar,
} = require('_http_common');
const {
  debug, kOutHeaders, kNeedDrain, notImplemented, perfStart, perfEnd,
} = require('internal/http');
const { ConnectionsList } = require('internal/http_parser');
const { IncomingMessage } = require('_http_incoming');
const {
  OutgoingMessage, kUniqueHeaders, parseUniqueHeadersOption, validateHeaderName,
  validateHeaderValue,
} = require('_http_outgoing');
const { chunkExpression } = require('_http_common');

const STATUS_CODES = {
  100: 'Continue',
  101: 'Switching Protocols',
  102: 'Processing',
  103: 'Early Hints',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  205: 'Reset Content',
  206: 'Partial Content',
  207: 'Multi-Status',
  208: 'Already Reported',
  226: 'IM Used',
  300: 'Multiple Choices',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  305: 'Use Proxy',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  418: 'I\'m a Teapot',
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  509: 'Bandwidth Limit Exceeded',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

const kServerResponse = Symbol('ServerResponse');
const kPerfStart = Symbol('kPerfStart');
const kConnectionsCheckingInterval = Symbol('http.server.connectionsCheckingInterval');
const kConnections = Symbol('http.server.connections');
const kOptimizeEmptyRequests = Symbol('OptimizeEmptyRequestsOption');
const kEmptyObject = Object.freeze({ __proto__: null });

function ServerResponse(req, options) {
  OutgoingMessage.call(this, options);
  if (req.method === 'HEAD') this._hasBody = false;
  this.req = req;
  this.sendDate = true;
  this._sent100 = false;
  this._expect_continue = false;
  // HTTP/1.0 clients get no keep-alive, and chunking only when they asked for it.
  if (req.httpVersionMajor < 1 || req.httpVersionMinor < 1) {
    this.useChunkedEncodingByDefault = chunkExpression.test(req.headers.te);
    this.shouldKeepAlive = false;
  }
  dcBuiltin().publish('http.server.response.created', () => ({ request: req, response: this }));
}
Object.setPrototypeOf(ServerResponse.prototype, OutgoingMessage.prototype);

function dcBuiltin() {
  return require('internal/diagnostics_channel/builtin');
}
Object.setPrototypeOf(ServerResponse, OutgoingMessage);

ServerResponse.prototype.statusCode = 200;
ServerResponse.prototype.statusMessage = undefined;

ServerResponse.prototype._finish = function _finish() {
  OutgoingMessage.prototype._finish.call(this);
};

function onServerResponseClose() {
  // The socket closed under the response: it is done ('close'), however far it got.
  const msg = this._httpMessage;
  if (msg) emitCloseNT(msg);
}

ServerResponse.prototype.assignSocket = function assignSocket(socket) {
  if (socket._httpMessage) throw new codes.ERR_HTTP_SOCKET_ASSIGNED();
  socket._httpMessage = this;
  socket.on('close', onServerResponseClose);
  this.socket = socket;
  this.emit('socket', socket);
  this._flush();
};

ServerResponse.prototype.detachSocket = function detachSocket(socket) {
  socket.removeListener('close', onServerResponseClose);
  socket._httpMessage = null;
  this.socket = null;
};

ServerResponse.prototype.writeContinue = function writeContinue(cb) {
  this.writeInformation(100, null, cb);
  this._sent100 = true;
};

ServerResponse.prototype.writeProcessing = function writeProcessing(cb) {
  this.writeInformation(102, null, cb);
};

ServerResponse.prototype.writeEarlyHints = function writeEarlyHints(hints, cb) {
  validateObject(hints, 'hints');
  if (hints.link === null || hints.link === undefined) return;
  // An empty list of links sends nothing: a 103 without Link carries no hint.
  const link = validateLinkHeaderValue(hints.link);
  if (link.length === 0) return;
  if (checkInvalidHeaderChar(link)) throw new codes.ERR_INVALID_CHAR('header content', 'Link');
  const headers = { __proto__: null, Link: link };
  for (const key of Object.keys(hints)) {
    if (key !== 'link') headers[key] = hints[key];
  }
  this.writeInformation(103, headers, cb);
};

// One informational head line: checked like any header, so none can smuggle in a CRLF.
function informationHeaderLine(name, value) {
  validateHeaderName(name);
  validateHeaderValue(name, value);
  return `${name}: ${value}\r\n`;
}

// Every 1xx goes out ahead of the final head, so none may follow it.
ServerResponse.prototype.writeInformation = function writeInformation(statusCode, headers, cb) {
  if (this._header) throw new codes.ERR_HTTP_HEADERS_SENT('write');
  validateInteger(statusCode, 'statusCode', 100, 199);
  if (statusCode === 101) throw new codes.ERR_HTTP_INVALID_STATUS_CODE(statusCode);
  let head = `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] || 'unknown'}\r\n`;
  if (headers !== undefined && headers !== null) {
    if (Array.isArray(headers)) {
      if (headers.length && Array.isArray(headers[0])) {
        for (const entry of headers) head += informationHeaderLine(entry[0], entry[1]);
      } else {
        if (headers.length % 2 !== 0) throw new codes.ERR_INVALID_ARG_VALUE('headers', headers);
        for (let i = 0; i < headers.length; i += 2) {
          head += informationHeaderLine(headers[i], headers[i + 1]);
        }
      }
    } else {
      validateObject(headers, 'headers');
      for (const key of Object.keys(headers)) head += informationHeaderLine(key, headers[key]);
    }
  }
  return this._writeRaw(`${head}\r\n`, 'ascii', cb);
};

ServerResponse.prototype._implicitHeader = function _implicitHeader() {
  this.writeHead(this.statusCode);
};

ServerResponse.prototype.writeHead = function writeHead(statusCode, reason, obj) {
  if (this._header) throw new codes.ERR_HTTP_HEADERS_SENT('write');
  const originalStatusCode = statusCode;
  statusCode |= 0;
  if (statusCode < 100 || statusCode > 999) {
    throw new codes.ERR_HTTP_INVALID_STATUS_CODE(originalStatusCode);
  }
  if (typeof reason === 'string') {
    this.statusMessage = reason;
  } else {
    this.statusMessage ||= STATUS_CODES[statusCode] || 'unknown';
    obj ??= reason;
  }
  this.statusCode = statusCode;

  let headers;
  if (this[kOutHeaders]) {
    // The headers set so far, with the ones passed here on top.
    let k;
    if (Array.isArray(obj)) {
      if (obj.length % 2 !== 0) throw new codes.ERR_INVALID_ARG_VALUE('headers', obj);
      // The array replaces same-named headers set before, yet keeps its own duplicates.
      for (let n = 0; n < obj.length; n += 2) this.removeHeader(obj[n]);
      for (let n = 0; n < obj.length; n += 2) {
        k = obj[n];
        if (k) this.appendHeader(k, obj[n + 1]);
      }
    } else if (obj) {
      for (k of Object.keys(obj)) {
        if (k) this.setHeader(k, obj[k]);
      }
    }
    headers = this[kOutHeaders];
  } else {
    headers = obj;
  }

  if (checkInvalidHeaderChar(this.statusMessage)) {
    throw new codes.ERR_INVALID_CHAR('statusMessage');
  }

  const statusLine = `HTTP/1.1 ${statusCode} ${this.statusMessage}\r\n`;
  if (statusCode === 204 || statusCode === 304 || (statusCode >= 100 && statusCode <= 199)) {
    this._hasBody = false;
  }
  // A client that sent Expect: 100-continue and got no 100 cannot keep the connection.
  if (this._expect_continue && !this._sent100) this.shouldKeepAlive = false;

  this._storeHeader(statusLine, headers);
  return this;
};
ServerResponse.prototype.writeHeader = ServerResponse.prototype.writeHead;

ServerResponse.prototype.statusCode = 200;

function storeHTTPOptions(options) {
  this[kIncomingMessage] = options.IncomingMessage || IncomingMessage;
  this[kServerResponse] = options.ServerResponse || ServerResponse;

  const maxHeaderSize = options.maxHeaderSize;
  if (maxHeaderSize !== undefined) validateInteger(maxHeaderSize, 'maxHeaderSize', 0);
  this.maxHeaderSize = maxHeaderSize;

  const optimizeEmptyRequests = options.optimizeEmptyRequests;
  if (optimizeEmptyRequests !== undefined) {
    validateBoolean(optimizeEmptyRequests, 'options.optimizeEmptyRequests');
  }
  this[kOptimizeEmptyRequests] = optimizeEmptyRequests || false;

  const insecureHTTPParser = options.insecureHTTPParser;
  if (insecureHTTPParser !== undefined) {
    validateBoolean(insecureHTTPParser, 'options.insecureHTTPParser');
  }
  this.insecureHTTPParser = insecureHTTPParser;

  const httpValidation = options.httpValidation;
  if (httpValidation !== undefined) {
    validateOneOf(httpValidation, 'options.httpValidation', ['strict', 'relaxed', 'insecure']);
    if (insecureHTTPParser !== undefined) {
      throw new codes.ERR_INVALID_ARG_VALUE('options.httpValidation', httpValidation,
        'cannot be used together with options.insecureHTTPParser');
    }
  }
  this.httpValidation = httpValidation;

  const requestTimeout = options.requestTimeout;
  if (requestTimeout !== undefined) {
    validateInteger(requestTimeout, 'requestTimeout', 0);
    this.requestTimeout = requestTimeout;
  } else {
    this.requestTimeout = 300000;
  }

  const headersTimeout = options.headersTimeout;
  if (headersTimeout !== undefined) {
    validateInteger(headersTimeout, 'headersTimeout', 0);
    this.headersTimeout = headersTimeout;
  } else {
    this.headersTimeout = Math.min(60000, this.requestTimeout);
  }
  if (this.requestTimeout > 0 && this.headersTimeout > 0 &&
      this.headersTimeout > this.requestTimeout) {
    throw new codes.ERR_OUT_OF_RANGE('headersTimeout', '<= requestTimeout', headersTimeout);
  }

  const intOption = (name, fallback) => {
    const value = options[name];
    if (value === undefined) return fallback;
    validateInteger(value, name, 0);
    return value;
  };
  this.keepAliveTimeout = intOption('keepAliveTimeout', 5000);
  this.keepAliveTimeoutBuffer = intOption('keepAliveTimeoutBuffer', 1000);
  this.connectionsCheckingInterval = intOption('connectionsCheckingInterval', 30000);

  const requireHostHeader = options.requireHostHeader;
  if (requireHostHeader !== undefined) {
    validateBoolean(requireHostHeader, 'options.requireHostHeader');
    this.requireHostHeader = requireHostHeader;
  } else {
    this.requireHostHeader = true;
  }

  const joinDuplicateHeaders = options.joinDuplicateHeaders;
  if (joinDuplicateHeaders !== undefined) {
    validateBoolean(joinDuplicateHeaders, 'options.joinDuplicateHeaders');
  }
  this.joinDuplicateHeaders = joinDuplicateHeaders;

  const rejectNonStandardBodyWrites = options.rejectNonStandardBodyWrites;
  if (rejectNonStandardBodyWrites !== undefined) {
    validateBoolean(rejectNonStandardBodyWrites, 'options.rejectNonStandardBodyWrites');
    this.rejectNonStandardBodyWrites = rejectNonStandardBodyWrites;
  } else {
    this.rejectNonStandardBodyWrites = false;
  }

  const shouldUpgradeCallback = options.shouldUpgradeCallback;
  if (shouldUpgradeCallback !== undefined) {
    validateFunction(shouldUpgradeCallback, 'options.shouldUpgradeCallback');
    this.shouldUpgradeCallback = shouldUpgradeCallback;
  } else {
    this.shouldUpgradeCallback = function() {
      return this.listenerCount('upgrade') > 0;
    };
  }
}

// The part of net.Server a server that never listens can honour.
function ServerBase() {
  EventEmitter.call(this);
  this._connections = 0;
  this._handle = null;
  this._unref = false;
}
Object.setPrototypeOf(ServerBase.prototype, EventEmitter.prototype);
Object.setPrototypeOf(ServerBase, EventEmitter);
ServerBase.prototype.listen = function listen() {
  throw notImplemented('Server.prototype.listen()');
};
ServerBase.prototype.address = function address() {
  return null;
};
ServerBase.prototype.getConnections = function getConnections(cb) {
  process.nextTick(cb, null, this._connections);
  return this;
};
ServerBase.prototype.close = function close(cb) {
  if (typeof cb === 'function') {
    this.once('close', function close() {
      cb(new codes.ERR_SERVER_NOT_RUNNING());
    });
  }
  process.nextTick(() => this.emit('close'));
  return this;
};
ServerBase.prototype.ref = function ref() {
  this._unref = false;
  return this;
};
ServerBase.prototype.unref = function unref() {
  this._unref = true;
  return this;
};
Object.defineProperty(ServerBase.prototype, 'listening', {
  __proto__: null, configurable: true, enumerable: true, get() { return false; },
});

const NetServer = typeof net.Server === 'function' && net.Server.prototype &&
  typeof net.Server.prototype.listen === 'function' ? net.Server : ServerBase;

function emitCloseNT(self) {
  if (!self._closed) {
    self.destroyed = true;
    self._closed = true;
    self.emit('close');
  }
}

function connectionListener(socket) {
  connectionListenerInternal(this, socket);
}

function connectionListenerInternal(server, socket) {
  debug('SERVER new http connection');
  socket.server = server;
  if (server.timeout && typeof socket.setTimeout === 'function') {
    socket.setTimeout(server.timeout);
  }
  socket.on('timeout', socketOnTimeout);
  // The parser reads bytes: a decoded stream would corrupt every message after it.
  socket.setEncoding = socketSetEncoding;

  const parser = parsers.alloc();
  const lenient = server.insecureHTTPParser === undefined && server.httpValidation === undefined ?
    undefined : server.insecureHTTPParser;
  parser.initialize(HTTPParser.REQUEST, null, server.maxHeaderSize || 0,
                    calculateLenientFlags(server.httpValidation, lenient), server[kConnections]);
  parser.socket = socket;
  socket.parser = parser;
  if (typeof server.maxHeadersCount === 'number') {
    parser.maxHeaderPairs = server.maxHeadersCount << 1;
  }

  const state = {
    onData: null,
    onEnd: null,
    onClose: null,
    onDrain: null,
    outgoing: [],
    incoming: [],
    outgoingData: 0,
    requestsCount: 0,
    keepAliveTimeoutSet: false,
  };
  state.onData = socketOnData.bind(undefined, server, socket, parser, state);
  state.onEnd = socketOnEnd.bind(undefined, server, socket, parser, state);
  state.onClose = socketOnClose.bind(undefined, socket, state);
  state.onDrain = socketOnDrain.bind(undefined, socket, state);
  socket.on('data', state.onData);
  socket.on('error', socketOnError);
  socket.on('end', state.onEnd);
  socket.on('close', state.onClose);
  socket.on('drain', state.onDrain);
  parser.onIncoming = parserOnIncoming.bind(undefined, server, socket, state);
  parser[HTTPParser.kOnTimeout] = onParserTimeout.bind(undefined, server, socket);

  // The body a ServerResponse cannot write yet counts against the socket's buffer.
  socket._paused = false;
}

// The parser's own timeout: the server's 'timeout' listeners decide, else the connection
// is closed.
function onParserTimeout(server, socket) {
  if (!server.emit('timeout', socket)) socket.destroy();
}

function socketSetEncoding() {
  throw new codes.ERR_HTTP_SOCKET_ENCODING();
}

function updateOutgoingData(socket, state, delta) {
  state.outgoingData += delta;
  socketOnDrain(socket, state);
}

function socketOnDrain(socket, state) {
  const needPause = state.outgoingData > socket.writableHighWaterMark;
  if (socket._paused && !needPause) {
    socket._paused = false;
    if (socket.parser) socket.parser.resume();
    socket.resume();
  }
  const msg = socket._httpMessage;
  if (msg && !msg.finished && msg[kNeedDrain]) {
    msg[kNeedDrain] = false;
    msg.emit('drain');
  }
}

function socketOnTimeout() {
  const req = this.parser && this.parser.incoming;
  const reqTimeout = req && !req.complete && req.emit('timeout', this);
  const res = this._httpMessage;
  const resTimeout = res && res.emit('timeout', this);
  const serverTimeout = this.server.emit('timeout', this);
  if (!reqTimeout && !resTimeout && !serverTimeout) this.destroy();
}

function socketOnClose(socket, state) {
  if (socket.parser) {
    freeParser(socket.parser, null, socket);
  }
  abortOutgoing(state.outgoing);
  abortIncoming(state.incoming);
}

function abortIncoming(incoming) {
  while (incoming.length) {
    const req = incoming.shift();
    req.destroy(new (lazyErrors().ConnResetException)('aborted'));
  }
}

// Queued pipelined responses never get the socket once it is gone.
function abortOutgoing(outgoing) {
  while (outgoing.length) {
    const res = outgoing.shift();
    res.destroy(new (lazyErrors().ConnResetException)('aborted'));
    // Without a socket nothing else would tell the response it is over.
    process.nextTick(emitCloseNT, res);
  }
}

function socketOnEnd(server, socket, parser, state) {
  const ret = parser.finish();
  if (ret instanceof Error) {
    socketOnError.call(socket, ret);
  } else if (!server.httpAllowHalfOpen) {
    // A client that hung up gets no answer: ending our side closes the connection, and
    // its 'close' aborts whatever requests and responses are still pending.
    socket.end();
  } else if (state.outgoing.length) {
    state.outgoing[state.outgoing.length - 1]._last = true;
  } else if (socket._httpMessage) {
    socket._httpMessage._last = true;
  } else {
    socket.end();
  }
}

function socketOnData(server, socket, parser, state, d) {
  const ret = parser.execute(d);
  onParserExecuteCommon(server, socket, parser, state, ret, d);
}

function onParserExecuteCommon(server, socket, parser, state, ret, d) {
  if (ret instanceof Error) {
    prepareError(ret, parser, d);
    socketOnError.call(socket, ret);
    return;
  }
  const req = parser.incoming;
  if (req && req.upgrade) {
    // Upgrade or CONNECT: the socket leaves HTTP.
    const eventName = req.method === 'CONNECT' ? 'connect' : 'upgrade';
    // An upgrade the server agreed to (shouldUpgradeCallback) but nobody handles is
    // refused by closing the connection, as an unhandled CONNECT is.
    if (server.listenerCount(eventName) > 0) {
      const bytesParsed = ret;
      socket.removeListener('data', state.onData);
      socket.removeListener('end', state.onEnd);
      socket.removeListener('close', state.onClose);
      socket.removeListener('drain', state.onDrain);
      socket.removeListener('error', socketOnError);
      socket.removeListener('timeout', socketOnTimeout);
      parser.finish();
      freeParser(parser, req, socket);
      const bodyHead = d.subarray(bytesParsed, d.length);
      socket.readableFlowing = null;
      server.emit(eventName, req, socket, bodyHead);
    } else {
      socket.destroy();
    }
  }
  if (socket._paused && socket.parser) socket.pause();
}

const badRequestResponse = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';
const requestTimeoutResponse = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';
const requestHeaderFieldsTooLargeResponse =
  'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n';
const requestChunkExtensionsTooLargeResponse =
  'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n';

function socketOnError(e) {
  debug('SERVER socketOnError', e.message);
  this.removeListener('error', socketOnError);
  if (this.listenerCount('error') === 0) this.on('error', () => {});
  if (!this.server.emit('clientError', e, this)) {
    // An error status goes out only where it cannot corrupt a response already begun.
    if (this.writable && (!this._httpMessage || !this._httpMessage._headerSent)) {
      let response;
      switch (e.code) {
        case 'HPE_HEADER_OVERFLOW':
          response = requestHeaderFieldsTooLargeResponse;
          break;
        case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
          response = requestChunkExtensionsTooLargeResponse;
          break;
        case 'ERR_HTTP_REQUEST_TIMEOUT':
          response = requestTimeoutResponse;
          break;
        default:
          response = badRequestResponse;
      }
      this.write(response);
    }
    this.destroy(e);
  }
}

function resOnFinish(req, res, socket, state, server) {
  if (res[kPerfStart] !== undefined) {
    perfEnd('HttpRequest', res[kPerfStart], {
      req: { method: req.method, url: req.url, headers: req.headers },
      res: { statusCode: res.statusCode, statusMessage: res.statusMessage,
             headers: res.getHeaders() },
    });
  }
  dcBuiltin().publish('http.server.response.finish',
                      () => ({ request: req, response: res, socket, server }));
  // The response is out: the request is over too; what the handler did not read is dropped.
  state.incoming.shift();
  // A handler that was handed data consumed the request even if the whole body had been
  // buffered before it asked (no _read call then): Node parses the body only after the
  // 'request' handler's ticks, so there _read always runs for a consumer.
  if (!req._consuming && !req._readableState.resumeScheduled &&
      !req._readableState.dataEmitted) {
    req._dump();
  }
  res.detachSocket(socket);
  clearIncoming(req);
  process.nextTick(emitCloseNT, res);

  if (res._last) {
    if (typeof socket.destroySoon === 'function') socket.destroySoon();
    else socket.end();
  } else if (state.outgoing.length === 0) {
    if (server.keepAliveTimeout && typeof socket.setTimeout === 'function') {
      socket.setTimeout(server.keepAliveTimeout + server.keepAliveTimeoutBuffer);
      state.keepAliveTimeoutSet = true;
    }
  } else {
    const m = state.outgoing.shift();
    if (m) m.assignSocket(socket);
  }
}

function clearIncoming(req) {
  req = req || this;
  const parser = req.socket && req.socket.parser;
  if (parser && parser.incoming === req) {
    if (req.readableEnded) {
      parser.incoming = null;
    } else {
      req.on('end', clearIncoming);
    }
  }
}

function parserOnIncoming(server, socket, state, req, keepAlive) {
  resetSocketTimeout(server, socket, state);
  if (req.upgrade) {
    req.upgrade = req.method === 'CONNECT' || !!server.shouldUpgradeCallback(req);
    if (req.upgrade) return 2;
  }
  state.incoming.push(req);

  // With a long queue of unanswered pipelined requests, stop reading until it drains.
  if (!socket._paused) {
    const ws = socket._writableState;
    if (ws.needDrain || state.outgoingData >= socket.writableHighWaterMark) {
      socket._paused = true;
      socket.pause();
    }
  }

  const res = new server[kServerResponse](req, {
    highWaterMark: socket.writableHighWaterMark,
    rejectNonStandardBodyWrites: server.rejectNonStandardBodyWrites,
  });
  res._keepAliveTimeout = server.keepAliveTimeout;
  res._maxRequestsPerSocket = server.maxRequestsPerSocket;
  res._onPendingData = updateOutgoingData.bind(undefined, socket, state);
  res.shouldKeepAlive = keepAlive;
  res[kUniqueHeaders] = server[kUniqueHeaders];
  res[kPerfStart] = perfStart();

  // The automatic answers below (400, 503, 417) are written like any response, so the
  // response must hold its place in the socket's queue first.
  if (socket._httpMessage) state.outgoing.push(res);
  else res.assignSocket(socket);

  res.on('finish', resOnFinish.bind(undefined, req, res, socket, state, server));
  dcBuiltin().publish('http.server.request.start',
                      () => ({ request: req, response: res, socket, server }));

  let handled = false;
  if (req.httpVersionMajor === 1 && req.httpVersionMinor === 1) {
    // RFC 9112 3.2: an HTTP/1.1 request without Host is answered with 400.
    if (server.requireHostHeader && req.headers.host === undefined) {
      res.writeHead(400, ['Connection', 'close']);
      res.end();
      return 0;
    }

    const limited = typeof server.maxRequestsPerSocket === 'number' &&
      server.maxRequestsPerSocket > 0;
    if (limited) {
      state.requestsCount++;
      res.maxRequestsOnConnectionReached = server.maxRequestsPerSocket <= state.requestsCount;
    }

    if (limited && server.maxRequestsPerSocket < state.requestsCount) {
      handled = true;
      server.emit('dropRequest', req, socket);
      res.writeHead(503);
      res.end();
    } else if (req.headers.expect !== undefined) {
      handled = true;
      const expect = req.headers.expect;
      if (continueExpression.test(expect)) {
        res._expect_continue = true;
        if (server.listenerCount('checkContinue') > 0) {
          server.emit('checkContinue', req, res);
        } else {
          res.writeContinue();
          server.emit('request', req, res);
        }
      } else if (server.listenerCount('checkExpectation') > 0) {
        server.emit('checkExpectation', req, res);
      } else {
        res.writeHead(417);
        res.end();
      }
    }
  }
  if (!handled) {
    // A request that cannot have a body skips the Readable machinery: it is handed over
    // already ended.
    if (server[kOptimizeEmptyRequests] && (req.method === 'HEAD' ||
        (req.headers['content-length'] === undefined &&
         req.headers['transfer-encoding'] === undefined))) {
      req._dumpAndCloseReadable();
    }
    server.emit('request', req, res);
  }
  return 0;
}

function resetSocketTimeout(server, socket, state) {
  if (!state.keepAliveTimeoutSet) return;
  socket.setTimeout(server.timeout || 0);
  state.keepAliveTimeoutSet = false;
}

function setupConnectionsTracking() {
  this[kConnections] ||= new ConnectionsList();
  if (this[kConnectionsCheckingInterval]) clearInterval(this[kConnectionsCheckingInterval]);
  // Started whatever the timeouts are now: they may be set after createServer().
  this[kConnectionsCheckingInterval] =
    setInterval(checkConnections.bind(this), this.connectionsCheckingInterval).unref();
}

// A connection whose head has not arrived within headersTimeout, or whose request has not
// arrived within requestTimeout, is answered with 408 and closed. The clock of a message
// starts with its first byte (for the first one, with the connection).
function checkConnections() {
  const headersTimeout =
    Number.isFinite(this.headersTimeout) && this.headersTimeout >= 0 ? this.headersTimeout : 0;
  const requestTimeout =
    Number.isFinite(this.requestTimeout) && this.requestTimeout >= 0 ? this.requestTimeout : 0;
  if (headersTimeout === 0 && requestTimeout === 0) return;
  const expired = this[kConnections].expired(headersTimeout, requestTimeout);
  for (let i = 0; i < expired.length; i++) {
    const socket = expired[i].socket;
    if (socket) socketOnError.call(socket, new codes.ERR_HTTP_REQUEST_TIMEOUT());
  }
}

function httpServerPreClose(server) {
  server.closeIdleConnections();
  clearInterval(server[kConnectionsCheckingInterval]);
}

function Server(options, requestListener) {
  if (!(this instanceof Server)) return new Server(options, requestListener);
  if (typeof options === 'function') {
    requestListener = options;
    options = kEmptyObject;
  } else if (options == null) {
    options = kEmptyObject;
  } else {
    validateObject(options, 'options');
  }
  storeHTTPOptions.call(this, options);
  NetServer.call(this, {
    allowHalfOpen: true,
    noDelay: options.noDelay ?? true,
    keepAlive: options.keepAlive,
    keepAliveInitialDelay: options.keepAliveInitialDelay,
    highWaterMark: options.highWaterMark,
  });
  if (requestListener) this.on('request', requestListener);
  this.httpAllowHalfOpen = false;
  this.on('connection', connectionListener);
  this.on('listening', setupConnectionsTracking);
  this.timeout = 0;
  this.maxHeadersCount = null;
  this.maxRequestsPerSocket = 0;
  this[kUniqueHeaders] = parseUniqueHeadersOption(options.uniqueHeaders);
}
Object.setPrototypeOf(Server.prototype, NetServer.prototype);
Object.setPrototypeOf(Server, NetServer);

Server.prototype.close = function close() {
  httpServerPreClose(this);
  Reflect.apply(NetServer.prototype.close, this, arguments);
  return this;
};

Server.prototype[Symbol.asyncDispose] = async function() {
  await new Promise((resolve, reject) => {
    this.close((err) => (err ? reject(err) : resolve()));
  });
};

Server.prototype.closeAllConnections = function closeAllConnections() {
  if (!this[kConnections]) return;
  const connections = this[kConnections].all();
  for (let i = 0; i < connections.length; i++) connections[i].socket?.destroy();
};

// Connections with no request in progress: fresh ones, and ones whose last request is in
// and whose next has not begun. One whose response is still being written is left alone.
Server.prototype.closeIdleConnections = function closeIdleConnections() {
  if (!this[kConnections]) return;
  const connections = this[kConnections].idle();
  for (let i = 0; i < connections.length; i++) {
    const socket = connections[i].socket;
    if (!socket) continue;
    if (socket._httpMessage && !socket._httpMessage.finished) continue;
    socket.destroy();
  }
};

Server.prototype.setTimeout = function setTimeout(msecs, callback) {
  this.timeout = msecs;
  if (callback) this.on('timeout', callback);
  return this;
};

// A rejected 'request' listener gets a 500 response (which needs the socket), or has its
// response destroyed when the headers are already out; others become 'error'.
Server.prototype[EventEmitter.captureRejectionSymbol] = function(err, event, ...args) {
  if (event === 'request') {
    const res = args[1];
    if (!res.headersSent && !res.writableEnded) {
      // Headers the handler set are dropped; the client gets a bare 500.
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.statusCode = 500;
      res.end(STATUS_CODES[500]);
    } else {
      res.destroy();
    }
  } else if (event === 'connection') {
    args[0].destroy(err);
  } else {
    this.emit('error', err);
  }
};

module.exports = {
  STATUS_CODES,
  Server,
  ServerResponse,
  setupConnectionsTracking,
  storeHTTPOptions,
  _connectionListener: connectionListener,
  kServerResponse,
  httpServerPreClose,
  kConnectionsCheckingInterval,
};
