// `dns` (callback API): lookup() answers IP literals and hosts-file names at once and asks
// the system resolver (getaddrinfo on the pool) for other names; lookupService asks
// getnameinfo; resolve* and reverse send DNS queries through internal/dns/client; the default
// result order, the error-code constants and the resolver's server list work as in Node.
// `dns.promises` is `dns/promises`.
'use strict';

const {
  errorCodes, AI_ADDRCONFIG, AI_ALL, AI_V4MAPPED, getDefaultResultOrder,
  setDefaultResultOrder, parseLookupArgs, localAnswer, systemLookup, systemLookupService,
  validateLookupService, ResolverBase, resolveMethods, rrtypeMethods, runQuery,
  bindDefaultResolver, setDefaultServers, queryTypes,
} = require('internal/dns');
const { validateFunction, validateString } = require('internal/validators');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
} = require('internal/errors');

function lookup(hostname, options, callback) {
  const args = parseLookupArgs(hostname, options, callback, arguments.length);
  const answer = (found) => {
    if (args.all) args.callback(null, found);
    else args.callback(null, found[0].address, found[0].family);
  };
  const found = localAnswer(args.hostname, args.family, args.order);
  if (found !== null) {
    process.nextTick(answer, found);
  } else {
    systemLookup(args.hostname, args.family, args.hints, args.order, (err, list) => {
      if (err) args.callback(err);
      else answer(list);
    });
  }
  return {};
}

function lookupService(address, port, callback) {
  validateLookupService(arguments, ['address', 'port', 'callback']);
  systemLookupService(address, +port, callback);
  return {};
}

// util.promisify resolves these with an object of the callback's values, as in Node.
const { customPromisifyArgs } = require('internal/util');
for (const [fn, names] of [[lookup, ['address', 'family']],
  [lookupService, ['hostname', 'service']]]) {
  Object.defineProperty(fn, customPromisifyArgs, { value: names, enumerable: false });
}

class Resolver extends ResolverBase {}

// Named after the query it sends, as Node's (`queryA`, `getHostByAddr`).
function queryMethod(name) {
  const syscall = queryTypes[name][1];
  return {
    [syscall](hostname, callback) {
      let options;
      if (arguments.length > 2) {
        options = callback;
        callback = arguments[2];
      }
      validateString(hostname, 'name');
      validateFunction(callback, 'callback');
      const ttl = !!(options && options.ttl);
      const err = runQuery(this._handle, name, hostname, ttl, (error, result) => {
        if (error) callback(error);
        else callback(null, result);
      });
      if (err !== null) throw err;
      return {};
    },
  }[syscall];
}

for (const name of resolveMethods) Resolver.prototype[name] = queryMethod(name);

Resolver.prototype.resolve = function resolve(hostname, rrtype, callback) {
  let method;
  if (typeof rrtype === 'string') {
    method = Object.hasOwn(rrtypeMethods, rrtype) ? rrtypeMethods[rrtype] : undefined;
  } else if (typeof rrtype === 'function') {
    method = 'resolve4';
    callback = rrtype;
  } else {
    throw new ERR_INVALID_ARG_TYPE('rrtype', 'string', rrtype);
  }
  if (method === undefined) {
    throw new ERR_INVALID_ARG_VALUE('rrtype', rrtype);
  }
  return this[method](hostname, callback);
};

// `dns.promises` once read: setServers() rebinds it too, as Node does (not `dns/promises`
// loaded by its own name).
let promises = null;

function setServers(servers) {
  setDefaultServers(Resolver, servers);
  bindDefaultResolver(module.exports, Resolver);
  if (promises !== null) bindDefaultResolver(promises, promises.Resolver);
}

module.exports = {
  lookup,
  lookupService,
  Resolver,
  getDefaultResultOrder,
  setDefaultResultOrder,
  setServers,
  ADDRCONFIG: AI_ADDRCONFIG,
  ALL: AI_ALL,
  V4MAPPED: AI_V4MAPPED,
  ...errorCodes,
};
bindDefaultResolver(module.exports, Resolver);

Object.defineProperty(module.exports, 'promises', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() {
    if (promises === null) promises = require('dns/promises');
    return promises;
  },
});
