// Port of nodejs/node test/parallel/test-string-decoder-end.js (rewritten for minirt).
'use strict';

// StringDecoder.end(): one byte at a time, all at once and Buffer#toString
// agree, and end() flushes (and resets) whatever was pending.
require('../common');
const assert = require('assert');
const { StringDecoder } = require('string_decoder');

const inputs = [Buffer.from('☃💩'), Buffer.from('asdf')];
for (let n = 1; n <= 16; n++) {
  inputs.push(Buffer.from(Array.from({ length: n - 1 }, (_, j) => 0x78 + j)));
}
inputs.push(Buffer.from([0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0xff, 0x61]));

for (const enc of ['base64', 'base64url', 'hex', 'utf8', 'utf16le', 'ucs2', 'latin1', 'ascii']) {
  for (const input of inputs) {
    const whole = input.toString(enc);
    const bytewise = new StringDecoder(enc);
    let one = '';
    for (let i = 0; i < input.length; i++) one += bytewise.write(input.subarray(i, i + 1));
    one += bytewise.end();
    assert.strictEqual(one, whole, `${enc} byte by byte ${input.toString('hex')}`);
    const atOnce = new StringDecoder(enc);
    assert.strictEqual(atOnce.write(input) + atOnce.end(), whole);
    // end(buf) is write(buf) + end().
    assert.strictEqual(new StringDecoder(enc).end(input), whole);
  }
}

// write(a), end(), write(b), end(): what is left of `a` is flushed on its own.
const cases = [
  ['utf8', [0xe2], [0x61], '\ufffda'],
  ['utf8', [0xe2], [0x82], '\ufffd\ufffd'],
  ['utf8', [0xe2], [0xe2], '\ufffd\ufffd'],
  ['utf8', [0xe2, 0x82], [0x61], '\ufffda'],
  ['utf8', [0xe2, 0x82], [0xac], '\ufffd\ufffd'],
  ['utf8', [0xe2, 0x82, 0xac], [0x61], '€a'],
  ['utf16le', [0x3d], [0x61, 0x00], 'a'],
  ['utf16le', [0x3d], [0xd8, 0x4d, 0xdc], '\u4dd8'],
  ['utf16le', [0x3d, 0xd8], [], '\ud83d'],
  ['utf16le', [0x3d, 0xd8], [0x61, 0x00], '\ud83da'],
  ['utf16le', [0x3d, 0xd8], [0x4d, 0xdc], '\ud83d\udc4d'],
  ['utf16le', [0x3d, 0xd8, 0x4d], [], '\ud83d'],
  ['utf16le', [0x3d, 0xd8, 0x4d], [0x61, 0x00], '\ud83da'],
  ['utf16le', [0x3d, 0xd8, 0x4d], [0xdc], '\ud83d'],
  ['utf16le', [0x3d, 0xd8, 0x4d, 0xdc], [0x61, 0x00], '👍a'],
  ['base64', [0x61], [], 'YQ=='],
  ['base64', [0x61], [0x61], 'YQ==YQ=='],
  ['base64', [0x61, 0x61], [0x61], 'YWE=YQ=='],
  ['base64', [0x61, 0x61, 0x61], [0x61], 'YWFhYQ=='],
  ['base64url', [0x61], [0x61], 'YQYQ'],
  ['base64url', [0x61, 0x61], [], 'YWE'],
  ['base64url', [0x61, 0x61, 0x61], [0x61], 'YWFhYQ'],
  ['hex', [0x0f], [0xf0], '0ff0'],
];
for (const [enc, first, second, want] of cases) {
  const d = new StringDecoder(enc);
  let out = d.write(Buffer.from(first));
  out += d.end();
  out += d.write(Buffer.from(second));
  out += d.end();
  assert.strictEqual(out, want, `${enc} ${first} | ${second}`);
}
