// `https`: the HTTPS Agent (an http.Agent with port 443, the TLS parts of its pool names,
// connections made by tls.connect) and the global agent, https.request/get (http's
// ClientRequest with this module's agent as the default) and https.Server (a tls.Server
// whose secure connections go to http's connection listener).
'use strict';

const { Agent: HttpAgent } = require('_http_agent');
const { ClientRequest } = require('_http_client');
const tls = require('tls');
const { validateObject } = require('internal/validators');
const { getGlobalAgent, useEnvProxy } = require('internal/http');

const kEmptyObject = Object.freeze({ __proto__: null });

function Agent(options) {
  if (!(this instanceof Agent)) return new Agent(options);
  options = { __proto__: null, ...options };
  options.defaultPort ??= 443;
  options.protocol ??= 'https:';
  HttpAgent.call(this, options);
  this.maxCachedSessions = this.options.maxCachedSessions;
  if (this.maxCachedSessions === undefined) this.maxCachedSessions = 100;
  this._sessionCache = { map: {}, list: [] };
}
Object.setPrototypeOf(Agent.prototype, HttpAgent.prototype);
Object.setPrototypeOf(Agent, HttpAgent);

// Connections with different TLS settings must not share a pool: every setting that
// changes the handshake is part of the name.
const tlsNameParts = ['ca', 'cert', 'clientCertEngine', 'ciphers', 'key', 'pfx',
  'rejectUnauthorized', 'servername', 'minVersion', 'maxVersion', 'secureProtocol', 'crl',
  'honorCipherOrder', 'ecdhCurve', 'dhparam', 'secureOptions', 'sessionIdContext', 'sigalgs',
  'privateKeyIdentifier', 'privateKeyEngine'];
const presenceOnly = new Set(['rejectUnauthorized', 'honorCipherOrder', 'secureOptions']);

Agent.prototype.getName = function getName(options = kEmptyObject) {
  let name = HttpAgent.prototype.getName.call(this, options);
  for (const part of tlsNameParts) {
    name += ':';
    const value = options[part];
    if (presenceOnly.has(part)) {
      if (value !== undefined) name += value;
    } else if (part === 'servername') {
      if (value && value !== options.host) name += value;
    } else if (part === 'sigalgs') {
      if (value) name += JSON.stringify(value);
    } else if (value) {
      name += value;
    }
  }
  return name;
};

// Sessions are not resumed: every connection makes a full handshake.
Agent.prototype.createConnection = function createConnection(port, host, options) {
  if (port !== null && typeof port === 'object') {
    options = { ...port };
  } else if (host !== null && typeof host === 'object') {
    options = { ...host };
  } else if (options === null || typeof options !== 'object') {
    options = {};
  } else {
    options = { ...options };
  }
  if (typeof port === 'number') options.port = port;
  if (typeof host === 'string') options.host = host;
  return tls.connect(options);
};

function Server(opts, requestListener) {
  if (!(this instanceof Server)) return new Server(opts, requestListener);
  if (typeof opts === 'function') {
    requestListener = opts;
    opts = kEmptyObject;
  } else if (opts == null) {
    opts = kEmptyObject;
  } else {
    validateObject(opts, 'options');
  }
  opts = { ...opts };
  if (!opts.ALPNProtocols && !opts.ALPNCallback) opts.ALPNProtocols = ['http/1.1'];
  const http = require('_http_server');
  http.storeHTTPOptions.call(this, opts);
  tls.Server.call(this, { noDelay: true, ...opts }, http._connectionListener);
  this.httpAllowHalfOpen = false;
  if (requestListener) this.addListener('request', requestListener);
  this.addListener('tlsClientError', function onTlsClientError(err, conn) {
    if (!this.emit('clientError', err, conn)) conn.destroy(err);
  });
  this.timeout = 0;
  this.maxHeadersCount = null;
  this.on('listening', http.setupConnectionsTracking);
}
Object.setPrototypeOf(Server.prototype, tls.Server.prototype);
Object.setPrototypeOf(Server, tls.Server);

{
  const HttpServer = require('_http_server').Server;
  for (const name of ['closeAllConnections', 'closeIdleConnections', 'setTimeout']) {
    Server.prototype[name] = HttpServer.prototype[name];
  }
  Server.prototype.close = function close() {
    require('_http_server').httpServerPreClose(this);
    Reflect.apply(tls.Server.prototype.close, this, arguments);
    return this;
  };
  Server.prototype[Symbol.asyncDispose] = HttpServer.prototype[Symbol.asyncDispose];
}

function createServer(opts, requestListener) {
  return new Server(opts, requestListener);
}

function request(...args) {
  let options = {};
  if (typeof args[0] === 'string') {
    const { URL, urlToHttpOptions } = require('internal/url');
    options = urlToHttpOptions(new URL(args.shift()));
  } else if (args[0] && args[0].searchParams && args[0].href) {
    const { urlToHttpOptions } = require('internal/url');
    options = urlToHttpOptions(args.shift());
  }
  if (args[0] && typeof args[0] !== 'function') Object.assign(options, args.shift());
  options._defaultAgent = module.exports.globalAgent;
  args.unshift(options);
  return Reflect.construct(ClientRequest, args);
}

function get(...args) {
  const req = request(...args);
  req.end();
  return req;
}

const globalAgent = getGlobalAgent(useEnvProxy() ? process.env : undefined, Agent);

module.exports = {
  Agent,
  globalAgent,
  Server,
  createServer,
  get,
  request,
};
