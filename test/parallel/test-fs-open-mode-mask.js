// Port of nodejs/node test/parallel/test-fs-open-mode-mask.js (rewritten for minirt).
'use strict';

// The mode given to open (a number or an octal string) reaches the new file, minus the
// umask and without bits above 0o777.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const umask = process.umask(0o022);
let n = 0;
function check(mode, expected) {
  const sync = tmpdir.resolve(`sync-${n}`);
  const cb = tmpdir.resolve(`cb-${n++}`);
  fs.closeSync(fs.openSync(sync, 'w', mode));
  assert.strictEqual(fs.statSync(sync).mode & 0o777, expected);
  fs.open(cb, 'w', mode, common.mustSucceed((fd) => {
    fs.closeSync(fd);
    assert.strictEqual(fs.statSync(cb).mode & 0o777, expected);
  }));
}
check(0o644, 0o644);
check('644', 0o644);
check(0o777, 0o755);
check(0o100777, 0o755);
check(0o600, 0o600);
check(undefined, 0o644);
process.on('exit', () => process.umask(umask));
