// Port of nodejs/node test/parallel/test-fs-readlink-type-check.js (rewritten for minirt).
'use strict';
// readlink: bad paths throw; a non-link is EINVAL; encodings apply to the target.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

for (const bad of [false, 1, {}, [], null, undefined]) {
  assert.throws(() => fs.readlink(bad, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
  assert.throws(() => fs.readlinkSync(bad), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}

const link = tmpdir.resolve('link');
fs.symlinkSync('some/target', link);
assert.strictEqual(fs.readlinkSync(link), 'some/target');
assert.deepStrictEqual(fs.readlinkSync(link, 'buffer'), Buffer.from('some/target'));
assert.strictEqual(fs.readlinkSync(link, { encoding: 'hex' }),
                   Buffer.from('some/target').toString('hex'));
assert.throws(() => fs.readlinkSync(__filename),
              { code: 'EINVAL', syscall: 'readlink', path: __filename });
assert.throws(() => fs.readlinkSync(tmpdir.resolve('none')), { code: 'ENOENT' });
fs.readlink(link, common.mustSucceed((t) => assert.strictEqual(t, 'some/target')));
fs.readlink(link, 'buffer', common.mustSucceed((t) => assert.ok(Buffer.isBuffer(t))));
fs.promises.readlink(link).then(common.mustCall((t) => assert.strictEqual(t, 'some/target')));
