// Port of nodejs/node test/parallel/test-fs-rename-type-check.js (rewritten for minirt).
'use strict';
// rename's two paths are checked in order with their own names; rename itself works and
// reports ENOENT with both paths.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

for (const bad of [false, 1, [], {}, null, undefined]) {
  const tail = `of type string or an instance of Buffer or URL.${common.invalidArgTypeHelper(bad)}`;
  const err = (name) => ({ code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError',
                           message: `The "${name}" argument must be ${tail}` });
  assert.throws(() => fs.rename(bad, 'nope', common.mustNotCall()), err('oldPath'));
  assert.throws(() => fs.rename('nope', bad, common.mustNotCall()), err('newPath'));
  assert.throws(() => fs.renameSync(bad, 'nope'), err('oldPath'));
  assert.throws(() => fs.renameSync('nope', bad), err('newPath'));
}

const a = tmpdir.resolve('a');
const b = tmpdir.resolve('b');
fs.writeFileSync(a, 'x');
fs.renameSync(a, b);
assert.strictEqual(fs.readFileSync(b, 'utf8'), 'x');
assert.throws(() => fs.renameSync(a, b),
              { code: 'ENOENT', syscall: 'rename', path: a, dest: b,
                message: `ENOENT: no such file or directory, rename '${a}' -> '${b}'` });
fs.mkdirSync(a);
assert.throws(() => fs.renameSync(b, a), { code: 'EISDIR', dest: a });
fs.rename(b, tmpdir.resolve('c'), common.mustSucceed(() => {
  assert.ok(fs.existsSync(tmpdir.resolve('c')));
  fs.promises.rename(tmpdir.resolve('c'), b).then(common.mustCall(() => {
    assert.ok(fs.existsSync(b));
  }));
}));
