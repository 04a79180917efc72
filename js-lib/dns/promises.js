// `dns/promises`: the promise form of `dns`. lookup() resolves IP literals and hosts-file
// names at once and other names through the system resolver, lookupService through
// getnameinfo; resolve* and reverse query DNS servers (internal/dns), the module's own
// functions on the default resolver of when it loaded or last set its servers.
'use strict';

const {
  errorCodes, getDefaultResultOrder, setDefaultResultOrder, parseLookupOptions,
  validateStringNoNull, localAnswer, systemLookup, systemLookupService, validateLookupService,
  ResolverBase, resolveMethods, rrtypeMethods, runQuery, bindDefaultResolver,
  setDefaultServers, queryTypes,
} = require('internal/dns');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
} = require('internal/errors');
const { validateOneOf, validateString } = require('internal/validators');

function lookup(hostname, options) {
  if (hostname) validateStringNoNull(hostname, 'hostname');
  let settings;
  if (typeof options === 'number') {
    validateOneOf(options, 'family', [0, 4, 6]);
    settings = { family: options + 0, all: false, order: getDefaultResultOrder() };
  } else if (options !== undefined && typeof options !== 'object') {
    throw new ERR_INVALID_ARG_TYPE('options', ['integer', 'object'], options);
  } else {
    settings = parseLookupOptions(options, getDefaultResultOrder(), false);
  }
  // Node rejects an empty name where it throws for a wrong type.
  if (!hostname) {
    return Promise.reject(
      new ERR_INVALID_ARG_VALUE('hostname', hostname, 'must be a non-empty string'));
  }
  const found = localAnswer(hostname, settings.family, settings.order);
  if (found !== null) return Promise.resolve(settings.all ? found : found[0]);
  return new Promise((resolve, reject) => {
    systemLookup(hostname, settings.family, settings.hints, settings.order, (err, list) => {
      if (err) reject(err);
      else resolve(settings.all ? list : list[0]);
    });
  });
}

function lookupService(address, port) {
  validateLookupService(arguments, ['address', 'port']);
  return new Promise((resolve, reject) => {
    systemLookupService(address, +port, (err, hostname, service) => {
      if (err) reject(err);
      else resolve({ hostname, service });
    });
  });
}

class Resolver extends ResolverBase {}

// Named after the query it sends, as Node's (`queryA`, `getHostByAddr`).
function queryMethod(name) {
  const syscall = queryTypes[name][1];
  return {
    [syscall](hostname, options) {
      validateString(hostname, 'name');
      const ttl = !!(options && options.ttl);
      return new Promise((resolve, reject) => {
        const err = runQuery(this._handle, name, hostname, ttl, (error, result) => {
          if (error) reject(error);
          else resolve(result);
        }, { resolve, reject });
        if (err !== null) reject(err);
      });
    },
  }[syscall];
}
for (const name of resolveMethods) Resolver.prototype[name] = queryMethod(name);

Resolver.prototype.resolve = function resolve(hostname, rrtype) {
  let method = 'resolve4';
  if (rrtype !== undefined) {
    validateString(rrtype, 'rrtype');
    method = Object.hasOwn(rrtypeMethods, rrtype) ? rrtypeMethods[rrtype] : undefined;
  }
  if (method === undefined) throw new ERR_INVALID_ARG_VALUE('rrtype', rrtype);
  return this[method](hostname);
};

function setServers(servers) {
  setDefaultServers(Resolver, servers);
  bindDefaultResolver(module.exports, Resolver);
}

module.exports = {
  lookup,
  lookupService,
  Resolver,
  getDefaultResultOrder,
  setDefaultResultOrder,
  setServers,
  ...errorCodes,
};
bindDefaultResolver(module.exports, Resolver);
