// `https`: the HTTPS Agent (an http.Agent with port 443, the TLS parts of its pool names and
// a session cache) and the global agent. The TLS server and requests need TLS sockets,
// which minirt does not have: Server/createServer/request/get throw
// ERR_METHOD_NOT_IMPLEMENTED after checking their arguments.
'use strict';

const { Agent: HttpAgent } = require('_http_agent');
const { validateObject } = require('internal/validators');
const { getGlobalAgent, notImplemented, useEnvProxy } = require('internal/http');

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
    } else if (part === 'pfx') {
      if (value) throw notImplemented('https.Agent pool name for a pfx');
    } else if (value) {
      name += value;
    }
  }
  return name;
};

function Server(opts, requestListener) {
  if (!(this instanceof Server)) return new Server(opts, requestListener);
  if (typeof opts !== 'function' && opts != null) validateObject(opts, 'options');
  throw notImplemented('https.Server');
}

function createServer(opts, requestListener) {
  return new Server(opts, requestListener);
}

function request(...args) {
  throw notImplemented('https.request()');
}

function get(...args) {
  throw notImplemented('https.get()');
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
