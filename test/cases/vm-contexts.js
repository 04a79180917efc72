// vm: contexts are realms of their own kept in step with the sandbox object; scripts,
// runInThisContext, compileFunction and the argument errors.
'use strict';

const vm = require('vm');

console.log(Object.keys(vm).join(','));
const sandbox = { x: 1, list: [] };
const context = vm.createContext(sandbox);
console.log(vm.isContext(sandbox), vm.isContext({}), vm.createContext(sandbox) === sandbox);
console.log(vm.runInContext('var y = x + 1; z = 5; this.w = 6; function f() { return y; } typeof globalThis', context));
console.log(Object.keys(sandbox).join(','), sandbox.y, sandbox.z, sandbox.w, typeof sandbox.f, sandbox.f());
console.log(vm.runInContext('list.push(x); list.length', context), sandbox.list);
sandbox.x = 10;
console.log(vm.runInContext('x * 2', context));
delete sandbox.z;
console.log(vm.runInContext('typeof z', context));
vm.runInContext('delete globalThis.w', context);
console.log('w' in sandbox);

// A realm of its own: its built-ins are not ours.
console.log(vm.runInContext('[] instanceof Array', context), vm.runInContext('[]', context) instanceof Array);
console.log(vm.runInNewContext('typeof console + typeof setTimeout + typeof require + typeof Array'));
console.log(vm.runInNewContext('a + b', { a: 2, b: 3 }), vm.runInNewContext('this.constructor.name'));
console.log(vm.runInNewContext('/[/]\\//.source'), vm.runInNewContext('String(new Function("a", "return a"))'));

// Scripts.
const script = new vm.Script('count = (typeof count === "number" ? count : 0) + 1', { filename: 'counter.js' });
const c1 = vm.createContext({});
script.runInContext(c1);
script.runInContext(c1);
console.log(c1.count, script.runInNewContext({ count: 41 }));
console.log(Object.keys(script).join(','), script instanceof vm.Script, vm.createScript('1 + 1').runInThisContext());
globalThis.fromOutside = 'outside';
console.log(vm.runInThisContext('fromOutside + " seen"'), vm.runInThisContext('var leaked = 1; typeof leaked'), typeof leaked);
try {
  vm.runInThisContext('throw new TypeError("boom")', { filename: 'thrower.js' });
} catch (e) {
  console.log(e instanceof TypeError, e.message);
}
try {
  vm.runInContext('throw new Error("inner")', context);
} catch (e) {
  console.log(e instanceof Error, e.message, e.constructor.name);
}
try {
  new vm.Script('a b', { filename: 'bad.js' });
} catch (e) {
  console.log(e.name);
}

// compileFunction.
const add = vm.compileFunction('return a + b + c', ['a', 'b'], { contextExtensions: [{ c: 10 }] });
console.log(add(1, 2), add.length, JSON.stringify(String(add)));
const inCtx = vm.compileFunction('return x', [], { parsingContext: vm.createContext({ x: 'ctx' }) });
console.log(inCtx());

// Argument errors.
const attempts = [
  () => vm.runInContext('1', {}),
  () => vm.createContext(5),
  () => vm.isContext(5),
  () => vm.runInThisContext('1', 5),
  () => vm.compileFunction(5),
  () => vm.compileFunction('', 'a'),
  () => new vm.Script('1').runInContext({}),
  () => new vm.Script('1', { filename: 5 }),
];
for (const attempt of attempts) {
  try {
    attempt();
    console.log('no error');
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
