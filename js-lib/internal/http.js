// Shared by the _http_* modules: the symbols they use on each other's objects, the
// ERR_METHOD_NOT_IMPLEMENTED maker for what minirt lacks, the NODE_DEBUG=http logger, the
// perf_hooks 'http' entries, and the web classes http and the globals export (WebSocket and
// its event classes).
'use strict';

// NODE_DEBUG=http logging. Without NODE_DEBUG the first call turns the logger into a no-op
// without loading util.debuglog (and inspect behind it).
let debugImpl;
function debug(...args) {
  if (debugImpl === undefined) {
    debugImpl = process.env.NODE_DEBUG ?
      require('internal/util/debuglog').debuglog('http') : () => {};
  }
  debugImpl(...args);
}

// perf_hooks 'http' entries. Observers live in internal/perf; until something loads it
// nobody can be observing, so a program that never touches perf_hooks pays one check.
let perf = null;
require('internal/bootstrap/realm').whenLoaded('internal/perf', (exports) => { perf = exports; });
const kHttpObserverIndex = 1;

// The start of a measured message, or undefined when no 'http' observer is listening.
function perfStart() {
  if (perf === null || perf.observerCounts[kHttpObserverIndex] === 0) return undefined;
  return perf.performance.now();
}

function perfEnd(name, start, detail) {
  if (start !== undefined && perf !== null) perf.enqueueHttpEntry(name, start, detail);
}

function notImplemented(what) {
  const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');
  return new ERR_METHOD_NOT_IMPLEMENTED(what);
}

// The global agents: keep-alive, LIFO, 5 s idle timeout, and the proxy environment when
// --use-env-proxy (or NODE_USE_ENV_PROXY=1) is on.
function getGlobalAgent(proxyEnv, Agent) {
  return new Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5000, proxyEnv });
}

function useEnvProxy() {
  return require('internal/natives').execArgv.includes('--use-env-proxy') || process.env.NODE_USE_ENV_PROXY === '1';
}

// WebSocket, CloseEvent, MessageEvent and ErrorEvent, as http exports them and as the
// lazy globals of the same names read them: one class each, made on first use. WebSocket
// lives in internal/websocket; the events are plain Event subclasses.
const webClasses = { __proto__: null };
function webClass(name) {
  if (webClasses[name] === undefined) {
    webClasses[name] = name === 'WebSocket' ? require('internal/websocket').WebSocket :
      makeWebClass(name);
  }
  return webClasses[name];
}

function requireArgs(count, name) {
  if (count === 0) {
    throw new TypeError(`${name} constructor: 1 argument required, but 0 found.`);
  }
}

// WebIDL's conversions of MessageEvent's source and ports, in undici's words, as Node's are.
function webidlText(value) {
  if (typeof value === 'object' && value !== null) {
    return require('internal/util/inspect').inspect(value);
  }
  return typeof value === 'symbol' ? value.toString() : `${value}`;
}

function messagePortArg(value, what) {
  if (!(value instanceof require('internal/worker/io').MessagePort)) {
    throw new TypeError(`MessageEvent constructor: Expected ${what} ("${webidlText(value)}") ` +
      'to be an instance of MessagePort.');
  }
  return value;
}

function messagePortList(ports) {
  if (ports === null || typeof ports[Symbol.iterator] !== 'function' ||
      (typeof ports !== 'object' && typeof ports !== 'function')) {
    throw new TypeError(`MessageEvent constructor: eventInitDict.ports (${webidlText(ports)}) ` +
      'is not iterable.');
  }
  const list = [];
  for (const port of ports) list.push(messagePortArg(port, `eventInitDict.ports[${list.length}]`));
  return list;
}

function makeWebClass(name) {
  if (name === 'MessageEvent') {
    class MessageEvent extends Event {
      #data;
      #origin;
      #lastEventId;
      #source;
      #ports;

      constructor(type, init = {}) {
        requireArgs(arguments.length, 'MessageEvent');
        super(type, init);
        this.#data = init.data === undefined ? null : init.data;
        this.#origin = init.origin === undefined ? '' : `${init.origin}`;
        this.#lastEventId = init.lastEventId === undefined ? '' : `${init.lastEventId}`;
        this.#source = init.source === undefined || init.source === null ? null :
          messagePortArg(init.source, 'eventInitDict.source');
        this.#ports = Object.freeze(init.ports === undefined ? [] : messagePortList(init.ports));
      }

      get data() { return this.#data; }
      get origin() { return this.#origin; }
      get lastEventId() { return this.#lastEventId; }
      get source() { return this.#source; }
      get ports() { return this.#ports; }

      initMessageEvent(type, bubbles = false, cancelable = false, data = null, origin = '',
        lastEventId = '', source = null, ports = []) {
        return new MessageEvent(type, { bubbles, cancelable, data, origin, lastEventId, source,
          ports });
      }
    }
    Object.defineProperty(MessageEvent.prototype, Symbol.toStringTag, {
      __proto__: null, value: 'MessageEvent', configurable: true,
    });
    return MessageEvent;
  }
  if (name === 'ErrorEvent') {
    // HTML's ErrorEvent (the global Node has had since v23): the init dictionary's
    // message, filename, line, column and error, read once.
    class ErrorEvent extends Event {
      #message;
      #filename;
      #lineno;
      #colno;
      #error;

      constructor(type, init = {}) {
        requireArgs(arguments.length, 'ErrorEvent');
        super(type, init);
        init ??= {};
        this.#message = init.message === undefined ? '' : `${init.message}`;
        this.#filename = init.filename === undefined ? '' : init.filename;
        this.#lineno = init.lineno === undefined ? 0 : Number(init.lineno);
        this.#colno = init.colno === undefined ? 0 : Number(init.colno);
        this.#error = init.error;
      }

      get message() { return this.#message; }
      get filename() { return this.#filename; }
      get lineno() { return this.#lineno; }
      get colno() { return this.#colno; }
      get error() { return this.#error; }
    }
    Object.defineProperty(ErrorEvent.prototype, Symbol.toStringTag, {
      __proto__: null, value: 'ErrorEvent', configurable: true,
    });
    return ErrorEvent;
  }
  if (name === 'CloseEvent') {
    class CloseEvent extends Event {
      #wasClean;
      #code;
      #reason;

      constructor(type, init = {}) {
        requireArgs(arguments.length, 'CloseEvent');
        super(type, init);
        this.#wasClean = Boolean(init.wasClean);
        this.#code = init.code === undefined ? 0 : Number(init.code) & 0xFFFF;
        this.#reason = init.reason === undefined ? '' : `${init.reason}`;
      }

      get wasClean() { return this.#wasClean; }
      get code() { return this.#code; }
      get reason() { return this.#reason; }
    }
    Object.defineProperty(CloseEvent.prototype, Symbol.toStringTag, {
      __proto__: null, value: 'CloseEvent', configurable: true,
    });
    return CloseEvent;
  }
  throw new TypeError(`unknown web class ${name}`);
}

module.exports = {
  webClass,
  getGlobalAgent,
  useEnvProxy,
  kOutHeaders: Symbol('kOutHeaders'),
  kNeedDrain: Symbol('kNeedDrain'),
  kSocket: Symbol('kSocket'),
  kErrored: Symbol('errored'),
  notImplemented,
  debug,
  perfStart,
  perfEnd,
};
