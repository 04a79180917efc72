// Port of nodejs/node test/parallel/test-fs-readfile-zero-byte-liar.js (rewritten for minirt).
'use strict';

// A file whose fstat size is 0 (procfs) is read to EOF, and so is a regular file that
// grew after being created: readFile never trusts a zero size.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

const expected = fs.readFileSync('/proc/self/status', 'utf8');
assert.ok(expected.startsWith('Name:'));
assert.strictEqual(fs.statSync('/proc/self/status').size, 0);

fs.readFile('/proc/self/status', 'utf8', common.mustSucceed((text) => {
  assert.ok(text.startsWith('Name:'));
  assert.ok(text.includes('\nPid:'));
}));

fs.readFile('/proc/self/status', common.mustSucceed((buf) => {
  assert.ok(Buffer.isBuffer(buf));
  assert.ok(buf.length > 100);
}));

// Through an fd as well (the chunked reader with unknown size).
const fd = fs.openSync('/proc/self/status', 'r');
fs.readFile(fd, 'utf8', common.mustSucceed((text) => {
  assert.ok(text.startsWith('Name:'));
  fs.closeSync(fd);
}));
