// Port of nodejs/node test/parallel/test-fs-read-file-sync-hostname.js (rewritten for minirt).
'use strict';

// readFileSync of a procfs file (st_size 0) returns its whole content.
require('../common');
const assert = require('assert');
const fs = require('fs');

const hostname = fs.readFileSync('/proc/sys/kernel/hostname');
assert.ok(hostname.length > 0);
assert.strictEqual(hostname.toString().trim(), require('os').hostname());
