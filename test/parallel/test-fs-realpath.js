// Port of nodejs/node test/parallel/test-fs-realpath.js (rewritten for minirt).
'use strict';
// fs.realpath / realpathSync (Node's JS-level walk): relative and absolute links, chains,
// links to directories in the middle of a path, "..", encodings, and errors that name the
// component that failed (lstat/stat with an absolute path). fsPromises.realpath is the
// native form.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const t = (...p) => tmpdir.resolve(...p);
fs.mkdirSync(t('real', 'deep', 'er'), { recursive: true });
fs.writeFileSync(t('real', 'deep', 'er', 'file'), 'x');
fs.symlinkSync('real', t('rel-link'));                 // relative, to a directory
fs.symlinkSync(t('real', 'deep'), t('abs-link'));      // absolute
fs.symlinkSync('rel-link', t('chain'));                // a link to a link
fs.symlinkSync('../../abs-link/er', t('real', 'deep', 'back')); // climbs out and back in
fs.symlinkSync('cycle-b', t('cycle-a'));
fs.symlinkSync('cycle-a', t('cycle-b'));
fs.writeFileSync(t('plain'), '');

const want = t('real', 'deep', 'er', 'file');
const cases = [
  t('rel-link', 'deep', 'er', 'file'),
  t('abs-link', 'er', 'file'),
  t('chain', 'deep', 'er', 'file'),
  t('real', 'deep', 'back', 'file'),
  t('chain', 'deep', '..', 'deep', 'back', '..', 'er', 'file'),
];
for (const c of cases) {
  assert.strictEqual(fs.realpathSync(c), want, c);
  fs.realpath(c, common.mustSucceed((r) => assert.strictEqual(r, want)));
}

// Relative input resolves against the cwd.
assert.strictEqual(fs.realpathSync(path.relative(process.cwd(), t('chain'))), t('real'));
// Encodings.
assert.deepStrictEqual(fs.realpathSync(t('chain'), 'buffer'), Buffer.from(t('real')));
assert.strictEqual(fs.realpathSync(t('chain'), { encoding: 'hex' }),
                   Buffer.from(t('real')).toString('hex'));
fs.realpath(t('chain'), 'buffer', common.mustSucceed((r) => {
  assert.deepStrictEqual(r, Buffer.from(t('real')));
}));
assert.throws(() => fs.realpathSync(t('chain'), { encoding: 'bogus' }),
              { code: 'ERR_INVALID_ARG_VALUE' });
// A Buffer path works too.
assert.strictEqual(fs.realpathSync(Buffer.from(t('chain'))), t('real'));

// Errors name the first failing component.
assert.throws(() => fs.realpathSync(t('missing', 'x')),
              { code: 'ENOENT', syscall: 'lstat', path: t('missing'),
                message: `ENOENT: no such file or directory, lstat '${t('missing')}'` });
assert.throws(() => fs.realpathSync(t('plain', 'x')),
              { code: 'ENOTDIR', syscall: 'lstat', path: t('plain', 'x') });
assert.throws(() => fs.realpathSync(t('cycle-a')),
              { code: 'ELOOP', syscall: 'stat', path: t('cycle-a') });
fs.realpath(t('missing'), common.mustCall((err) => {
  assert.strictEqual(err.code, 'ENOENT');
  assert.strictEqual(err.path, t('missing'));
}));
assert.throws(() => fs.realpathSync('a\0b'), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => fs.realpath(t('chain')), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });

(async () => {
  assert.strictEqual(await fs.promises.realpath(t('chain', 'deep')), t('real', 'deep'));
  await assert.rejects(fs.promises.realpath(t('missing')),
                       { code: 'ENOENT', syscall: 'realpath' });
})().then(common.mustCall());
