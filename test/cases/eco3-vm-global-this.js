// What a run in a context gives for its global (`runInContext('this', ctx)`): it is not the
// sandbox, it reads the sandbox's properties and, for names the sandbox lacks, the context's
// own built-ins (vm2 takes Object, Reflect, Proxy... from it), writes go to the sandbox, and
// it stands for the global when handed back into the context.
'use strict';
const vm = require('vm');

const ctx = vm.createContext({ a: 1 });
const g = vm.runInContext('this', ctx);
const ctxObject = vm.runInContext('Object', ctx);
console.log('same each run', g === vm.runInContext('globalThis', ctx));
console.log('is sandbox', g === ctx, 'is context', vm.isContext(g));
console.log('sandbox value', g.a);
console.log('built-ins', typeof g.Object, g.Object === ctxObject, g.Object === Object, 'Reflect' in g);
console.log('keys', Object.keys(g));
console.log('prototype', Object.getPrototypeOf(g) === vm.runInContext('Object.getPrototypeOf(this)', ctx));
const desc = Object.getOwnPropertyDescriptor(g, 'Array');
console.log('descriptor', typeof desc.value, desc.enumerable, desc.configurable);
g.b = 2;
console.log('write reaches sandbox', ctx.b, vm.runInContext('b', ctx));
ctx.c = 3;
console.log('later sandbox write seen', g.c);
vm.runInContext('var d = 4; this.self = this;', ctx);
console.log('script globals', g.d, ctx.d, ctx.self === g, ctx.self === ctx);
ctx.me = g;
console.log('handed back is the global', vm.runInContext('me === globalThis', ctx));

// A function compiled in the context, called with the global from outside (vm2's set-up).
const setup = vm.runInContext('(function (global) { const { Object: O, Reflect: R } = global;' +
  ' return typeof O.freeze + " " + typeof R.apply; })', ctx);
console.log('set-up', setup(g));
