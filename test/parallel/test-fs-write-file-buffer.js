// Port of nodejs/node test/parallel/test-fs-write-file-buffer.js (rewritten for minirt).
'use strict';

// writeFileSync of binary data decoded from base64 round-trips byte for byte.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const bytes = Buffer.alloc(3000);
for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) & 0xff;
const base64 = bytes.toString('base64');
const decoded = Buffer.from(base64, 'base64');
const file = tmpdir.resolve('binary.bin');
fs.writeFileSync(file, decoded);
assert.ok(fs.readFileSync(file).equals(bytes));
