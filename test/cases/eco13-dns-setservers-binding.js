// The module-level resolver functions are bound to the default resolver of when their module
// loaded: dns.setServers() rebinds `dns` (and `dns.promises` once read), dnsPromises.setServers()
// only `dns/promises`, and each makes the default for a module loaded later. A function read
// off the module before stays on the old resolver.
'use strict';
const dns = require('dns');
const dnsPromises = require('dns/promises');

console.log(dns.resolve4.name, dns.reverse.name, dns.getServers.name, dns.resolve4.length);
console.log(dnsPromises.resolveTxt.name, dnsPromises.resolve.name, dnsPromises.resolve4.length);
console.log(new dns.Resolver().resolveMx.name, new dnsPromises.Resolver().resolveSoa.name);

const oldGetServers = dns.getServers;
const initial = JSON.stringify(dns.getServers());
dns.setServers(['127.0.0.1:1']);
console.log(dns.getServers(), JSON.stringify(dnsPromises.getServers()) === initial,
            JSON.stringify(oldGetServers()) === initial);

dnsPromises.setServers(['127.0.0.2']);
console.log(dns.getServers(), dnsPromises.getServers());

// Reading dns.promises makes dns.setServers() rebind the promise API too.
console.log(dns.promises === dnsPromises);
dns.setServers(['127.0.0.3']);
console.log(dns.getServers(), dnsPromises.getServers());
