// `_http_server`: STATUS_CODES, ServerResponse and the HTTP Server. A Server can be made,
// configured (storeHTTPOptions validates and stores every option as Node does), closed and
// asked for its address (null) or connection count (0); ServerResponse keeps headers like
// any OutgoingMessage. Accepting connections needs sockets, which minirt does not have yet:
// listen(), the connection listener, response writing (writeHead and the 1xx helpers) and
// connection tracking throw ERR_METHOD_NOT_IMPLEMENTED. While `net` has no real Server
// class, http.Server sits directly on EventEmitter with the never-listening parts of
// net.Server; once it has one, http.Server builds on it instead.
'use strict';

const EventEmitter = require('events');
const net = require('net');
const {
  codes: {
    ERR_INVALID_ARG_VALUE,
    ERR_OUT_OF_RANGE,
    ERR_SERVER_NOT_RUNNING,
  },
} = require('internal/errors');
const {
  validateBoolean, validateFunction, validateInteger, validateObject, validateOneOf,
} = require('internal/validators');
const { kIncomingMessage } = require('_http_common');
const { IncomingMessage } = require('_http_incoming');
const {
  OutgoingMessage, kUniqueHeaders, parseUniqueHeadersOption,
} = require('_http_outgoing');
const { chunkExpression } = require('_http_common');
const { notImplemented } = require('internal/http');

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
}
Object.setPrototypeOf(ServerResponse.prototype, OutgoingMessage.prototype);
Object.setPrototypeOf(ServerResponse, OutgoingMessage);

ServerResponse.prototype.statusCode = 200;
ServerResponse.prototype.statusMessage = undefined;

for (const name of ['_finish', 'assignSocket', 'detachSocket', 'writeInformation',
  'writeContinue', 'writeProcessing', 'writeEarlyHints', '_implicitHeader', 'writeHead']) {
  ServerResponse.prototype[name] = {
    [name]() {
      throw notImplemented(`ServerResponse.prototype.${name}()`);
    },
  }[name];
}

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
      throw new ERR_INVALID_ARG_VALUE('options.httpValidation', httpValidation,
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
    throw new ERR_OUT_OF_RANGE('headersTimeout', '<= requestTimeout', headersTimeout);
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
      cb(new ERR_SERVER_NOT_RUNNING());
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

function connectionListener(socket) {
  throw notImplemented('http connection handling');
}

function setupConnectionsTracking() {
  throw notImplemented('http connection tracking');
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

// No connections are ever tracked without sockets, so there is nothing to close.
Server.prototype.closeAllConnections = function closeAllConnections() {
  if (!this[kConnections]) return;
  throw notImplemented('Server.prototype.closeAllConnections()');
};

Server.prototype.closeIdleConnections = function closeIdleConnections() {
  if (!this[kConnections]) return;
  throw notImplemented('Server.prototype.closeIdleConnections()');
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
      throw notImplemented('Server rejection response');
    }
    res.destroy();
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
