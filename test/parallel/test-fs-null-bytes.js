// Port of nodejs/node test/parallel/test-fs-null-bytes.js (rewritten for minirt).
// The readFile/writeFile parts.
'use strict';

// Paths with a NUL byte (string, Buffer or file: URL) are rejected synchronously with
// ERR_INVALID_ARG_VALUE by the whole-file APIs and their Sync forms.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

const expected = {
  code: 'ERR_INVALID_ARG_VALUE',
  name: 'TypeError',
  message: /must be a string, Uint8Array, or URL without null bytes/,
};
const paths = [
  'foo\u0000bar',
  Buffer.from('foo\u0000bar'),
  new URL('file:///C:/foo%00bar'),
];
for (const p of paths) {
  assert.throws(() => fs.readFile(p, common.mustNotCall()), expected);
  assert.throws(() => fs.readFile(p, 'utf8', common.mustNotCall()), expected);
  assert.throws(() => fs.readFileSync(p), expected);
  assert.throws(() => fs.readFileSync(p, 'utf8'), expected);
  assert.throws(() => fs.writeFile(p, 'x', common.mustNotCall()), expected);
  assert.throws(() => fs.writeFileSync(p, 'x'), expected);
  assert.throws(() => fs.appendFile(p, 'x', common.mustNotCall()), expected);
  assert.throws(() => fs.appendFileSync(p, 'x'), expected);
  assert.throws(() => fs.existsSync(p) || (() => { throw new TypeError('x'); })(), TypeError);
}

assert.throws(() => fs.readFileSync('a\u0000b'), {
  message: "The argument 'path' must be a string, Uint8Array, or URL without null bytes. Received 'a\\x00b'",
});
