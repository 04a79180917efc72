// Port of nodejs/node test/parallel/test-fs-cp-sync-nested-files-folders.mjs, test/parallel/test-fs-cp-sync-verbatim-symlinks-true.mjs, test/parallel/test-fs-cp-sync-dereference.js, test/parallel/test-fs-cp-sync-overwrite-force-true.mjs, test/parallel/test-fs-cp-sync-no-overwrite-force-false.mjs, test/parallel/test-fs-cp-sync-error-on-exist.mjs, test/parallel/test-fs-cp-sync-apply-filter-function.mjs, test/parallel/test-fs-cp-sync-async-filter-error.mjs, test/parallel/test-fs-cp-sync-copy-file-to-file-path.mjs, test/parallel/test-fs-cp-sync-preserve-timestamps.mjs, test/parallel/test-fs-cp-sync-copy-directory-without-recursive-error.mjs, test/parallel/test-fs-cp-sync-src-dest-identical-error.mjs, test/parallel/test-fs-cp-sync-copy-to-subdirectory-error.mjs, test/parallel/test-fs-cp-sync-copy-directory-to-file-error.mjs, test/parallel/test-fs-cp-sync-copy-file-to-directory-error.mjs, test/parallel/test-fs-cp-sync-directory-not-exist-error.mjs, test/parallel/test-fs-cp-sync-options-invalid-type-error.mjs, test/parallel/test-fs-cp-sync-mode-invalid.mjs, test/parallel/test-fs-cp-sync-incompatible-options-error.mjs (rewritten for minirt).
// Cases: nested copy, file to file, errorOnExist/force, filter, dereference,
// verbatimSymlinks, preserveTimestamps, mode, ERR_FS_CP_* errors, options validation.
'use strict';
// cpSync, with a few of the same cases through fs.cp and fsPromises.cp.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

let n = 0;
const next = () => tmpdir.resolve(`dir${++n}`);

function makeSrc() {
  const src = next();
  fs.mkdirSync(path.join(src, 'a', 'b'), { recursive: true });
  fs.writeFileSync(path.join(src, 'top.js'), 'top');
  fs.writeFileSync(path.join(src, 'a', 'mid.txt'), 'mid');
  fs.writeFileSync(path.join(src, 'a', 'b', 'deep.js'), 'deep');
  fs.chmodSync(path.join(src, 'a', 'mid.txt'), 0o600);
  fs.symlinkSync('top.js', path.join(src, 'rel-link'));
  return src;
}

function list(root) {
  return fs.readdirSync(root, { recursive: true }).sort();
}

// Nested copy keeps contents, modes and links (made absolute unless verbatim).
{
  const src = makeSrc();
  const dest = next();
  cpSync(src, dest, { recursive: true });
  assert.deepStrictEqual(list(dest), list(src));
  assert.strictEqual(fs.readFileSync(path.join(dest, 'a', 'b', 'deep.js'), 'utf8'), 'deep');
  assert.strictEqual(fs.statSync(path.join(dest, 'a', 'mid.txt')).mode & 0o777, 0o600);
  assert.strictEqual(fs.readlinkSync(path.join(dest, 'rel-link')), path.join(src, 'top.js'));

  const verbatim = next();
  cpSync(src, verbatim, { recursive: true, verbatimSymlinks: true });
  assert.strictEqual(fs.readlinkSync(path.join(verbatim, 'rel-link')), 'top.js');

  const deref = next();
  cpSync(src, deref, { recursive: true, dereference: true });
  assert.ok(fs.lstatSync(path.join(deref, 'rel-link')).isFile());
  assert.strictEqual(fs.readFileSync(path.join(deref, 'rel-link'), 'utf8'), 'top');

  // Copying again: force (default) overwrites, force:false keeps, errorOnExist refuses.
  fs.writeFileSync(path.join(dest, 'top.js'), 'changed');
  cpSync(src, dest, { recursive: true, force: false });
  assert.strictEqual(fs.readFileSync(path.join(dest, 'top.js'), 'utf8'), 'changed');
  assert.throws(() => cpSync(src, dest, { recursive: true, force: false, errorOnExist: true }),
                { code: 'ERR_FS_CP_EEXIST', name: 'SystemError' });
  cpSync(src, dest, { recursive: true });
  assert.strictEqual(fs.readFileSync(path.join(dest, 'top.js'), 'utf8'), 'top');

  // Filter: skipped entries (and their subtrees) are not copied.
  const filtered = next();
  cpSync(src, filtered, {
    recursive: true,
    filter: (s) => fs.statSync(s).isDirectory() || s.endsWith('.js'),
  });
  assert.deepStrictEqual(list(filtered), ['a', 'a/b', 'a/b/deep.js', 'top.js']);
  assert.throws(() => cpSync(src, next(), { recursive: true, filter: async () => true }),
                { code: 'ERR_INVALID_RETURN_VALUE' });

  // File to file, into a missing parent.
  const file = path.join(next(), 'deeper', 'copy.js');
  cpSync(path.join(src, 'top.js'), file);
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'top');
  // With force the old file goes first, so COPYFILE_EXCL does not get in the way.
  cpSync(path.join(src, 'a', 'mid.txt'), file, { mode: fs.constants.COPYFILE_EXCL });
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'mid');

  // Timestamps.
  const old = new Date('2001-02-03T04:05:06Z');
  fs.utimesSync(path.join(src, 'top.js'), old, old);
  const ts = next();
  cpSync(src, ts, { recursive: true, preserveTimestamps: true });
  assert.strictEqual(fs.statSync(path.join(ts, 'top.js')).mtime.getTime(), old.getTime());

  // Errors.
  assert.throws(() => cpSync(src, next()),
                { code: 'ERR_FS_EISDIR',
                  message: `Recursive option not enabled, cannot copy a directory: ${src}/` });
  assert.throws(() => cpSync(src, src, { recursive: true }),
                { code: 'ERR_FS_CP_EINVAL', message: /src and dest cannot be the same/ });
  assert.throws(() => cpSync(src, path.join(src, 'a', 'inner'), { recursive: true }),
                { code: 'ERR_FS_CP_EINVAL',
                  message: `Cannot copy ${src}/ to a subdirectory of self ${path.join(src, 'a', 'inner')}` });
  assert.throws(() => cpSync(src, path.join(dest, 'top.js'), { recursive: true }),
                { code: 'ERR_FS_CP_DIR_TO_NON_DIR' });
  assert.throws(() => cpSync(path.join(src, 'top.js'), path.join(dest, 'a')),
                { code: 'ERR_FS_CP_NON_DIR_TO_DIR' });
  assert.throws(() => cpSync(path.join(src, 'missing'), next()), { code: 'ENOENT' });

  // Nothing half-done: a refused copy writes nothing.
  const untouched = next();
  assert.throws(() => cpSync(src, untouched));
  assert.strictEqual(fs.existsSync(untouched), false);

  // Callback and promise forms.
  const viaCb = next();
  fs.cp(src, viaCb, { recursive: true }, common.mustSucceed(() => {
    assert.deepStrictEqual(list(viaCb), list(src));
  }));
  fs.cp(src, src, { recursive: true }, common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_FS_CP_EINVAL');
    assert.strictEqual(err.name, 'SystemError');
    assert.strictEqual(err.message,
                       `Invalid src or dest: cp returned EINVAL (src and dest cannot be the same) ${src}`);
  }));
  fs.cp(src, next(), common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_FS_EISDIR');
    assert.strictEqual(err.info.message, `${src} is a directory (not copied)`);
  }));
  const viaPromise = next();
  fs.promises.cp(src, viaPromise, { recursive: true, filter: async (s) => !s.endsWith('.txt') })
    .then(common.mustCall(() => {
      assert.deepStrictEqual(list(viaPromise), ['a', 'a/b', 'a/b/deep.js', 'rel-link', 'top.js']);
    }));
  fs.promises.cp(src, next(), { mode: -1 }).then(common.mustNotCall(), common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_OUT_OF_RANGE');
  }));
}

// Options validation.
assert.throws(() => cpSync('a', 'b', 1), { code: 'ERR_INVALID_ARG_TYPE', message: /"options"/ });
assert.throws(() => cpSync('a', 'b', { mode: -1 }), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => cpSync('a', 'b', { recursive: 'yes' }), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => cpSync('a', 'b', { filter: 'x' }), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => cpSync('a', 'b', { dereference: true, verbatimSymlinks: true }),
              { code: 'ERR_INCOMPATIBLE_OPTION_PAIR' });
assert.throws(() => cpSync(1, 'b'), { code: 'ERR_INVALID_ARG_TYPE', message: /"src"/ });
assert.throws(() => cpSync('a', 1), { code: 'ERR_INVALID_ARG_TYPE', message: /"dest"/ });

function cpSync(...args) {
  return fs.cpSync(...args);
}
