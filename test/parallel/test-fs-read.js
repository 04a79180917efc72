// Port of nodejs/node test/parallel/test-fs-read.js (rewritten for minirt).
'use strict';

// read/readSync: every overload, positions (null, -1, numbers, bigints), reads at the
// current offset, and callback arguments (err, bytesRead, buffer).
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('read.txt');
const text = 'xyz\n0123456789';
fs.writeFileSync(file, text);
const fd = fs.openSync(file, 'r');

let buf = Buffer.alloc(3);
assert.strictEqual(fs.readSync(fd, buf, 0, 3, 0), 3);
assert.strictEqual(buf.toString(), 'xyz');
assert.strictEqual(fs.readSync(fd, buf, 1, 2, 5), 2);
assert.strictEqual(buf.toString(), 'x12');
assert.strictEqual(fs.readSync(fd, buf, 0, 3, 4n), 3);
assert.strictEqual(buf.toString(), '012');
// null and -1 read at the current position, which advances.
assert.strictEqual(fs.readSync(fd, buf, 0, 3, null), 3);
assert.strictEqual(buf.toString(), 'xyz');
assert.strictEqual(fs.readSync(fd, buf, 0, 1, -1), 1);
assert.strictEqual(buf.toString('latin1', 0, 1), '\n');
// Options objects and defaults.
buf = Buffer.alloc(4);
assert.strictEqual(fs.readSync(fd, buf, { position: 4 }), 4);
assert.strictEqual(buf.toString(), '0123');
assert.strictEqual(fs.readSync(fd, buf, { offset: 2, length: 2, position: 8 }), 2);
assert.strictEqual(buf.toString(), '0145');
assert.strictEqual(fs.readSync(fd, buf, null), 4, 'options may be null');
assert.strictEqual(fs.readSync(fd, Buffer.alloc(100), 0, 100, 0), text.length);
assert.strictEqual(fs.readSync(fd, buf, 0, 4, 1000), 0, 'past the end');
// Any ArrayBufferView.
const u16 = new Uint16Array(2);
assert.strictEqual(fs.readSync(fd, u16, 0, 4, 0), 4);
assert.strictEqual(Buffer.from(u16.buffer).toString(), 'xyz\n');
const dv = new DataView(new ArrayBuffer(3));
assert.strictEqual(fs.readSync(fd, dv, 0, 3, 4), 3);
assert.strictEqual(dv.getUint8(0), 0x30);

let readsLeft = 6;
const readDone = () => { if (--readsLeft === 0) afterAllReads(); };
fs.read(fd, Buffer.alloc(3), 0, 3, 0, common.mustCall((err, n, b) => {
  assert.strictEqual(err, null);
  assert.strictEqual(n, 3);
  assert.strictEqual(b.toString(), 'xyz');
  readDone();
}));
fs.read(fd, common.mustSucceed((n, b) => {
  assert.strictEqual(b.length, 16384);
  assert.strictEqual(typeof n, 'number');
  readDone();
}));
fs.read(fd, { buffer: Buffer.alloc(2), position: 1 }, common.mustSucceed((n, b) => {
  assert.strictEqual(n, 2);
  assert.strictEqual(b.toString(), 'yz');
  readDone();
}));
fs.read(fd, { position: 0 }, common.mustSucceed((n, b) => {
  assert.strictEqual(b.length, 16384);
  assert.strictEqual(b.toString('latin1', 0, n), text);
  readDone();
}));
fs.read(fd, Buffer.alloc(3), { position: 4 }, common.mustSucceed((n, b) => {
  assert.strictEqual(b.toString(), '012');
  readDone();
}));
const target = Buffer.alloc(5);
fs.read(fd, target, common.mustSucceed((n, b) => {
  assert.strictEqual(b, target);
  readDone();
}));

// Errors: EISDIR and EBADF carry the syscall.
const dirFd = fs.openSync(tmpdir.path, 'r');
assert.throws(() => fs.readSync(dirFd, Buffer.alloc(1), 0, 1, null), { code: 'EISDIR', syscall: 'read' });
fs.read(dirFd, Buffer.alloc(1), 0, 1, null, common.mustCall((err, n) => {
  assert.strictEqual(err.code, 'EISDIR');
  assert.strictEqual(n, 0);
  fs.closeSync(dirFd);
}));

// The reads above are in flight together on the pool: close the fd once the last one is back.
function afterAllReads() {
  fs.closeSync(fd);
  assert.throws(() => fs.readSync(fd, Buffer.alloc(1)), { code: 'EBADF', syscall: 'read' });
}
