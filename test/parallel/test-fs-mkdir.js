// Port of nodejs/node test/parallel/test-fs-mkdir.js (rewritten for minirt).
'use strict';
// mkdir/mkdirSync/fsPromises.mkdir: plain and recursive creation, the value recursive
// mode returns (first directory made), and the errors for bad paths and options.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

let n = 0;
const fresh = () => `d${++n}`;

// Callback form, with mode as a number and as an option.
for (const opts of [undefined, 0o777, { mode: 0o777 }]) {
  const p = tmpdir.resolve(fresh());
  const done = common.mustCall((err) => {
    assert.strictEqual(err, null);
    assert.ok(fs.statSync(p).isDirectory());
  });
  if (opts === undefined) fs.mkdir(p, done); else fs.mkdir(p, opts, done);
}

// Sync form returns undefined when not recursive.
{
  const p = tmpdir.resolve(fresh());
  assert.strictEqual(fs.mkdirSync(p, { mode: 0o755 }), undefined);
  assert.ok(fs.existsSync(p));
}

// Invalid paths.
for (const bad of [false, 1, {}, [], null, undefined]) {
  assert.throws(() => fs.mkdir(bad, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
  assert.throws(() => fs.mkdirSync(bad), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
assert.throws(() => fs.mkdirSync('a\0b'), { code: 'ERR_INVALID_ARG_VALUE' });

// Recursive: nested, repeated, and through "..".
{
  const p = tmpdir.resolve(fresh(), fresh());
  assert.strictEqual(fs.mkdirSync(p, { recursive: true }), path.dirname(p));
  assert.strictEqual(fs.mkdirSync(p, { recursive: true }), undefined);
  assert.ok(fs.statSync(p).isDirectory());
  const q = `${tmpdir.path}/${fresh()}/../${fresh()}/${fresh()}`;
  fs.mkdirSync(q, { recursive: true });
  assert.ok(fs.statSync(q).isDirectory());
}

// Recursive over an existing file: EEXIST; through a file: ENOTDIR naming the full path.
{
  const file = tmpdir.resolve(fresh());
  fs.writeFileSync(file, '');
  assert.throws(() => fs.mkdirSync(file, { recursive: true }),
                { code: 'EEXIST', syscall: 'mkdir', name: 'Error', message: /EEXIST: .*mkdir/ });
  const through = path.join(file, 'x', 'y');
  assert.throws(() => fs.mkdirSync(through, { recursive: true }),
                { code: 'ENOTDIR', syscall: 'mkdir', path: through, message: /ENOTDIR: .*mkdir/ });
  fs.mkdir(through, { recursive: true }, common.mustCall((err) => {
    assert.strictEqual(err.code, 'ENOTDIR');
    assert.strictEqual(err.path, through);
  }));
  fs.mkdir(file, { recursive: true }, common.mustCall((err) => {
    assert.strictEqual(err.code, 'EEXIST');
  }));
}

// Non-recursive errors.
{
  const p = tmpdir.resolve(fresh());
  fs.mkdirSync(p);
  assert.throws(() => fs.mkdirSync(p), { code: 'EEXIST', syscall: 'mkdir', path: p });
  assert.throws(() => fs.mkdirSync(path.join(p, 'no', 'pe')), { code: 'ENOENT', syscall: 'mkdir' });
  assert.throws(() => fs.mkdirSync(path.join(p, 'x'.repeat(300))), { code: 'ENAMETOOLONG' });
}

// Recursive callback form returns the first created directory.
{
  const top = tmpdir.resolve(fresh());
  const p = path.join(top, 'a', 'b');
  fs.mkdir(p, { recursive: true }, common.mustSucceed((first) => {
    assert.strictEqual(first, top);
    fs.mkdir(p, { recursive: true }, common.mustSucceed((again) => {
      assert.strictEqual(again, undefined);
    }));
  }));
}

// Option validation.
for (const recursive of ['true', 1, null, {}]) {
  assert.throws(() => fs.mkdirSync(tmpdir.resolve(fresh()), { recursive }),
                { code: 'ERR_INVALID_ARG_TYPE', message: /options\.recursive/ });
  assert.throws(() => fs.mkdir(tmpdir.resolve(fresh()), { recursive }, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => fs.mkdirSync(tmpdir.resolve(fresh()), { mode: 'abc' }),
              { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => fs.mkdir(tmpdir.resolve(fresh())), { code: 'ERR_INVALID_ARG_TYPE' });

// Promise form: same results, errors as rejections.
(async () => {
  const top = tmpdir.resolve(fresh());
  assert.strictEqual(await fs.promises.mkdir(path.join(top, 'x'), { recursive: true }), top);
  await assert.rejects(fs.promises.mkdir(top), { code: 'EEXIST' });
  await assert.rejects(fs.promises.mkdir(42), { code: 'ERR_INVALID_ARG_TYPE' });
})().then(common.mustCall());
