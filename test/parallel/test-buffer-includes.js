// Port of nodejs/node test/parallel/test-buffer-includes.js (rewritten for minirt).
'use strict';

// buf.includes(value[, byteOffset][, encoding]) answers indexOf() !== -1 for
// strings, numbers and buffers in every encoding.
const common = require('../common');
const assert = require('assert');

const b = Buffer.from('abcdef');

// Presence at, before and after an offset; negative offsets count from the end.
const table = [
  ['a', undefined, true], ['a', 1, false], ['a', -1, false], ['a', -4, false],
  ['a', -6, true], ['a', NaN, true], ['a', -Infinity, true], ['a', Infinity, false],
  ['bc', undefined, true], ['bc', 2, false], ['bc', -1, false], ['bc', -3, false],
  ['bc', -5, true], ['bc', -Infinity, true], ['bc', Infinity, false],
  ['f', undefined, true], ['f', 5, true], ['f', -1, true], ['f', 6, false],
  ['z', undefined, false], ['', undefined, true], ['', 1, true], ['', 7, true],
  ['', Infinity, true], ['d', 2, true], ['d', 4, false],
];
for (const [needle, offset, found] of table) {
  assert.strictEqual(b.includes(needle, offset), found, `includes('${needle}', ${offset})`);
  assert.strictEqual(b.includes(Buffer.from(needle), offset), found);
  assert.strictEqual(b.includes(new Uint8Array(Buffer.from(needle)), offset), found);
  if (needle.length === 1) {
    assert.strictEqual(b.includes(needle.charCodeAt(0), offset), found);
  }
}
assert.ok(!b.includes(0x0));
assert.ok(b.includes(0x66 + 512));

// Encodings.
assert.ok(b.includes('b', 'utf8'));
assert.ok(b.includes('b', 'UTF-8'));
assert.ok(b.includes('62', 'hex'));
assert.ok(!b.includes('6200', 'hex'));
assert.ok(b.includes('Y2Rl', 'base64'));
assert.ok(b.includes('ZWY', 'base64url'));
assert.ok(b.includes('de', 'latin1'));
assert.ok(b.includes('de', 'binary'));
assert.ok(b.includes('ef', 'ascii'));
assert.ok(Buffer.from('aa\u00e8aa', 'latin1').includes('\u00e8', 'latin1'));
for (const enc of ['ucs2', 'ucs-2', 'utf16le', 'utf-16le']) {
  const two = Buffer.from('\u039a\u0391\u03a3\u03a3\u0395', enc);
  assert.ok(two.includes('\u0395', 4, enc));
  assert.ok(two.includes('\u03a3', -4, enc));
  assert.ok(!two.includes('\u03a3', -2, enc));
  assert.ok(two.includes(Buffer.from('\u03a3\u03a3', enc), 0, enc));
  assert.ok(!two.includes('\u0396', 0, enc));
}
{
  const mixed = Buffer.from('\u039a\u0391abc\u03a3\u03a3\u0395');
  assert.ok(mixed.includes('bc'));
  assert.ok(mixed.includes('bc', 5));
  assert.ok(mixed.includes('bc', -8));
  assert.ok(mixed.includes('\u03a3'));
  assert.ok(!mixed.includes('\u0396'));
}
// Needles that only fit before encoding do not match.
assert.ok(!Buffer.from('aaaa').includes('aaaa', 'ucs2'));
assert.ok(Buffer.from('aaaa').includes('aaaa', 'utf8'));

// A long, self-similar haystack.
{
  let text = 'A';
  for (let c = 66; c < 76; c++) text = text + String.fromCharCode(c) + text;
  const long = Buffer.from(text);
  assert.ok(long.includes('ABACABADABACABA', 1000));
  assert.ok(long.includes('AJABACA', 511));
  assert.ok(!long.includes('AJABACA', 1535));
  assert.ok(!long.includes('KK'));
}

// It works on any Uint8Array through the prototype.
assert.ok(Buffer.prototype.includes.call(Uint8Array.of(154, 3, 145, 3, 163, 3, 163, 3, 149, 3),
                                         '\u03a3', 0, 'utf16le'));

for (const value of [() => {}, {}, [], null, undefined]) {
  assert.throws(() => b.includes(value), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
    message: 'The "value" argument must be one of type number or string or an instance ' +
             `of Buffer or Uint8Array.${common.invalidArgTypeHelper(value)}`,
  });
}
assert.throws(() => b.includes('a', 0, 'nope'), { code: 'ERR_UNKNOWN_ENCODING' });
