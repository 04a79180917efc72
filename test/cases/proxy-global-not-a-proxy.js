// The global Proxy constructor is not itself reported as a proxy.
'use strict';
const util = require('util');
console.log(util.types.isProxy(Proxy), util.inspect(Proxy), util.inspect(Proxy, { showProxy: true }));
console.log(util.types.isProxy(new Proxy({}, {})), util.inspect(new Proxy([1], {}), { showProxy: true }));
