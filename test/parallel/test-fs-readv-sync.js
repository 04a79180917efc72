// Port of nodejs/node test/parallel/test-fs-readv-sync.js (rewritten for minirt).
'use strict';

// readvSync: fills views in order and returns the count; positions; empty views.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('readv-sync.txt');
const text = 'abcdefghij';
fs.writeFileSync(file, text);
const fd = fs.openSync(file, 'r');

const bufs = [Buffer.alloc(2), Buffer.alloc(0), new Uint16Array(2), Buffer.alloc(10)];
assert.strictEqual(fs.readvSync(fd, bufs, 0), 10);
assert.strictEqual(bufs[0].toString(), 'ab');
assert.strictEqual(Buffer.from(bufs[2].buffer).toString(), 'cdef');
assert.strictEqual(bufs[3].toString('latin1', 0, 4), 'ghij');
assert.strictEqual(fs.readvSync(fd, [Buffer.alloc(3)], 7), 3);
// Without a position: from the current offset, which advances.
const a = Buffer.alloc(4);
assert.strictEqual(fs.readvSync(fd, [a]), 4);
assert.strictEqual(a.toString(), 'abcd');
assert.strictEqual(fs.readvSync(fd, [a], null), 4);
assert.strictEqual(a.toString(), 'efgh');
// A non-number position means the current position too.
assert.strictEqual(fs.readvSync(fd, [a], '0'), 2);
assert.strictEqual(a.toString('latin1', 0, 2), 'ij');
assert.strictEqual(fs.readvSync(fd, [Buffer.alloc(1)], 100), 0);
// An empty list is refused by the system layer, as in Node.
assert.throws(() => fs.readvSync(fd, [], 0), { code: 'EINVAL', syscall: 'read' });
fs.closeSync(fd);
assert.throws(() => fs.readvSync(fd, [a]), { code: 'EBADF', syscall: 'read' });
