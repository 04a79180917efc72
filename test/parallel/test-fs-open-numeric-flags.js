// Port of nodejs/node test/parallel/test-fs-open-numeric-flags.js (rewritten for minirt).
'use strict';

// Numeric flags go to open(2) as they are: O_WRONLY|O_CREAT|O_EXCL creates and then
// refuses an existing file.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('numeric.txt');
const { O_WRONLY, O_CREAT, O_EXCL, O_RDONLY, O_DIRECTORY } = fs.constants;
const fd = fs.openSync(file, O_WRONLY | O_CREAT | O_EXCL, 0o644);
fs.writeSync(fd, 'numeric');
fs.closeSync(fd);
assert.strictEqual(fs.readFileSync(file, 'utf8'), 'numeric');
assert.throws(() => fs.openSync(file, O_WRONLY | O_CREAT | O_EXCL), { code: 'EEXIST' });
assert.throws(() => fs.openSync(file, O_RDONLY | O_DIRECTORY), { code: 'ENOTDIR', syscall: 'open' });
fs.closeSync(fs.openSync(tmpdir.path, O_RDONLY | O_DIRECTORY));
