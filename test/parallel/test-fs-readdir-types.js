// Port of nodejs/node test/parallel/test-fs-readdir-types.js (rewritten for minirt).
'use strict';
// withFileTypes: Dirent objects with name, parentPath and is*() methods, in all three
// forms; options are read when the call is made; Dirent built by hand.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

const dir = tmpdir.path;
const files = ['empty', 'files', 'for', 'just', 'testing'];
for (const f of files) fs.writeFileSync(`${dir}/${f}`, '');

const { constants } = fs;
const kinds = {
  isDirectory: constants.UV_DIRENT_DIR,
  isFile: constants.UV_DIRENT_FILE,
  isBlockDevice: constants.UV_DIRENT_BLOCK,
  isCharacterDevice: constants.UV_DIRENT_CHAR,
  isSymbolicLink: constants.UV_DIRENT_LINK,
  isFIFO: constants.UV_DIRENT_FIFO,
  isSocket: constants.UV_DIRENT_SOCKET,
};

function checkAll(dirents) {
  assert.strictEqual(dirents.length, files.length);
  dirents.forEach((d, i) => {
    assert.ok(d instanceof fs.Dirent);
    assert.strictEqual(d.name, files[i]);
    assert.strictEqual(d.parentPath, dir);
    for (const m of Object.keys(kinds)) assert.strictEqual(d[m](), m === 'isFile', m);
  });
}

checkAll(fs.readdirSync(dir, { withFileTypes: true }));
fs.readdir(dir, { withFileTypes: true }, common.mustSucceed(checkAll));
fs.readdir(__filename, { withFileTypes: true }, common.mustCall((err) => {
  assert.strictEqual(err.message, `ENOTDIR: not a directory, scandir '${__filename}'`);
}));
{
  const options = { recursive: true, withFileTypes: true };
  fs.readdir(dir, options, common.mustSucceed(checkAll));
  options.withFileTypes = false;
}
(async () => {
  checkAll(await fs.promises.readdir(dir, { withFileTypes: true }));
  const options = { withFileTypes: true };
  const p = fs.promises.readdir(dir, options);
  options.withFileTypes = false;
  checkAll(await p);
})().then(common.mustCall());

// Own keys: name and parentPath only.
assert.deepStrictEqual(Object.keys(fs.readdirSync(dir, { withFileTypes: true })[0]),
                       ['name', 'parentPath']);

// Directories and links have their own types.
const mixed = tmpdir.resolve('..', `mixed.${process.pid}`);
fs.rmSync(mixed, { recursive: true, force: true });
fs.mkdirSync(`${mixed}/sub`, { recursive: true });
fs.writeFileSync(`${mixed}/file`, '');
fs.symlinkSync('file', `${mixed}/link`);
const byName = Object.fromEntries(
  fs.readdirSync(mixed, { withFileTypes: true }).map((d) => [d.name, d]));
fs.rmSync(mixed, { recursive: true });
assert.ok(byName.sub.isDirectory());
assert.ok(byName.link.isSymbolicLink());
assert.ok(!byName.link.isFile());

for (const [method, type] of Object.entries(kinds)) {
  const d = new fs.Dirent('foo', type);
  for (const m of Object.keys(kinds)) assert.strictEqual(d[m](), m === method);
}
