// Port of nodejs/node test/parallel/test-buffer-isutf8.js, test/parallel/test-buffer-isascii.js (rewritten for minirt).
'use strict';

// buffer.isUtf8() and buffer.isAscii() on buffers, views and ArrayBuffers.
require('../common');
const assert = require('assert');
const { isUtf8, isAscii } = require('buffer');

const encoder = new TextEncoder();
const valid = ['', 'hello', '\u00e9', '\u20ac', '\ud83d\ude00', 'a\u0000b', '\u07ff\u0800\uffff'];
for (const text of valid) {
  const bytes = encoder.encode(text);
  assert.strictEqual(isUtf8(bytes), true, text);
  assert.strictEqual(isUtf8(Buffer.from(bytes)), true);
  assert.strictEqual(isUtf8(bytes.buffer), true);
  assert.strictEqual(isAscii(bytes), /^[\x00-\x7f]*$/.test(text));
}
const invalid = [[0xff], [0x80], [0xc0, 0x80], [0xe2, 0x82], [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x61, 0xc3]];
for (const bytes of invalid) {
  assert.strictEqual(isUtf8(new Uint8Array(bytes)), false, bytes.join());
  assert.strictEqual(isUtf8(Buffer.from(bytes)), false);
  assert.strictEqual(isAscii(Buffer.from(bytes)), false);
}
// Views of wider element types and DataViews look at their bytes.
assert.strictEqual(isUtf8(new Uint16Array([0x6261])), true);
assert.strictEqual(isAscii(new Uint32Array([0x80])), false);
assert.strictEqual(isUtf8(Buffer.from([0x61, 0xff, 0x62]).subarray(2)), true);
assert.strictEqual(isAscii(new SharedArrayBuffer(4)), true);

for (const fn of [isUtf8, isAscii]) {
  for (const bad of [null, undefined, 'hello', true, {}, [1], new DataView(new ArrayBuffer(1))]) {
    assert.throws(() => fn(bad), {
      code: 'ERR_INVALID_ARG_TYPE',
      name: 'TypeError',
      message: /^The "input" argument must be an instance of ArrayBuffer, Buffer, or TypedArray\./,
    });
  }
}
