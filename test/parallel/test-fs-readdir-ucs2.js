// Port of nodejs/node test/parallel/test-fs-readdir-ucs2.js (rewritten for minirt).
'use strict';
// A name is decoded with the requested encoding (here ucs2) from its raw bytes.
const common = require('../common');
if (!common.isLinux) common.skip('file names are raw bytes only on Linux');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const text = '\uD83D\uDC04';
const name = Buffer.from(text, 'ucs2');
const full = Buffer.concat([Buffer.from(tmpdir.path + path.sep), name]);
fs.closeSync(fs.openSync(full, 'w'));
fs.readdir(tmpdir.path, 'ucs2', common.mustSucceed((list) => {
  assert.strictEqual(list.length, 1);
  assert.strictEqual(list[0], text);
  assert.strictEqual(Buffer.from(list[0], 'ucs2').equals(name), true);
}));
assert.deepStrictEqual(fs.readdirSync(tmpdir.path, { encoding: 'ucs2' }), [text]);
