// vm.createContext(vm.constants.DONT_CONTEXTIFY) returns the new context's global object
// itself (jsdom builds its window on one): what outside code defines on it, getters
// included, is what scripts in the context see at once, and the other way round.
'use strict';
const vm = require('vm');

const ctx = vm.createContext(vm.constants.DONT_CONTEXTIFY);
console.log('this is ctx', vm.runInContext('this', ctx) === ctx);
console.log('isContext', vm.isContext(ctx));
console.log('own intrinsics', typeof ctx.Array, ctx.Array === Array);
console.log('new object each time', vm.createContext(vm.constants.DONT_CONTEXTIFY) !== ctx);

ctx.foo = 1;
Object.defineProperty(ctx, 'bar', { get() { return 'B'; }, configurable: true });
console.log('outside props', vm.runInContext('foo + bar', ctx));

vm.runInContext('var v = 2; globalThis.w = 3;', ctx);
console.log('script globals', ctx.v, ctx.w, Object.keys(ctx).sort());

// A getter defined after a run is seen by a later run and by direct reads alike.
let reads = 0;
Object.defineProperty(ctx, 'live', { get() { reads++; return reads; }, configurable: true });
console.log('live', ctx.live, vm.runInContext('live', ctx), reads);

// Inherited properties of the global are globals too.
Object.setPrototypeOf(ctx, Object.assign(Object.create(ctx.Object.prototype), { proto: 'p' }));
console.log('inherited', vm.runInContext('typeof proto + " " + proto', ctx));

console.log('Script', new vm.Script('this.z = 9; z').runInContext(ctx), ctx.z);
console.log('realm Array', vm.runInContext('[1] instanceof Array', ctx), ctx.eval('typeof v'));
