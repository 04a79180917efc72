// Port of nodejs/node test/parallel/test-fs-write-buffer.js (rewritten for minirt).
'use strict';

// write with Buffers and other views: offsets, lengths, positions, zero-length writes,
// appending without a position and writing at a position past the end.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const data = Buffer.from('Hello, world!');

{
  const file = tmpdir.resolve('wb1.txt');
  fs.open(file, 'w', 0o644, common.mustSucceed((fd) => {
    fs.write(fd, data, 0, data.length, null, common.mustSucceed((n) => {
      assert.strictEqual(n, data.length);
      fs.closeSync(fd);
      assert.strictEqual(fs.readFileSync(file, 'utf8'), 'Hello, world!');
    }));
  }));
}
{
  // Zero-length write.
  const file = tmpdir.resolve('wb2.txt');
  const fd = fs.openSync(file, 'w');
  fs.write(fd, Buffer.alloc(0), 0, 0, 0, common.mustSucceed((n) => {
    assert.strictEqual(n, 0);
    fs.closeSync(fd);
    assert.strictEqual(fs.statSync(file).size, 0);
  }));
}
{
  // A position past the end leaves a hole.
  const file = tmpdir.resolve('wb3.txt');
  const fd = fs.openSync(file, 'w');
  fs.write(fd, data, 7, 5, 3, common.mustSucceed((n) => {
    assert.strictEqual(n, 5);
    fs.closeSync(fd);
    assert.strictEqual(fs.readFileSync(file, 'latin1'), '\0\0\0world');
  }));
}
{
  // Typed arrays and DataViews write their bytes.
  const file = tmpdir.resolve('wb4.txt');
  const fd = fs.openSync(file, 'w');
  const views = [new Uint8Array([65, 66]), new Int16Array([0x4443]), new DataView(new Uint8Array([69]).buffer)];
  let pending = views.length;
  let position = 0;
  for (const v of views) {
    fs.write(fd, v, 0, v.byteLength, position, common.mustSucceed((n, back) => {
      assert.strictEqual(back, v);
      assert.strictEqual(n, v.byteLength);
      if (--pending === 0) {
        fs.closeSync(fd);
        assert.strictEqual(fs.readFileSync(file, 'latin1'), 'ABCDE');
      }
    }));
    position += v.byteLength;
  }
}
{
  // Without offset/length/position: the whole buffer at the current position, twice.
  const file = tmpdir.resolve('wb5.txt');
  const fd = fs.openSync(file, 'w');
  fs.write(fd, Buffer.from('ab'), common.mustSucceed(() => {
    fs.write(fd, Buffer.from('cd'), common.mustSucceed(() => {
      fs.closeSync(fd);
      assert.strictEqual(fs.readFileSync(file, 'utf8'), 'abcd');
    }));
  }));
}
