// Port of nodejs/node test/parallel/test-fs-writev-sync.js (rewritten for minirt).
'use strict';

// writevSync: every view written in order (many views too), positions, empty lists.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('writev-sync.txt');
const fd = fs.openSync(file, 'w+');

assert.strictEqual(fs.writevSync(fd, [Buffer.from('ab'), Buffer.from(''), Buffer.from('cd')]), 4);
assert.strictEqual(fs.writevSync(fd, [Buffer.from('XY')], 1), 2);
assert.strictEqual(fs.writevSync(fd, [Buffer.from('!')], 'not a number'), 1);
assert.strictEqual(fs.readFileSync(file, 'utf8'), 'aXYd!');
assert.strictEqual(fs.writevSync(fd, []), 0);
// More views than one system call takes (IOV_MAX is 1024): all are written.
const many = [];
for (let i = 0; i < 2500; i++) many.push(Buffer.from([0x61 + (i % 26)]));
assert.strictEqual(fs.writevSync(fd, many, 0), 2500);
const back = fs.readFileSync(file, 'latin1');
assert.strictEqual(back.length, 2500);
assert.strictEqual(back.slice(0, 27), 'abcdefghijklmnopqrstuvwxyza');
for (const bad of ['x', [1], null]) {
  assert.throws(() => fs.writevSync(fd, bad), { code: 'ERR_INVALID_ARG_TYPE', message: /"buffers"/ });
}
fs.closeSync(fd);
assert.throws(() => fs.writevSync(fd, [Buffer.from('x')]), { code: 'EBADF', syscall: 'write' });
