'use strict';
// The WebAssembly JS API on modules built in the test: exports, memories shared with JS
// (defined, imported, grown from either side), imports in both directions, traps and their
// error classes, tables, globals, the promise forms, and buffers JS must not detach.
const common = require('../common');
const assert = require('assert');
const { buildModule, sleb, I32, I64, F64, FUNCREF } = require('../common/wasm-builder');

const lget = (i) => [0x20, i];
const i32c = (n) => [0x41, ...sleb(n)];

// add(a, b), a memory of 1..3 pages with "hi" at 16, a mutable global 7, a table of 2.
const basic = buildModule({
  types: [[[I32, I32], [I32]], [[I32], [I32]], [[], [I32]], [[I32], []]],
  funcs: [
    { type: 0, body: [...lget(0), ...lget(1), 0x6a] },
    { type: 1, body: [...lget(0), 0x28, 2, 0] }, // load(addr)
    { type: 2, body: [0x23, 0] }, // getGlobal()
    { type: 1, body: [...lget(0), 0x40, 0] }, // grow(pages) -> old
    { type: 0, body: [...lget(0), ...lget(1), 0x6d] }, // div(a, b)
    { type: 2, body: [0x00] }, // trap()
  ],
  memories: [[1, 3]],
  tables: [[FUNCREF, 2]],
  globals: [[I32, true, i32c(7)]],
  exports: [['mem', 'memory', 0], ['add', 'func', 0], ['load', 'func', 1], ['g', 'global', 0],
    ['getGlobal', 'func', 2], ['grow', 'func', 3], ['div', 'func', 4], ['trap', 'func', 5],
    ['t', 'table', 0]],
  data: [[16, Buffer.from('hi')]],
  custom: [['note', [1, 2, 3]], ['note', [4]]],
});

assert.strictEqual(WebAssembly.validate(basic), true);
assert.strictEqual(WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 2, 0, 0, 0])), false);
assert.strictEqual(Object.prototype.toString.call(WebAssembly), '[object WebAssembly]');

const mod = new WebAssembly.Module(basic);
assert.deepStrictEqual(WebAssembly.Module.exports(mod).map((e) => `${e.name}:${e.kind}`),
                       ['mem:memory', 'add:function', 'load:function', 'g:global',
                        'getGlobal:function', 'grow:function', 'div:function',
                        'trap:function', 't:table']);
assert.deepStrictEqual(WebAssembly.Module.imports(mod), []);
assert.deepStrictEqual(WebAssembly.Module.customSections(mod, 'note')
  .map((b) => [...new Uint8Array(b)]), [[1, 2, 3], [4]]);

const { exports: e } = new WebAssembly.Instance(mod);
assert.strictEqual(Object.getPrototypeOf(e), null);
assert.ok(Object.isFrozen(e));
assert.deepStrictEqual(Object.keys(e), ['mem', 'add', 'load', 'g', 'getGlobal', 'grow', 'div',
                                        'trap', 't']);

// Functions: i32 arithmetic wraps, names are function indices.
assert.strictEqual(e.add(2, 3), 5);
assert.strictEqual(e.add(0x7fffffff, 1), -0x80000000);
assert.strictEqual(e.add('4', {}), 4);
assert.strictEqual(e.add.name, '0');
assert.strictEqual(e.div.name, '4');
assert.strictEqual(e.add.length, 2);

// The memory: the data segment is in the buffer; writes from JS are seen by wasm.
assert.ok(e.mem instanceof WebAssembly.Memory);
assert.strictEqual(e.mem, e.mem);
const before = e.mem.buffer;
assert.strictEqual(before.byteLength, 65536);
assert.strictEqual(Buffer.from(before, 16, 2).toString(), 'hi');
new DataView(before).setInt32(100, 123456, true);
assert.strictEqual(e.load(100), 123456);

// The buffer cannot be detached by JS.
assert.throws(() => before.transfer(), { name: 'TypeError' });
assert.strictEqual(e.load(100), 123456);

// Growing from wasm: the old buffer is detached, the new one is longer and has the bytes.
assert.strictEqual(e.grow(1), 1);
assert.strictEqual(before.byteLength, 0);
const after = e.mem.buffer;
assert.strictEqual(after.byteLength, 2 * 65536);
assert.strictEqual(new DataView(after).getInt32(100, true), 123456);
// Growing from JS, then past the maximum.
assert.strictEqual(e.mem.grow(1), 2);
assert.strictEqual(after.byteLength, 0);
assert.strictEqual(e.mem.buffer.byteLength, 3 * 65536);
assert.throws(() => e.mem.grow(1), {
  name: 'RangeError', message: 'WebAssembly.Memory.grow(): Maximum memory size exceeded',
});
assert.strictEqual(e.grow(1), -1);
// grow(0) still gives a new buffer.
const third = e.mem.buffer;
assert.strictEqual(e.mem.grow(0), 3);
assert.notStrictEqual(e.mem.buffer, third);
assert.strictEqual(third.byteLength, 0);

// Traps.
assert.throws(() => e.trap(), (err) => err instanceof WebAssembly.RuntimeError &&
  err.message === 'unreachable' && err.name === 'RuntimeError');
assert.throws(() => e.div(1, 0), { name: 'RuntimeError', message: 'divide by zero' });
assert.throws(() => e.load(3 * 65536), { message: 'memory access out of bounds' });
assert.strictEqual(e.div(7, 2), 3);

// Globals.
assert.strictEqual(e.g.value, 7);
e.g.value = 42;
assert.strictEqual(e.getGlobal(), 42);
assert.strictEqual(e.g.valueOf(), 42);
const c64 = new WebAssembly.Global({ value: 'i64' }, 5n);
assert.strictEqual(c64.value, 5n);
assert.throws(() => { c64.value = 6n; }, { name: 'TypeError' });
assert.strictEqual(new WebAssembly.Global({ value: 'f32' }, 1.1).value, Math.fround(1.1));

// Tables: exported functions go in and come out as the same objects.
assert.strictEqual(e.t.length, 2);
assert.strictEqual(e.t.get(0), null);
e.t.set(0, e.add);
assert.strictEqual(e.t.get(0), e.add);
assert.throws(() => e.t.set(1, () => 1), { name: 'TypeError' });
assert.throws(() => e.t.get(2), {
  name: 'RangeError', message: 'WebAssembly.Table.get(): invalid address 2 in funcref table of size 2',
});
assert.strictEqual(e.t.grow(1), 2);
assert.strictEqual(e.t.length, 3);
assert.strictEqual(new WebAssembly.Table({ element: 'externref', initial: 1 }).get(0), undefined);

// Imports: a JS function with i64 and f64 values, an imported memory, a start function.
const calls = [];
const mem = new WebAssembly.Memory({ initial: 1 });
const withImports = buildModule({
  types: [[[I64, F64], [I64]], [[], []], [[I64, F64], [I64]]],
  imports: [['js', 'f', 'func', 0], ['js', 'hello', 'func', 1], ['js', 'mem', 'memory', [1]]],
  funcs: [
    // callF(a, b) = f(a, b) + 1, and stores 99 at address 8 of the imported memory.
    { type: 2, body: [...i32c(8), ...i32c(99), 0x36, 2, 0, ...lget(0), ...lget(1), 0x10, 0,
                      0x42, 1, 0x7c] },
  ],
  start: 1,
  exports: [['callF', 'func', 2]],
});
assert.deepStrictEqual(WebAssembly.Module.imports(new WebAssembly.Module(withImports)), [
  { module: 'js', name: 'f', kind: 'function' },
  { module: 'js', name: 'hello', kind: 'function' },
  { module: 'js', name: 'mem', kind: 'memory' },
]);
const inst = new WebAssembly.Instance(new WebAssembly.Module(withImports), {
  js: {
    f(a, b) {
      calls.push([a, b]);
      return a * 2n;
    },
    hello() { calls.push('start'); },
    mem,
  },
});
assert.deepStrictEqual(calls, ['start']);
assert.strictEqual(inst.exports.callF(20n, 1.5), 41n);
assert.deepStrictEqual(calls, ['start', [20n, 1.5]]);
assert.strictEqual(new Int32Array(mem.buffer)[2], 99);
assert.throws(() => inst.exports.callF(1, 1), { name: 'TypeError' });

// An exception thrown by an import reaches the caller unchanged.
const thrown = new Error('from JS');
const rethrow = new WebAssembly.Instance(new WebAssembly.Module(withImports), {
  js: { f() { throw thrown; }, hello() {}, mem },
});
assert.throws(() => rethrow.exports.callF(1n, 0), (err) => err === thrown);

// JS and wasm calling each other, nested.
const pingPong = buildModule({
  types: [[[I32], [I32]]],
  imports: [['js', 'back', 'func', 0]],
  funcs: [{ type: 0, body: [...lget(0), 0x10, 0] }],
  exports: [['down', 'func', 1]],
});
let pp;
pp = new WebAssembly.Instance(new WebAssembly.Module(pingPong), {
  js: { back: (n) => (n === 0 ? 0 : 1 + pp.exports.down(n - 1)) },
});
assert.strictEqual(pp.exports.down(40), 40);

// Recursion inside wasm as deep as V8 allows: rec(n) = n == 0 ? 0 : rec(n - 1) + 1.
const recursive = buildModule({
  types: [[[I32], [I32]]],
  funcs: [{ type: 0, body: [...lget(0), 0x45, 0x04, I32, ...i32c(0), 0x05, ...lget(0), ...i32c(1),
                            0x6b, 0x10, 0, ...i32c(1), 0x6a, 0x0b] }],
  exports: [['rec', 'func', 0]],
});
assert.strictEqual(new WebAssembly.Instance(new WebAssembly.Module(recursive)).exports.rec(5000),
                   5000);

// Unbounded recursion inside wasm is a RangeError, and the instance still works afterwards.
const forever = buildModule({
  types: [[[], []]],
  funcs: [{ type: 0, body: [0x10, 0] }],
  exports: [['f', 'func', 0]],
});
const inf = new WebAssembly.Instance(new WebAssembly.Module(forever));
assert.throws(() => inf.exports.f(), { name: 'RangeError' });
assert.strictEqual(pp.exports.down(3), 3);

// Errors of compilation and linking.
assert.throws(() => new WebAssembly.Module(new Uint8Array([1, 2, 3])),
              (err) => err instanceof WebAssembly.CompileError &&
                err.message.startsWith('WebAssembly.Module(): '));
assert.throws(() => new WebAssembly.Module(5), {
  name: 'TypeError', message: 'WebAssembly.Module(): Argument 0 must be a buffer source',
});
assert.throws(() => WebAssembly.Module(basic), { name: 'TypeError' });
assert.throws(() => new WebAssembly.Instance(new WebAssembly.Module(pingPong), { js: {} }), {
  name: 'LinkError',
  message: 'WebAssembly.Instance(): Import #0 "js" "back": function import requires a callable',
});
assert.throws(() => new WebAssembly.Instance(new WebAssembly.Module(pingPong)), {
  name: 'TypeError',
  message: 'WebAssembly.Instance(): Imports argument must be present and must be an object',
});
assert.throws(() => new WebAssembly.Memory({ initial: 70000 }), {
  name: 'RangeError',
  message: "WebAssembly.Memory(): Property 'initial': value 70000 is above the upper bound 65536",
});
assert.throws(() => new WebAssembly.Memory({ initial: 2, maximum: 1 }), { name: 'RangeError' });

// structuredClone: a module clones as a working module; the other objects do not clone.
const cloned = structuredClone(mod);
assert.ok(cloned instanceof WebAssembly.Module);
assert.notStrictEqual(cloned, mod);
assert.strictEqual(new WebAssembly.Instance(cloned).exports.add(20, 22), 42);
for (const v of [mem, e.t, e.g, inst]) {
  assert.throws(() => structuredClone(v), { name: 'DataCloneError' });
}

// The promise forms.
WebAssembly.instantiate(basic).then(common.mustCall(({ module, instance }) => {
  assert.ok(module instanceof WebAssembly.Module);
  assert.strictEqual(instance.exports.add(1, 1), 2);
}));
WebAssembly.instantiate(mod).then(common.mustCall((instance) => {
  assert.ok(instance instanceof WebAssembly.Instance);
}));
WebAssembly.compile(new Uint8Array(3)).catch(common.mustCall((err) => {
  assert.ok(err instanceof WebAssembly.CompileError);
}));
WebAssembly.instantiate(5).catch(common.mustCall((err) => {
  assert.strictEqual(err.name, 'TypeError');
}));
