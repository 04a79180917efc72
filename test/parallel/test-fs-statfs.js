// Port of nodejs/node test/parallel/test-fs-statfs.js (rewritten for minirt).
'use strict';

// statfs/statfsSync/fsPromises.statfs: a StatFs with type, bsize, frsize, blocks, bfree,
// bavail, files and ffree, as numbers or (bigint: true) BigInts.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;

const kKeys = ['type', 'bsize', 'frsize', 'blocks', 'bfree', 'bavail', 'files', 'ffree'];

function check(s, type) {
  assert.strictEqual(s.constructor.name, 'StatFs');
  assert.deepStrictEqual(Object.keys(s), kKeys);
  for (const k of kKeys) assert.strictEqual(typeof s[k], type, k);
  assert.ok(s.bsize > (type === 'bigint' ? 0n : 0));
}

fs.statfs(__filename, common.mustSucceed((s) => check(s, 'number')));
fs.statfs(__filename, { bigint: true }, common.mustSucceed((s) => check(s, 'bigint')));
check(fs.statfsSync(__filename), 'number');
check(fs.statfsSync(__filename, { bigint: true }), 'bigint');
fsp.statfs(__filename).then(common.mustCall((s) => check(s, 'number')));
fsp.statfs(__filename, { bigint: true }).then(common.mustCall((s) => check(s, 'bigint')));

assert.throws(() => fs.statfs(__filename), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
for (const bad of [1, {}, null, undefined]) {
  assert.throws(() => fs.statfs(bad, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => fs.statfsSync(bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
const missing = `${__filename}.missing`;
assert.throws(() => fs.statfsSync(missing), { code: 'ENOENT', syscall: 'statfs', path: missing });
fs.statfs(missing, common.mustCall((err) => assert.strictEqual(err.code, 'ENOENT')));
fsp.statfs(missing).catch(common.mustCall((err) => {
  assert.strictEqual(err.syscall, 'statfs');
}));
