// A context's global proxy (`runInContext('this', ctx)`) as outside code writes it, the way
// jest-environment-node and @sinonjs/fake-timers do: an assignment replacing a built-in
// keeps it writable, a write made after the run is seen at once by functions compiled in
// the context, definitions and deletions reach the context, and the proxy lists the
// context's built-ins among its own names.
'use strict';
const vm = require('vm');

const ctx = vm.createContext({});
const g = vm.runInContext('this', ctx);
const read = vm.runInContext(
  '(function (k) { const v = globalThis[k]; return typeof v === "function" ? v.name : v; })', ctx);
const callTimer = vm.runInContext('(function (f) { return setTimeout(f, 5); })', ctx);

// Assignments replacing a built-in, twice (fake-timers' install does so).
g.Date = function FakeDate() {};
g.Date = function FakeDate2() {};
const d = Object.getOwnPropertyDescriptor(g, 'Date');
console.log('Date', read('Date'), d.writable, d.enumerable, d.configurable);

// A timer function put on the proxy after the context's functions were compiled.
g.setTimeout = function fakeSetTimeout(f) { f(); return 'fake'; };
console.log('setTimeout', callTimer(() => console.log('ran at once')));

// A definition through the proxy, then its deletion; deleting a built-in removes it.
Object.defineProperty(g, 'answer', { value: 42, configurable: true, enumerable: true });
console.log('answer', read('answer'), Object.keys(ctx).join());
delete g.answer;
delete g.Map;
console.log('deleted', read('answer'), vm.runInContext('typeof Map', ctx));

// A getter that replaces itself with a value on first read (jest's lazy globals).
const outer = { marker: 'outer value' };
Object.defineProperty(g, 'lazy', {
  configurable: true,
  get() {
    Object.defineProperty(g, 'lazy', { configurable: true, writable: true, value: outer });
    return outer;
  },
});
const readLazy = vm.runInContext('(function () { return [lazy.marker, lazy === this.lazy]; })', ctx);
console.log('lazy', readLazy(), Object.getOwnPropertyDescriptor(g, 'lazy').writable);

// The proxy's own names include the context's built-ins and the sandbox's keys.
const names = Object.getOwnPropertyNames(g);
console.log('names', ['Object', 'Array', 'Boolean', 'JSON', 'setTimeout', 'Date']
  .map((k) => names.includes(k)).join());
console.log('Array is the context one', vm.runInContext('[] instanceof Array', ctx),
            g.Array !== Array);

// A non-extensible sandbox's names are listed too.
const frozen = vm.createContext(Object.preventExtensions({ x: 1 }));
console.log('frozen', Object.getOwnPropertyNames(vm.runInContext('this', frozen)).includes('x'));
