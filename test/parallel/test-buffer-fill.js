// Port of nodejs/node test/parallel/test-buffer-fill.js (rewritten for minirt).
'use strict';

// buf.fill(value[, offset[, end]][, encoding]): strings in every encoding,
// numbers, buffers; repeated patterns over a range; argument errors.
const common = require('../common');
const assert = require('assert');

const SIZE = 28;

// Reference result: the encoded pattern repeated over [offset, end), computed
// byte by byte here so that only fill()'s own logic is under test.
function expectedFill(size, pattern, offset = 0, end = size) {
  const out = Buffer.alloc(size);
  if (end > offset) {
    for (let i = offset; i < end; i++) out[i] = pattern[(i - offset) % pattern.length];
  }
  return out;
}

function check(value, encoding, offset, end) {
  const pattern = Buffer.from(value, encoding);
  const args = [value];
  if (offset !== undefined) args.push(offset);
  if (end !== undefined) args.push(end);
  if (encoding !== undefined) args.push(encoding);
  const got = Buffer.alloc(SIZE).fill(...args);
  assert.deepStrictEqual(got, expectedFill(SIZE, pattern, offset, end),
                         `fill(${JSON.stringify(args)})`);
}

const samples = {
  utf8: ['abc', '\u0222aa', 'a\u0234b\u0235c\u0236'],
  latin1: ['abc', '\u0222aa', 'a\u0234b\u0235c\u0236'],
  binary: ['abc', '\u0222aa'],
  ucs2: ['abc', '\u0222aa', 'a\u0234b\u0235c\u0236'],
  hex: ['616263', 'c8a26161', '61c8b462c8b563c8b6'],
  base64: ['YWJj', 'yKJhYQ==', 'Yci0Ysi1Y8i2'],
  base64url: ['YWJj', 'yKJhYQ', 'Yci0Ysi1Y8i2'],
};
for (const [encoding, values] of Object.entries(samples)) {
  for (const value of values) {
    check(value, encoding);
    check(value, encoding, 4);
    check(value, encoding, 5);
    check(value, encoding, SIZE);
    check(value, encoding, 2, 9);
    check(value, encoding, 4, 1);
    check(value, encoding, 12, 28);
  }
}
// Without an encoding, UTF-8.
check('a\u0234b\u0235c\u0236', undefined, 3, 20);
check('abc', undefined, 4);

// Partial characters are written when the range is shorter than one character.
assert.strictEqual(Buffer.alloc(1).fill('\u0222')[0], 0xc8);
assert.strictEqual(Buffer.alloc(1).fill('\u0222', 'ucs2')[0], 0x22);
assert.deepStrictEqual(Buffer.alloc(15).fill('ab', 'utf16le'),
                       Buffer.from('610062006100620061006200610062', 'hex'));
assert.strictEqual(Buffer.alloc(16).fill('Љ', 'utf16le').toString('utf16le'), 'Љ'.repeat(8));
assert.strictEqual(Buffer.alloc(16).fill('Љ', 'latin1').toString('latin1'), '\t'.repeat(16));
assert.strictEqual(Buffer.alloc(16).fill('Љ', 'utf8').toString('utf8'), 'Љ'.repeat(8));
assert.strictEqual(Buffer.alloc(10, 'abc').toString(), 'abcabcabca');
assert.strictEqual(Buffer.alloc(10, 'abc').fill('է').toString(), 'էէէէէ');

// Values that encode to nothing are invalid (the empty string means zero).
for (const [value, enc] of [['yKJh', 'hex'], ['\u0222', 'hex'], ['zz', 'hex'],
  ['This is not correctly encoded', 'hex'], ['=', 'base64']]) {
  assert.throws(() => Buffer.alloc(SIZE).fill(value, enc), {
    code: 'ERR_INVALID_ARG_VALUE',
    name: 'TypeError',
  });
}
assert.deepStrictEqual(Buffer.alloc(5, 0xff).fill(''), Buffer.alloc(5));
assert.deepStrictEqual(Buffer.alloc(5, ''), Buffer.alloc(5));

// Buffers and views as the value.
{
  const two = Buffer.alloc(1, 2);
  const fresh = () => Buffer.alloc(4);
  assert.deepStrictEqual([...fresh().fill(two)], [2, 2, 2, 2]);
  assert.deepStrictEqual([...fresh().fill(two, 1)], [0, 2, 2, 2]);
  assert.deepStrictEqual([...fresh().fill(two, 1, 3)], [0, 2, 2, 0]);
  assert.deepStrictEqual([...fresh().fill(two, 1, 1)], [0, 0, 0, 0]);
  const pair = Buffer.from('0102', 'hex');
  assert.deepStrictEqual([...fresh().fill(pair)], [1, 2, 1, 2]);
  assert.deepStrictEqual([...fresh().fill(pair, 1)], [0, 1, 2, 1]);
  assert.deepStrictEqual([...fresh().fill(new Uint16Array([0x0201]))], [1, 2, 1, 2]);
  // Filling a buffer with a view of itself.
  const self = Buffer.from('ab\0\0\0');
  self.fill(self.subarray(0, 2), 2);
  assert.strictEqual(self.toString(), 'ababa');
  assert.throws(() => fresh().fill(Buffer.alloc(0)), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.deepStrictEqual(Buffer.alloc(5, Buffer.alloc(5)), Buffer.alloc(5));
}

// Numbers and other values.
{
  const buf = Buffer.alloc(64, 10);
  assert.ok(buf.every((x) => x === 10));
  buf.fill(11, 0, 32);
  assert.ok(buf.subarray(0, 32).every((x) => x === 11));
  assert.ok(buf.subarray(32).every((x) => x === 10));
  buf.fill('h');
  assert.ok(buf.every((x) => x === 0x68));
  buf.fill(null);
  assert.ok(buf.every((x) => x === 0));
  buf.fill(1, 16, 32);
  assert.deepStrictEqual([buf[15], buf[16], buf[31], buf[32]], [0, 1, 1, 0]);
  assert.deepStrictEqual(Buffer.alloc(2).fill(257), Buffer.from([1, 1]));
  assert.deepStrictEqual(Buffer.alloc(2).fill(-1), Buffer.from([255, 255]));
  assert.deepStrictEqual(Buffer.alloc(2).fill(true), Buffer.from([1, 1]));
  assert.deepStrictEqual(Buffer.alloc(2).fill({}), Buffer.from([0, 0]));
  assert.deepStrictEqual(Buffer.alloc(5, []), Buffer.alloc(5));
  // An encoding next to a number is ignored.
  assert.deepStrictEqual(Buffer.alloc(2).fill(1, 0, 1, 'bogus'), Buffer.from([1, 0]));
}

// Offsets and encodings.
for (const args of [[0, -1], [0, 0, SIZE + 1], ['', -1], ['', 0, SIZE + 1], ['', 1, -1],
  ['a', 1.5], ['a', 0, 2.5]]) {
  assert.throws(() => Buffer.alloc(SIZE).fill(...args), { code: 'ERR_OUT_OF_RANGE' });
}
assert.throws(() => Buffer.alloc(2).fill('a', 0, 3), {
  code: 'ERR_OUT_OF_RANGE',
  message: 'The value of "end" is out of range. It must be >= 0 && <= 2. Received 3',
});
for (const enc of ['node rocks!', 'foo']) {
  assert.throws(() => Buffer.alloc(SIZE).fill('a', 0, 0, enc), {
    code: 'ERR_UNKNOWN_ENCODING',
    name: 'TypeError',
    message: `Unknown encoding: ${enc}`,
  });
}
for (const enc of [NaN, false, 5]) {
  assert.throws(() => Buffer.alloc(SIZE).fill('a', 0, 0, enc), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: `The "encoding" argument must be of type string.${common.invalidArgTypeHelper(enc)}`,
  });
}
assert.throws(() => {
  const end = { [Symbol.toPrimitive]() { return 1; } };
  Buffer.alloc(1).fill(Buffer.alloc(1), 0, end);
}, {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'The "end" argument must be of type number. Received an instance of Object',
});
// An empty range returns the buffer untouched.
{
  const b = Buffer.from('xyz');
  assert.strictEqual(b.fill('a', 2, 1), b);
  assert.strictEqual(b.toString(), 'xyz');
}

// A lying `length` cannot make fill() write past the memory.
assert.throws(() => {
  const buf = Buffer.from('w00t');
  Object.defineProperty(buf, 'length', { value: 1337, enumerable: true });
  buf.fill('');
}, {
  code: 'ERR_BUFFER_OUT_OF_BOUNDS',
  name: 'RangeError',
  message: 'Attempt to access memory outside buffer bounds',
});
