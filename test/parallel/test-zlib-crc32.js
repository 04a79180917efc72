// Port of nodejs/node test/parallel/test-zlib-crc32.js (rewritten for minirt).
// zlib.crc32: known vectors, strings hashed as UTF-8, chaining through `value`, every
// ArrayBufferView kind, and argument validation.
'use strict';
require('../common');
const assert = require('assert');
const zlib = require('zlib');

const vectors = [
  ['', 0],
  ['a', 0xe8b7be43],
  ['abc', 0x352441c2],
  ['message digest', 0x20159d7f],
  ['abcdefghijklmnopqrstuvwxyz', 0x4c2750bd],
  ['The quick brown fox jumps over the lazy dog', 0x414fa339],
  ['123456789', 0xcbf43926],
];
for (const [text, crc] of vectors) {
  assert.strictEqual(zlib.crc32(text), crc, text);
  assert.strictEqual(zlib.crc32(Buffer.from(text)), crc, text);
}

// Strings are UTF-8.
assert.strictEqual(zlib.crc32('ΩΩ'), zlib.crc32(Buffer.from('ΩΩ', 'utf8')));
assert.strictEqual(zlib.crc32('\ud800'), zlib.crc32(Buffer.from('\ufffd')));

// Chaining: crc32(b, crc32(a)) === crc32(a + b).
const whole = Buffer.from('hello, incremental world');
for (let cut = 0; cut <= whole.length; cut += 5) {
  const first = zlib.crc32(whole.subarray(0, cut));
  assert.strictEqual(zlib.crc32(whole.subarray(cut), first), zlib.crc32(whole));
}

const bytes = Buffer.from('0123456789abcdef');
const crc = zlib.crc32(bytes);
for (const view of [new Uint8Array(bytes), new Uint16Array(bytes.buffer, bytes.byteOffset, 8),
  new Int32Array(bytes.buffer, bytes.byteOffset, 4), new Float64Array(bytes.buffer, bytes.byteOffset, 2),
  new DataView(bytes.buffer, bytes.byteOffset, 16)]) {
  assert.strictEqual(zlib.crc32(view), crc, view.constructor.name);
}

for (const bad of [undefined, null, 1, {}, [], new ArrayBuffer(1)]) {
  assert.throws(() => zlib.crc32(bad), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
for (const bad of [-1, 2 ** 32, 1.5]) {
  assert.throws(() => zlib.crc32('a', bad), { code: 'ERR_OUT_OF_RANGE', name: 'RangeError' });
}
assert.throws(() => zlib.crc32('a', '1'), { code: 'ERR_INVALID_ARG_TYPE' });
