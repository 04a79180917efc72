// Port of nodejs/node test/parallel/test-buffer-concat.js (rewritten for minirt).
'use strict';

// Buffer.concat(list[, totalLength]): joins, truncates or zero-pads, always
// into new memory, and validates the list, its elements and the length.
const common = require('../common');
const assert = require('assert');
const { kMaxLength } = require('buffer');

const piece = Buffer.from('asdf');
const ten = Array.from({ length: 10 }, () => Buffer.from('asdf'));

assert.strictEqual(Buffer.concat([]).length, 0);
const single = Buffer.concat([piece]);
assert.strictEqual(single.toString(), 'asdf');
assert.notStrictEqual(single, piece);
single[0] = 0;
assert.strictEqual(piece[0], 0x61);
assert.strictEqual(Buffer.concat(ten).toString(), 'asdf'.repeat(10));
assert.strictEqual(Buffer.concat(ten, 40).toString(), 'asdf'.repeat(10));

for (const value of [undefined, null, Buffer.from('hello'), 'str', { length: 1, 0: piece }]) {
  assert.throws(() => Buffer.concat(value), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'The "list" argument must be an instance of Array.' +
             common.invalidArgTypeHelper(value),
  });
}
for (const list of [[42], ['hello', Buffer.from('world')], [new Uint16Array(2)]]) {
  assert.throws(() => Buffer.concat(list), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'The "list[0]" argument must be an instance of Buffer or Uint8Array.' +
             common.invalidArgTypeHelper(list[0]),
  });
}
assert.throws(() => Buffer.concat([Buffer.from('hello'), 3]), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'The "list[1]" argument must be an instance of Buffer or Uint8Array. ' +
           'Received type number (3)',
});
assert.throws(() => Buffer.concat([piece], 3.5), {
  code: 'ERR_OUT_OF_RANGE',
  message: 'The value of "length" is out of range. It must be an integer. Received 3.5',
});
assert.throws(() => Buffer.concat([piece], -2), {
  code: 'ERR_OUT_OF_RANGE',
  message: `The value of "length" is out of range. It must be >= 0 && <= ${kMaxLength}. ` +
           'Received -2',
});
assert.throws(() => Buffer.concat([piece], '2'), { code: 'ERR_INVALID_ARG_TYPE' });

// Truncation and zero padding.
{
  const ten = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const empty = Buffer.alloc(0);
  assert.deepStrictEqual(Buffer.concat([], 100), empty);
  assert.deepStrictEqual(Buffer.concat([ten], 0), empty);
  assert.deepStrictEqual(Buffer.concat([ten], 10), ten);
  assert.deepStrictEqual(Buffer.concat([ten, ten], 10), ten);
  assert.deepStrictEqual(Buffer.concat([ten, ten], 14), Buffer.from([...ten, 1, 2, 3, 4]));
  assert.deepStrictEqual(Buffer.concat([empty, ten]), ten);
  assert.deepStrictEqual(Buffer.concat([ten, empty, empty]), ten);
  assert.deepStrictEqual(Buffer.concat([empty], 100), Buffer.alloc(100));
  assert.deepStrictEqual(Buffer.concat([empty], 4096), Buffer.alloc(4096));
  assert.deepStrictEqual(Buffer.concat([ten], 40), Buffer.concat([ten, Buffer.alloc(30)]));
}

// Plain Uint8Arrays are accepted, and subarrays contribute only their window.
assert.deepStrictEqual(Buffer.concat([new Uint8Array([0x41, 0x42]), new Uint8Array([0x43, 0x44])]),
                       Buffer.from('ABCD'));
assert.deepStrictEqual(Buffer.concat([Buffer.from('xabcx').subarray(1, 4), Buffer.from('d')]),
                       Buffer.from('abcd'));
// A buffer may appear more than once, including a view of itself.
{
  const b = Buffer.from('ab');
  assert.strictEqual(Buffer.concat([b, b, b.subarray(1)]).toString(), 'ababb');
}

// A lying `length` property does not change what is copied.
{
  const first = new Uint8Array([1, 2, 3, 4]);
  const second = new Uint8Array([5, 6, 7, 8]);
  Object.defineProperty(first, 'length', { get() { return 100; } });
  const joined = Buffer.concat([first, second]);
  assert.strictEqual(joined.length, 8);
  assert.deepStrictEqual(joined, Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]));
}
