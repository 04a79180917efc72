// Port of nodejs/node test/parallel/test-fs-read-file-assert-encoding.js (rewritten for minirt).
'use strict';

// An unknown encoding is rejected synchronously, before any I/O.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

const encoding = 'foo-8';
const filename = 'bar.txt';
assert.throws(() => fs.readFile(filename, { encoding }, common.mustNotCall()), {
  code: 'ERR_INVALID_ARG_VALUE',
  name: 'TypeError',
  message: `The argument 'encoding' is invalid encoding. Received '${encoding}'`,
});
assert.throws(() => fs.readFileSync(filename, encoding), {
  code: 'ERR_INVALID_ARG_VALUE',
  message: `The argument 'encoding' is invalid encoding. Received '${encoding}'`,
});
