// Port of nodejs/node test/parallel/test-fs-readfile-error.js (rewritten for minirt).
'use strict';

// Reading a directory fails with EISDIR from the read (with the path in the async
// form), and invalid path arguments throw synchronously.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fixtures = require('../common/fixtures');

fs.readFile(fixtures.fixturesDir, common.mustCall((err, data) => {
  assert.strictEqual(data, undefined);
  assert.strictEqual(err.code, 'EISDIR');
  assert.strictEqual(err.syscall, 'read');
  assert.strictEqual(err.errno, -21);
  assert.strictEqual(err.path, fixtures.fixturesDir);
  assert.strictEqual(err.message,
                     `EISDIR: illegal operation on a directory, read '${fixtures.fixturesDir}'`);
}));

assert.throws(() => fs.readFileSync(fixtures.fixturesDir), {
  code: 'EISDIR', syscall: 'read', message: 'EISDIR: illegal operation on a directory, read',
});

for (const bad of [false, 1.5, {}, null, [1]]) {
  assert.throws(() => fs.readFile(bad, common.mustNotCall()), {
    code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError',
  });
}
