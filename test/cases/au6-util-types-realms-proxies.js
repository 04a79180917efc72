// util.types: async/generator functions, generators and Map/Set iterators from a vm context are recognised; proxies never are.
'use strict';
const util = require('util');
const vm = require('vm');
const names = ['isAsyncFunction', 'isGeneratorFunction', 'isGeneratorObject', 'isMapIterator', 'isSetIterator'];
const show = (v) => names.filter((k) => util.types[k](v)).join(',') || '-';
const foreign = vm.runInNewContext(`[
  async function () {}, function* () {}, async function* () {}, (function* () { yield 1; })(),
  new Map([[1, 2]]).keys(), new Set([1]).values(), [1].values(), function () {}, {}, Object.create(null),
]`);
for (const v of foreign) console.log('foreign', show(v));
const local = [async () => {}, function* () {}, (function* () {})(), new Map().entries(), new Set().entries(), [].keys(), class {}, new (class {})()];
for (const v of local) console.log('local', show(v), show(new Proxy(v, {})));
console.log(util.inspect(foreign[0]), util.inspect(foreign[2]), util.inspect(new Proxy(local[0], {})));
