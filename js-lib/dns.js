// `dns` (callback API): lookup() answers IP literals and hosts-file names as getaddrinfo
// would, without the network; the default result order, the error-code constants and the
// resolver's server list work as in Node. Everything that has to ask a DNS server (lookup of
// other names, lookupService, resolve*, reverse) throws ERR_METHOD_NOT_IMPLEMENTED until
// minirt has resolver machinery. `dns.promises` is `dns/promises`.
'use strict';

const {
  errorCodes, AI_ADDRCONFIG, AI_ALL, AI_V4MAPPED, getDefaultResultOrder,
  setDefaultResultOrder, parseLookupArgs, localAnswer, ResolverBase, resolveMethods,
  notImplemented,
} = require('internal/dns');
const { validateFunction, validateString } = require('internal/validators');

function lookup(hostname, options, callback) {
  const args = parseLookupArgs(hostname, options, callback, arguments.length);
  const found = localAnswer(args.hostname, args.family, args.order);
  if (found === null) throw notImplemented(`dns.lookup() of '${args.hostname}'`);
  if (args.all) {
    process.nextTick(args.callback, null, found);
  } else {
    process.nextTick(args.callback, null, found[0].address, found[0].family);
  }
  return {};
}

function lookupService(address, port, callback) {
  throw notImplemented('dns.lookupService()');
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
