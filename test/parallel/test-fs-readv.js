// Port of nodejs/node test/parallel/test-fs-readv.js (rewritten for minirt).
'use strict';

// readv (callback): the views are filled in order, with and without a position, and the
// callback gets (err, bytesRead, buffers); validation.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('readv.txt');
const text = 'Lorem ipsum dolor sit amet';
fs.writeFileSync(file, text);
const fd = fs.openSync(file, 'r');

const bufs = [Buffer.alloc(5), new Uint8Array(6), Buffer.alloc(100)];
fs.readv(fd, bufs, 0, common.mustCall((err, n, back) => {
  assert.strictEqual(err, null);
  assert.strictEqual(n, text.length);
  assert.strictEqual(back, bufs);
  assert.strictEqual(Buffer.concat(bufs).toString('latin1', 0, n), text);
  // No position: from the current offset (still 0), which then advances.
  const a = [Buffer.alloc(3)];
  fs.readv(fd, a, common.mustSucceed((n) => {
    assert.strictEqual(n, 3);
    assert.strictEqual(a[0].toString(), 'Lor');
    fs.readv(fd, a, null, common.mustSucceed((n) => {
      assert.strictEqual(a[0].toString(), 'em ');
      // At the end of the file.
      fs.readv(fd, [Buffer.alloc(4)], 1000, common.mustSucceed((n) => {
        assert.strictEqual(n, 0);
        fs.closeSync(fd);
      }));
    }));
  }));
}));

for (const bad of ['x', {}, null, [1], [Buffer.alloc(1), 'x']]) {
  assert.throws(() => fs.readv(fd, bad, 0, common.mustNotCall()), {
    code: 'ERR_INVALID_ARG_TYPE', message: /^The "buffers" argument must be an ArrayBufferView\[\]/,
  });
  assert.throws(() => fs.readvSync(fd, bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => fs.readv('a', [], 0, common.mustNotCall()), { message: /"fd"/ });
assert.throws(() => fs.readv(fd, [Buffer.alloc(1)], 0), { message: /"cb"/ });
