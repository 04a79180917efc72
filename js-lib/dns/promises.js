// `dns/promises`: the promise form of `dns`. lookup() resolves IP literals and hosts-file
// names at once and other names through the system resolver, lookupService through
// getnameinfo; DNS queries (resolve*, reverse) reject with ERR_METHOD_NOT_IMPLEMENTED (see
// internal/dns).
'use strict';

const {
  errorCodes, getDefaultResultOrder, setDefaultResultOrder, parseLookupOptions,
  validateStringNoNull, localAnswer, systemLookup, systemLookupService, validateLookupService,
  ResolverBase, resolveMethods, notImplemented,
} = require('internal/dns');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
} = require('internal/errors');
const { validateOneOf } = require('internal/validators');

function lookup(hostname, options) {
  if (hostname) validateStringNoNull(hostname, 'hostname');
  let settings;
  if (typeof options === 'number') {
    validateOneOf(options, 'family', [0, 4, 6]);
    settings = { family: options + 0, all: false, order: getDefaultResultOrder() };
  } else if (options !== undefined && typeof options !== 'object') {
    throw new ERR_INVALID_ARG_TYPE('options', ['integer', 'object'], options);
  } else {
    settings = parseLookupOptions(options, getDefaultResultOrder());
  }
  if (!hostname) {
    throw new ERR_INVALID_ARG_VALUE('hostname', hostname, 'must be a non-empty string');
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

function unimplementedQuery(name) {
  return {
    [name]() {
      return Promise.reject(notImplemented(`dnsPromises.${name}()`));
    },
  }[name];
}
for (const name of resolveMethods) Resolver.prototype[name] = unimplementedQuery(name);
Resolver.prototype.resolve = unimplementedQuery('resolve');

const defaultResolver = new Resolver();
const bindDefault = (name) => defaultResolver[name].bind(defaultResolver);

module.exports = {
  lookup,
  lookupService,
  Resolver,
  getDefaultResultOrder,
  setDefaultResultOrder,
  setServers: bindDefault('setServers'),
  ...errorCodes,
  getServers: bindDefault('getServers'),
  resolve: bindDefault('resolve'),
};
for (const name of ['resolve4', 'resolve6', 'resolveAny', 'resolveCaa', 'resolveCname',
  'resolveMx', 'resolveNaptr', 'resolveNs', 'resolvePtr', 'resolveSoa', 'resolveSrv',
  'resolveTlsa', 'resolveTxt', 'reverse']) {
  module.exports[name] = bindDefault(name);
}
