// Top-level let, const and class in scripts run by vm: runInThisContext and a vm.Script
// run in this context declare global lexical bindings that later scripts see; declaring one
// twice is a SyntaxError at the second run, not at compile time; a new context keeps its own.
'use strict';
const vm = require('vm');

console.log(vm.runInThisContext('const vmConstA = 1; vmConstA'));
console.log(vm.runInThisContext('let vmLetB = 2; vmLetB + vmConstA'));
console.log(vm.runInThisContext('class VmClassC {}; typeof VmClassC'));
console.log(vm.runInThisContext('vmConstA + vmLetB'));
console.log(typeof globalThis.vmConstA, typeof globalThis.vmLetB);

const script = new vm.Script('const vmScriptD = 4; vmScriptD * 2');
console.log(script.runInThisContext());
try {
  script.runInThisContext();
} catch (e) {
  console.log(e.name, e.message);
}

const compiledTwice = new vm.Script('let vmE = 5; vmE');
const again = new vm.Script('let vmE = 6; vmE');
console.log(compiledTwice.runInThisContext());
try {
  again.runInThisContext();
} catch (e) {
  console.log(e.name, e.message);
}

const ctx = vm.createContext({});
console.log(vm.runInContext('const vmConstA = 10; vmConstA', ctx));
console.log(vm.runInContext('vmConstA + 1', ctx));
console.log(vm.runInThisContext('vmConstA'));
try {
  vm.runInContext('const vmConstA = 11;', ctx);
} catch (e) {
  console.log(e.name, e.message);
}
