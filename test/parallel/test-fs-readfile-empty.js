// Port of nodejs/node test/parallel/test-fs-readfile-empty.js (rewritten for minirt).
'use strict';

// fs.readFile and fs.readFileSync on a zero-byte file.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fixtures = require('../common/fixtures');

const empty = fixtures.path('empty.txt');

// Without an encoding the result is an (empty) Buffer, which is still truthy.
fs.readFile(empty, common.mustCall((err, data) => {
  assert.ifError(err);
  assert.ok(data);
  assert.ok(Buffer.isBuffer(data));
  assert.strictEqual(data.length, 0);
}));

// With an encoding, given as a string or in an options object, it is ''.
fs.readFile(empty, 'utf8', common.mustCall((err, data) => {
  assert.ifError(err);
  assert.strictEqual(data, '');
}));
fs.readFile(empty, { encoding: 'utf8' }, common.mustCall((err, data) => {
  assert.ifError(err);
  assert.strictEqual(data, '');
}));

const syncBuffer = fs.readFileSync(empty);
assert.ok(syncBuffer);
assert.strictEqual(syncBuffer.length, 0);
assert.strictEqual(fs.readFileSync(empty, 'utf8'), '');
