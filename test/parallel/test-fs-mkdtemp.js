// Port of nodejs/node test/parallel/test-fs-mkdtemp.js (rewritten for minirt).
'use strict';
// mkdtemp/mkdtempSync/fsPromises.mkdtemp: six random characters appended to the prefix,
// Buffer results with encoding 'buffer', other encodings, and errors. Also
// mkdtempDisposableSync.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

function check(dir, prefix) {
  assert.strictEqual(path.basename(dir).length, path.basename(prefix).length + 6);
  assert.ok(path.basename(dir).startsWith(path.basename(prefix)));
  assert.ok(fs.statSync(dir).isDirectory());
}

const prefix = tmpdir.resolve('foo.');
check(fs.mkdtempSync(prefix), prefix);
const a = fs.mkdtempSync(prefix);
const b = fs.mkdtempSync(prefix);
assert.notStrictEqual(a, b);

// Buffer results.
const buf = fs.mkdtempSync(prefix, 'buffer');
assert.ok(Buffer.isBuffer(buf));
check(buf.toString(), prefix);
const buf2 = fs.mkdtempSync(Buffer.from(prefix), { encoding: 'buffer' });
assert.ok(Buffer.isBuffer(buf2));
const hex = fs.mkdtempSync(prefix, { encoding: 'hex' });
check(Buffer.from(hex, 'hex').toString(), prefix);

// Missing parent.
assert.throws(() => fs.mkdtempSync(tmpdir.resolve('nope', 'x')),
              { code: 'ENOENT', syscall: 'mkdtemp', path: tmpdir.resolve('nope', 'xXXXXXX') });

fs.mkdtemp(prefix, common.mustSucceed((dir) => check(dir, prefix)));
fs.mkdtemp(prefix, 'buffer', common.mustSucceed((dir) => {
  assert.ok(Buffer.isBuffer(dir));
  check(dir.toString(), prefix);
}));
fs.mkdtemp(tmpdir.resolve('nope', 'x'), common.mustCall((err) => {
  assert.strictEqual(err.code, 'ENOENT');
}));
// The options argument may be left out with the callback last.
fs.mkdtemp(prefix, {}, common.mustSucceed((dir) => check(dir, prefix)));

(async () => {
  check(await fs.promises.mkdtemp(prefix), prefix);
  await assert.rejects(fs.promises.mkdtemp(1), { code: 'ERR_INVALID_ARG_TYPE' });
})().then(common.mustCall());

// Disposable form: removes the directory (twice is fine), even after a chdir.
{
  const r = fs.mkdtempDisposableSync(prefix);
  check(r.path, prefix);
  fs.writeFileSync(path.join(r.path, 'inner'), 'x');
  r.remove();
  assert.strictEqual(fs.existsSync(r.path), false);
  r.remove();
  const s = fs.mkdtempDisposableSync(prefix);
  s[Symbol.dispose]();
  assert.strictEqual(fs.existsSync(s.path), false);
  const cwd = process.cwd();
  process.chdir(tmpdir.path);
  const rel = fs.mkdtempDisposableSync('rel.');
  process.chdir(rel.path);
  rel.remove();
  process.chdir(cwd);
  assert.strictEqual(fs.existsSync(tmpdir.resolve(rel.path)), false);
}
