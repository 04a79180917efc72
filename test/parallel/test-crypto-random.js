// Port of nodejs/node test/parallel/test-crypto-random.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

const kMaxLength = 2 ** 31 - 1;

// Sizes that are not numbers, or out of range.
for (const bad of ['1', {}, null, undefined, [], true]) {
  assert.throws(() => crypto.randomBytes(bad), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
for (const bad of [-1, NaN, 2 ** 31, Infinity]) {
  assert.throws(() => crypto.randomBytes(bad), {
    code: 'ERR_OUT_OF_RANGE',
    name: 'RangeError',
    message: `The value of "size" is out of range. It must be >= 0 && <= ${kMaxLength}. ` +
             `Received ${bad === 2 ** 31 ? '2147483648' : bad}`,
  });
  assert.throws(() => crypto.randomBytes(bad, common.mustNotCall()), { code: 'ERR_OUT_OF_RANGE' });
}

// Lengths, sync and async.
for (const n of [0, 1, 16, 1024]) {
  assert.strictEqual(crypto.randomBytes(n).length, n);
  crypto.randomBytes(n, common.mustSucceed((buf) => {
    assert(Buffer.isBuffer(buf));
    assert.strictEqual(buf.length, n);
  }));
}

// The bytes are not all the same (a 1 KiB buffer of one value is as good as impossible).
const sample = crypto.randomBytes(1024);
assert(!sample.every((b) => b === sample[0]));

// randomFillSync / randomFill on every kind of view, and on ArrayBuffers.
for (const view of [new Uint8Array(10), new Uint16Array(10), new Float32Array(10),
  new Float64Array(10), new DataView(new ArrayBuffer(10)), Buffer.alloc(10)]) {
  const before = Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('hex');
  assert.strictEqual(crypto.randomFillSync(view), view);
  assert.notStrictEqual(Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('hex'),
                        before);
  crypto.randomFill(view, common.mustSucceed((out) => assert.strictEqual(out, view)));
}
{
  const ab = new ArrayBuffer(10);
  assert.strictEqual(crypto.randomFillSync(ab), ab);
  crypto.randomFill(new ArrayBuffer(10), common.mustSucceed((out) => {
    assert(out instanceof ArrayBuffer);
  }));
}

// Offset and size count elements of the view; the rest stays untouched.
{
  const buf = Buffer.alloc(10);
  crypto.randomFillSync(buf, 5, 5);
  assert.deepStrictEqual(buf.subarray(0, 5), Buffer.alloc(5));
  const u32 = new Uint32Array(4);
  crypto.randomFillSync(u32, 1, 2);
  assert.strictEqual(u32[0], 0);
  assert.strictEqual(u32[3], 0);
  const later = Buffer.alloc(10);
  crypto.randomFill(later, 5, common.mustSucceed(() => {
    assert.deepStrictEqual(later.subarray(0, 5), Buffer.alloc(5));
  }));
  const sized = Buffer.alloc(10);
  crypto.randomFill(sized, 2, 3, common.mustSucceed(() => {
    assert.deepStrictEqual(sized.subarray(0, 2), Buffer.alloc(2));
    assert.deepStrictEqual(sized.subarray(5), Buffer.alloc(5));
  }));
}

// Bad offsets and sizes.
{
  const buf = Buffer.alloc(10);
  assert.throws(() => crypto.randomFillSync(buf, 'test'), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.randomFillSync(buf, 0, 'test'), { code: 'ERR_INVALID_ARG_TYPE' });
  for (const offset of [NaN, -1, 11, kMaxLength + 1]) {
    assert.throws(() => crypto.randomFillSync(buf, offset), {
      code: 'ERR_OUT_OF_RANGE',
      message: 'The value of "offset" is out of range. It must be >= 0 && <= 10. ' +
               `Received ${offset === kMaxLength + 1 ? '2147483648' : offset}`,
    });
    assert.throws(() => crypto.randomFill(buf, offset, common.mustNotCall()), { code: 'ERR_OUT_OF_RANGE' });
  }
  assert.throws(() => crypto.randomFillSync(buf, 1, 10), {
    code: 'ERR_OUT_OF_RANGE',
    message: 'The value of "size + offset" is out of range. It must be <= 10. Received 11',
  });
  assert.throws(() => crypto.randomFill(buf, 0, 10), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.randomFill(buf), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.randomFillSync('buf'), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'The "buf" argument must be an instance of ArrayBuffer or ArrayBufferView. ' +
             "Received type string ('buf')",
  });
}

// randomInt: bounds, types and callback form.
{
  const seen = new Set();
  for (let i = 0; i < 200; i++) {
    const n = crypto.randomInt(-2, 3);
    assert(Number.isSafeInteger(n) && n >= -2 && n < 3);
    seen.add(n);
  }
  assert.strictEqual(seen.size, 5);
  assert.strictEqual(crypto.randomInt(1), 0);
  const max = Number.MAX_SAFE_INTEGER;
  assert(crypto.randomInt(max - 0xFFFF_FFFF_FFFF, max) >= max - 0xFFFF_FFFF_FFFF);
  crypto.randomInt(10, common.mustCall((err, n) => {
    assert.strictEqual(err, undefined);
    assert(n >= 0 && n < 10);
  }));
  crypto.randomInt(5, 6, common.mustCall((err, n) => assert.strictEqual(n, 5)));
  for (const bad of ['1', 1.5, NaN, null, {}, 2 ** 53]) {
    assert.throws(() => crypto.randomInt(bad, 100), { code: 'ERR_INVALID_ARG_TYPE' });
    assert.throws(() => crypto.randomInt(0, bad), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  assert.throws(() => crypto.randomInt(3, 3), {
    code: 'ERR_OUT_OF_RANGE',
    message: 'The value of "max" is out of range. It must be greater than the value of "min" (3). Received 3',
  });
  assert.throws(() => crypto.randomInt(0, 2 ** 48), {
    code: 'ERR_OUT_OF_RANGE',
    message: 'The value of "max - min" is out of range. It must be <= 281474976710655. ' +
             'Received 281_474_976_710_656',
  });
  assert.throws(() => crypto.randomInt(1, 2, 'cb'), { code: 'ERR_INVALID_ARG_TYPE' });
}

// randomUUID: version 4 layout, distinct values, options.
{
  const re = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const all = new Set();
  for (let i = 0; i < 1000; i++) {
    const u = crypto.randomUUID();
    assert.match(u, re);
    all.add(u);
  }
  assert.strictEqual(all.size, 1000);
  assert.match(crypto.randomUUID({ disableEntropyCache: true }), re);
  assert.throws(() => crypto.randomUUID(1), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.randomUUID({ disableEntropyCache: '' }), { code: 'ERR_INVALID_ARG_TYPE' });
}

// getRandomValues through the module and the global.
{
  const a = new Uint8Array(32);
  assert.strictEqual(crypto.getRandomValues(a), a);
  assert.strictEqual(globalThis.crypto.getRandomValues(new Int32Array(4)).length, 4);
  assert.throws(() => crypto.getRandomValues(new Float64Array(1)), { name: 'TypeMismatchError' });
  assert.throws(() => crypto.getRandomValues(new Uint8Array(65537)), { name: 'QuotaExceededError' });
}
