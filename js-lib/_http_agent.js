// `_http_agent`: the HTTP connection-pooling Agent and the global agent. An Agent can be
// made and configured (options, limits, scheduling, proxy environment) and names its pools
// as Node does; handing out sockets (addRequest, createSocket, createConnection and the
// keep-alive helpers) needs the socket machinery minirt lacks and throws
// ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

const EventEmitter = require('events');
const { validateNumber, validateOneOf } = require('internal/validators');
const { getGlobalAgent, notImplemented, useEnvProxy } = require('internal/http');

const kEmptyObject = Object.freeze({ __proto__: null });

function Agent(options) {
  if (!(this instanceof Agent)) return new Agent(options);
  EventEmitter.call(this);
  this.options = { __proto__: null, ...options };
  this.defaultPort = this.options.defaultPort || 80;
  this.protocol = this.options.protocol || 'http:';
  if (this.options.noDelay === undefined) this.options.noDelay = true;
  // A null path keeps net from taking the connection for a pipe.
  this.options.path = null;
  this.requests = { __proto__: null };
  this.sockets = { __proto__: null };
  this.freeSockets = { __proto__: null };
  this.keepAliveMsecs = this.options.keepAliveMsecs || 1000;
  this.keepAlive = this.options.keepAlive || false;
  this.maxSockets = this.options.maxSockets || Agent.defaultMaxSockets;
  this.maxFreeSockets = this.options.maxFreeSockets || 256;
  this.scheduling = this.options.scheduling || 'lifo';
  this.maxTotalSockets = this.options.maxTotalSockets;
  this.totalSocketCount = 0;
  const buffer = this.options.agentKeepAliveTimeoutBuffer;
  this.agentKeepAliveTimeoutBuffer =
    typeof buffer === 'number' && buffer >= 0 && Number.isFinite(buffer) ? buffer : 1000;
  validateOneOf(this.scheduling, 'scheduling', ['fifo', 'lifo']);
  if (this.maxTotalSockets !== undefined) {
    validateNumber(this.maxTotalSockets, 'maxTotalSockets', 1);
  } else {
    this.maxTotalSockets = Infinity;
  }
  // A socket handed back to the pool: reusing it needs the socket machinery.
  this.on('free', (socket, options) => {
    throw notImplemented('Agent socket reuse');
  });
  this.on('newListener', maybeEnableKeylog);
}
Object.setPrototypeOf(Agent.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Agent, EventEmitter);

Agent.defaultMaxSockets = Infinity;

// 'keylog' is forwarded from TLS sockets, and an agent without sockets has none to watch.
function maybeEnableKeylog(eventName) {}

Agent.prototype.createConnection = function createConnection() {
  throw notImplemented('Agent.prototype.createConnection()');
};

Agent.prototype.getName = function getName(options = kEmptyObject) {
  let name = options.host || 'localhost';
  name += ':';
  if (options.port) name += options.port;
  name += ':';
  if (options.localAddress) name += options.localAddress;
  // The family part appears only when a family was asked for.
  if (options.family === 4 || options.family === 6) name += `:${options.family}`;
  if (options.socketPath) name += `:${options.socketPath}`;
  return name;
};

for (const name of ['addRequest', 'createSocket', 'removeSocket', 'keepSocketAlive',
  'reuseSocket']) {
  Agent.prototype[name] = {
    [name]() {
      throw notImplemented(`Agent.prototype.${name}()`);
    },
  }[name];
}

Agent.prototype.destroy = function destroy() {
  for (const set of [this.freeSockets, this.sockets]) {
    for (const key of Object.keys(set)) {
      const list = set[key];
      for (let n = 0; n < list.length; n++) list[n].destroy();
    }
  }
};

module.exports = {
  Agent,
  globalAgent: getGlobalAgent(useEnvProxy() ? process.env : undefined, Agent),
};
