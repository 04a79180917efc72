// Port of nodejs/node test/parallel/test-buffer-indexof.js (rewritten for minirt).
'use strict';

// buf.indexOf / buf.lastIndexOf with string, number and buffer needles: the
// byteOffset rules (negative counts from the end, NaN searches everything,
// empty needles), encodings (UCS-2 matches whole code units), long haystacks,
// and argument errors.
const common = require('../common');
const assert = require('assert');

// The documented rules, written out independently of the implementation.
function reference(hay, needle, offset, forward) {
  const len = hay.length;
  if (offset === undefined || Number.isNaN(+offset)) offset = forward ? 0 : len;
  offset = Math.trunc(+offset) || 0;
  if (offset < 0) offset += len;
  if (needle.length === 0) return Math.min(Math.max(offset, 0), len);
  if (forward) {
    for (let i = Math.max(offset, 0); i + needle.length <= len; i++) {
      if (needle.every((byte, k) => hay[i + k] === byte)) return i;
    }
  } else {
    for (let i = Math.min(offset, len - needle.length); i >= 0; i--) {
      if (needle.every((byte, k) => hay[i + k] === byte)) return i;
    }
  }
  return -1;
}

const hay = Buffer.from('abcdef');
const offsets = [undefined, 0, 1, 2, 5, 6, 7, -1, -3, -4, -5, -6, -7, NaN, Infinity, -Infinity,
  0.5, -0.5];
const needles = ['a', 'bc', 'f', 'z', 'abcdef', 'abcdefg', 'cd', 'ef'];
for (const needle of needles) {
  const bytes = [...Buffer.from(needle)];
  for (const off of offsets) {
    const fwd = reference([...hay], bytes, off, true);
    const back = reference([...hay], bytes, off, false);
    assert.strictEqual(hay.indexOf(needle, off), fwd, `indexOf(${needle}, ${off})`);
    assert.strictEqual(hay.indexOf(Buffer.from(needle), off), fwd);
    assert.strictEqual(hay.lastIndexOf(needle, off), back, `lastIndexOf(${needle}, ${off})`);
    assert.strictEqual(hay.lastIndexOf(Buffer.from(needle), off), back);
    assert.strictEqual(hay.includes(needle, off), fwd !== -1);
    if (bytes.length === 1) {
      assert.strictEqual(hay.indexOf(bytes[0], off), fwd);
      assert.strictEqual(hay.lastIndexOf(bytes[0], off), back);
    }
  }
}

// Empty needles behave like String.prototype.indexOf.
assert.strictEqual(hay.indexOf(''), 0);
assert.strictEqual(hay.indexOf('', 1), 1);
assert.strictEqual(hay.indexOf('', 99), 6);
assert.strictEqual(hay.indexOf(Buffer.alloc(0), Infinity), 6);
assert.strictEqual(hay.lastIndexOf(''), 6);
assert.strictEqual(hay.lastIndexOf('', 1), 1);
assert.strictEqual(hay.lastIndexOf(Buffer.alloc(0), 99), 6);

// Numbers search for their low byte.
assert.strictEqual(hay.indexOf(0x61 + 256), 0);
assert.strictEqual(hay.indexOf(0x62 - 256), 1);
assert.strictEqual(hay.indexOf(0), -1);
assert.strictEqual(Buffer.from([0xff]).indexOf(0xffff), 0);
assert.strictEqual(Buffer.from([0xff]).indexOf(-1), 0);

// Offsets that are not numbers: strings are encodings, other values coerce.
assert.strictEqual(hay.indexOf('b', 'utf8'), 1);
assert.strictEqual(hay.indexOf('b', 'UTF8'), 1);
for (const off of [undefined, {}, null, [], 0]) {
  assert.strictEqual(hay.indexOf('b', off), 'abcdef'.indexOf('b', off));
}
assert.strictEqual(hay.indexOf('b', [2]), -1);
assert.strictEqual(hay.lastIndexOf('b', undefined), 1);
assert.strictEqual(hay.lastIndexOf('b', {}), 1);
assert.strictEqual(hay.lastIndexOf('b', null), -1);
assert.strictEqual(hay.lastIndexOf('b', []), -1);
assert.strictEqual(hay.lastIndexOf('b', [2]), 1);
// Huge offsets are clamped to the int32 range.
assert.strictEqual(hay.indexOf('a', 2 ** 40), -1);
assert.strictEqual(hay.indexOf('a', -(2 ** 40)), 0);
assert.strictEqual(hay.lastIndexOf('f', 2 ** 40), 5);
assert.strictEqual(hay.lastIndexOf('a', -(2 ** 40)), -1);

// Encodings of string needles.
assert.strictEqual(hay.indexOf('bc', 'latin1'), 1);
assert.strictEqual(hay.indexOf('62', 'hex'), 1);
assert.strictEqual(hay.indexOf('6364', 0, 'hex'), 2);
assert.strictEqual(hay.indexOf('Y2Q=', 'base64'), 2);
assert.strictEqual(hay.indexOf('ZGVm', 'base64url'), 3);
assert.strictEqual(hay.indexOf('cd', 'ascii'), 2);
assert.strictEqual(Buffer.from('aaaa0').indexOf('30', 'hex'), 4);
assert.strictEqual(Buffer.from('aaaa00a').indexOf('3030', 'hex'), 4);
assert.strictEqual(Buffer.from('aa\u00e8aa', 'latin1').indexOf('\u00e8', 'binary'), 2);
assert.strictEqual(Buffer.from('\u00e8', 'latin1').indexOf(Buffer.from('\u00e8', 'latin1')), 0);
assert.strictEqual(Buffer.from('µaaaa¶bbbb', 'latin1').lastIndexOf('µ'), -1);
assert.strictEqual(Buffer.from('µaaaa¶bbbb', 'latin1').lastIndexOf('µ', 'latin1'), 0);
// UTF-8 needles in text with multi-byte characters report byte positions.
{
  const mixed = Buffer.from('\u039a\u0391abc\u03a3\u03a3\u0395');
  assert.strictEqual(mixed.indexOf('bc'), 5);
  assert.strictEqual(mixed.indexOf('bc', -8), 5);
  assert.strictEqual(mixed.indexOf('\u03a3'), 7);
  assert.strictEqual(mixed.lastIndexOf('\u03a3'), 9);
  assert.strictEqual(mixed.indexOf('\u0396'), -1);
}

// UCS-2: only whole, aligned code units match.
for (const enc of ['ucs2', 'utf16le', 'UTF-16LE']) {
  const greek = Buffer.from('\u039a\u0391\u03a3\u03a3\u0395', enc);
  assert.strictEqual(greek.indexOf('\u039a', 0, enc), 0);
  assert.strictEqual(greek.indexOf('\u0391', 0, enc), 2);
  assert.strictEqual(greek.indexOf('\u03a3', 0, enc), 4);
  assert.strictEqual(greek.indexOf('\u03a3', 6, enc), 6);
  assert.strictEqual(greek.indexOf('\u03a3', -4, enc), 6);
  assert.strictEqual(greek.indexOf('\u03a3', -6, enc), 4);
  assert.strictEqual(greek.indexOf('\u03a3', -2, enc), -1);
  assert.strictEqual(greek.indexOf('\u0395', 4, enc), 8);
  assert.strictEqual(greek.indexOf('\u03a3\u0395', 0, enc), 6);
  assert.strictEqual(greek.indexOf(Buffer.from('\u03a3', enc), -6, enc), 4);
  assert.strictEqual(greek.indexOf('\u0392', 0, enc), -1);
  assert.strictEqual(greek.lastIndexOf('\u03a3', undefined, enc), 6);
  const mixed = Buffer.from('\u039a\u0391abc\u03a3\u03a3\u0395', enc);
  assert.strictEqual(mixed.indexOf('bc', 0, enc), 6);
  assert.strictEqual(mixed.indexOf(Buffer.from('bc', enc), 0, enc), 6);
  assert.strictEqual(mixed.indexOf('\u03a3', 0, enc), 10);
}
// A byte pair straddling two code units is not a match.
assert.strictEqual(Buffer.from([0x00, 0x61, 0x00]).indexOf('a', 0, 'ucs2'), -1);
assert.strictEqual(Buffer.from('ff').indexOf(Buffer.from('f'), 1, 'ucs2'), -1);
// Needles longer than the haystack (once encoded) never match.
assert.strictEqual(Buffer.from('aaaa').indexOf('aaaa', 'ucs2'), -1);
assert.strictEqual(Buffer.from('aaaa').indexOf('aaaa', 'utf8'), 0);
assert.strictEqual(Buffer.from('aaaa').indexOf('你好', 'ucs2'), -1);
assert.strictEqual(Buffer.from('aaaaa').indexOf('b', 'ucs2'), -1);
for (const enc of ['ucs2', 'utf8', 'latin1', 'binary']) {
  assert.strictEqual(hay.lastIndexOf('a'.repeat(15), enc), -1);
  assert.strictEqual(Buffer.from('bc').lastIndexOf('你好', enc), -1);
  assert.strictEqual(Buffer.from('bc').lastIndexOf('你好', 3, enc), -1);
}

// Longer haystacks: a self-similar string.
{
  let text = 'A';
  for (let c = 66; c < 76; c++) text = text + String.fromCharCode(c) + text;
  const long = Buffer.from(text);
  for (let i = 0; i < long.length - 15; i += 7) {
    assert.strictEqual(long.indexOf('ABACABADABACABA', i), (i + 15) & ~0xf);
  }
  assert.strictEqual(long.indexOf('AJABACA'), 510);
  assert.strictEqual(long.indexOf('AJABACA', 511), 1534);
  assert.strictEqual(long.indexOf('JABACABADABACABA'), 511);
  assert.strictEqual(long.indexOf('JABACABADABACABA', 512), 1535);
  assert.strictEqual(long.lastIndexOf('AJABACA'), text.lastIndexOf('AJABACA'));
}
{
  const panama = Buffer.from('a man a plan a canal panama');
  assert.strictEqual(panama.lastIndexOf('canal'), 15);
  assert.strictEqual(panama.lastIndexOf('panama'), 21);
  assert.strictEqual(panama.lastIndexOf('a man a plan a canal panama'), 0);
  assert.strictEqual(panama.lastIndexOf('a man a plan a canal mexico'), -1);
  assert.strictEqual(panama.lastIndexOf(Buffer.from('a'.repeat(1000))), -1);
  assert.strictEqual(panama.lastIndexOf('a man a plan', 4), 0);
  assert.strictEqual(panama.lastIndexOf('a '), 13);
  assert.strictEqual(panama.lastIndexOf('a ', 12), 6);
  assert.strictEqual(panama.lastIndexOf('a ', -1), 13);
  assert.strictEqual(panama.lastIndexOf('a ', -27), 0);
  assert.strictEqual(panama.lastIndexOf('a ', -28), -1);
}
// Every BMP character, in UTF-8 and UCS-2.
{
  let all = '';
  for (let i = 0; i < 0x10000; i += 0x400) {
    all += String.fromCharCode(...Array.from({ length: 0x400 }, (_, k) => i + k));
  }
  const utf8 = Buffer.from(all);
  const ucs2 = Buffer.from(all, 'ucs2');
  assert.strictEqual(utf8.indexOf('notfound'), -1);
  assert.strictEqual(ucs2.indexOf('notfound', 0, 'ucs2'), -1);
  for (const start of [0x5, 0x65, 0x105, 0x2005, 0xfff0]) {
    for (const count of [1, 2, 8]) {
      const piece = all.slice(start, start + count);
      assert.strictEqual(ucs2.indexOf(piece, 0, 'ucs2'), start * 2);
      assert.strictEqual(ucs2.indexOf(Buffer.from(piece, 'ucs2'), 0, 'ucs2'), start * 2);
      assert.strictEqual(utf8.indexOf(piece), Buffer.byteLength(all.slice(0, start)));
    }
  }
}

// Plain Uint8Array needles.
{
  const haystack = Buffer.from('a foo b foo');
  const needle = new Uint8Array([0x66, 0x6f, 0x6f]);
  assert.strictEqual(haystack.indexOf(needle), 2);
  assert.strictEqual(haystack.lastIndexOf(needle), haystack.length - 3);
}

// A needle that is a view of the haystack itself.
{
  const text = Buffer.from('abcabc');
  assert.strictEqual(text.indexOf(text.subarray(3)), 0);
  assert.strictEqual(text.lastIndexOf(text.subarray(0, 3)), 3);
}

// Errors.
for (const value of [() => {}, {}, [], null, undefined, true, 1n, new Uint16Array(1)]) {
  assert.throws(() => hay.indexOf(value), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
    message: 'The "value" argument must be one of type number or string or an instance ' +
             `of Buffer or Uint8Array.${common.invalidArgTypeHelper(value)}`,
  });
}
assert.throws(() => hay.indexOf('a', 0, 'bogus'), { code: 'ERR_UNKNOWN_ENCODING' });
assert.throws(() => hay.lastIndexOf('a', 'bogus'), { code: 'ERR_UNKNOWN_ENCODING' });
// With a number or buffer needle the encoding is not looked at.
assert.strictEqual(hay.indexOf(0x62, 0, 'bogus'), 1);
assert.strictEqual(hay.indexOf(Buffer.from('b'), 0, 'bogus'), 1);
assert.throws(() => {
  new Buffer.prototype.lastIndexOf(1, 'str');
}, {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
  message: 'The "buffer" argument must be an instance of Buffer, TypedArray, or DataView. ' +
           'Received an instance of lastIndexOf',
});
