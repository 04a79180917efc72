// Port of nodejs/node test/parallel/test-fs-readfile-unlink.js (rewritten for minirt).
'use strict';

// A file unlinked right after readFile is called is still read completely (the job has
// it open or fails cleanly before opening; here it is unlinked only after the call).
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('unlink-while-reading.bin');
const data = Buffer.alloc(512 * 1024 + 7, 42);
fs.writeFileSync(file, data);

fs.readFile(file, common.mustSucceed((buf) => {
  assert.ok(buf.equals(data));
  fs.unlinkSync(file);
  assert.throws(() => fs.statSync(file), { code: 'ENOENT' });
}));
