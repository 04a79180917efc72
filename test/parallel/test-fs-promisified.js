// Port of nodejs/node test/parallel/test-fs-promisified.js (rewritten for minirt).
'use strict';
// util.promisify of fs.read and fs.write resolves with { bytesRead|bytesWritten, buffer }
// (their multi-value callbacks), and of fs.exists with the boolean (its custom form).
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { promisify } = require('util');
const tmpdir = require('../common/tmpdir');

const read = promisify(fs.read);
const write = promisify(fs.write);
const exists = promisify(fs.exists);

tmpdir.refresh();

{
  const fd = fs.openSync(__filename, 'r');
  read(fd, Buffer.alloc(1024), 0, 1024, null).then(common.mustCall((res) => {
    assert.strictEqual(typeof res.bytesRead, 'number');
    assert.ok(res.bytesRead > 0);
    assert.ok(res.buffer instanceof Buffer);
    fs.closeSync(fd);
  }));
}

{
  const file = tmpdir.resolve('write-promise.txt');
  const fd = fs.openSync(file, 'w');
  write(fd, Buffer.from('foobar')).then(common.mustCall((res) => {
    assert.strictEqual(res.bytesWritten, 6);
    assert.strictEqual(res.buffer.toString(), 'foobar');
    fs.closeSync(fd);
    assert.strictEqual(fs.readFileSync(file, 'utf8'), 'foobar');
  }));
}

exists(__filename).then(common.mustCall((found) => assert.strictEqual(found, true)));
exists(tmpdir.resolve('nope')).then(common.mustCall((found) => assert.strictEqual(found, false)));
