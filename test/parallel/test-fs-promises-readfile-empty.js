// Port of nodejs/node test/parallel/test-fs-promises-readfile-empty.js (rewritten for minirt).
'use strict';
// An empty file reads as an empty Buffer, or '' with an encoding (string or options form).
const common = require('../common');
const assert = require('assert');
const { promises: fsp } = require('fs');
const fixtures = require('../common/fixtures');

const empty = fixtures.path('empty.txt');

(async () => {
  const buf = await fsp.readFile(empty);
  assert.ok(Buffer.isBuffer(buf));
  assert.strictEqual(buf.length, 0);
  assert.strictEqual(await fsp.readFile(empty, 'utf8'), '');
  assert.strictEqual(await fsp.readFile(empty, { encoding: 'utf8' }), '');
  assert.strictEqual(await fsp.readFile(empty, { encoding: 'hex' }), '');
})().then(common.mustCall());
