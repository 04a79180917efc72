// Port of nodejs/node test/parallel/test-fs-readdir-types-symlinks.js (rewritten for minirt).
'use strict';
// A symlink to a directory is reported as a link, not a directory, by withFileTypes.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const target = tmpdir.resolve('target');
const holder = tmpdir.resolve('holder');
fs.mkdirSync(target);
fs.mkdirSync(holder);
fs.symlinkSync(target, path.join(holder, 'link'), 'dir');

function check(dirents) {
  assert.strictEqual(dirents.length, 1);
  assert.strictEqual(dirents[0].name, 'link');
  assert.strictEqual(dirents[0].isSymbolicLink(), true);
  assert.strictEqual(dirents[0].isDirectory(), false);
  assert.strictEqual(dirents[0].isFile(), false);
}
check(fs.readdirSync(holder, { withFileTypes: true }));
fs.readdir(holder, { withFileTypes: true }, common.mustSucceed(check));
const d = fs.opendirSync(holder);
check([d.readSync()]);
d.closeSync();
