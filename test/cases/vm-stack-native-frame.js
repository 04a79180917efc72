// A stack made by code that vm runs shows no frame of the runtime's native entry between
// the script's frames and vm's own (V8 has none there either).
'use strict';
const vm = require('vm');
const stack = vm.runInThisContext('new Error("x")').stack;
console.log(stack.split('\n')[1]);
console.log(/\(native\)/.test(stack));
const inContext = vm.runInNewContext('new Error("y")').stack;
console.log(inContext.split('\n')[1]);
console.log(/\(native\)/.test(inContext));
