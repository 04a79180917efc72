// `dns/promises`: the promise form of `dns`. lookup() resolves IP literals and hosts-file
// names at once and other names through the system resolver, lookupService through
// getnameinfo; resolve* and reverse query DNS servers (internal/dns), on the default channel
// `dns` shares.
'use strict';

const {
  errorCodes, getDefaultResultOrder, setDefaultResultOrder, parseLookupOptions,
  validateStringNoNull, localAnswer, systemLookup, systemLookupService, validateLookupService,
  ResolverBase, resolveMethods, rrtypeMethods, runQuery, defaultChannelFunctions,
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

function queryMethod(name) {
  return {
    [name](hostname, options) {
      validateString(hostname, 'name');
      const ttl = !!(options && options.ttl);
      return new Promise((resolve, reject) => {
        const err = runQuery(this._handle, name, hostname, ttl, (error, result) => {
          if (error) reject(error);
          else resolve(result);
        });
        if (err !== null) reject(err);
      });
    },
  }[name];
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

const { onDefault, setServers } = defaultChannelFunctions(Resolver);

module.exports = {
  lookup,
  lookupService,
  Resolver,
  getDefaultResultOrder,
  setDefaultResultOrder,
  setServers,
  ...errorCodes,
  getServers: onDefault('getServers'),
  resolve: onDefault('resolve'),
};
for (const name of ['resolve4', 'resolve6', 'resolveAny', 'resolveCaa', 'resolveCname',
  'resolveMx', 'resolveNaptr', 'resolveNs', 'resolvePtr', 'resolveSoa', 'resolveSrv',
  'resolveTlsa', 'resolveTxt', 'reverse']) {
  module.exports[name] = onDefault(name);
}
