// Port of nodejs/node test/parallel/test-child-process-exec-stdout-stderr-data-string.js (rewritten for minirt).
'use strict';
// exec() decodes its streams itself, so 'data' listeners see strings.
const common = require('../common');
const assert = require('assert');
const { exec } = require('child_process');

exec(common.isWindows ? 'dir' : 'ls').stdout.on('data', common.mustCallAtLeast((d) => {
  assert.strictEqual(typeof d, 'string');
}));
exec('there-is-no-such-command-here').stderr.on('data', common.mustCallAtLeast((d) => {
  assert.strictEqual(typeof d, 'string');
}));
