// The holder of V8's `%Name(...)` optimiser hints that `--allow-natives-syntax` lets a
// program call (runtime/src/engine/source_pass/natives.rs rewrites `eval('%Name(args)')`
// into `holder.Name(args)`). Each hint tells V8's compilers when to optimise or deoptimise
// a function; Boa interprets every function the same way, so a hint has nothing to do once
// its arguments are evaluated. The names must match natives.rs' HINTS.
'use strict';

function hint() {
  return undefined;
}

const names = [
  'PrepareFunctionForOptimization',
  'OptimizeFunctionOnNextCall',
  'OptimizeOsr',
  'NeverOptimizeFunction',
  'DeoptimizeFunction',
  'DeoptimizeNow',
  'CompileBaseline',
  'BaselineOsr',
  'ClearFunctionFeedback',
];

function installNativesHolder() {
  const holder = { __proto__: null };
  for (const name of names) holder[name] = hint;
  Object.defineProperty(globalThis, Symbol.for('minirt.natives'), {
    value: Object.freeze(holder),
    enumerable: false,
    configurable: false,
    writable: false,
  });
}

module.exports = { installNativesHolder };
