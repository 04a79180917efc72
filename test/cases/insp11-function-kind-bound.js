// util.types.isGeneratorFunction / isAsyncFunction answer from how a function was created:
// a bound generator or async function is neither, a function re-parented onto the
// generator/async prototypes is not one either, and a real one keeps its kind with any
// prototype. util.inspect names functions accordingly.
'use strict';
const util = require('util');
const { isGeneratorFunction, isAsyncFunction } = util.types;

const GeneratorFunctionProto = Object.getPrototypeOf(function* () {});
const AsyncFunctionProto = Object.getPrototypeOf(async function () {});
const cases = {
  boundGenerator: function* gen() {}.bind(null),
  boundAsync: async function run() {}.bind(null),
  boundAsyncGenerator: async function* agen() {}.bind(null),
  boundAsyncArrow: (async () => {}).bind(null),
  fakeGenerator: Object.setPrototypeOf(function plain() {}, GeneratorFunctionProto),
  fakeAsync: Object.setPrototypeOf(function plain2() {}, AsyncFunctionProto),
  generatorNullProto: Object.setPrototypeOf(function* g2() {}, null),
  asyncNullProto: Object.setPrototypeOf(async function a2() {}, null),
  generatorPlainProto: Object.setPrototypeOf(function* g3() {}, Function.prototype),
  methodNamedAsync: ({ async() {} }).async,
  methodNamedAsyncSpaced: ({ async () {} }).async,
  asyncMethodNamedAsync: ({ async async() {} }).async,
  asyncArrowDefaults: async (a = ')', b = [1, (2)]) => a,
  asyncGeneratorMethod: ({ async /* note */ *[Symbol.iterator]() {} })[Symbol.iterator],
  commentedGenerator: function /* star */ * commented() {},
  methodNamedFunction: ({ function() {} }).function,
  generatorNamedFunction: ({ *function() {} }).function,
};
for (const [name, fn] of Object.entries(cases)) {
  console.log(name, isGeneratorFunction(fn), isAsyncFunction(fn), util.inspect(fn));
}
