// minirt's own test: fs calls on which Node 26.10 aborts or hangs throw or work instead.
'use strict';
// Calls on which Node 26.10 itself aborts or hangs; minirt throws a validation error or
// behaves as Node's own JS implementation of the same operation does, and stays up:
// - a file mode in [2**31, 2**32) passes Node's uint32 check, then fails an int32
//   assertion in its C++ layer (abort): minirt throws ERR_OUT_OF_RANGE (int32 range);
// - fs.cpSync onto a dangling symlink aborts Node (std::filesystem throws on the link):
//   minirt copies as fs.cp does (a file replaces the link; a directory is refused with
//   ERR_FS_CP_DIR_TO_NON_DIR);
// - fs.watch(path, options, notAFunction) starts the watcher, then throws, and the
//   process never exits: minirt throws before starting anything (this test would not end
//   otherwise). Falsy listeners mean no listener, as in Node.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('file');
fs.writeFileSync(file, 'x');

const outOfRange = (name, value) => ({
  code: 'ERR_OUT_OF_RANGE',
  name: 'RangeError',
  message: `The value of "${name}" is out of range. It must be >= 0 && <= 2147483647. ` +
    `Received ${value}`,
});

for (const mode of [2 ** 31, 2 ** 32 - 1, 0o20000000000, '20000000000']) {
  const shown = typeof mode === 'string' ? parseInt(mode, 8) : mode;
  const fd = fs.openSync(file, 'r');
  assert.throws(() => fs.chmodSync(file, mode), outOfRange('mode', shown));
  assert.throws(() => fs.chmod(file, mode, common.mustNotCall()), outOfRange('mode', shown));
  assert.throws(() => fs.fchmodSync(fd, mode), outOfRange('mode', shown));
  assert.throws(() => fs.fchmod(fd, mode, common.mustNotCall()), outOfRange('mode', shown));
  assert.throws(() => fs.open(tmpdir.resolve('o'), 'w', mode, common.mustNotCall()),
                outOfRange('mode', shown));
  assert.throws(() => fs.mkdirSync(tmpdir.resolve('d'), mode), outOfRange('mode', shown));
  assert.throws(() => fs.mkdirSync(tmpdir.resolve('d'), { mode, recursive: true }),
                outOfRange('options.mode', shown));
  assert.throws(() => fs.mkdir(tmpdir.resolve('d'), { mode }, common.mustNotCall()),
                outOfRange('options.mode', shown));
  assert.throws(() => fs.writeFileSync(tmpdir.resolve('w'), 'x', { mode }),
                outOfRange('mode', shown));
  assert.throws(() => fs.writeFile(tmpdir.resolve('w'), 'x', { mode }, common.mustNotCall()),
                outOfRange('mode', shown));
  assert.throws(() => fs.appendFileSync(tmpdir.resolve('a'), 'x', { mode }),
                outOfRange('mode', shown));
  fs.closeSync(fd);
  assert.rejects(fs.promises.chmod(file, mode), outOfRange('mode', shown)).then(common.mustCall());
  assert.rejects(fs.promises.open(tmpdir.resolve('o'), 'w', mode), outOfRange('mode', shown))
    .then(common.mustCall());
  assert.rejects(fs.promises.mkdir(tmpdir.resolve('d'), { mode }),
                 outOfRange('options.mode', shown)).then(common.mustCall());
  assert.rejects(fs.promises.writeFile(tmpdir.resolve('w'), 'x', { mode }),
                 outOfRange('mode', shown)).then(common.mustCall());
  fs.promises.open(file).then(common.mustCall(async (fh) => {
    await assert.rejects(fh.chmod(mode), outOfRange('mode', shown));
    await fh.close();
  }));
  fs.createWriteStream(tmpdir.resolve('s'), { mode })
    .on('error', common.mustCall((err) => {
      assert.strictEqual(err.code, 'ERR_OUT_OF_RANGE');
    }));
}
// The largest int32 mode is still accepted (only the permission bits matter).
fs.chmodSync(file, 2 ** 31 - 1);
assert.strictEqual(fs.statSync(file).mode & 0o777, 0o777);
fs.chmodSync(file, 0o644);
for (const name of ['o', 'd', 'w', 'a', 's']) {
  assert.strictEqual(fs.existsSync(tmpdir.resolve(name)), false, name);
}

// cpSync onto dangling links
{
  const dir = tmpdir.resolve('cp');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'src'), 'data');
  fs.mkdirSync(path.join(dir, 'srcdir'));
  fs.writeFileSync(path.join(dir, 'srcdir', 'a'), 'a');
  for (const name of ['link', 'link2', 'link3']) {
    fs.symlinkSync('nowhere', path.join(dir, name));
  }
  fs.cpSync(path.join(dir, 'src'), path.join(dir, 'link'));
  assert.strictEqual(fs.lstatSync(path.join(dir, 'link')).isFile(), true);
  assert.strictEqual(fs.readFileSync(path.join(dir, 'link'), 'utf8'), 'data');
  assert.strictEqual(fs.existsSync(path.join(dir, 'nowhere')), false);

  assert.throws(() => fs.cpSync(path.join(dir, 'srcdir'), path.join(dir, 'link2'),
                                { recursive: true }),
                { code: 'ERR_FS_CP_DIR_TO_NON_DIR' });
  assert.strictEqual(fs.readlinkSync(path.join(dir, 'link2')), 'nowhere');

  // The same outcome as fs.cp, Node's JS implementation of the copy.
  fs.cp(path.join(dir, 'src'), path.join(dir, 'link3'), common.mustSucceed(() => {
    assert.strictEqual(fs.readFileSync(path.join(dir, 'link3'), 'utf8'), 'data');
  }));
}

// fs.watch with a listener that is not a function
for (const listener of [5, 'str', {}, true]) {
  assert.throws(() => fs.watch(file, {}, listener), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: /^The "listener" argument must be of type function\./,
  });
}
for (const listener of [null, 0, '', false, undefined]) {
  fs.watch(file, {}, listener).close();
}
