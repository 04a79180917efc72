// Port of nodejs/node test/parallel/test-buffer-bigint64.js (rewritten for minirt).
'use strict';

// 64-bit integers as BigInt: read/write(Big)(U)Int64LE/BE and aliases,
// checked against DataView, with range and type errors.
require('../common');
const assert = require('assert');

const values = [0n, 1n, -1n, 123456789n, -123456789n, 2n ** 32n, 2n ** 32n - 1n, -(2n ** 32n),
  2n ** 63n - 1n, -(2n ** 63n), 0x0102030405060708n];
for (const v of values) {
  for (const le of [true, false]) {
    const e = le ? 'LE' : 'BE';
    const b = Buffer.alloc(10, 0x77);
    assert.strictEqual(b[`writeBigInt64${e}`](v, 1), 9);
    const d = new DataView(new ArrayBuffer(8));
    d.setBigInt64(0, v, le);
    assert.deepStrictEqual(b.subarray(1, 9), Buffer.from(d.buffer));
    assert.strictEqual(b[`readBigInt64${e}`](1), v);
    assert.strictEqual(b[`readBigUInt64${e}`](1), BigInt.asUintN(64, v));
    assert.strictEqual(b[`readBigUint64${e}`](1), BigInt.asUintN(64, v));
    assert.strictEqual(b[0], 0x77);
    assert.strictEqual(b[9], 0x77);
    if (v >= 0n) {
      b.fill(0);
      assert.strictEqual(b[`writeBigUInt64${e}`](v, 0), 8);
      assert.strictEqual(b[`readBigUInt64${e}`](0), v);
      assert.strictEqual(b[`writeBigUint64${e}`](2n ** 64n - 1n - v, 2), 10);
      assert.strictEqual(b[`readBigUInt64${e}`](2), 2n ** 64n - 1n - v);
    }
  }
}
assert.strictEqual(Buffer.prototype.readBigUint64LE, Buffer.prototype.readBigUInt64LE);
assert.strictEqual(Buffer.prototype.writeBigUint64BE, Buffer.prototype.writeBigUInt64BE);

for (const e of ['LE', 'BE']) {
  const b = Buffer.alloc(8);
  assert.throws(() => b[`writeBigInt64${e}`](2n ** 63n, 0), {
    code: 'ERR_OUT_OF_RANGE',
    name: 'RangeError',
    message: 'The value of "value" is out of range. It must be >= -(2n ** 63n) and ' +
             '< 2n ** 63n. Received 9_223_372_036_854_775_808n',
  });
  assert.throws(() => b[`writeBigInt64${e}`](-(2n ** 63n) - 1n, 0), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => b[`writeBigUInt64${e}`](2n ** 64n, 0), {
    code: 'ERR_OUT_OF_RANGE',
    message: 'The value of "value" is out of range. It must be >= 0n and < 2n ** 64n. ' +
             'Received 18_446_744_073_709_551_616n',
  });
  assert.throws(() => b[`writeBigUInt64${e}`](-1n, 0), {
    code: 'ERR_OUT_OF_RANGE',
    message: 'The value of "value" is out of range. It must be >= 0n and < 2n ** 64n. ' +
             'Received -1n',
  });
  // Numbers and strings are not BigInts.
  for (const bad of [1, 'bad', 1.5]) {
    assert.throws(() => b[`writeBigInt64${e}`](bad, 0), TypeError);
    assert.throws(() => b[`writeBigUInt64${e}`](bad, 0), TypeError);
  }
  for (const off of [1, -1, Infinity]) {
    assert.throws(() => b[`readBigInt64${e}`](off), {
      code: 'ERR_OUT_OF_RANGE',
      message: `The value of "offset" is out of range. It must be >= 0 and <= 0. Received ${off}`,
    });
    assert.throws(() => b[`writeBigUInt64${e}`](0n, off), { code: 'ERR_OUT_OF_RANGE' });
  }
  assert.throws(() => b[`readBigUInt64${e}`]('0'), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => Buffer.alloc(7)[`readBigInt64${e}`](0), {
    code: 'ERR_BUFFER_OUT_OF_BOUNDS',
  });
}
