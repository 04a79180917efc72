// Port of nodejs/node test/parallel/test-fs-writefile-with-fd.js (rewritten for minirt).
'use strict';

// writeFile/writeFileSync on an fd write at the current position and never close it;
// an aborted signal with an fd fails synchronously.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

{
  const file = tmpdir.resolve('fd-sync.txt');
  const fd = fs.openSync(file, 'w');
  try {
    assert.strictEqual(fs.writeFileSync(fd, 'Hello'), undefined);
    assert.strictEqual(fs.writeFileSync(fd, 'World'), undefined);
  } finally {
    fs.closeSync(fd);
  }
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'HelloWorld');
}

{
  const file = tmpdir.resolve('fd-async.txt');
  fs.open(file, 'w', common.mustSucceed((fd) => {
    fs.writeFile(fd, 'World', common.mustSucceed(() => {
      fs.close(fd, common.mustSucceed(() => {
        assert.strictEqual(fs.readFileSync(file, 'utf8'), 'World');
      }));
    }));
  }));
}

{
  const file = tmpdir.resolve('fd-abort.txt');
  fs.open(file, 'w', common.mustSucceed((fd) => {
    const ac = new AbortController();
    ac.abort();
    let sync = true;
    fs.writeFile(fd, 'World', { signal: ac.signal }, common.mustCall((err) => {
      assert.strictEqual(sync, true);
      assert.strictEqual(err.name, 'AbortError');
      fs.closeSync(fd);
    }));
    sync = false;
  }));
}
