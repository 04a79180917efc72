// Port of nodejs/node test/parallel/test-buffer-bytelength.js (rewritten for minirt).
'use strict';

// Buffer.byteLength(): exact UTF-8/UTF-16 sizes, Node's estimates for base64
// and hex, byte sizes of binary inputs, and the values it rejects.
const common = require('../common');
const assert = require('assert');
const { Buffer } = require('buffer');

for (const args of [[32, 'latin1'], [NaN, 'utf8'], [{}, 'latin1'], [], [null], [[1, 2]]]) {
  assert.throws(() => Buffer.byteLength(...args), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
    message: 'The "string" argument must be of type string or an instance of Buffer ' +
             'or ArrayBuffer.' + common.invalidArgTypeHelper(args[0]),
  });
}

// Binary inputs report their byte size, whatever their content.
assert.strictEqual(Buffer.byteLength(Buffer.from([0xe4, 0xb8, 0xad, 0xe6, 0x96])), 5);
assert.strictEqual(Buffer.byteLength(Buffer.from('abc')), 3);
assert.strictEqual(Buffer.byteLength(new ArrayBuffer(8)), 8);
assert.strictEqual(Buffer.byteLength(new SharedArrayBuffer(3)), 3);
assert.strictEqual(Buffer.byteLength(new DataView(new ArrayBuffer(6), 1, 2)), 2);
for (const [Ctor, size] of [[Int8Array, 1], [Uint8Array, 1], [Uint8ClampedArray, 1],
  [Int16Array, 2], [Uint16Array, 2], [Int32Array, 4], [Uint32Array, 4],
  [Float32Array, 4], [Float64Array, 8], [BigInt64Array, 8]]) {
  assert.strictEqual(Buffer.byteLength(new Ctor(5)), 5 * size);
}

// Every kind of Buffer is an ArrayBuffer view.
for (const b of [Buffer.alloc(10), Buffer.allocUnsafe(10), Buffer.allocUnsafeSlow(10),
  Buffer.from('')]) {
  assert.ok(ArrayBuffer.isView(b));
}

// The empty string is 0 bytes in any encoding.
for (const enc of ['ascii', 'HeX', 'utf8', 'base64', 'ucs2', 'nope']) {
  assert.strictEqual(Buffer.byteLength('', enc), 0);
}

// UTF-8 (the default, also for unknown or empty encodings).
assert.strictEqual(Buffer.byteLength('∑éllö wørl∂!', 'utf-8'), 19);
assert.strictEqual(Buffer.byteLength('κλμνξο', 'utf8'), 12);
assert.strictEqual(Buffer.byteLength('挵挶挷挸挹', 'UTF-8'), 15);
assert.strictEqual(Buffer.byteLength('𠝹𠱓𠱸', 'UTF8'), 12);
assert.strictEqual(Buffer.byteLength('hey there'), 9);
assert.strictEqual(Buffer.byteLength('𠱸挶νξ#xx :)'), 17);
assert.strictEqual(Buffer.byteLength('hello world', ''), 11);
assert.strictEqual(Buffer.byteLength('hello world', 'abc'), 11);
assert.strictEqual(Buffer.byteLength('ßœ∑≈', 'unkn0wn enc0ding'), 10);
assert.strictEqual(Buffer.byteLength('Il était tué'), 14);
// Lone surrogates take the 3 bytes of U+FFFD; a pair takes 4.
assert.strictEqual(Buffer.byteLength('\ud800'), 3);
assert.strictEqual(Buffer.byteLength('\udc00\ud800'), 6);
assert.strictEqual(Buffer.byteLength('\ud83d\ude00'), 4);
for (let i = 1; i < 10; i++) {
  const enc = String(i).repeat(i);
  assert.ok(!Buffer.isEncoding(enc));
  assert.strictEqual(Buffer.byteLength('foo€', enc), Buffer.byteLength('foo€', 'utf8'));
}

// One byte per code unit.
for (const enc of ['ascii', 'latin1', 'binary', 'ASCII', 'LATIN1', 'Binary']) {
  assert.strictEqual(Buffer.byteLength('Il était tué', enc), 12);
  assert.strictEqual(Buffer.byteLength('€€', enc), 2);
}
// Two bytes per code unit.
for (const enc of ['ucs2', 'ucs-2', 'utf16le', 'utf-16le', 'UCS2', 'UTF-16LE']) {
  assert.strictEqual(Buffer.byteLength('Il était tué', enc), 24);
  assert.strictEqual(Buffer.byteLength('😀', enc), 4);
}

// hex: half the length, whatever the characters.
assert.strictEqual(Buffer.byteLength('abcd', 'hex'), 2);
assert.strictEqual(Buffer.byteLength('abc', 'HEX'), 1);
assert.strictEqual(Buffer.byteLength('zzzz', 'hex'), 2);

// base64 and base64url: three quarters of the length after trailing padding.
for (const enc of ['base64', 'BASE64', 'base64url', 'Base64Url']) {
  assert.strictEqual(Buffer.byteLength('aGVsbG8gd29ybGQ=', enc), 11);
  assert.strictEqual(Buffer.byteLength('aGVsbG8gd29ybGQ', enc), 11);
  assert.strictEqual(Buffer.byteLength('bm9kZS5qcyByb2NrcyE=', enc), 14);
  assert.strictEqual(Buffer.byteLength('aGkk', enc), 3);
  assert.strictEqual(Buffer.byteLength('bHNrZGZsa3NqZmtsc2xrZmFqc2RsZmtqcw==', enc), 25);
  assert.strictEqual(Buffer.byteLength('aaa=', enc), 2);
  assert.strictEqual(Buffer.byteLength('aaaa==', enc), 3);
  assert.strictEqual(Buffer.byteLength('=', enc), 0);
}
