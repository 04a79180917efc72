// Errors made inside a vm context get the same stack handling as the main realm's:
// a `Name: message` header, captureStackTrace, stackTraceLimit, prepareStackTrace.
'use strict';
const vm = require('vm');
const ctx = vm.createContext({});
const stack = vm.runInContext('function f() { return new Error("boom") }\nf().stack', ctx,
                              { filename: 'ctx.js' });
console.log(stack.split('\n').slice(0, 2).join(' | '));
console.log(vm.runInContext('typeof Error.captureStackTrace', ctx));
console.log(vm.runInContext('typeof Error.stackTraceLimit', ctx));
console.log(vm.runInContext('const o = {}; Error.captureStackTrace(o); typeof o.stack', ctx));
console.log(vm.runInContext('new TypeError("t").stack.split("\\n")[0]', ctx));
