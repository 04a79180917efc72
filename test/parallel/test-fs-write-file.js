// Port of nodejs/node test/parallel/test-fs-write-file.js (rewritten for minirt).
'use strict';

// fs.writeFile with strings, Buffers, modes, fds, abort signals, and rejected data types.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
const fixtures = require('../common/fixtures');

tmpdir.refresh();
const text = fixtures.utf8TestText;

{
  const file = tmpdir.resolve('wf-string.txt');
  fs.writeFile(file, text, common.mustSucceed(() => {
    assert.strictEqual(fs.readFileSync(file, 'utf8'), text);
  }));
}

{
  const file = tmpdir.resolve('wf-buffer.txt');
  const buf = Buffer.from(text, 'utf8');
  fs.writeFile(file, buf, common.mustSucceed(() => {
    assert.ok(fs.readFileSync(file).equals(buf));
  }));
}

{
  const file = tmpdir.resolve('wf-mode.txt');
  fs.writeFile(file, '123', { mode: 0o600 }, common.mustSucceed(() => {
    assert.strictEqual(fs.statSync(file).mode & 0o777, 0o600 & ~process.umask());
    assert.strictEqual(fs.readFileSync(file, 'utf8'), '123');
  }));
}

{
  const file = tmpdir.resolve('wf-fd.txt');
  fs.open(file, 'w+', common.mustSucceed((fd) => {
    fs.writeFile(fd, text, common.mustSucceed(() => {
      fs.close(fd, common.mustSucceed(() => {
        assert.strictEqual(fs.readFileSync(file, 'utf8'), text);
      }));
    }));
  }));
}

{
  // Aborted before the call: no file is created.
  const file = tmpdir.resolve('wf-abort-before.txt');
  const ac = new AbortController();
  ac.abort();
  fs.writeFile(file, 'x', { signal: ac.signal }, common.mustCall((err) => {
    assert.strictEqual(err.name, 'AbortError');
    assert.strictEqual(fs.existsSync(file), false);
  }));
}

{
  // Aborted in flight: AbortError, but the data was written (Node 26).
  const file = tmpdir.resolve('wf-abort-during.txt');
  const ac = new AbortController();
  fs.writeFile(file, 'data', { signal: ac.signal }, common.mustCall((err) => {
    assert.strictEqual(err.name, 'AbortError');
    assert.strictEqual(err.code, 'ABORT_ERR');
    assert.strictEqual(fs.readFileSync(file, 'utf8'), 'data');
  }));
  ac.abort();
}

for (const data of [123, {}, [1], new String('a'), null, undefined, Symbol('s')]) {
  assert.throws(() => fs.writeFile(tmpdir.resolve('bad'), data, common.mustNotCall()), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: /^The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView\./,
  });
}
