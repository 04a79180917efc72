// util.promisify(dns.lookup) resolves with { address, family }, and lookupService with
// { hostname, service }, as their callbacks' several values.
'use strict';
const dns = require('dns');
const util = require('util');
(async () => {
  console.log(await util.promisify(dns.lookup)('localhost', { family: 4 }));
  console.log(await util.promisify(dns.lookup)('127.0.0.1'));
  console.log(Object.keys(await util.promisify(dns.lookupService)('127.0.0.1', 22)).join(','));
})();
