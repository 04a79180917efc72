// Port of nodejs/node test/parallel/test-fs-write-file-sync.js (rewritten for minirt).
'use strict';

// writeFileSync: creation modes, appendFileSync on fds, flags, and the file contents.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const umask = process.umask();

{
  const file = tmpdir.resolve('wfs-mode.txt');
  fs.writeFileSync(file, '123', { mode: 0o717 });
  assert.strictEqual(fs.readFileSync(file, 'utf8'), '123');
  assert.strictEqual(fs.statSync(file).mode & 0o777, 0o717 & ~umask);
}

{
  const file = tmpdir.resolve('wfs-string-mode.txt');
  fs.writeFileSync(file, 'abc', { mode: '0640' });
  assert.strictEqual(fs.statSync(file).mode & 0o777, 0o640 & ~umask);
}

{
  const file = tmpdir.resolve('wfs-append.txt');
  fs.writeFileSync(file, 'abc');
  fs.appendFileSync(file, 'def', { mode: 0o600 });
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'abcdef');
}

{
  // An fd: data goes at the current position, the fd stays open.
  const file = tmpdir.resolve('wfs-fd.txt');
  const fd = fs.openSync(file, 'w+');
  fs.writeFileSync(fd, 'hello ');
  fs.writeFileSync(fd, Buffer.from('world'));
  fs.closeSync(fd);
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'hello world');
}

{
  // Flags: 'a' appends, 'r+' overwrites in place, 'wx' refuses an existing file.
  const file = tmpdir.resolve('wfs-flags.txt');
  fs.writeFileSync(file, 'hello');
  fs.writeFileSync(file, 'XY', { flag: 'a' });
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'helloXY');
  fs.writeFileSync(file, 'AB', { flag: 'r+' });
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'ABlloXY');
  assert.throws(() => fs.writeFileSync(file, 'z', { flag: 'wx' }), {
    code: 'EEXIST', syscall: 'open', path: file,
  });
}

{
  // Encodings apply to string data; 'buffer' is rejected and leaves the file alone.
  const file = tmpdir.resolve('wfs-enc.txt');
  fs.writeFileSync(file, 'abc', 'hex');
  assert.deepStrictEqual([...fs.readFileSync(file)], [0xab]);
  fs.writeFileSync(file, '\ud800x');
  assert.strictEqual(fs.readFileSync(file).toString('hex'), 'efbfbd78');
  assert.throws(() => fs.writeFileSync(file, 'x', 'buffer'), { code: 'ERR_UNKNOWN_ENCODING' });
  assert.strictEqual(fs.readFileSync(file).toString('hex'), 'efbfbd78');
}
