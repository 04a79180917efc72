// Port of nodejs/node test/parallel/test-fs-write-sync.js (rewritten for minirt).
'use strict';

// writeSync with strings (position, encoding) and views (offset, length, position,
// options), its return value, and its validation.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('write-sync.txt');
const fd = fs.openSync(file, 'w+');

assert.strictEqual(fs.writeSync(fd, 'foo'), 3);
assert.strictEqual(fs.writeSync(fd, 'bar', 1), 3);
assert.strictEqual(fs.readFileSync(file, 'utf8'), 'fbar');
assert.strictEqual(fs.writeSync(fd, '7a', 0, 'hex'), 1);
assert.strictEqual(fs.writeSync(fd, 'é', null, 'latin1'), 1);
// An unknown encoding name falls back to UTF-8.
assert.strictEqual(fs.writeSync(fd, 'é', 10, 'no-such-encoding'), 2);
const b = Buffer.from('0123456789');
assert.strictEqual(fs.writeSync(fd, b, 2, 3, 0), 3);
assert.strictEqual(fs.writeSync(fd, b, { offset: 8, position: 3 }), 2);
assert.strictEqual(fs.writeSync(fd, b, { length: 1, position: 5 }), 1);
assert.strictEqual(fs.writeSync(fd, new Uint16Array([0x4241]), 0, 2, 6), 2);
assert.strictEqual(fs.readFileSync(file, 'latin1'), '234890AB\0\0\u00c3\u00a9');

assert.throws(() => fs.writeSync(fd, 5), { code: 'ERR_INVALID_ARG_TYPE', message: /"buffer"/ });
assert.throws(() => fs.writeSync(fd, 'abc', 0, 'hex'), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => fs.writeSync(fd, b, 11), { code: 'ERR_OUT_OF_RANGE', message: /"offset"/ });
assert.throws(() => fs.writeSync(fd, b, 1.5), { code: 'ERR_OUT_OF_RANGE', message: /"offset".*integer/ });
assert.throws(() => fs.writeSync(fd, b, 0, 11), { code: 'ERR_OUT_OF_RANGE', message: /"length"/ });
assert.throws(() => fs.writeSync(fd, b, 0, -1), {
  code: 'ERR_OUT_OF_RANGE', message: 'The value of "length" is out of range. It must be >= 0. Received -1',
});
assert.throws(() => fs.writeSync(fd, b, 0, 1.5), { code: 'ERR_OUT_OF_RANGE', message: /"length".*integer/ });
assert.throws(() => fs.writeSync('x', b), { code: 'ERR_INVALID_ARG_TYPE', message: /"fd"/ });
fs.closeSync(fd);
assert.throws(() => fs.writeSync(fd, 'x'), {
  code: 'EBADF', syscall: 'write', message: 'EBADF: bad file descriptor, write',
});
