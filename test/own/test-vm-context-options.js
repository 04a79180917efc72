// minirt's own test: vm's argument checks and sandbox copying as Node 26.10 behaves (each
// expectation here was checked against it): arrays are contexts and functions are not, a run's
// options are an object, runInNewContext's context* options, createContext's codeGeneration
// and microtaskMode, a non-configurable sandbox property stays so inside, the global's NaN
// is not copied out, the source line shown for an error ignores columnOffset, a Script's
// sourceURL and sourceMapURL come from V8's magic comments, and a proxy
// sandbox whose descriptor trap throws is not asked for what no script uses.
'use strict';
require('../common');
const assert = require('assert');
const vm = require('vm');

// Arrays can be contexts; functions and primitives are not objects to vm.
assert.strictEqual(vm.isContext([]), false);
const arrayContext = vm.createContext([0, 1]);
assert.strictEqual(vm.isContext(arrayContext), true);
assert.strictEqual(vm.runInContext('this[1]', arrayContext), 1);
for (const value of [undefined, null, 0, '', function() {}]) {
  assert.throws(() => vm.isContext(value),
                { code: 'ERR_INVALID_ARG_TYPE', message: /"object" argument must be of type object/ });
  assert.throws(() => vm.runInContext('', value),
                { code: 'ERR_INVALID_ARG_TYPE', message: /"object" argument must be of type object/ });
}
assert.throws(() => new vm.Script('').runInContext({}),
              { code: 'ERR_INVALID_ARG_TYPE', message: /"contextifiedObject" argument must be an vm\.Context/ });

assert.throws(() => vm.compileFunction('', [], { parsingContext: [] }),
              { code: 'ERR_INVALID_ARG_TYPE', message: /"options\.parsingContext" property must be an instance of Context/ });
assert.strictEqual(vm.compileFunction('return this.length', [], { parsingContext: arrayContext })
  .call([1, 2, 3]), 3);

// A Script's run options must be an object; the module functions take a filename string.
const script = new vm.Script('1');
assert.throws(() => script.runInThisContext('name.js'), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => script.runInNewContext({}, 'name.js'), { code: 'ERR_INVALID_ARG_TYPE' });
assert.strictEqual(vm.runInThisContext('2', 'name.js'), 2);
assert.strictEqual(vm.runInNewContext('3', {}, 'name.js'), 3);
assert.throws(() => vm.runInThisContext('throw new Error("x")', 'named-file.js'),
              (err) => /named-file\.js/.test(err.stack));
for (const cachedData of [[0], {}, true, 'bad', 42]) {
  assert.throws(() => new vm.Script('', { cachedData }),
                { code: 'ERR_INVALID_ARG_TYPE', message: /"options\.cachedData" property must be an instance of Buffer, TypedArray, or DataView/ });
}
new vm.Script('', { cachedData: new Uint8Array(1) });

// createContext's options.
assert.throws(() => vm.createContext({}, { microtaskMode: 'x' }),
              { code: 'ERR_INVALID_ARG_VALUE', message: /'options\.microtaskMode' must be one of: 'afterEvaluate', undefined/ });
assert.throws(() => vm.createContext({}, { codeGeneration: { strings: 1 } }),
              { code: 'ERR_INVALID_ARG_TYPE', message: /"options\.codeGeneration\.strings"/ });
assert.throws(() => vm.createContext({}, { codeGeneration: { wasm: 'no' } }),
              { code: 'ERR_INVALID_ARG_TYPE', message: /"options\.codeGeneration\.wasm"/ });

// runInNewContext's options for the new context.
for (const name of ['contextName', 'contextOrigin']) {
  assert.throws(() => vm.runInNewContext('', {}, { [name]: null }),
                { code: 'ERR_INVALID_ARG_TYPE', message: `The "options.${name}" property must be of type string. Received null` });
}
assert.throws(() => vm.runInNewContext('', {}, { contextCodeGeneration: { wasm: 1 } }),
              { code: 'ERR_INVALID_ARG_TYPE', message: /"options\.contextCodeGeneration\.wasm"/ });
assert.throws(() => vm.runInNewContext('', {}, { microtaskMode: 1 }),
              { code: 'ERR_INVALID_ARG_TYPE', message: /"options\.microtaskMode" property must be of type string/ });
assert.strictEqual(vm.runInNewContext('4', {}, { contextName: 'n', contextOrigin: 'https://x.org' }), 4);

// vm.measureMemory's choices.
assert.throws(() => vm.measureMemory({ mode: 'random' }), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => vm.measureMemory({ execution: 'random' }), { code: 'ERR_INVALID_ARG_VALUE' });

// A non-configurable sandbox property is seen as one inside.
{
  const sandbox = {};
  Object.defineProperty(sandbox, 'locked', { value: 'v', configurable: false });
  vm.createContext(sandbox);
  const desc = vm.runInContext('Object.getOwnPropertyDescriptor(this, "locked")', sandbox);
  assert.strictEqual(desc.value, 'v');
  assert.strictEqual(desc.configurable, false);
  assert.strictEqual(vm.runInContext('delete locked', sandbox), false);
  assert.strictEqual(sandbox.locked, 'v');
}

// The global's own properties stay inside: nothing but what scripts made comes out.
{
  const sandbox = {};
  vm.runInNewContext('var made = 1; NaN; Infinity; undefined', sandbox);
  assert.deepStrictEqual(Object.getOwnPropertyNames(sandbox), ['made']);
}

// The line shown above the stack is the script's own, without the columnOffset padding.
{
  const context = vm.createContext({});
  assert.throws(() => {
    vm.runInContext(' throw new Error()', context,
                    { filename: 'offset.js', lineOffset: 32, columnOffset: 123 });
  }, (err) => err.stack.startsWith('offset.js:33\n throw new Error()\n ^\n') &&
     /offset\.js:33:131/.test(err.stack));
}

// A proxy sandbox whose descriptor trap throws: an empty script runs; a script that reads
// the name gets the value through the proxy.
{
  const target = { foo: 'bar' };
  const sandbox = new Proxy(target, {
    getOwnPropertyDescriptor() {
      throw new Error('whoops');
    },
  });
  vm.createContext(sandbox);
  vm.runInContext('', sandbox);
  assert.strictEqual(vm.runInContext('foo', sandbox), 'bar');
}

// Magic comments: the last of each kind; not in a block comment, a string or without the
// space after the `#`.
{
  const cases = [
    ['1\n//# sourceMappingURL=a.json\n//# sourceMappingURL=b.json', 'b.json', undefined],
    ['1 //# sourceMappingURL=c.json', 'c.json', undefined],
    ['1\n/*# sourceMappingURL=d.json */', undefined, undefined],
    ['1\n//@ sourceMappingURL=e.json', 'e.json', undefined],
    ['"//# sourceMappingURL=f.json"', undefined, undefined],
    ['1\n//#sourceMappingURL=g.json', undefined, undefined],
    ['1\n//# sourceURL=x.js', undefined, 'x.js'],
  ];
  for (const [source, sourceMapURL, sourceURL] of cases) {
    const s = new vm.Script(source);
    assert.strictEqual(s.sourceMapURL, sourceMapURL, source);
    assert.strictEqual(s.sourceURL, sourceURL, source);
  }
}
