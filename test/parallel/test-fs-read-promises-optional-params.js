// Port of nodejs/node test/parallel/test-fs-read-promises-optional-params.js (rewritten for minirt).
'use strict';
// util.promisify(fs.read) with the optional forms: (fd, options) reads into a default
// 16 KiB buffer, and (fd, buffer, options) honours options.position; the options objects
// are not mutated. The fixture x.txt holds "xyz\n".
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fixtures = require('../common/fixtures');
const read = require('util').promisify(fs.read);

const fd = fs.openSync(fixtures.path('x.txt'), 'r');
const expected = Buffer.from('xyz\n');
const own = Buffer.allocUnsafe(expected.byteLength);

(async () => {
  const first = await read(fd, common.mustNotMutateObjectDeep({}));
  assert.strictEqual(first.bytesRead, expected.byteLength);
  assert.strictEqual(first.buffer.byteLength, 16384);
  assert.deepStrictEqual(first.buffer.subarray(0, 4), expected);
  const second = await read(fd, own, common.mustNotMutateObjectDeep({ position: 0 }));
  assert.strictEqual(second.bytesRead, expected.byteLength);
  assert.strictEqual(second.buffer, own);
  assert.deepStrictEqual(own, expected);
  fs.closeSync(fd);
})().then(common.mustCall());
