// Port of nodejs/node test/parallel/test-buffer-inspect.js (rewritten for minirt).
'use strict';

// util.inspect() of Buffers: hex bytes up to buffer.INSPECT_MAX_BYTES, the
// "... N more bytes" tail, extra own properties, and the setter's validation.
require('../common');
const assert = require('assert');
const util = require('util');
const buffer = require('buffer');

assert.strictEqual(buffer.INSPECT_MAX_BYTES, 50);
assert.strictEqual(util.inspect(Buffer.from('hello')), '<Buffer 68 65 6c 6c 6f>');
assert.strictEqual(util.inspect(Buffer.alloc(0)), '<Buffer >');
assert.strictEqual(util.inspect(Buffer.alloc(51, 1)),
                   `<Buffer ${'01 '.repeat(50)}... 1 more byte>`);
assert.strictEqual(util.inspect(Buffer.alloc(60)),
                   `<Buffer ${'00 '.repeat(50)}... 10 more bytes>`);
assert.strictEqual(Buffer.from([0x81, 0xa3]).inspect(), '<Buffer 81 a3>');
assert.strictEqual(Buffer.prototype.inspect, Buffer.prototype[util.inspect.custom]);

buffer.INSPECT_MAX_BYTES = 2;
{
  const b = Buffer.allocUnsafe(4).fill('1234');
  const s = Buffer.allocUnsafeSlow(4).fill('1234');
  assert.strictEqual(util.inspect(b), '<Buffer 31 32 ... 2 more bytes>');
  assert.strictEqual(util.inspect(s), '<Buffer 31 32 ... 2 more bytes>');
  const two = Buffer.from('12');
  assert.strictEqual(util.inspect(two), '<Buffer 31 32>');
  buffer.INSPECT_MAX_BYTES = Infinity;
  assert.strictEqual(util.inspect(two), '<Buffer 31 32>');
  assert.strictEqual(util.inspect(b), '<Buffer 31 32 33 34>');

  // Own non-index properties are listed after the bytes.
  two.inspect = undefined;
  two.prop = new Uint8Array(0);
  assert.strictEqual(util.inspect(two),
                     '<Buffer 31 32, inspect: undefined, prop: Uint8Array(0) []>');
  const empty = Buffer.alloc(0);
  empty.prop = 123;
  assert.strictEqual(util.inspect(empty), '<Buffer prop: 123>');
  // Non-enumerable ones only with showHidden.
  Object.defineProperty(empty, 'hidden', { value: 'x', enumerable: false });
  assert.strictEqual(util.inspect(empty), '<Buffer prop: 123>');
  assert.strictEqual(util.inspect(empty, { showHidden: true }),
                     "<Buffer prop: 123, hidden: 'x'>");
}
buffer.INSPECT_MAX_BYTES = 50;

// Subclasses show their own name; nested buffers use the same format.
{
  class MyBuffer extends Buffer {}
  const mine = Object.setPrototypeOf(Buffer.from('ab'), MyBuffer.prototype);
  assert.strictEqual(util.inspect(mine), '<MyBuffer 61 62>');
  assert.strictEqual(util.inspect({ a: Buffer.from('z') }), '{ a: <Buffer 7a> }');
  assert.strictEqual(util.inspect([Buffer.alloc(1)]), '[ <Buffer 00> ]');
}

// The limit must be a non-negative number.
for (const bad of ['50', null, {}]) {
  assert.throws(() => { buffer.INSPECT_MAX_BYTES = bad; }, { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => { buffer.INSPECT_MAX_BYTES = -1; }, { code: 'ERR_OUT_OF_RANGE' });
assert.strictEqual(buffer.INSPECT_MAX_BYTES, 50);
