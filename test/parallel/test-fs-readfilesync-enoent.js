// Port of nodejs/node test/parallel/test-fs-readfilesync-enoent.js (rewritten for minirt).
'use strict';

// readFileSync of a missing file throws ENOENT with the path, in both reader forms.
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

const missing = path.join(tmpdir.path, 'definitely', 'not', 'here.txt');
for (const enc of [undefined, 'utf8', 'latin1']) {
  assert.throws(() => fs.readFileSync(missing, enc), {
    name: 'Error',
    code: 'ENOENT',
    errno: -2,
    syscall: 'open',
    path: missing,
    message: `ENOENT: no such file or directory, open '${missing}'`,
  });
}
