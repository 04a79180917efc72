// minirt's own test: a context made with codeGeneration: { strings: false } refuses every
// way of compiling text (eval, direct or not, and the four function constructors, however
// they are reached) with the context's EvalError, while functions written in the script
// itself still work and instanceof sees the context's Function; other contexts are untouched.
'use strict';
require('../common');
const assert = require('assert');
const vm = require('vm');

const ctx = vm.createContext({}, { codeGeneration: { strings: false } });
const CtxEvalError = vm.runInContext('EvalError', ctx);
const refused = [
  'eval("1")',
  'eval(42)',
  '(function () { return eval("2"); })()',
  'new Function("return 1")',
  'Function("return 1")',
  '(function () {}).constructor("return 1")',
  'Object.getPrototypeOf(async function () {}).constructor("return 1")',
  'Object.getPrototypeOf(function* () {}).constructor("yield 1")',
  'Object.getPrototypeOf(async function* () {}).constructor("yield 1")',
];
for (const source of refused) {
  assert.throws(() => vm.runInContext(source, ctx), (err) => {
    assert.ok(err instanceof CtxEvalError, source);
    assert.strictEqual(err.message, 'Code generation from strings disallowed for this context');
    return true;
  });
}

assert.strictEqual(vm.runInContext('(function add(a, b) { return a + b; })(2, 3)', ctx), 5);
assert.strictEqual(vm.runInContext('(function () {}) instanceof Function', ctx), true);
assert.strictEqual(vm.runInContext('(() => 1) instanceof Function', ctx), true);
assert.strictEqual(vm.runInContext('Function.prototype.constructor === Function', ctx), true);
assert.strictEqual(vm.runInContext('Function.name', ctx), 'Function');
assert.strictEqual(vm.runInContext('typeof Function.prototype.call', ctx), 'function');

// runInNewContext's contextCodeGeneration reaches the context it makes.
assert.throws(() => vm.runInNewContext('eval("1")', {}, {
  contextCodeGeneration: { strings: false },
}), { name: 'EvalError' });

// A context with strings allowed, and the main context, still compile text.
const open = vm.createContext({});
assert.strictEqual(vm.runInContext('eval("1 + 1") + new Function("return 1")()', open), 3);
assert.strictEqual(vm.runInContext('eval("3")', vm.createContext({}, {
  codeGeneration: { strings: true },
})), 3);
assert.strictEqual(eval('4'), 4);
