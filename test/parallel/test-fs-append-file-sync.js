// Port of nodejs/node test/parallel/test-fs-append-file-sync.js (rewritten for minirt).
'use strict';

// fs.appendFileSync on new and existing files, with Buffers, modes, fds and flags.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
const fixtures = require('../common/fixtures');

tmpdir.refresh();
const existing = 'ABCD';
const text = fixtures.utf8TestText;

{
  const file = tmpdir.resolve('afs-new.txt');
  fs.appendFileSync(file, text);
  assert.strictEqual(fs.readFileSync(file, 'utf8'), text);
}

{
  const file = tmpdir.resolve('afs-existing.txt');
  fs.writeFileSync(file, existing);
  fs.appendFileSync(file, Buffer.from(text));
  assert.strictEqual(fs.readFileSync(file, 'utf8'), existing + text);
}

{
  const file = tmpdir.resolve('afs-mode.txt');
  fs.appendFileSync(file, 'abc', { mode: 0o600 });
  assert.strictEqual(fs.statSync(file).mode & 0o777, 0o600 & ~process.umask());
}

{
  const file = tmpdir.resolve('afs-fd.txt');
  fs.writeFileSync(file, existing);
  const fd = fs.openSync(file, 'a+');
  fs.appendFileSync(fd, text);
  fs.closeSync(fd);
  assert.strictEqual(fs.readFileSync(file, 'utf8'), existing + text);
}

{
  // The flag is forced to 'a' only when absent; 'w' truncates, 'r+' overwrites.
  const file = tmpdir.resolve('afs-flags.txt');
  fs.writeFileSync(file, 'hello');
  fs.appendFileSync(file, 'XY', { flag: 'w' });
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'XY');
  fs.writeFileSync(file, 'hello');
  fs.appendFileSync(file, 'X', { flag: 'r+' });
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'Xello');
  // On an fd opened without O_APPEND the data lands at the current position.
  fs.writeFileSync(file, 'hello');
  const fd = fs.openSync(file, 'r+');
  fs.appendFileSync(fd, 'XY');
  fs.closeSync(fd);
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'XYllo');
}

assert.throws(() => fs.appendFileSync(tmpdir.resolve('afs-bad'), 123), {
  code: 'ERR_INVALID_ARG_TYPE',
});
