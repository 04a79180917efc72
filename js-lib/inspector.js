// `inspector`: the inspector API for a runtime whose inspector is never active. Everything
// whose answer follows from that works as in Node: url() is undefined, close() has nothing
// to close, waitForDebugger() throws ERR_INSPECTOR_NOT_ACTIVE, a Session that never
// connected throws ERR_INSPECTOR_NOT_CONNECTED from post() and ignores disconnect(), and the
// console/Network/DOMStorage broadcasts check their arguments and reach no frontend.
// Starting the inspector (open) or connecting a Session needs the V8 inspector protocol,
// which minirt does not have: those throw ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

const EventEmitter = require('events');
const {
  codes: {
    ERR_INSPECTOR_NOT_ACTIVE,
    ERR_INSPECTOR_NOT_CONNECTED,
    ERR_METHOD_NOT_IMPLEMENTED,
  },
} = require('internal/errors');
const { validateFunction, validateObject, validateString } = require('internal/validators');

const kEmptyObject = Object.freeze({ __proto__: null });

class Session extends EventEmitter {
  connect() {
    throw new ERR_METHOD_NOT_IMPLEMENTED('inspector.Session.prototype.connect()');
  }

  connectToMainThread() {
    throw new ERR_METHOD_NOT_IMPLEMENTED('inspector.Session.prototype.connectToMainThread()');
  }

  post(method, params, callback) {
    validateString(method, 'method');
    if (!callback && typeof params === 'function') {
      callback = params;
      params = null;
    }
    if (params) validateObject(params, 'params');
    if (callback) validateFunction(callback, 'callback');
    // connect() never succeeds, so no session is ever connected.
    throw new ERR_INSPECTOR_NOT_CONNECTED();
  }

  disconnect() {}
}

function open(port, host, wait) {
  throw new ERR_METHOD_NOT_IMPLEMENTED('inspector.open()');
}

function close() {}

function url() {
  return undefined;
}

function waitForDebugger() {
  throw new ERR_INSPECTOR_NOT_ACTIVE();
}

// Inspector console methods write only to an attached frontend: with none, nothing.
const consoleMethods = ['debug', 'error', 'info', 'log', 'warn', 'dir', 'dirxml', 'table',
  'trace', 'group', 'groupCollapsed', 'groupEnd', 'clear', 'count', 'countReset', 'assert',
  'profile', 'profileEnd', 'time', 'timeLog', 'timeEnd', 'timeStamp', 'context'];
const inspectorConsole = {};
for (const name of consoleMethods) {
  inspectorConsole[name] = { [name]() {} }[name];
}

function broadcastToFrontend(eventName, params = kEmptyObject) {
  validateString(eventName, 'eventName');
  validateObject(params, 'params');
}

function broadcasts(domain, events) {
  const out = {};
  for (const event of events) {
    out[event] = (params) => broadcastToFrontend(`${domain}.${event}`, params);
  }
  return out;
}

const Network = broadcasts('Network', ['requestWillBeSent', 'responseReceived',
  'loadingFinished', 'loadingFailed', 'dataSent', 'dataReceived', 'webSocketCreated',
  'webSocketClosed', 'webSocketHandshakeResponseReceived']);

const DOMStorage = broadcasts('DOMStorage', ['domStorageItemAdded', 'domStorageItemRemoved',
  'domStorageItemUpdated', 'domStorageItemsCleared', 'registerStorage']);

// Without --experimental-inspector-network-resource Node only warns.
function put(url, data) {
  process.emitWarning('The --experimental-inspector-network-resource option is not enabled. ' +
    'Please enable it to use the putNetworkResource function');
}

module.exports = {
  open,
  close,
  url,
  waitForDebugger,
  console: inspectorConsole,
  Session,
  Network,
  NetworkResources: { put },
  DOMStorage,
};
