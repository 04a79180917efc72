// Shared by `dns` and `dns/promises`: the error-code constants, lookup()'s argument rules,
// IP literals, which need no resolver, the system resolver for names and for lookupService
// (internalBinding('dns')), the default result order, the resolver's server list (read
// from /etc/resolv.conf, as c-ares does), the default resolver's channel that `dns` and
// `dns/promises` share, and the query methods of both Resolver classes over the DNS client
// of internal/dns/client.
'use strict';

const {
  codes: {
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_ARG_VALUE,
    ERR_INVALID_IP_ADDRESS,
    ERR_MISSING_ARGS,
  },
  DNSException,
} = require('internal/errors');
const {
  validateArray, validateBoolean, validateFunction, validateInt32, validateNumber,
  validateOneOf, validatePort, validateString, validateUint32,
} = require('internal/validators');
const { isIP } = require('net');

// The performance clock itself (internal/perf's now()), read without loading perf_hooks.
const { performanceNow } = internalBinding('process');
const {
  requestCallback, newAsyncId, getDefaultTriggerAsyncId, emitInit, fields: hookCounts,
  symbols: { async_id_symbol, trigger_async_id_symbol },
} = require('internal/async_hooks');

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

// `familyNames`: the callback API also takes 'IPv4'/'IPv6' as a family; dns.promises does not.
function parseLookupOptions(options, order, familyNames = true) {
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
      if (familyNames && options.family === 'IPv4') family = 4;
      else if (familyNames && options.family === 'IPv6') family = 6;
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

// An IP literal answers itself (as Node, without a getaddrinfo call); anything else is the
// resolver's (which reads the hosts file first), in call order with other pool work.
function localAnswer(hostname) {
  const literal = isIP(hostname);
  return literal ? [{ address: hostname, family: literal }] : null;
}

// Names that are neither literals nor in the hosts file: the system resolver, as Node's
// getaddrinfo through libuv (internalBinding('dns'), a pool job). `done(err, found)`.
function systemLookup(hostname, family, hints, order, done) {
  const started = performanceNow();
  // While a hook is enabled the answer comes as a GETADDRINFOREQWRAP request.
  internalBinding('dns').getaddrinfo(hostname, family, hints, requestCallback(
    'GETADDRINFOREQWRAP', undefined, (err, flat) => {
    if (err) {
      done(new DNSException(err[1], 'getaddrinfo', hostname));
      return;
    }
    const found = [];
    for (let i = 0; i < flat.length; i += 2) found.push({ address: flat[i], family: flat[i + 1] });
    if (order === 'ipv4first') found.sort((a, b) => a.family - b.family);
    else if (order === 'ipv6first') found.sort((a, b) => b.family - a.family);
    observe('lookup', started, {
      hostname, family, hints, verbatim: order === 'verbatim', order,
      addresses: found.map((entry) => entry.address),
    });
    done(null, found);
  }, { hostname, family }));
}

// lookupService's arguments after validation: `done(err, hostname, service)`.
function systemLookupService(address, port, done) {
  const started = performanceNow();
  internalBinding('dns').getnameinfo(address, port, requestCallback(
    'GETNAMEINFOREQWRAP', undefined, (err, names) => {
    if (err) {
      done(new DNSException(err[1], 'getnameinfo', address));
      return;
    }
    observe('lookupService', started,
            { host: address, port, hostname: names[0], service: names[1] });
    done(null, names[0], names[1]);
  }, { host: address, port }));
}

// lookupService(address, port[, callback]) checks, in Node's order.
function validateLookupService(args, names) {
  if (args.length !== names.length) throw new ERR_MISSING_ARGS(...names);
  validateString(args[0], 'address');
  if (isIP(args[0]) === 0) throw new ERR_INVALID_ARG_VALUE('address', args[0]);
  validatePort(args[1]);
  if (names.length === 3) validateFunction(args[2], 'callback');
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

// What Resolver has in common between `dns` and `dns/promises`: options, the server list
// and cancel(), all kept on the channel in `_handle`.
// A channel is an async resource from its creation, as Node's ChannelWrap (DNSCHANNEL).
function newChannel(timeout, tries, maxTimeout) {
  const channel = new (client().ChannelWrap)(timeout, tries, maxTimeout);
  const asyncId = newAsyncId();
  channel[async_id_symbol] = asyncId;
  channel[trigger_async_id_symbol] = getDefaultTriggerAsyncId();
  if (hookCounts.init > 0) {
    emitInit(asyncId, 'DNSCHANNEL', channel[trigger_async_id_symbol], channel);
  }
  return channel;
}

// The request resource a query's hooks see, named and keyed as Node's.
// (`callback` for the callback API, `resolve` and `reject` for the promise one).
class QueryReqWrap {
  constructor(bindingName, hostname, ttl, callback, settle) {
    this.bindingName = bindingName;
    if (settle === undefined) this.callback = callback;
    this.hostname = hostname;
    this.oncomplete = undefined;
    if (settle !== undefined) {
      this.resolve = settle.resolve;
      this.reject = settle.reject;
    }
    this.ttl = ttl;
  }
}

class ResolverBase {
  constructor(options = undefined) {
    const opts = { ...options };
    const { timeout = -1, tries = 4, maxTimeout = 0 } = opts;
    validateInt32(timeout, 'options.timeout', -1);
    validateInt32(tries, 'options.tries', 1);
    validateUint32(maxTimeout, 'options.maxTimeout');
    this._handle = newChannel(timeout + 0, tries, maxTimeout + 0);
  }

  cancel() {
    client().cancelAll(this._handle);
  }

  getServers() {
    const list = this._handle.getServers() || [];
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
    // c-ares refuses a new list while queries are out (ARES_ESERVFAIL-like "pending").
    if (this._handle.pending.size !== 0) {
      const err = new Error('c-ares failed to set servers: "There are pending queries." ' +
                            `[${servers}]`);
      err.code = 'ERR_DNS_SET_SERVERS_FAILED';
      throw err;
    }
    this._handle.servers = parsed;
  }

  setLocalAddress(ipv4, ipv6) {
    validateString(ipv4, 'ipv4');
    if (ipv6 !== undefined) validateString(ipv6, 'ipv6');
    // One address of each family at most, either first, as c-ares takes them.
    const local = { ipv4: undefined, ipv6: undefined };
    for (const address of ipv6 === undefined ? [ipv4] : [ipv4, ipv6]) {
      const family = isIP(address);
      if (family === 0) throw nativeArgValue('Invalid IP address.');
      const key = family === 4 ? 'ipv4' : 'ipv6';
      if (local[key] !== undefined) {
        throw nativeArgValue(`Cannot specify two IPv${family} addresses.`);
      }
      local[key] = address;
    }
    this._handle.localAddress = local;
  }
}

// Node's binding throws these itself: a TypeError with the code and a plain message.
function nativeArgValue(message) {
  const err = new TypeError(message);
  err.code = 'ERR_INVALID_ARG_VALUE';
  return err;
}

let lazyClient = null;
function client() {
  if (lazyClient === null) lazyClient = require('internal/dns/client');
  return lazyClient;
}

// The query name and syscall of each resolve method, as Node's cares_wrap names them.
const queryTypes = {
  resolveAny: ['ANY', 'queryAny'], resolve4: ['A', 'queryA'], resolve6: ['AAAA', 'queryAaaa'],
  resolveCaa: ['CAA', 'queryCaa'], resolveCname: ['CNAME', 'queryCname'],
  resolveMx: ['MX', 'queryMx'], resolveNs: ['NS', 'queryNs'], resolveTlsa: ['TLSA', 'queryTlsa'],
  resolveTxt: ['TXT', 'queryTxt'], resolveSrv: ['SRV', 'querySrv'],
  resolvePtr: ['PTR', 'queryPtr'], resolveNaptr: ['NAPTR', 'queryNaptr'],
  resolveSoa: ['SOA', 'querySoa'], reverse: ['PTR', 'getHostByAddr'],
};

// resolve()'s rrtype names and the method each one runs.
const rrtypeMethods = {
  A: 'resolve4', AAAA: 'resolve6', ANY: 'resolveAny', CAA: 'resolveCaa', CNAME: 'resolveCname',
  MX: 'resolveMx', NAPTR: 'resolveNaptr', NS: 'resolveNs', PTR: 'resolvePtr', SOA: 'resolveSoa',
  SRV: 'resolveSrv', TLSA: 'resolveTlsa', TXT: 'resolveTxt',
};

// Sends the query of `method` for `name` on `channel`; `done(err, result)`. Returns an
// error (without calling `done`) when the query cannot start, as c-ares' send does.
// `settle`: the promise API's { resolve, reject }, which the request resource carries.
function runQuery(channel, method, name, ttl, done, settle = undefined) {
  const [typeName, syscall] = queryTypes[method];
  let qname = name;
  if (method === 'reverse') {
    qname = client().reverseName(name);
    if (qname === null) return new DNSException(-22, syscall, name);
  }
  const started = performanceNow();
  // While a hook is enabled the answer comes as a QUERYWRAP request.
  const req = new QueryReqWrap(syscall, name, ttl, done, settle);
  req.oncomplete = requestCallback('QUERYWRAP', undefined, (code, reply) => {
    let result = code;
    if (code === null) result = client().shapeResult(typeName, reply, ttl);
    if (typeof result === 'string') {
      done(new DNSException(result, syscall, name));
      return;
    }
    observe(syscall, started, { host: name, ttl, result });
    done(null, result);
  }, req);
  client().startQuery(channel, qname, typeName, req.oncomplete);
  return null;
}

// internal/perf once something has loaded it: until then nobody can observe 'dns' entries,
// and a lookup does not load it.
let perf = null;
require('internal/bootstrap/realm').whenLoaded('internal/perf', (exports) => { perf = exports; });

// A 'dns' PerformanceEntry for each answer, as Node makes when someone observes them.
function observe(name, started, detail) {
  if (perf !== null) perf.enqueueDnsEntry(name, started, detail);
}

let defaultChannel = null;
function getDefaultChannel() {
  if (defaultChannel === null) defaultChannel = newChannel(-1, 4, 0);
  return defaultChannel;
}

// The module-level resolver functions of `dns` and `dns/promises`, in Node's key order.
const resolverKeys = ['getServers', 'resolve', 'resolve4', 'resolve6', 'resolveAny',
  'resolveCaa', 'resolveCname', 'resolveMx', 'resolveNaptr', 'resolveNs', 'resolvePtr',
  'resolveSoa', 'resolveSrv', 'resolveTlsa', 'resolveTxt', 'reverse'];

// Puts on `target` its module's Resolver methods bound to the default resolver of the
// moment, as Node does when the module loads and again after a setServers(): a module
// keeps the channel it was bound to until then (queries already out on an old channel go
// on), and a function read off the module before stays on the old one.
function bindDefaultResolver(target, Resolver) {
  // Made without the constructor: its channel would be an async resource Node never makes.
  const resolver = { __proto__: Resolver.prototype, _handle: getDefaultChannel() };
  for (const key of resolverKeys) target[key] = Resolver.prototype[key].bind(resolver);
}

// A module's setServers(): a new resolver with those servers becomes the default (for
// modules bound from now on); the caller rebinds its own module.
function setDefaultServers(Resolver, servers) {
  const fresh = new Resolver();
  fresh.setServers(servers);
  defaultChannel = fresh._handle;
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
  systemLookup,
  systemLookupService,
  validateLookupService,
  ResolverBase,
  resolveMethods,
  systemServers,
  queryTypes,
  rrtypeMethods,
  runQuery,
  bindDefaultResolver,
  setDefaultServers,
};
