// Port of nodejs/node test/parallel/test-buffer-from.js (rewritten for minirt).
'use strict';

// Buffer.from() on objects that stand for strings (wrappers, valueOf,
// Symbol.toPrimitive), the values it rejects, and Buffer.copyBytesFrom().
const common = require('../common');
const assert = require('assert');

const word = 'test';
const expected = Buffer.from(word);

class StringSubclass extends String {
  constructor() { super(word); }
}
class ToPrimitiveString {
  [Symbol.toPrimitive]() { return word; }
}
class ToPrimitiveNumber {
  [Symbol.toPrimitive]() { return 1; }
}

assert.deepStrictEqual(Buffer.from(new String(word)), expected);
assert.deepStrictEqual(Buffer.from(new StringSubclass()), expected);
assert.deepStrictEqual(Buffer.from(new ToPrimitiveString()), expected);
assert.deepStrictEqual(Buffer.from({ valueOf() { return word; } }), expected);
// valueOf() returning an array-like or buffer is followed too.
assert.deepStrictEqual(Buffer.from({ valueOf() { return [1, 2]; } }), Buffer.from([1, 2]));
// The encoding applies to the string the object stands for.
assert.deepStrictEqual(Buffer.from(new String('6869'), 'hex'), Buffer.from('hi'));
// The serialized form of a Buffer (toJSON) converts back.
assert.deepStrictEqual(Buffer.from(JSON.parse(JSON.stringify(expected))), expected);

const rejected = [
  {},
  new Boolean(true),
  { valueOf() { return null; } },
  { valueOf() { return undefined; } },
  { valueOf: null },
  { __proto__: null },
  new Number(true),
  new ToPrimitiveNumber(),
  Symbol('s'),
  5n,
  12,
  true,
  function f(a, b) {},
  undefined,
  null,
];
for (const value of rejected) {
  const error = {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
    message: 'The first argument must be of type string or an instance of Buffer, ' +
             'ArrayBuffer, or Array or an Array-like Object.' +
             common.invalidArgTypeHelper(value),
  };
  assert.throws(() => Buffer.from(value), error);
  assert.throws(() => Buffer.from(value, 'hex'), error);
}

// A non-string encoding for a string is ignored (UTF-8 is used).
assert.deepStrictEqual(Buffer.from('asd', 1), Buffer.from('asd'));
assert.deepStrictEqual(Buffer.from('asd', null), Buffer.from('asd'));
assert.deepStrictEqual(Buffer.from('asd', ''), Buffer.from('asd'));
assert.throws(() => Buffer.from('asd', 'nope'), { code: 'ERR_UNKNOWN_ENCODING' });

// ArrayBuffers are shared, not copied; offsets and lengths are checked.
{
  const ab = new ArrayBuffer(8);
  const view = Buffer.from(ab, 2, 4);
  assert.strictEqual(view.buffer, ab);
  assert.strictEqual(view.byteOffset, 2);
  assert.strictEqual(view.length, 4);
  new Uint8Array(ab)[3] = 7;
  assert.strictEqual(view[1], 7);
  assert.strictEqual(Buffer.from(ab, 3).length, 5);
  assert.strictEqual(Buffer.from(ab, '2', '3').length, 3);
  assert.strictEqual(Buffer.from(ab, 0, -1).length, 0);
  assert.strictEqual(Buffer.from(ab, NaN).length, 8);
  assert.throws(() => Buffer.from(ab, 9), {
    code: 'ERR_BUFFER_OUT_OF_BOUNDS',
    name: 'RangeError',
    message: '"offset" is outside of buffer bounds',
  });
  assert.throws(() => Buffer.from(ab, 0, 9), {
    code: 'ERR_BUFFER_OUT_OF_BOUNDS',
    message: '"length" is outside of buffer bounds',
  });
  assert.throws(() => Buffer.from(ab, -1), { name: 'RangeError' });
  // A SharedArrayBuffer works the same way.
  const sab = new SharedArrayBuffer(4);
  const shared = Buffer.from(sab);
  new Uint8Array(sab)[0] = 5;
  assert.strictEqual(shared[0], 5);
  shared.write('hi', 2);
  assert.strictEqual(shared.toString('latin1', 2), 'hi');
}

// Without a length, the view follows a resizable ArrayBuffer.
{
  const ab = new ArrayBuffer(10, { maxByteLength: 20 });
  const buf = Buffer.from(ab, 1);
  assert.strictEqual(buf.byteLength, 9);
  ab.resize(15);
  assert.strictEqual(buf.byteLength, 14);
  ab.resize(5);
  assert.strictEqual(buf.byteLength, 4);
  assert.strictEqual(buf.toString('hex'), '00000000');
}

// copyBytesFrom copies the bytes of any TypedArray (range in elements).
{
  const u16 = new Uint16Array([0xffff]);
  const copy = Buffer.copyBytesFrom(u16);
  u16[0] = 0;
  assert.deepStrictEqual(copy, Buffer.from([0xff, 0xff]));
}
{
  const u16 = new Uint16Array([0, 0xffff]);
  const copy = Buffer.copyBytesFrom(u16, 1, 5);
  u16[1] = 0;
  assert.deepStrictEqual(copy, Buffer.from([0xff, 0xff]));
}
{
  const u32 = new Uint32Array([0xffffffff, 1]);
  assert.deepStrictEqual(Buffer.copyBytesFrom(u32, 0, 1), Buffer.alloc(4, 0xff));
  assert.strictEqual(Buffer.copyBytesFrom(u32, 2).length, 0);
  assert.strictEqual(Buffer.copyBytesFrom(new Uint8Array(0)).length, 0);
}
assert.throws(() => Buffer.copyBytesFrom(), { code: 'ERR_INVALID_ARG_TYPE' });
for (const value of ['', Symbol('x'), true, {}, [], () => {}, 1, 1n, null, new ArrayBuffer(1),
  new DataView(new ArrayBuffer(1))]) {
  assert.throws(() => Buffer.copyBytesFrom(value), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const bad of ['', Symbol('x'), true, {}, [], () => {}, 1n]) {
  assert.throws(() => Buffer.copyBytesFrom(new Uint8Array(1), bad),
                { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => Buffer.copyBytesFrom(new Uint8Array(1), 0, bad),
                { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const bad of [-1, NaN, 1.1, -Infinity]) {
  assert.throws(() => Buffer.copyBytesFrom(new Uint8Array(1), bad), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => Buffer.copyBytesFrom(new Uint8Array(1), 0, bad),
                { code: 'ERR_OUT_OF_RANGE' });
}

// Buffer.of builds from its arguments.
assert.deepStrictEqual(Buffer.of(1, 2, 257, -1), Buffer.from([1, 2, 1, 255]));
assert.strictEqual(Buffer.of().length, 0);
