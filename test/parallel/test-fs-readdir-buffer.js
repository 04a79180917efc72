// Port of nodejs/node test/parallel/test-fs-readdir-buffer.js (rewritten for minirt).
'use strict';
// encoding: 'buffer' gives Buffers holding the raw names (also as Dirent names).
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

fs.writeFileSync(tmpdir.resolve('a'), '');
fs.writeFileSync(tmpdir.resolve('\u00e9t\u00e9'), '');
const want = [Buffer.from('a'), Buffer.from('\u00e9t\u00e9')];

assert.deepStrictEqual(fs.readdirSync(tmpdir.path, 'buffer'), want);
fs.readdir(tmpdir.path, { encoding: 'buffer' }, common.mustSucceed((got) => {
  assert.deepStrictEqual(got, want);
}));
fs.readdir(Buffer.from(tmpdir.path), { encoding: 'buffer', withFileTypes: true },
           common.mustSucceed((got) => {
             assert.deepStrictEqual(got.map((d) => d.name), want);
             assert.ok(got.every((d) => d.isFile()));
           }));
const hex = fs.readdirSync(tmpdir.path, 'hex');
assert.deepStrictEqual(hex, want.map((b) => b.toString('hex')));
