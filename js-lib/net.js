// `net`: the address helpers (isIP*, SocketAddress, BlockList), argument normalization and
// the connection-attempt timeout knobs. Socket, Server, connect and createServer live in
// internal/net/socket and load on first use (test harnesses load `net` only for the knobs).
// BoundSocket binds and _createServerHandle throw ERR_METHOD_NOT_IMPLEMENTED: the io binding
// has no separate bind step.
'use strict';

// Node 26 tries every address family (Happy Eyeballs) and waits 500 ms per address before
// trying the next; --[no-]network-family-autoselection[-attempt-timeout=N] set both.
let autoSelectFamily = true;
let autoSelectFamilyAttemptTimeout = 500;
for (const arg of require('internal/natives').execArgv) {
  if (arg === '--no-network-family-autoselection') autoSelectFamily = false;
  else if (arg === '--network-family-autoselection') autoSelectFamily = true;
  else if (arg.startsWith('--network-family-autoselection-attempt-timeout=')) {
    // Taken as given, as Node takes it (a value that is not a number reads as 0).
    const ms = Number.parseInt(arg.slice(arg.indexOf('=') + 1), 10);
    autoSelectFamilyAttemptTimeout = ms >= 0 ? ms : 0;
  }
}

const v4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
// Any value is read as its string (as RegExp#test would): isIP({ toString }) works.
function isIPv4(s) {
  return v4.test(`${s}`);
}
// RFC 4291 text: eight groups of 1-4 hex digits, or fewer around one `::`, the last two
// groups optionally written as dotted IPv4; then an optional `%zone` of letters, digits,
// `-`, `.` and `:` (what Node accepts, so 'fe80::1%eth0@1' is not an address).
const hexGroup = /^[0-9a-fA-F]{1,4}$/;
const zoneId = /^[0-9a-zA-Z.:-]+$/;
function isIPv6(s) {
  s = `${s}`;
  let addr = s;
  const pct = s.indexOf('%');
  if (pct !== -1) {
    if (!zoneId.test(s.slice(pct + 1))) return false;
    addr = s.slice(0, pct);
  }
  const halves = addr.split('::');
  if (halves.length > 2) return false;
  const groups = [];
  for (const half of halves) {
    if (half !== '') groups.push(...half.split(':'));
  }
  let count = 0;
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i];
    if (i === groups.length - 1 && g.includes('.') && !addr.endsWith(':')) {
      if (!isIPv4(g)) return false;
      count += 2;
    } else if (hexGroup.test(g)) {
      count++;
    } else {
      return false;
    }
  }
  return halves.length === 2 ? count <= 7 : count === 8;
}

// [options, callback] with the [normalizedArgs] mark, from the forms connect() and
// listen() take: (options[, cb]), (path[, cb]) or ([port][, host][, ...][, cb]).
const normalizedArgsSymbol = Symbol('normalizedArgs');
function isPipeName(s) {
  return typeof s === 'string' && !(Number(s) >= 0);
}
function _normalizeArgs(args) {
  let arr;
  if (args.length === 0) {
    arr = [{}, null];
    arr[normalizedArgsSymbol] = true;
    return arr;
  }
  const arg0 = args[0];
  let options = {};
  if (typeof arg0 === 'object' && arg0 !== null) {
    options = arg0;
  } else if (isPipeName(arg0)) {
    options.path = arg0;
  } else {
    options.port = arg0;
    if (args.length > 1 && typeof args[1] === 'string') options.host = args[1];
  }
  const cb = args[args.length - 1];
  arr = typeof cb === 'function' ? [options, cb] : [options, null];
  arr[normalizedArgsSymbol] = true;
  return arr;
}

function _createServerHandle(address, port, addressType, fd, flags) {
  const { codes } = require('internal/errors');
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('net._createServerHandle()');
}

// A socket bound ahead of time, for a server or client to adopt later. The options are
// checked as in Node; binding itself needs a TCP/pipe handle, which minirt lacks, so a
// well-formed construction throws ERR_METHOD_NOT_IMPLEMENTED. The handle-less form
// (what a worker receives for a transferred socket) behaves as an adopted one.
const kBoundSocketDeserialize = Symbol('kBoundSocketDeserialize');
class BoundSocket {
  #handle = null;
  #path;

  constructor(options = {}) {
    if (options === kBoundSocketDeserialize) return;
    const {
      validateObject, validateString, validateBoolean, validatePort,
    } = require('internal/validators');
    const { codes } = require('internal/errors');
    validateObject(options, 'options');
    if (options.path !== undefined) {
      const { path, host, port, ipv6Only, reusePort } = options;
      if (host !== undefined || port !== undefined || ipv6Only !== undefined ||
          reusePort !== undefined) {
        throw new codes.ERR_INVALID_ARG_VALUE('options', options,
          'path is mutually exclusive with host, port, ipv6Only, and reusePort');
      }
      validateString(path, 'options.path');
      throw new codes.ERR_METHOD_NOT_IMPLEMENTED('net.BoundSocket (pipe bind)');
    }
    validatePort(options.port ?? 0, 'options.port');
    const ipv6Only = options.ipv6Only ?? false;
    validateBoolean(ipv6Only, 'options.ipv6Only');
    validateBoolean(options.reusePort ?? false, 'options.reusePort');
    const { host } = options;
    if (host !== undefined && host !== null) {
      validateString(host, 'options.host');
      if (isIP(host) === 0) {
        throw new codes.ERR_INVALID_ARG_VALUE('options.host', host,
          'must be a numeric IP address; net.BoundSocket does not perform DNS resolution');
      }
    }
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED('net.BoundSocket (TCP bind)');
  }

  #adopted() {
    const { codes } = require('internal/errors');
    return new codes.ERR_SOCKET_HANDLE_ADOPTED();
  }

  address() {
    if (this.#handle === null) throw this.#adopted();
    return this.#path;
  }

  fd() {
    if (this.#handle === null) throw this.#adopted();
    return -1;
  }

  close() {
    if (this.#handle === null) throw this.#adopted();
    this.#handle = null;
  }

  get isPipe() {
    return this.#path !== undefined;
  }

  [Symbol.dispose]() {
    this.#handle = null;
  }
}

function _TransferredBoundSocket() {
  return new BoundSocket(kBoundSocketDeserialize);
}

function isIP(s) {
  return isIPv4(s) ? 4 : isIPv6(s) ? 6 : 0;
}

module.exports = {
  getDefaultAutoSelectFamily: () => autoSelectFamily,
  setDefaultAutoSelectFamily(value) {
    require('internal/validators').validateBoolean(value, 'value');
    autoSelectFamily = value;
  },
  getDefaultAutoSelectFamilyAttemptTimeout: () => autoSelectFamilyAttemptTimeout,
  setDefaultAutoSelectFamilyAttemptTimeout(value) {
    const { validateInt32 } = require('internal/validators');
    validateInt32(value, 'value', 1);
    autoSelectFamilyAttemptTimeout = value < 10 ? 10 : value;
  },
  isIP,
  isIPv4,
  isIPv6,
  _normalizeArgs,
  _createServerHandle,
  BoundSocket,
  _TransferredBoundSocket,
};

Object.defineProperty(module.exports, '_normalizedArgsSymbol', {
  __proto__: null, value: normalizedArgsSymbol, enumerable: false,
});

let socketLib;
function lazySocket() {
  if (socketLib === undefined) socketLib = require('internal/net/socket');
  return socketLib;
}
for (const [name, key] of [['createServer', 'createServer'], ['createConnection', 'connect'],
  ['connect', 'connect'], ['Socket', 'Socket'], ['Stream', 'Socket'], ['Server', 'Server']]) {
  let value;
  Object.defineProperty(module.exports, name, {
    __proto__: null,
    enumerable: true,
    configurable: true,
    get() {
      if (value === undefined) value = lazySocket()[key];
      return value;
    },
    set(v) {
      value = v;
    },
  });
}

// The address classes load on first use: most users of net never touch them.
for (const [name, id] of [['BlockList', 'internal/blocklist'],
  ['SocketAddress', 'internal/socketaddress']]) {
  let value;
  Object.defineProperty(module.exports, name, {
    __proto__: null,
    enumerable: true,
    configurable: true,
    get() {
      if (value === undefined) value = require(id)[name];
      return value;
    },
    set(v) {
      value = v;
    },
  });
}
