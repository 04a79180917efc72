// Port of nodejs/node test/parallel/test-fs-exists.js (rewritten for minirt).
'use strict';

// fs.exists(path, cb) and fs.existsSync(path): true/false answers, and invalid
// paths answer false (with a DEP0187 warning for existsSync) instead of throwing.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

const self = __filename;
const missing = `${self}-does-not-exist`;

// The callback is mandatory and must be a function.
for (const args of [[self], [], [self, {}]]) {
  assert.throws(() => fs.exists(...args), { code: 'ERR_INVALID_ARG_TYPE' });
}

fs.exists(self, common.mustCall((exists) => {
  assert.strictEqual(exists, true);
}));
fs.exists(missing, common.mustCall((exists) => {
  assert.strictEqual(exists, false);
}));

// A path that cannot be valid (a non-file URL, a plain object) is reported as
// not existing.
fs.exists(new URL('https://foo'), common.mustCall((exists) => {
  assert.strictEqual(exists, false);
}));
fs.exists({}, common.mustCall((exists) => {
  assert.strictEqual(exists, false);
}));

assert.strictEqual(fs.existsSync(self), true);
assert.strictEqual(fs.existsSync(missing), false);

// existsSync never throws; invalid argument types give false and one
// deprecation warning.
common.expectWarning(
  'DeprecationWarning',
  'Passing invalid argument types to fs.existsSync is deprecated',
  'DEP0187');
assert.strictEqual(fs.existsSync(), false);
assert.strictEqual(fs.existsSync({}), false);
assert.strictEqual(fs.existsSync(new URL('https://foo')), false);
