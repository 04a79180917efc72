// Port of nodejs/node test/parallel/test-fs-read-zero-length.js (rewritten for minirt).
'use strict';

// A zero-length read answers 0 without touching the fd (even an empty buffer is fine),
// asynchronously for the callback form.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

const fd = fs.openSync(__filename, 'r');
const buf = Buffer.alloc(0);
assert.strictEqual(fs.readSync(fd, buf, 0, 0, 0), 0);
assert.strictEqual(fs.readSync(fd, Buffer.alloc(4), 0, 0, null), 0);
let sync = true;
fs.read(fd, buf, 0, 0, 0, common.mustCall((err, n, b) => {
  assert.strictEqual(sync, false);
  assert.strictEqual(err, null);
  assert.strictEqual(n, 0);
  assert.strictEqual(b, buf);
  fs.closeSync(fd);
}));
sync = false;
