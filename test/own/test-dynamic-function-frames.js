// minirt's own test: stack frames of code made by Function() and its async kin say where
// the function was made, as V8's do: `at eval (eval at NAME (FILE:L:C), <anonymous>:L:C)`,
// with the body's lines counted after the two header lines of the spec's source text.
// Such a function keeps the engine's semantics: no `anonymous` binding inside, name
// 'anonymous', the spec's toString text. Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

const file = __filename;
function frames(stack, n) {
  return stack.split('\n').slice(1, 1 + n).map((l) => l.trim());
}

const top = new Function('return new Error("x").stack;');
assert.deepStrictEqual(frames(top(), 1),
                       [`at eval (eval at <anonymous> (${file}:15:13), <anonymous>:3:8)`]);

function compile() {
  const made = new Function('a', 'function inner() { return new Error("z").stack; }\nreturn inner();');
  return made;
}
const nested = frames(compile()(1), 2);
assert.strictEqual(nested[0], `at inner (eval at compile (${file}:20:16), <anonymous>:3:27)`);
// The column of a call inside such code is the engine's (docs/ENGINE.md); line and origin
// are V8's.
assert.ok(nested[1].startsWith(`at eval (eval at compile (${file}:20:16), <anonymous>:4:`),
          nested[1]);

// Parameters with a line break move the body down, as in the source text.
const multi = new Function('a,\nb', 'return new Error("p").stack');
assert.deepStrictEqual(frames(multi(), 1),
                       [`at eval (eval at <anonymous> (${file}:31:15), <anonymous>:4:8)`]);

const thrower = Function('throw new TypeError("t")');
assert.throws(thrower, (e) => {
  assert.strictEqual(frames(e.stack, 1)[0],
                     `at eval (eval at <anonymous> (${file}:35:17), <anonymous>:3:7)`);
  return e instanceof TypeError;
});

// The engine's semantics are kept.
assert.strictEqual(new Function('return typeof anonymous')(), 'undefined');
assert.strictEqual(top.name, 'anonymous');
assert.strictEqual(top.length, 0);
assert.strictEqual(multi.length, 2);
assert.strictEqual(multi.toString(), 'function anonymous(a,\nb\n) {\nreturn new Error("p").stack\n}');
assert.strictEqual(new Function('a', 'b', 'return a + b')(2, 3), 5);
assert.strictEqual(new Function('"use strict"; return this')(), undefined);
assert.strictEqual(new Function('return this')(), globalThis);
assert.strictEqual(Object.getPrototypeOf(top), Function.prototype);
// Text that would close the function early never runs as statements of its own (V8
// refuses it; the engine ignores the stray text, docs/ENGINE.md).
try {
  new Function('a){}); globalThis.injectedByParams = 1; (function(', '');
} catch {
  // V8's SyntaxError.
}
try {
  new Function('', '}); globalThis.injectedByBody = 1; (function() {');
} catch {
  // V8's SyntaxError.
}
assert.strictEqual(globalThis.injectedByParams, undefined);
assert.strictEqual(globalThis.injectedByBody, undefined);

// CallSites see the same origin.
const sites = new Function('const prev = Error.prepareStackTrace;' +
  'Error.prepareStackTrace = (e, s) => s;' +
  'const s = new Error().stack; Error.prepareStackTrace = prev; return s;')();
assert.strictEqual(sites[0].isEval(), true);
assert.strictEqual(sites[0].getLineNumber(), 3);
assert.match(sites[0].getEvalOrigin(), /^eval at <anonymous> \(/);

const AsyncFunction = (async function() {}).constructor;
const asyncThrower = AsyncFunction('throw new Error("af")');
asyncThrower().then(assert.fail, (e) => {
  assert.strictEqual(frames(e.stack, 1)[0],
                     `at eval (eval at <anonymous> (${file}:76:22), <anonymous>:3:7)`);
});
