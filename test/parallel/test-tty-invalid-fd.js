// Port of nodejs/node test/parallel/test-ttywrap-invalid-fd.js (rewritten for minirt).
'use strict';

// tty streams reject negative fds with ERR_INVALID_FD and fds that are not terminals
// with ERR_TTY_INIT_FAILED (uv_tty_init's EINVAL).
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tty = require('tty');

for (const Ctor of [tty.WriteStream, tty.ReadStream]) {
  assert.throws(() => new Ctor(-1), {
    code: 'ERR_INVALID_FD',
    name: 'RangeError',
    message: '"fd" must be a positive integer: -1',
  });
  const expected = {
    code: 'ERR_TTY_INIT_FAILED',
    name: 'SystemError',
    message: 'TTY initialization failed: uv_tty_init returned EINVAL (invalid argument)',
    info: { code: 'EINVAL', message: 'invalid argument', errno: -22, syscall: 'uv_tty_init' },
  };
  assert.throws(() => common.runWithInvalidFD((fd) => new Ctor(fd)), expected);
  // A regular file is not a terminal either.
  const fd = fs.openSync(__filename, 'r');
  try {
    assert.throws(() => new Ctor(fd), expected);
  } finally {
    fs.closeSync(fd);
  }
}
