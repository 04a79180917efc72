// Port of nodejs/node test/parallel/test-fs-writev.js (rewritten for minirt).
'use strict';

// writev (callback): all views in order, at a position or the current offset; an empty
// list calls back with 0 asynchronously; validation.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('writev.txt');
const fd = fs.openSync(file, 'w+');
const parts = ['Lorem ', 'ipsum ', 'dolor'].map((s) => Buffer.from(s));

fs.writev(fd, parts, null, common.mustCall((err, n, back) => {
  assert.strictEqual(err, null);
  assert.strictEqual(n, 17);
  assert.strictEqual(back, parts);
  assert.strictEqual(fs.readFileSync(file, 'utf8'), 'Lorem ipsum dolor');
  fs.writev(fd, [Buffer.from('L0'), new Uint8Array([0x52])], 0, common.mustSucceed((n) => {
    assert.strictEqual(n, 3);
    fs.writev(fd, [Buffer.from('!')], common.mustSucceed((n) => {
      assert.strictEqual(n, 1);
      assert.strictEqual(fs.readFileSync(file, 'utf8'), 'L0Rem ipsum dolor!');
      let sync = true;
      fs.writev(fd, [], 0, common.mustCall((err, n, bufs) => {
        assert.strictEqual(sync, false);
        assert.deepStrictEqual([err, n, bufs], [null, 0, []]);
        fs.closeSync(fd);
        fs.writev(fd, [Buffer.from('x')], common.mustCall((err) => {
          assert.strictEqual(err.code, 'EBADF');
          assert.strictEqual(err.syscall, 'write');
        }));
      }));
      sync = false;
    }));
  }));
}));

for (const bad of ['x', {}, null, [1], [Buffer.alloc(1), 'x']]) {
  assert.throws(() => fs.writev(fd, bad, null, common.mustNotCall()), {
    code: 'ERR_INVALID_ARG_TYPE', message: /"buffers"/,
  });
}
assert.throws(() => fs.writev(fd, parts, null), { message: /"cb"/ });
assert.throws(() => fs.writev(-1, parts, null, common.mustNotCall()), { code: 'ERR_OUT_OF_RANGE' });
