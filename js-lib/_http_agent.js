// `_http_agent`: the HTTP connection-pooling Agent and the global agent. An Agent can be
// made and configured (options, limits, scheduling, proxy environment), names its pools as
// Node does, hands requests sockets (reusing free keep-alive ones, opening new ones up to
// maxSockets/maxTotalSockets, queueing the rest) and takes them back when a response is done.
'use strict';

const EventEmitter = require('events');
const { validateNumber, validateOneOf } = require('internal/validators');
const net = require('net');
const { symbols: { async_id_symbol } } = require('internal/async_hooks');
const { resetHandleAsyncId } = require('internal/process/active_handles');
const { debug, getGlobalAgent, useEnvProxy } = require('internal/http');

const kEmptyObject = Object.freeze({ __proto__: null });
// A server's `Keep-Alive: timeout=N` (made once: Boa compiles a literal at each evaluation).
const keepAliveTimeoutRe = /timeout=(\d+)/;

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
  // A socket handed back: the next queued request gets it, else it waits in the free pool
  // (keep-alive) or is closed.
  this.on('free', (socket, options) => {
    const name = this.getName(options);
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const requests = this.requests[name];
    if (requests && requests.length) {
      const req = requests.shift();
      setRequestSocket(this, req, socket);
      if (requests.length === 0) delete this.requests[name];
      return;
    }
    const req = socket._httpMessage;
    if (!req || !req.shouldKeepAlive || !this.keepAlive) {
      socket.destroy();
      return;
    }
    const freeSockets = this.freeSockets[name] || [];
    const freeLen = freeSockets.length;
    let count = freeLen;
    if (this.sockets[name]) count += this.sockets[name].length;
    if (this.totalSocketCount > this.maxTotalSockets || count > this.maxSockets ||
        freeLen >= this.maxFreeSockets || !this.keepSocketAlive(socket)) {
      socket.destroy();
      return;
    }
    this.freeSockets[name] = freeSockets;
    // A pooled socket belongs to no async resource until it is reused (Node's -1).
    socket[async_id_symbol] = -1;
    socket._httpMessage = null;
    socket.parser = null;
    this.removeSocket(socket, options);
    socket.once('error', freeSocketErrorListener);
    freeSockets.push(socket);
  });
  this.on('newListener', maybeEnableKeylog);
}
Object.setPrototypeOf(Agent.prototype, EventEmitter.prototype);
Object.setPrototypeOf(Agent, EventEmitter);

Agent.defaultMaxSockets = Infinity;

// 'keylog' is forwarded from TLS sockets, and an agent without sockets has none to watch.
function maybeEnableKeylog(eventName) {}

Agent.prototype.createConnection = function createConnection(...args) {
  return net.createConnection(...args);
};

function freeSocketErrorListener(err) {
  const socket = this;
  socket.destroy();
  socket.emit('agentRemove');
}

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

function normalizeServerName(options, req) {
  if (!options.servername && options.servername !== '') {
    options.servername = calculateServerName(options, req);
  }
}

function calculateServerName(options, req) {
  let servername = options.host || '';
  const hostHeader = req.getHeader('host');
  if (hostHeader) {
    if (typeof hostHeader !== 'string') {
      const { codes } = require('internal/errors_lazy');
      throw new codes.ERR_INVALID_ARG_TYPE('options.headers.host', 'string', hostHeader);
    }
    if (hostHeader[0] === '[') {
      const index = hostHeader.indexOf(']');
      servername = index === -1 ? hostHeader : hostHeader.slice(1, index);
    } else {
      servername = hostHeader.split(':', 1)[0];
    }
  }
  if (net.isIP(servername)) servername = '';
  return servername;
}

Agent.prototype.addRequest = function addRequest(req, options, port, localAddress) {
  // Legacy (host, port, localAddress) signature.
  if (typeof options === 'string') {
    options = { __proto__: null, host: options, port, localAddress };
  }
  options = { __proto__: null, ...options, ...this.options };
  if (options.socketPath) options.path = options.socketPath;
  normalizeServerName(options, req);

  const name = this.getName(options);
  this.sockets[name] ||= [];
  const freeSockets = this.freeSockets[name];
  let socket;
  if (freeSockets) {
    while (freeSockets.length && freeSockets[0].destroyed) freeSockets.shift();
    socket = this.scheduling === 'fifo' ? freeSockets.shift() : freeSockets.pop();
    if (!freeSockets.length) delete this.freeSockets[name];
  }
  const freeLen = freeSockets ? freeSockets.length : 0;
  const sockLen = freeLen + this.sockets[name].length;

  if (socket) {
    if (socket._handle) resetHandleAsyncId(socket._handle, socket);
    this.reuseSocket(socket, req);
    setRequestSocket(this, req, socket);
    this.sockets[name].push(socket);
  } else if (sockLen < this.maxSockets && this.totalSocketCount < this.maxTotalSockets) {
    this.createSocket(req, options, (err, socket) => {
      if (err) req.onSocket(socket, err);
      else setRequestSocket(this, req, socket);
    });
  } else {
    this.requests[name] ||= [];
    // Used by the server-close-free-sockets path: the request remembers its options.
    req[kRequestOptions] = options;
    this.requests[name].push(req);
  }
};

const kRequestOptions = Symbol('requestOptions');

Agent.prototype.createSocket = function createSocket(req, options, cb) {
  options = { __proto__: null, ...options, ...this.options };
  if (options.socketPath) options.path = options.socketPath;
  normalizeServerName(options, req);
  const name = this.getName(options);
  debug('createConnection', name);
  options._agentKey = name;
  options.encoding = null;

  let called = false;
  const oncreate = (err, s) => {
    if (called) return;
    called = true;
    if (err) return cb(err);
    this.sockets[name] ||= [];
    this.sockets[name].push(s);
    this.totalSocketCount++;
    installListeners(this, s, options);
    cb(null, s);
  };
  // With keep-alive, a fresh socket is worth keeping alive too.
  if (this.keepAlive) {
    options.keepAlive = this.keepAlive;
    options.keepAliveInitialDelay = this.keepAliveMsecs;
  }
  // A connection that cannot even start (a bad port...) throws out of http.request().
  const newSocket = this.createConnection(options, oncreate);
  if (newSocket) oncreate(null, newSocket);
};

function installListeners(agent, s, options) {
  function onFree() {
    agent.emit('free', s, options);
  }
  s.on('free', onFree);

  function onClose(err) {
    agent.totalSocketCount--;
    agent.removeSocket(s, options);
  }
  s.on('close', onClose);

  function onTimeout() {
    // An idle pooled socket that timed out is closed.
    const sockets = agent.freeSockets;
    if (Object.keys(sockets).some((name) => sockets[name].includes(s))) s.destroy();
  }
  s.on('timeout', onTimeout);

  function onRemove() {
    agent.totalSocketCount--;
    agent.removeSocket(s, options);
    s.removeListener('close', onClose);
    s.removeListener('free', onFree);
    s.removeListener('timeout', onTimeout);
    s.removeListener('agentRemove', onRemove);
  }
  s.on('agentRemove', onRemove);
}

Agent.prototype.removeSocket = function removeSocket(s, options) {
  const name = this.getName(options);
  const sets = [this.sockets];
  // A destroyed socket leaves the free pool too.
  if (!s.writable) sets.push(this.freeSockets);
  for (const sockets of sets) {
    if (sockets[name]) {
      const index = sockets[name].indexOf(s);
      if (index !== -1) {
        sockets[name].splice(index, 1);
        if (sockets[name].length === 0) delete sockets[name];
      }
    }
  }

  // A socket gone (closed, or parked in the free pool) makes room: a new one is made for
  // the oldest waiting request of this origin, or else of another origin that has no
  // socket in use (one waiting on maxTotalSockets), and handed over through 'free' (the
  // pool's one path from socket to queued request).
  let req;
  if (this.requests[name] && this.requests[name].length) {
    req = this.requests[name][0];
  } else {
    for (const key of Object.keys(this.requests)) {
      if (this.sockets[key] && this.sockets[key].length) break;
      req = this.requests[key][0];
      options = req[kRequestOptions];
      break;
    }
  }
  if (req && options) {
    req[kRequestOptions] = undefined;
    this.createSocket(req, options, (err, socket) => {
      if (err) req.onSocket(socket, err);
      else socket.emit('free');
    });
  }
};

Agent.prototype.keepSocketAlive = function keepSocketAlive(socket) {
  socket.setKeepAlive(true, this.keepAliveMsecs);
  socket.unref();
  let agentTimeout = this.options.timeout || 0;
  let canKeepSocketAlive = true;
  const res = socket._httpMessage?.res;
  if (res) {
    // The server's Keep-Alive: timeout=N, less a safety margin, caps how long we keep it.
    const keepAliveHint = res.headers['keep-alive'];
    if (keepAliveHint) {
      const m = keepAliveTimeoutRe.exec(keepAliveHint);
      if (m) {
        const serverHintTimeout = Number(m[1]) * 1000 - this.agentKeepAliveTimeoutBuffer;
        if (serverHintTimeout <= 0) canKeepSocketAlive = false;
        else if (serverHintTimeout < agentTimeout || agentTimeout === 0) {
          agentTimeout = serverHintTimeout;
        }
      }
    }
  }
  if (socket.timeout !== agentTimeout) socket.setTimeout(agentTimeout);
  return canKeepSocketAlive;
};

Agent.prototype.reuseSocket = function reuseSocket(socket, req) {
  // The request's own listeners take over from the one the free pool installed.
  socket.removeListener('error', freeSocketErrorListener);
  req.reusedSocket = true;
  socket.ref();
};

function setRequestSocket(agent, req, socket) {
  req.onSocket(socket);
  const agentTimeout = agent.options.timeout || 0;
  if (req.timeout === undefined || req.timeout === agentTimeout) return;
  socket.setTimeout(req.timeout);
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
