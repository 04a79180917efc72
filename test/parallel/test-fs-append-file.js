// Port of nodejs/node test/parallel/test-fs-append-file.js (rewritten for minirt).
'use strict';

// fs.appendFile creates missing files, appends strings, Buffers and numbers-as-strings,
// works on fds, honours mode on creation and rejects bad data synchronously.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
const fixtures = require('../common/fixtures');

tmpdir.refresh();
const existing = 'ABCD';
const text = fixtures.utf8TestText;

{
  const file = tmpdir.resolve('af-new.txt');
  fs.appendFile(file, text, common.mustSucceed(() => {
    assert.strictEqual(fs.readFileSync(file, 'utf8'), text);
  }));
}

{
  const file = tmpdir.resolve('af-existing.txt');
  fs.writeFileSync(file, existing);
  fs.appendFile(file, text, common.mustSucceed(() => {
    assert.strictEqual(fs.readFileSync(file, 'utf8'), existing + text);
  }));
}

{
  const file = tmpdir.resolve('af-buffer.txt');
  fs.writeFileSync(file, existing);
  fs.appendFile(file, Buffer.from(text), common.mustSucceed(() => {
    assert.strictEqual(fs.readFileSync(file, 'utf8'), existing + text);
  }));
}

{
  const file = tmpdir.resolve('af-mode.txt');
  fs.appendFile(file, '220', { mode: 0o600 }, common.mustSucceed(() => {
    assert.strictEqual(fs.statSync(file).mode & 0o777, 0o600 & ~process.umask());
    assert.strictEqual(fs.readFileSync(file, 'utf8'), '220');
  }));
}

{
  const file = tmpdir.resolve('af-fd.txt');
  fs.writeFileSync(file, existing);
  fs.open(file, 'a+', common.mustSucceed((fd) => {
    fs.appendFile(fd, text, common.mustSucceed(() => {
      fs.close(fd, common.mustSucceed(() => {
        assert.strictEqual(fs.readFileSync(file, 'utf8'), existing + text);
      }));
    }));
  }));
}

{
  // An explicit flag is honoured for paths.
  const file = tmpdir.resolve('af-flag.txt');
  fs.writeFileSync(file, 'hello');
  fs.appendFile(file, 'X', { flag: 'r+' }, common.mustSucceed(() => {
    assert.strictEqual(fs.readFileSync(file, 'utf8'), 'Xello');
  }));
}

for (const data of [220, true, {}, [], null]) {
  assert.throws(() => fs.appendFile(tmpdir.resolve('af-bad'), data, common.mustNotCall()), {
    code: 'ERR_INVALID_ARG_TYPE',
  });
}
assert.throws(() => fs.appendFile(tmpdir.resolve('af-bad'), 'x'), {
  code: 'ERR_INVALID_ARG_TYPE', message: /"cb" argument must be of type function/,
});
