// `http`: the public HTTP module assembled from the _http_* parts (server, client, agent,
// messages, header validation). Proxying through the environment's proxy is not built.
// WebSocket, MessageEvent and CloseEvent are internal/http's web classes, the same objects
// as the globals of those names.
'use strict';

const { validateInteger, validateObject } = require('internal/validators');
const httpAgent = require('_http_agent');
const { ClientRequest } = require('_http_client');
const { methods, parsers } = require('_http_common');
const { IncomingMessage } = require('_http_incoming');
const { validateHeaderName, validateHeaderValue, OutgoingMessage } = require('_http_outgoing');
const { _connectionListener, STATUS_CODES, Server, ServerResponse } = require('_http_server');
const { notImplemented, webClass } = require('internal/http');

function createServer(opts, requestListener) {
  return new Server(opts, requestListener);
}

function request(url, options, cb) {
  return new ClientRequest(url, options, cb);
}

function get(url, options, cb) {
  const req = request(url, options, cb);
  req.end();
  return req;
}

// Routing fetch and the global agents through a proxy needs the client machinery; with no
// proxy in the environment there is nothing to change and the restore function is a no-op.
function setGlobalProxyFromEnv(env = process.env) {
  validateObject(env, 'proxyEnv');
  const httpProxy = env.http_proxy || env.HTTP_PROXY;
  const httpsProxy = env.https_proxy || env.HTTPS_PROXY;
  if (!httpProxy && !httpsProxy) return () => {};
  throw notImplemented('http.setGlobalProxyFromEnv()');
}

module.exports = {
  _connectionListener,
  METHODS: methods.slice().sort(),
  STATUS_CODES,
  Agent: httpAgent.Agent,
  ClientRequest,
  IncomingMessage,
  OutgoingMessage,
  Server,
  ServerResponse,
  createServer,
  validateHeaderName,
  validateHeaderValue,
  get,
  request,
  setMaxIdleHTTPParsers(max) {
    validateInteger(max, 'max', 1);
    parsers.max = max;
  },
  setGlobalProxyFromEnv,
};

Object.defineProperty(module.exports, 'maxHeaderSize', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() {
    // --max-http-header-size=N (Node's default 16 KiB).
    for (const arg of require('internal/natives').execArgv) {
      if (arg.startsWith('--max-http-header-size=')) return Number(arg.slice(23));
    }
    return 16384;
  },
});

Object.defineProperty(module.exports, 'globalAgent', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() { return httpAgent.globalAgent; },
  set(value) { httpAgent.globalAgent = value; },
});

for (const name of ['WebSocket', 'CloseEvent', 'MessageEvent']) {
  Object.defineProperty(module.exports, name, {
    __proto__: null, configurable: true, enumerable: true, get: () => webClass(name),
  });
}
