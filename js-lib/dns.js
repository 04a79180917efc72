// `dns` (callback API): lookup() answers IP literals and hosts-file names at once and asks
// the system resolver (getaddrinfo on the pool) for other names; lookupService asks
// getnameinfo; the default result order, the error-code constants and the resolver's server
// list work as in Node. The DNS queries of resolve* and reverse throw
// ERR_METHOD_NOT_IMPLEMENTED: minirt has no DNS client. `dns.promises` is `dns/promises`.
'use strict';

const {
  errorCodes, AI_ADDRCONFIG, AI_ALL, AI_V4MAPPED, getDefaultResultOrder,
  setDefaultResultOrder, parseLookupArgs, localAnswer, systemLookup, systemLookupService,
  validateLookupService, ResolverBase, resolveMethods, notImplemented,
} = require('internal/dns');
const { validateFunction, validateString } = require('internal/validators');

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

class Resolver extends ResolverBase {}

function unimplementedQuery(name) {
  return {
    [name](hostname, ...rest) {
      validateString(hostname, 'name');
      validateFunction(rest[rest.length - 1], 'callback');
      throw notImplemented(`dns.${name}()`);
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
  ADDRCONFIG: AI_ADDRCONFIG,
  ALL: AI_ALL,
  V4MAPPED: AI_V4MAPPED,
  ...errorCodes,
  getServers: bindDefault('getServers'),
  resolve: bindDefault('resolve'),
};
for (const name of ['resolve4', 'resolve6', 'resolveAny', 'resolveCaa', 'resolveCname',
  'resolveMx', 'resolveNaptr', 'resolveNs', 'resolvePtr', 'resolveSoa', 'resolveSrv',
  'resolveTlsa', 'resolveTxt', 'reverse']) {
  module.exports[name] = bindDefault(name);
}

Object.defineProperty(module.exports, 'promises', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  get() { return require('dns/promises'); },
});
