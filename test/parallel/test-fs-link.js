// Port of nodejs/node test/parallel/test-fs-link.js (rewritten for minirt).
'use strict';
// link/linkSync/fsPromises.link make hard links; argument names are existingPath and
// newPath; errors carry both paths.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const src = tmpdir.resolve('src.txt');
const dst = tmpdir.resolve('dst.txt');
fs.writeFileSync(src, 'hello');

fs.link(src, dst, common.mustSucceed(() => {
  assert.strictEqual(fs.readFileSync(dst, 'utf8'), 'hello');
  assert.strictEqual(fs.statSync(src).ino, fs.statSync(dst).ino);
  assert.throws(() => fs.linkSync(src, dst),
                { code: 'EEXIST', syscall: 'link', path: src, dest: dst,
                  message: `EEXIST: file already exists, link '${src}' -> '${dst}'` });
}));

const missing = tmpdir.resolve('missing');
fs.link(missing, tmpdir.resolve('x'), common.mustCall((err) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(err.path, missing);
}));
{
  const own = tmpdir.resolve('own.txt');
  fs.writeFileSync(own, '');
  fs.linkSync(own, tmpdir.resolve('own2.txt'));
  assert.strictEqual(fs.statSync(own).nlink, 2);
}
fs.linkSync(src, tmpdir.resolve('sync.txt'));
assert.strictEqual(fs.readFileSync(tmpdir.resolve('sync.txt'), 'utf8'), 'hello');

for (const bad of [false, 1, [], {}, null, undefined]) {
  assert.throws(() => fs.link(bad, 'x', common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE', message: /"existingPath"/ });
  assert.throws(() => fs.link('x', bad, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE', message: /"newPath"/ });
  assert.throws(() => fs.linkSync(bad, 'x'), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => fs.link(src, dst), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
fs.promises.link(src, tmpdir.resolve('p.txt')).then(common.mustCall(() => {
  assert.strictEqual(fs.statSync(tmpdir.resolve('p.txt')).ino, fs.statSync(src).ino);
}));
