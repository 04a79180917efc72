// Port of nodejs/node test/parallel/test-fs-truncate-sync.js (rewritten for minirt).
'use strict';

// truncateSync shrinks a file in place and closes its own fd even when the length is bad.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('truncate-sync.txt');
fs.writeFileSync(file, 'hello world');
fs.truncateSync(file, 5);
assert.strictEqual(fs.readFileSync(file, 'utf8'), 'hello');

// The length is validated after the open; the fd opened for it must still be closed.
const before = fs.readdirSync('/proc/self/fd').length;
for (let i = 0; i < 5; i++) {
  assert.throws(() => fs.truncateSync(file, 'x'), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.strictEqual(fs.readdirSync('/proc/self/fd').length, before);
assert.strictEqual(fs.readFileSync(file, 'utf8'), 'hello');
