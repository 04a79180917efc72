// Port of nodejs/node test/parallel/test-module-create-require.js (rewritten for minirt).
// module.createRequire() from a path, a file URL string, a URL object and a directory
// (trailing slash); its require has the usual members; bad input fails with
// ERR_INVALID_ARG_VALUE.
'use strict';
require('../common');
const fixtures = require('../common/fixtures');
const assert = require('assert');
const { createRequire } = require('module');
const { pathToFileURL } = require('url');

const file = fixtures.path('fake.js');
for (const from of [file, pathToFileURL(file), pathToFileURL(file).href]) {
  const req = createRequire(from);
  assert.strictEqual(req('./baz'), 'a file to copy');
  assert.strictEqual(req.resolve('./baz'), fixtures.path('baz.js'));
  assert.deepStrictEqual(Object.keys(req), ['resolve', 'main', 'extensions', 'cache']);
  assert.strictEqual(req.cache, require.cache);
  assert.strictEqual(req.extensions, require.extensions);
}
const fromDir = createRequire(`${fixtures.fixturesDir}/`);
assert.strictEqual(fromDir('./baz'), 'a file to copy');
assert.strictEqual(fromDir.resolve('./nested-index/one'), fixtures.path('nested-index', 'one', 'index.js'));

for (const bad of ['relative/file.js', 1, null, undefined, {}, 'https://example.com/x.js']) {
  assert.throws(() => createRequire(bad), {
    code: 'ERR_INVALID_ARG_VALUE',
    name: 'TypeError',
  });
}
