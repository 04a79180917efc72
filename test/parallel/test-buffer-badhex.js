// Port of nodejs/node test/parallel/test-buffer-badhex.js (rewritten for minirt).
'use strict';

// Hex decoding stops at the first pair that is not two hex digits, and a
// lone trailing digit is dropped, both in write() and in Buffer.from().
require('../common');
const assert = require('assert');

{
  const buf = Buffer.alloc(4);
  assert.strictEqual(buf.write('abcdxx', 0, 'hex'), 2);
  assert.deepStrictEqual(buf, Buffer.from([0xab, 0xcd, 0x00, 0x00]));
  assert.strictEqual(buf.toString('hex'), 'abcd0000');
  assert.strictEqual(buf.write('abcdef01', 0, 'hex'), 4);
  assert.strictEqual(buf.toString('hex'), 'abcdef01');
  assert.strictEqual(Buffer.from(buf.toString('hex'), 'hex').toString('hex'), 'abcdef01');
  assert.strictEqual(buf.write('ABCDEF', 0, 'hex'), 3);
  assert.strictEqual(buf.toString('hex'), 'abcdef01');
}
{
  const buf = Buffer.alloc(5);
  assert.strictEqual(buf.write('abcdxx', 1, 'hex'), 2);
  assert.strictEqual(buf.toString('hex'), '00abcd0000');
}
{
  const buf = Buffer.alloc(4);
  assert.strictEqual(buf.write('xxabcd', 0, 'hex'), 0);
  assert.strictEqual(buf.write('xxab', 1, 'hex'), 0);
  assert.deepStrictEqual(buf, Buffer.alloc(4));
  assert.strictEqual(buf.write('cdxxab', 0, 'hex'), 1);
  assert.deepStrictEqual(buf, Buffer.from([0xcd, 0, 0, 0]));
  // A digit pair split by an invalid character stops there too.
  assert.strictEqual(buf.write('1g23', 0, 'hex'), 0);
}
{
  const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  const hex = all.toString('hex');
  assert.deepStrictEqual(Buffer.from(hex, 'hex'), all);
  assert.deepStrictEqual(Buffer.from(hex.toUpperCase(), 'hex'), all);
  const broken = `${hex.slice(0, 256)}xx${hex.slice(256)}`;
  assert.deepStrictEqual(Buffer.from(broken, 'hex'), all.subarray(0, 128));
  // An odd number of digits: the last one is ignored.
  assert.deepStrictEqual(Buffer.from('abc', 'hex'), Buffer.from([0xab]));
  assert.strictEqual(Buffer.from('a', 'hex').length, 0);
  // Non-ASCII characters are never digits.
  assert.deepStrictEqual(Buffer.from('ab\u00e9f', 'hex'), Buffer.from([0xab]));
  assert.strictEqual(Buffer.from('héllo€ 0aZ=', 'hex').length, 0);
  // Byte length is only an estimate: half the characters.
  assert.strictEqual(Buffer.byteLength('abxx', 'hex'), 2);
}
