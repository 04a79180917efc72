// Port of nodejs/node test/parallel/test-fs-symlink.js (rewritten for minirt).
'use strict';
// symlink/symlinkSync/fsPromises.symlink: relative and dangling links, the `type`
// argument's validation, path validation, and EEXIST with both paths.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const target = tmpdir.resolve('target.txt');
fs.writeFileSync(target, 'hello');
const link = tmpdir.resolve('link');

fs.symlink('target.txt', link, common.mustSucceed(() => {
  assert.strictEqual(fs.readFileSync(link, 'utf8'), 'hello');
  assert.strictEqual(fs.readlinkSync(link), 'target.txt');
  assert.ok(fs.lstatSync(link).isSymbolicLink());
  fs.symlink('target.txt', link, common.mustCall((err) => {
    assert.strictEqual(err.code, 'EEXIST');
    assert.strictEqual(err.syscall, 'symlink');
    assert.strictEqual(err.path, 'target.txt');
    assert.strictEqual(err.dest, link);
    assert.strictEqual(err.message, `EEXIST: file already exists, symlink 'target.txt' -> '${link}'`);
  }));
}));

// Dangling links are fine, and the type argument is accepted.
const dangling = tmpdir.resolve('dangling');
fs.symlinkSync('does-not-exist', dangling, 'file');
assert.strictEqual(fs.existsSync(dangling), false);
assert.strictEqual(fs.readlinkSync(dangling), 'does-not-exist');
fs.symlink('does-not-exist', tmpdir.resolve('d2'), 'dir', common.mustSucceed());
fs.symlink('does-not-exist', tmpdir.resolve('d3'), null, common.mustSucceed());

for (const bad of [false, 1, {}, [], null, undefined]) {
  assert.throws(() => fs.symlink(bad, '', common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE', message: /"target"/ });
  assert.throws(() => fs.symlink('', bad, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE', message: /"path"/ });
  assert.throws(() => fs.symlinkSync(bad, ''), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => fs.symlinkSync('', bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const type of ['bogus', 42, true]) {
  const message = "The argument 'type' must be one of: 'dir', 'file', 'junction', null, " +
    `undefined. Received ${typeof type === 'string' ? `'${type}'` : type}`;
  assert.throws(() => fs.symlink('a', 'b', type, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_VALUE', message });
  assert.throws(() => fs.symlinkSync('a', 'b', type), { code: 'ERR_INVALID_ARG_VALUE', message });
}
assert.throws(() => fs.symlink('a', 'b'), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });

(async () => {
  const p = tmpdir.resolve('plink');
  await fs.promises.symlink('target.txt', p);
  assert.strictEqual(fs.readlinkSync(p), 'target.txt');
  await assert.rejects(fs.promises.symlink('target.txt', p), { code: 'EEXIST' });
  await assert.rejects(fs.promises.symlink('a', 'b', 'bogus'), { code: 'ERR_INVALID_ARG_VALUE' });
})().then(common.mustCall());
