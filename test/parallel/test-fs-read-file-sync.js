// Port of nodejs/node test/parallel/test-fs-read-file-sync.js (rewritten for minirt).
'use strict';

// fs.readFileSync decodes a multi-byte UTF-8 file correctly, and opening a
// missing file with flag 'a+' creates it empty with mode 0o666 & ~umask.
require('../common');
const assert = require('assert');
const fs = require('fs');
const fixtures = require('../common/fixtures');
const tmpdir = require('../common/tmpdir');

// elipses.txt holds 10000 HORIZONTAL ELLIPSIS characters (3 bytes each).
const text = fs.readFileSync(fixtures.path('elipses.txt'), 'utf8');
assert.strictEqual(text.length, 10000);
for (let i = 0; i < text.length; i++) {
  assert.strictEqual(text[i], '\u2026');
}

tmpdir.refresh();

const expectedMode = 0o666 & ~process.umask();
const encodings = [
  undefined, 'ascii', 'base64', 'hex', 'latin1', 'uTf8', 'utf16le', 'utf8',
];
for (const encoding of encodings) {
  const options = encoding === undefined ? { flag: 'a+' } : { encoding, flag: 'a+' };
  const file = tmpdir.resolve(`read-file-sync-append-${encoding ?? 'buffer'}.txt`);

  const content = fs.readFileSync(file, options);
  if (encoding === undefined) {
    assert.ok(Buffer.isBuffer(content));
    assert.strictEqual(content.length, 0, `contents of ${file}`);
  } else {
    assert.strictEqual(content, '', `contents of ${file}`);
  }
  assert.strictEqual(fs.statSync(file).mode & 0o777, expectedMode, `mode of ${file}`);
}
