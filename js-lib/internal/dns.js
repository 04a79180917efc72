// Shared by `dns` and `dns/promises`: the error-code constants, lookup()'s argument rules,
// answers that need no network (IP literals and names in the hosts file, the first source
// getaddrinfo consults), the default result order, and the resolver's server list (read
// from /etc/resolv.conf, as c-ares does). Queries that would go to a DNS server need the
// resolver machinery minirt does not have yet and fail with ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

const {
  codes: {
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_ARG_VALUE,
    ERR_INVALID_IP_ADDRESS,
    ERR_METHOD_NOT_IMPLEMENTED,
  },
} = require('internal/errors');
const {
  validateArray, validateBoolean, validateFunction, validateInt32, validateNumber,
  validateOneOf, validatePort, validateString, validateUint32,
} = require('internal/validators');
const { isIP } = require('net');

const errorCodes = {
  NODATA: 'ENODATA',
  FORMERR: 'EFORMERR',
  SERVFAIL: 'ESERVFAIL',
  NOTFOUND: 'ENOTFOUND',
  NOTIMP: 'ENOTIMP',
  REFUSED: 'EREFUSED',
  BADQUERY: 'EBADQUERY',
  BADNAME: 'EBADNAME',
  BADFAMILY: 'EBADFAMILY',
  BADRESP: 'EBADRESP',
  CONNREFUSED: 'ECONNREFUSED',
  TIMEOUT: 'ETIMEOUT',
  EOF: 'EOF',
  FILE: 'EFILE',
  NOMEM: 'ENOMEM',
  DESTRUCTION: 'EDESTRUCTION',
  BADSTR: 'EBADSTR',
  BADFLAGS: 'EBADFLAGS',
  NONAME: 'ENONAME',
  BADHINTS: 'EBADHINTS',
  NOTINITIALIZED: 'ENOTINITIALIZED',
  LOADIPHLPAPI: 'ELOADIPHLPAPI',
  ADDRGETNETWORKPARAMS: 'EADDRGETNETWORKPARAMS',
  CANCELLED: 'ECANCELLED',
};

// getaddrinfo hint bits (Linux values).
const AI_V4MAPPED = 8;
const AI_ALL = 16;
const AI_ADDRCONFIG = 32;

const validDnsOrders = ['verbatim', 'ipv4first', 'ipv6first'];
const validFamilies = [0, 4, 6];

let dnsOrder = 'verbatim';
for (const arg of require('internal/natives').execArgv) {
  if (arg.startsWith('--dns-result-order=')) {
    const value = arg.slice(19);
    validateOneOf(value, '--dns-result-order', validDnsOrders);
    dnsOrder = value;
  }
}

function getDefaultResultOrder() {
  return dnsOrder;
}

function setDefaultResultOrder(value) {
  validateOneOf(value, 'dnsOrder', validDnsOrders);
  dnsOrder = value;
}

function notImplemented(what) {
  return new ERR_METHOD_NOT_IMPLEMENTED(what);
}

// lookup(hostname[, options], callback) arguments, checked in Node's order. Returns
// { hostname, family, all, order, callback }.
function parseLookupArgs(hostname, options, callback, argc) {
  let hints = 0;
  let family = 0;
  let all = false;
  let order = dnsOrder;
  if (hostname) validateStringNoNull(hostname, 'hostname');
  if (typeof options === 'function') {
    callback = options;
  } else if (typeof options === 'number') {
    validateFunction(callback, 'callback');
    validateOneOf(options, 'family', validFamilies);
    family = options + 0;
  } else if (options !== undefined && typeof options !== 'object') {
    validateFunction(argc === 2 ? options : callback, 'callback');
    throw new ERR_INVALID_ARG_TYPE('options', ['integer', 'object'], options);
  } else {
    validateFunction(callback, 'callback');
    ({ hints, family, all, order } = parseLookupOptions(options, order));
  }
  if (!hostname) {
    throw new ERR_INVALID_ARG_VALUE('hostname', hostname, 'must be a non-empty string');
  }
  return { hostname, family, all, order, hints, callback };
}

function validateStringNoNull(value, name) {
  validateString(value, name);
  if (value.includes('\u0000')) {
    throw new ERR_INVALID_ARG_VALUE(name, value, 'must be a string without null bytes');
  }
}

function parseLookupOptions(options, order) {
  let hints = 0;
  let family = 0;
  let all = false;
  if (options != null) {
    if (options.hints != null) {
      validateNumber(options.hints, 'options.hints');
      hints = options.hints >>> 0;
      if ((hints & ~(AI_ADDRCONFIG | AI_ALL | AI_V4MAPPED)) !== 0) {
        throw new ERR_INVALID_ARG_VALUE('hints', hints);
      }
    }
    if (options.family != null) {
      if (options.family === 'IPv4') family = 4;
      else if (options.family === 'IPv6') family = 6;
      else {
        validateOneOf(options.family, 'options.family', validFamilies);
        family = options.family + 0;
      }
    }
    if (options.all != null) {
      validateBoolean(options.all, 'options.all');
      all = options.all;
    }
    if (options.verbatim != null) {
      validateBoolean(options.verbatim, 'options.verbatim');
      order = options.verbatim ? 'verbatim' : 'ipv4first';
    }
    if (options.order != null) {
      validateOneOf(options.order, 'options.order', validDnsOrders);
      order = options.order;
    }
  }
  return { hints, family, all, order };
}

function readText(file) {
  try {
    return require('fs').readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

// name (lower case) -> [addresses in file order]. Read on every lookup, as getaddrinfo does.
function readHosts() {
  const table = new Map();
  for (const rawLine of readText('/etc/hosts').split('\n')) {
    const line = rawLine.replace(/#.*/, '').trim();
    if (line === '') continue;
    const fields = line.split(/\s+/);
    const address = fields[0];
    if (isIP(address) === 0) continue;
    for (let i = 1; i < fields.length; i++) {
      const name = fields[i].toLowerCase();
      const list = table.get(name);
      if (list === undefined) table.set(name, [address]);
      else if (!list.includes(address)) list.push(address);
    }
  }
  return table;
}

// The addresses lookup() answers without a DNS server, or null when it would need one.
// An IP literal answers itself; a name answers from the hosts file.
function localAnswer(hostname, family, order) {
  const literal = isIP(hostname);
  if (literal) return [{ address: hostname, family: literal }];
  const listed = readHosts().get(hostname.toLowerCase());
  if (listed === undefined) return null;
  let found = listed.map((address) => ({ address, family: isIP(address) }));
  if (family !== 0) found = found.filter((entry) => entry.family === family);
  if (found.length === 0) return null;
  if (order === 'ipv4first') found.sort((a, b) => a.family - b.family);
  else if (order === 'ipv6first') found.sort((a, b) => b.family - a.family);
  return found;
}

const IANA_DNS_PORT = 53;
const IPv6RE = /^\[([^[\]]*)\]/;
const addrSplitRE = /(^.+?)(?::(\d+))?$/;

function systemServers() {
  const servers = [];
  for (const line of readText('/etc/resolv.conf').split('\n')) {
    const m = /^\s*nameserver\s+(\S+)/.exec(line);
    if (m !== null) {
      const address = m[1].replace(/%.*$/, '');
      if (isIP(address)) servers.push([address, IANA_DNS_PORT]);
    }
  }
  return servers;
}

const kServers = Symbol('servers');

// The part of a c-ares channel that needs no network: options and the server list.
class ResolverBase {
  constructor(options = undefined) {
    const opts = { ...options };
    const { timeout = -1, tries = 4, maxTimeout = 0 } = opts;
    validateInt32(timeout, 'options.timeout', -1);
    validateInt32(tries, 'options.tries', 1);
    validateUint32(maxTimeout, 'options.maxTimeout');
    this._handle = { timeout: timeout + 0, tries, maxTimeout: maxTimeout + 0 };
    this[kServers] = null;
  }

  cancel() {}

  getServers() {
    const list = this[kServers] !== null ? this[kServers] : systemServers();
    return list.map(([address, port]) => {
      if (!port || port === IANA_DNS_PORT) return address;
      return `${isIP(address) === 6 ? `[${address}]` : address}:${port}`;
    });
  }

  setServers(servers) {
    validateArray(servers, 'servers');
    const parsed = [];
    servers.forEach((serv, index) => {
      validateString(serv, `servers[${index}]`);
      if (isIP(serv) !== 0) {
        parsed.push([serv, IANA_DNS_PORT]);
        return;
      }
      const bracketed = IPv6RE.exec(serv);
      if (bracketed && isIP(bracketed[1]) !== 0) {
        const port = Number.parseInt(serv.replace(addrSplitRE, '$2')) || IANA_DNS_PORT;
        validatePort(port);
        parsed.push([bracketed[1], port]);
        return;
      }
      const split = addrSplitRE.exec(serv);
      if (split && isIP(split[1]) !== 0) {
        const port = Number.parseInt(split[2]) || IANA_DNS_PORT;
        validatePort(port);
        parsed.push([split[1], port]);
        return;
      }
      throw new ERR_INVALID_IP_ADDRESS(serv);
    });
    this[kServers] = parsed;
  }

  setLocalAddress(ipv4, ipv6) {
    validateString(ipv4, 'ipv4');
    if (ipv6 !== undefined) validateString(ipv6, 'ipv6');
    if (isIP(ipv4) !== 4 && isIP(ipv4) !== 6) throw new ERR_INVALID_IP_ADDRESS(ipv4);
    if (ipv6 !== undefined && isIP(ipv6) !== 6) throw new ERR_INVALID_IP_ADDRESS(ipv6);
    this._handle.localAddress = { ipv4, ipv6 };
  }
}

const resolveMethods = ['resolveAny', 'resolve4', 'resolve6', 'resolveCaa', 'resolveCname',
  'resolveMx', 'resolveNs', 'resolveTlsa', 'resolveTxt', 'resolveSrv', 'resolvePtr',
  'resolveNaptr', 'resolveSoa', 'reverse'];

module.exports = {
  errorCodes,
  AI_ADDRCONFIG,
  AI_ALL,
  AI_V4MAPPED,
  getDefaultResultOrder,
  setDefaultResultOrder,
  parseLookupArgs,
  parseLookupOptions,
  validateStringNoNull,
  localAnswer,
  ResolverBase,
  resolveMethods,
  notImplemented,
};
