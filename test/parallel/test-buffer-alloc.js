// Port of nodejs/node test/parallel/test-buffer-alloc.js (rewritten for minirt).
'use strict';

// Buffer.alloc/allocUnsafe/allocUnsafeSlow and the basics every Buffer has:
// element semantics, views from slice(), encodings on write/toString, and the
// errors for bad sizes, offsets and encodings.
const common = require('../common');
const assert = require('assert');
const { Buffer, kMaxLength } = require('buffer');

const rangeErr = { code: 'ERR_OUT_OF_RANGE', name: 'RangeError' };

// Elements are bytes: stores wrap modulo 256.
{
  const b = Buffer.allocUnsafe(1024);
  assert.strictEqual(b.length, 1024);
  b[0] = -1;
  assert.strictEqual(b[0], 255);
  b[1] = 256 + 7;
  assert.strictEqual(b[1], 7);
  for (let i = 0; i < b.length; i++) b[i] = i;
  for (let i = 0; i < b.length; i++) assert.strictEqual(b[i], i & 255);
}

// alloc() is zero-filled and starts at offset 0 of its own memory.
{
  const b = Buffer.alloc(128);
  assert.strictEqual(b.length, 128);
  assert.strictEqual(b.byteOffset, 0);
  assert.strictEqual(b.offset, 0);
  assert.ok(b.every((x) => x === 0));
  assert.ok(b instanceof Uint8Array);
  assert.ok(b instanceof Buffer);
}

// Fill on allocation, with and without an encoding.
assert.deepStrictEqual(Buffer.alloc(5, '800A', 'hex'), Buffer.from([128, 10, 128, 10, 128]));
assert.deepStrictEqual(Buffer.alloc(3, 'ab'), Buffer.from('aba'));
assert.deepStrictEqual(Buffer.alloc(4, 0x101), Buffer.from([1, 1, 1, 1]));
assert.deepStrictEqual(Buffer.alloc(2, Buffer.from([9, 8, 7])), Buffer.from([9, 8]));
// The encoding of a string fill must be a string.
assert.throws(() => Buffer.alloc(2, 'a', 5), { code: 'ERR_INVALID_ARG_TYPE' });

// Fractional sizes are truncated; zero sizes are fine.
assert.strictEqual(Buffer.allocUnsafe(3.3).length, 3);
assert.strictEqual(Buffer.alloc(3.9).length, 3);
assert.strictEqual(Buffer.alloc(0).length, 0);
assert.strictEqual(Buffer.allocUnsafe(0).length, 0);
assert.strictEqual(Buffer.allocUnsafeSlow(0).length, 0);
assert.strictEqual(Buffer.alloc(3.3).fill().toString(), '\u0000'.repeat(3));

// Bad sizes.
for (const fn of [Buffer.alloc, Buffer.allocUnsafe, Buffer.allocUnsafeSlow]) {
  for (const size of ['5', {}, null, undefined, true, 1n, { valueOf: () => 1 }]) {
    assert.throws(() => fn(size), {
      code: 'ERR_INVALID_ARG_TYPE',
      name: 'TypeError',
      message: /^The "size" argument must be of type number\./,
    });
  }
  for (const size of [-1, NaN, kMaxLength + 1, -Infinity, Infinity]) {
    assert.throws(() => fn(size), {
      ...rangeErr,
      message: `The value of "size" is out of range. It must be >= 0 && <= ${kMaxLength}. ` +
               `Received ${size === kMaxLength + 1 ? '9_007_199_254_740_992' : size}`,
    });
  }
}

// An unpooled buffer owns exactly its bytes.
{
  const slow = Buffer.allocUnsafeSlow(10);
  assert.strictEqual(slow.buffer.byteLength, 10);
  assert.ok(slow.parent instanceof ArrayBuffer);
}

// slice() makes views: every level shares the top-level memory.
{
  const b = Buffer.allocUnsafe(5);
  const c = b.slice(0, 4);
  const d = c.slice(0, 2);
  assert.strictEqual(b.parent, c.parent);
  assert.strictEqual(b.parent, d.parent);
  d[0] = 42;
  assert.strictEqual(b[0], 42);
}
{
  const a = Buffer.from([0, 1, 2, 3, 4, 5, 6, 7]);
  const b = a.slice(4, 8);
  assert.deepStrictEqual([...b], [4, 5, 6, 7]);
  const c = b.slice(2, 4);
  assert.deepStrictEqual([...c], [6, 7]);
  assert.strictEqual(a.slice(0).length, 8);
  assert.strictEqual(a.slice(0, 100).length, 8);
  assert.strictEqual(a.slice(1, 4)[0], 1);
}

// From typed arrays: element values modulo 256, not their bytes.
assert.deepStrictEqual(Buffer.from(new Uint8Array(4).fill(42)), Buffer.alloc(4, 42));
assert.deepStrictEqual(Buffer.from(new Uint32Array([42, 256, 257, 0xffffffff])),
                       Buffer.from([42, 0, 1, 255]));
assert.deepStrictEqual(Buffer.from(new Float64Array([-1, 1.9, NaN])), Buffer.from([255, 1, 0]));

// Array-likes: values are converted with ToNumber; bad lengths give empty buffers.
assert.deepStrictEqual(Buffer.from({ 0: 0, 1: '1', 2: 2.5, 3: -1, length: 4 }),
                       Buffer.from([0, 1, 2, 255]));
assert.strictEqual(Buffer.from({ length: 3.3 }).length, 3);
assert.strictEqual(Buffer.from({ length: 'BAM' }).length, 0);
assert.deepStrictEqual(Buffer.from({ length: -100 }), Buffer.from(''));
// Strings are never taken as numbers.
assert.strictEqual(Buffer.from('99').length, 2);
assert.strictEqual(Buffer.from('13.37').length, 5);

// A copy does not share memory and does not disturb the source.
{
  const src = Buffer.from([...Array(128).keys()]);
  const copy = Buffer.from(src);
  copy[0] = 99;
  assert.strictEqual(src[0], 0);
  assert.strictEqual(copy[127], 127);
}

// Unknown encodings.
{
  const b = Buffer.alloc(16);
  assert.throws(() => b.toString('invalid'), /Unknown encoding: invalid/);
  assert.throws(() => b.write('test string', 0, 5, 'invalid'), /Unknown encoding: invalid/);
  assert.throws(() => Buffer.from('', 'buffer'), {
    code: 'ERR_UNKNOWN_ENCODING',
    name: 'TypeError',
    message: 'Unknown encoding: buffer',
  });
  // An offset given as a string when a length follows is a type error.
  assert.throws(() => b.write('test', 'utf8', 0), { code: 'ERR_INVALID_ARG_TYPE' });
}

// Writes outside the buffer.
{
  const b = Buffer.alloc(1024);
  assert.throws(() => b.write('', 2048), rangeErr);
  assert.throws(() => b.write('a', -1), rangeErr);
  assert.throws(() => b.write('a', 2048), rangeErr);
  // Offset equal to the length is allowed.
  assert.strictEqual(Buffer.alloc(1).write('', 1, 0), 0);
  // Copies of zero bytes anywhere are fine.
  b.copy(Buffer.alloc(0), 0, 0, 0);
  b.copy(Buffer.alloc(0), 1, 1, 1);
  b.copy(Buffer.alloc(1), 1, 1, 1);
  b.copy(Buffer.alloc(1), 0, 1024, 1024);
}

// Encodings given in place of offsets.
{
  const t = Buffer.from('abcdes');
  t.write('n', 'ascii');
  t.write('o', 1, 'ascii');
  t.write('d', 2, 'ascii');
  t.write('e', 3, 'ascii');
  t.write('j', 4, 'ascii');
  assert.strictEqual(t.toString(), 'nodejs');
}

// UTF-8 round trips and byte counts.
{
  const b = Buffer.alloc(256);
  const text = '¡hέlló wôrld!';
  const size = Buffer.byteLength(text);
  assert.strictEqual(b.write(text, 0, size, 'utf8'), size);
  assert.strictEqual(b.toString('utf8', 0, size), text);
  assert.strictEqual(b.write(text, 100, 'utf8'), size);
  assert.strictEqual(b.toString('utf8', 100, 100 + size), text);
  const mixed = '\u00F6\u65E5\u672C\u8A9E';
  const n = b.write(mixed, 0, 'utf8');
  assert.strictEqual(b.toString('utf8', 0, n), mixed);
}
assert.deepStrictEqual(Buffer.from('über'), Buffer.from([195, 188, 98, 101, 114]));
assert.deepStrictEqual(Buffer.from('über', 'ascii'), Buffer.from([252, 98, 101, 114]));
// A lone surrogate becomes U+FFFD.
assert.deepStrictEqual(Buffer.from('ab\ud800cd'),
                       Buffer.from([0x61, 0x62, 0xef, 0xbf, 0xbd, 0x63, 0x64]));
// NUL characters are ordinary characters.
assert.strictEqual(Buffer.from('\0').length, 1);
assert.strictEqual(Buffer.from('\0\0').length, 2);

// UTF-8 writes never split a character.
{
  const two = Buffer.allocUnsafe(2);
  assert.strictEqual(two.write(''), 0);
  assert.strictEqual(two.write('\0'), 1);
  assert.strictEqual(two.write('a\0'), 2);
  assert.strictEqual(two.write('あ'), 0);
  assert.strictEqual(two.write('\0あ'), 1);
  assert.strictEqual(two.write('\0\0あ'), 2);
  const ten = Buffer.allocUnsafe(10);
  assert.strictEqual(ten.write('あいう'), 9);
  assert.strictEqual(ten.write('あいう\0'), 10);
}

// The length argument caps every encoding.
{
  const buf = Buffer.alloc(4, 0xff);
  assert.strictEqual(buf.write('abcd', 1, 2, 'utf8'), 2);
  assert.deepStrictEqual([...buf], [0xff, 0x61, 0x62, 0xff]);
  buf.fill(0xff);
  assert.strictEqual(buf.write('abcd', 1, 4), 3);
  assert.deepStrictEqual([...buf], [0xff, 0x61, 0x62, 0x63]);
  buf.fill(0xff);
  assert.strictEqual(buf.write('abcdef', 1, 2, 'hex'), 2);
  assert.deepStrictEqual([...buf], [0xff, 0xab, 0xcd, 0xff]);
  for (const enc of ['ucs2', 'ucs-2', 'utf16le', 'utf-16le']) {
    buf.fill(0xff);
    assert.strictEqual(buf.write('abcd', 0, 2, enc), 2);
    assert.deepStrictEqual([...buf], [0x61, 0x00, 0xff, 0xff]);
  }
  for (const enc of ['ascii', 'utf8', 'hex', 'base64', 'latin1', 'binary']) {
    assert.strictEqual(Buffer.allocUnsafe(1).write('aaaaaa', 0, 1, enc), 1);
  }
}

// A write into a slice stays inside the slice.
{
  const whole = Buffer.alloc(5);
  const part = whole.slice(0, 4);
  assert.strictEqual(part.write('12345', 'latin1'), 4);
  assert.strictEqual(part.write('12345', 'binary'), 4);
  assert.strictEqual(whole[4], 0);
  // Base64 decoding must not run past the end either.
  const small = Buffer.allocUnsafe(3);
  const after = Buffer.from('xxx');
  small.write('aaaaaaaa', 'base64');
  assert.strictEqual(after.toString(), 'xxx');
}

// UTF-16LE under all its names.
for (const enc of ['ucs2', 'ucs-2', 'utf16le', 'utf-16le', 'UTF-16LE', 'Ucs2']) {
  assert.deepStrictEqual(Buffer.from('über', enc), Buffer.from([252, 0, 98, 0, 101, 0, 114, 0]));
  const ru = Buffer.from('привет', enc);
  assert.deepStrictEqual(ru, Buffer.from([63, 4, 64, 4, 56, 4, 50, 4, 53, 4, 66, 4]));
  assert.strictEqual(ru.toString(enc), 'привет');
  // Only whole code units are written.
  const five = Buffer.alloc(5);
  assert.strictEqual(five.write('あいうえお', enc), 4);
  assert.deepStrictEqual(five, Buffer.from([0x42, 0x30, 0x44, 0x30, 0x00]));
  const ten = Buffer.alloc(11);
  ten.write('あいうえお', 1, enc);
  assert.strictEqual(ten.toString(enc, 1), 'あいうえお');
}
assert.deepStrictEqual(Buffer.from('\uD83D\uDC4D', 'utf-16le'), Buffer.from('3DD84DDC', 'hex'));

// latin1/binary keep the low byte of each code unit.
for (const enc of ['latin1', 'binary']) {
  const b = Buffer.from([0xde, 0xad, 0xbe, 0xef]);
  b.write(String.fromCharCode(0xffff), 0, enc);
  assert.deepStrictEqual([...b], [0xff, 0xad, 0xbe, 0xef]);
  b.write(String.fromCharCode(0xaaee), 0, enc);
  assert.deepStrictEqual([...b], [0xee, 0xad, 0xbe, 0xef]);
}

// hex and base64 (more in test-buffer-base64 and test-buffer-badhex).
{
  const all = Buffer.from([...Array(256).keys()]);
  const hex = all.toString('hex');
  assert.strictEqual(hex.length, 512);
  assert.strictEqual(hex.slice(0, 8), '00010203');
  assert.strictEqual(hex.slice(-8), 'fcfdfeff');
  assert.deepStrictEqual(Buffer.from(hex, 'hex'), all);
  assert.strictEqual(Buffer.from('A', 'hex').length, 0);
  assert.deepStrictEqual(Buffer.from('Abx', 'hex'), Buffer.from('Ab', 'hex'));
  assert.strictEqual(Buffer.from('A', 'base64').length, 0);
  assert.strictEqual(Buffer.from('Man').toString('base64'), 'TWFu');
  assert.strictEqual(Buffer.from('Woman').toString('base64'), 'V29tYW4=');
  assert.strictEqual(Buffer.from('Woman').toString('base64url'), 'V29tYW4');
}

// An end past the buffer is clamped.
{
  const b = Buffer.from([1, 2, 3, 4, 5]);
  assert.strictEqual(b.toString('hex', 1, 10000), '02030405');
  assert.strictEqual(b.toString('hex', 1), '02030405');
}

// Buffers larger than the pool size.
{
  const n = Buffer.poolSize + 5;
  const s = 'h'.repeat(n);
  const b = Buffer.from(s);
  assert.strictEqual(b.length, n);
  assert.ok(b.every((x) => x === 0x68));
  assert.strictEqual(b.toString(), s);
}

// Offsets returned by the number writers.
{
  const b = Buffer.allocUnsafe(16);
  assert.strictEqual(b.writeUInt32LE(0, 0), 4);
  assert.strictEqual(b.writeUInt16LE(0, 4), 6);
  assert.strictEqual(b.writeUInt8(0, 6), 7);
  assert.strictEqual(b.writeInt8(0, 7), 8);
  assert.strictEqual(b.writeDoubleLE(0, 8), 16);
  assert.throws(() => Buffer.alloc(8).writeFloatLE(0, 5), rangeErr);
  assert.throws(() => Buffer.alloc(16).writeDoubleLE(0, 9), rangeErr);
  assert.throws(() => Buffer.alloc(8).writeFloatLE(0, 0xffffffff), rangeErr);
  assert.throws(() => Buffer.alloc(8).writeFloatLE(0, -1), rangeErr);
}

// inspect() of a Buffer.
assert.strictEqual(Buffer.from([0x81, 0xa3, 0x66, 0x6f, 0x6f]).inspect(), '<Buffer 81 a3 66 6f 6f>');

// copy() and from() argument errors.
assert.throws(() => Buffer.allocUnsafe(10).copy(), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
  message: 'The "target" argument must be an instance of Buffer or Uint8Array. ' +
           'Received undefined',
});
for (const [value, tail] of [[undefined, 'undefined'], [null, 'null']]) {
  assert.throws(() => Buffer.from(value), {
    name: 'TypeError',
    message: 'The first argument must be of type string or an instance of Buffer, ' +
             `ArrayBuffer, or Array or an Array-like Object. Received ${tail}`,
  });
}
assert.throws(() => Buffer.from(new ArrayBuffer(0), -1 >>> 0), common.expectsError({
  code: 'ERR_BUFFER_OUT_OF_BOUNDS',
  name: 'RangeError',
  message: '"offset" is outside of buffer bounds',
}));
assert.throws(() => Buffer.alloc(1).copy(Buffer.alloc(1), 0, 0x100000000, 0x100000001),
              rangeErr);
Buffer.from(Buffer.allocUnsafe(0), 0, 0);
Buffer.from(new ArrayBuffer());

// Prototype getters work on the prototype itself.
assert.strictEqual(Buffer.prototype.parent, undefined);
assert.strictEqual(Buffer.prototype.offset, undefined);
assert.strictEqual(Buffer.prototype.toLocaleString, Buffer.prototype.toString);
assert.strictEqual(Buffer.from('test').toLocaleString(), 'test');

// Buffer() without new still works (it is deprecated, not removed).
common.expectWarning('DeprecationWarning',
                     'Buffer() is deprecated due to security and usability issues. Please ' +
                     'use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() ' +
                     'methods instead.', 'DEP0005');
assert.strictEqual(Buffer(0).length, 0);
assert.strictEqual(new Buffer('', 'latin1').length, 0);
assert.deepStrictEqual(Buffer(new Uint8Array([1, 2])), Buffer.from([1, 2]));
assert.throws(() => Buffer(1, 'utf8'), { code: 'ERR_INVALID_ARG_TYPE' });
