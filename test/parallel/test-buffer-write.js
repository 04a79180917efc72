// Port of nodejs/node test/parallel/test-buffer-write.js (rewritten for minirt).
'use strict';

// buf.write(string[, offset[, length]][, encoding]) and the per-encoding
// <enc>Write methods: bytes per encoding, partial writes that never go past
// the buffer or split a character, and the offset/length/encoding errors.
const common = require('../common');
const assert = require('assert');

for (const offset of [-1, 10, 1.5, NaN]) {
  assert.throws(() => Buffer.alloc(9).write('foo', offset), {
    code: 'ERR_OUT_OF_RANGE',
    name: 'RangeError',
    message: /^The value of "offset" is out of range\. It must be /,
  });
}
assert.throws(() => Buffer.alloc(9).write('foo', 0, 10), {
  code: 'ERR_OUT_OF_RANGE',
  message: 'The value of "length" is out of range. It must be >= 0 && <= 9. Received 10',
});
assert.throws(() => Buffer.alloc(9).write('foo', '0', 1), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => Buffer.alloc(9).write(42), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
  message: 'argument must be a string',
});

const oneByte = [102, 111, 111, 0, 0, 0, 0, 0, 0];
const twoByte = [102, 0, 111, 0, 111, 0, 0, 0, 0];
const expected = {
  utf8: oneByte, ascii: oneByte, latin1: oneByte, binary: oneByte,
  ucs2: twoByte, utf16le: twoByte,
};
for (const enc of ['utf8', 'utf-8', 'ucs2', 'ucs-2', 'ascii', 'latin1', 'binary', 'utf16le',
  'utf-16le'].flatMap((e) => [e, e.toUpperCase()])) {
  const buf = Buffer.alloc(9);
  const len = Buffer.byteLength('foo', enc);
  assert.strictEqual(buf.write('foo', 0, len, enc), len);
  assert.deepStrictEqual([...buf], expected[enc.replace('-', '').toLowerCase()]);
  // Encoding in second or third position.
  assert.strictEqual(Buffer.alloc(9).write('foo', enc), len);
  assert.strictEqual(Buffer.alloc(9).write('foo', 0, enc), len);
}
for (const [enc, text] of [['base64', 'Zm9v'], ['BASE64URL', 'Zm9v'], ['hex', '666f6f'],
  ['HEX', '666F6F']]) {
  const buf = Buffer.alloc(9);
  assert.strictEqual(buf.write(text, 0, Buffer.byteLength(text, enc), enc), 3);
  assert.deepStrictEqual([...buf], oneByte);
}
for (let i = 1; i < 10; i++) {
  const enc = String(i).repeat(i);
  assert.throws(() => Buffer.alloc(9).write('foo', enc), common.expectsError({
    code: 'ERR_UNKNOWN_ENCODING',
    name: 'TypeError',
    message: `Unknown encoding: ${enc}`,
  }));
}
// Falsy encodings mean UTF-8.
assert.strictEqual(Buffer.alloc(4).write('é', 0, 2, null), 2);
assert.strictEqual(Buffer.alloc(4).write('é', 0, 2, ''), 2);

// UCS-2 writes whole code units only.
for (let i = 0; i < 3; i++) {
  const x = Buffer.alloc(4);
  const y = Buffer.alloc(4, 1);
  assert.strictEqual(x.write('ыыыыыы', 3, 'ucs2'), 0);
  assert.deepStrictEqual(y, Buffer.alloc(4, 1));
}
{
  const z = Buffer.alloc(4);
  assert.strictEqual(z.write('\u0001', 3, 'ucs2'), 0);
  assert.deepStrictEqual(z, Buffer.alloc(4));
  assert.strictEqual(z.write('abcd', 2), 2);
  assert.deepStrictEqual([...z], [0, 0, 0x61, 0x62]);
  assert.strictEqual(Buffer.alloc(4).write('ыыыыыы'.repeat(100), 3, 'utf16le'), 0);
  const eight = Buffer.alloc(8);
  assert.strictEqual(eight.write('ыы', 1, 'utf16le'), 4);
  assert.deepStrictEqual([...eight], [0, 0x4b, 0x04, 0x4b, 0x04, 0, 0, 0]);
}
// UTF-8 never writes part of a character.
{
  const b = Buffer.alloc(5);
  assert.strictEqual(b.write('a€'), 4);
  assert.strictEqual(b.write('ab€'), 5);
  assert.strictEqual(b.write('abc€'), 3);
  assert.strictEqual(b.write('a😀'), 5);
  assert.strictEqual(b.write('ab😀'), 2);
  assert.strictEqual(Buffer.alloc(1).write('ww'), 1);
  // Lone surrogates are written as U+FFFD.
  const lone = Buffer.alloc(4);
  assert.strictEqual(lone.write('\ud800x'), 4);
  assert.deepStrictEqual([...lone], [0xef, 0xbf, 0xbd, 0x78]);
}
// latin1/ascii write the low byte of each code unit.
{
  const b = Buffer.alloc(3);
  assert.strictEqual(b.write('€é\u0100', 'latin1'), 3);
  assert.deepStrictEqual([...b], [0xac, 0xe9, 0x00]);
  assert.strictEqual(b.write('€é\u0100', 'ascii'), 3);
  assert.deepStrictEqual([...b], [0xac, 0xe9, 0x00]);
}
// base64 skips what it does not understand and stops at '='.
{
  const b = Buffer.alloc(8);
  assert.strictEqual(b.write('Zm 9v\nYm==Fy', 'base64'), 4);
  assert.strictEqual(b.toString('latin1', 0, 4), 'foob');
  assert.strictEqual(b.write('-_-_', 'base64'), 3);
  assert.deepStrictEqual([...b.subarray(0, 3)], [0xfb, 0xff, 0xbf]);
}
// Writes through a subarray stay inside it.
{
  const whole = Buffer.alloc(6);
  const middle = whole.subarray(2, 4);
  assert.strictEqual(middle.write('abcdef'), 2);
  assert.deepStrictEqual([...whole], [0, 0, 0x61, 0x62, 0, 0]);
}

// The per-encoding methods check their own bounds. utf8/latin1/ascii reject any
// offset or length outside the buffer; the others reject negative values as
// "Index out of range" and clamp a length that is too long.
{
  const one = Buffer.alloc(1);
  for (const args of [['ww', 0, -1], ['ww', 0, 2], ['ww', 1, 1], ['ww', 2], ['ww', -1]]) {
    for (const name of ['asciiWrite', 'latin1Write', 'utf8Write']) {
      assert.throws(() => one[name](...args), common.expectsError({
        code: 'ERR_BUFFER_OUT_OF_BOUNDS',
        name: 'RangeError',
      }));
    }
  }
  for (const name of ['hexWrite', 'ucs2Write', 'base64Write', 'base64urlWrite']) {
    for (const args of [['ww', 0, -1], ['ww', -1]]) {
      assert.throws(() => one[name](...args), {
        code: 'ERR_OUT_OF_RANGE',
        name: 'RangeError',
        message: 'Index out of range',
      });
    }
    assert.throws(() => one[name]('ww', 2), { code: 'ERR_BUFFER_OUT_OF_BOUNDS' });
    assert.strictEqual(one[name]('ww', 1, 1), 0);
    assert.strictEqual(one[name]('ww', 0.5, 0.6), 0);
  }
  assert.strictEqual(one.base64Write('ww', 0, 2), 1);
  assert.strictEqual(one.ucs2Write('ww', 0, 2), 0);
  assert.strictEqual(one.utf8Write('ww', 1), 0);
  assert.strictEqual(one.latin1Write('w'), 1);
  assert.strictEqual(Buffer.alloc(4).hexWrite('aabbcc', 1, 2), 2);
  assert.throws(() => one.utf8Write(1), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'argument must be a string',
  });
  assert.throws(() => Buffer.prototype.utf8Write.call({}, 'a'), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'argument must be a buffer',
  });
}
