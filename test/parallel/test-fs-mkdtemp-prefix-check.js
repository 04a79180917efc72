// Port of nodejs/node test/parallel/test-fs-mkdtemp-prefix-check.js (rewritten for minirt).
'use strict';
// mkdtemp prefixes must be strings, Buffers or URLs.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

for (const prefix of [null, undefined, 123, {}, true, []]) {
  assert.throws(() => fs.mkdtempSync(prefix, {}),
                { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError', message: /"prefix"/ });
  assert.throws(() => fs.mkdtemp(prefix, {}, common.mustNotCall()),
                { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
assert.throws(() => fs.mkdtempSync('a\0b'), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => fs.mkdtemp('x', {}), { code: 'ERR_INVALID_ARG_TYPE', message: /"cb"/ });
