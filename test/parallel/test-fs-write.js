// Port of nodejs/node test/parallel/test-fs-write.js (rewritten for minirt).
'use strict';

// write (callback) with strings and buffers in every overload: positions, encodings,
// callback arguments (err, written, original data) and validation.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('write.txt');
const fd = fs.openSync(file, 'w+');
const expected = 'ümlaut.';

fs.write(fd, '', 0, 'utf8', common.mustSucceed((n) => {
  assert.strictEqual(n, 0);
  fs.write(fd, expected, 0, 'utf8', common.mustCall((err, written, data) => {
    assert.strictEqual(err, null);
    assert.strictEqual(written, Buffer.byteLength(expected));
    assert.strictEqual(data, expected);
    assert.strictEqual(fs.readFileSync(file, 'utf8'), expected);
    step2();
  }));
}));

function step2() {
  // write(fd, string, cb) appends at the current position.
  fs.write(fd, 'AB', common.mustSucceed((n, s) => {
    assert.strictEqual(n, 2);
    assert.strictEqual(s, 'AB');
    // write(fd, string, position, cb)
    fs.write(fd, 'Z', 0, common.mustSucceed(() => {
      // write(fd, string, position, encoding, cb)
      fs.write(fd, '4344', 1, 'hex', common.mustSucceed((n) => {
        assert.strictEqual(n, 2);
        assert.strictEqual(fs.readFileSync(file, 'latin1').slice(0, 3), 'ZCD');
        step3();
      }));
    }));
  }));
}

function step3() {
  const b = Buffer.from('0123456789');
  fs.ftruncateSync(fd);
  fs.write(fd, b, 0, 4, 0, common.mustCall((err, n, buf) => {
    assert.strictEqual(n, 4);
    assert.strictEqual(buf, b);
    fs.write(fd, b, 4, common.mustSucceed((n) => {
      assert.strictEqual(n, 6);
      fs.write(fd, b, 8, 2, common.mustSucceed((n) => {
        assert.strictEqual(n, 2);
        fs.write(fd, b, { offset: 1, length: 1, position: 0 }, common.mustSucceed((n) => {
          assert.strictEqual(n, 1);
          fs.write(fd, new Uint8Array([0x41]), common.mustSucceed((n) => {
            assert.strictEqual(n, 1);
            fs.closeSync(fd);
            // 0123 at 0, 456789 at the current offset (4), 89 after it, then '1' at 0 and 'A'
            // at the current offset (which a positioned write does not move).
            assert.strictEqual(fs.readFileSync(file, 'latin1'), '1145678989A');
          }));
        }));
      }));
    }));
  }));
}

assert.throws(() => fs.write(fd, 5, common.mustNotCall()), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: /^The "buffer" argument must be of type string or an instance of Buffer, TypedArray, or DataView/,
});
assert.throws(() => fs.write(fd, {}, common.mustNotCall()), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => fs.write(fd, 'abc'), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
assert.throws(() => fs.write(fd, Buffer.alloc(1)), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
assert.throws(() => fs.write('a', 'x', common.mustNotCall()), { message: /"fd"/ });
assert.throws(() => fs.write(fd, 'abc', 0, 'hex', common.mustNotCall()), {
  code: 'ERR_INVALID_ARG_VALUE', message: "The argument 'encoding' is invalid for data of length 3. Received 'hex'",
});
assert.throws(() => fs.write(fd, Buffer.alloc(2), 3, common.mustNotCall()), {
  code: 'ERR_OUT_OF_RANGE', message: 'The value of "offset" is out of range. It must be <= 2. Received 3',
});
assert.throws(() => fs.write(fd, Buffer.alloc(2), -1, common.mustNotCall()), {
  code: 'ERR_OUT_OF_RANGE', message: /"offset".*>= 0/,
});
assert.throws(() => fs.write(fd, Buffer.alloc(2), 0, 3, common.mustNotCall()), {
  code: 'ERR_OUT_OF_RANGE', message: 'The value of "length" is out of range. It must be <= 2. Received 3',
});
