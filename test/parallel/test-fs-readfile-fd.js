// Port of nodejs/node test/parallel/test-fs-readfile-fd.js (rewritten for minirt).
'use strict';

// fs.readFile / readFileSync accept a file descriptor, read from its current position,
// and leave it open.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fixtures = require('../common/fixtures');
const tmpdir = require('../common/tmpdir');

const empty = fixtures.path('empty.txt');

fs.open(empty, 'r', common.mustSucceed((fd) => {
  fs.readFile(fd, common.mustSucceed((data) => {
    assert.ok(Buffer.isBuffer(data));
    assert.strictEqual(data.length, 0);
    fs.close(fd, common.mustSucceed());
  }));
}));

fs.open(empty, 'r', common.mustSucceed((fd) => {
  fs.readFile(fd, 'utf8', common.mustSucceed((data) => {
    assert.strictEqual(data, '');
    fs.close(fd, common.mustSucceed());
  }));
}));

{
  const fd = fs.openSync(empty, 'r');
  assert.ok(fs.readFileSync(fd));
  assert.strictEqual(fs.readFileSync(fd, 'utf8'), '');
  fs.closeSync(fd);
}

tmpdir.refresh();
const file = tmpdir.resolve('fd-position.txt');
fs.writeFileSync(file, 'Hello World');

{
  // The sync reader starts at the fd's position and moves it to the end.
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(5);
  assert.strictEqual(fs.readSync(fd, head, 0, 5, null), 5);
  assert.strictEqual(head.toString(), 'Hello');
  assert.strictEqual(fs.readFileSync(fd, 'utf8'), ' World');
  assert.strictEqual(fs.readFileSync(fd, 'utf8'), '');
  fs.closeSync(fd);
}

{
  // The same through the callback API, and the fd is still usable afterwards.
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, Buffer.alloc(6), 0, 6, null);
  fs.readFile(fd, common.mustSucceed((data) => {
    assert.strictEqual(data.toString(), 'World');
    assert.strictEqual(fs.fstatSync(fd).size, 11);
    fs.closeSync(fd);
  }));
}

{
  // An aborted signal does not stop a user-fd read (Node's behaviour: no AbortError).
  const fd = fs.openSync(file, 'r');
  const ac = new AbortController();
  ac.abort();
  fs.readFile(fd, { signal: ac.signal }, common.mustSucceed((data) => {
    assert.strictEqual(data.length, 0);
    fs.closeSync(fd);
  }));
}
