// Port of nodejs/node test/parallel/test-require-resolve.js (rewritten for minirt).
// require.resolve() of relative and absolute files (extension lookup, directory index,
// nested index files), built-in ids, options.paths and require.resolve.paths().
'use strict';
require('../common');
const fixtures = require('../common/fixtures');
const assert = require('assert');
const path = require('path');

assert.strictEqual(require.resolve('../fixtures/a'), path.join(__dirname, '../fixtures/a.js'));
assert.strictEqual(require.resolve(fixtures.path('a')), fixtures.path('a.js'));
assert.strictEqual(require.resolve('../fixtures/nested-index/one'),
                   fixtures.path('nested-index', 'one', 'index.js'));
assert.strictEqual(require.resolve('../fixtures/nested-index/three'),
                   fixtures.path('nested-index', 'three.js'));
assert.strictEqual(require.resolve('path'), 'path');
assert.strictEqual(require.resolve('node:path'), 'node:path');
assert.strictEqual(require.resolve('node:test'), 'node:test');
assert.throws(() => require.resolve('test'), { code: 'MODULE_NOT_FOUND' });

// options.paths: bare requests walk node_modules from each path; relative ones are
// tried against each path directly.
const resolveDir = fixtures.path('resolve');
assert.strictEqual(require.resolve('pkg-sugar', { paths: [resolveDir] }),
                   path.join(resolveDir, 'node_modules', 'pkg-sugar', 'main.js'));
assert.strictEqual(require.resolve('./lib/plain', { paths: ['/nonexistent', resolveDir] }),
                   path.join(resolveDir, 'lib', 'plain.js'));
assert.throws(() => require.resolve('pkg-sugar', { paths: [__dirname] }),
              { code: 'MODULE_NOT_FOUND' });
assert.throws(() => require.resolve('x', { paths: 'nope' }), {
  code: 'ERR_INVALID_ARG_VALUE',
  message: "The property 'options.paths' is invalid. Received 'nope'",
});
assert.throws(() => require.resolve(1), { code: 'ERR_INVALID_ARG_TYPE' });

assert.strictEqual(require.resolve.paths('fs'), null);
assert.strictEqual(require.resolve.paths('node:fs'), null);
assert.deepStrictEqual(require.resolve.paths('./x'), [__dirname]);
const lookup = require.resolve.paths('x');
assert.strictEqual(lookup[0], path.join(__dirname, 'node_modules'));
assert.ok(lookup.includes('/node_modules'));
assert.deepStrictEqual(lookup.slice(-require('module').globalPaths.length),
                       require('module').globalPaths);
assert.throws(() => require.resolve.paths(1), { code: 'ERR_INVALID_ARG_TYPE' });

// A missing module lists who required it.
assert.throws(() => require.resolve('./no-such-module'), (err) => {
  assert.strictEqual(err.code, 'MODULE_NOT_FOUND');
  assert.deepStrictEqual(err.requireStack, [__filename]);
  assert.strictEqual(err.message,
                     `Cannot find module './no-such-module'\nRequire stack:\n- ${__filename}`);
  return true;
});
