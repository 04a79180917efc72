// Port of nodejs/node test/parallel/test-module-isBuiltin.js (rewritten for minirt).
// module.isBuiltin() and module.builtinModules: ids with and without the node: scheme,
// scheme-only ids, internals and non-strings.
'use strict';
require('../common');
const assert = require('assert');
const { isBuiltin, builtinModules } = require('module');

for (const id of ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'path/posix',
  'node:test', 'node:test/reporters', 'node:sqlite', 'node:sea', 'assert/strict']) {
  assert.strictEqual(isBuiltin(id), true, id);
}
for (const id of ['test', 'sqlite', 'sea', 'internal/errors', 'node:internal/errors', 'nope',
  'node:nope', '', 'node:', 'FS', './fs', 'fs/', 1, null, undefined, {}]) {
  assert.strictEqual(isBuiltin(id), false, String(id));
}
assert.ok(Object.isFrozen(builtinModules));
for (const id of builtinModules) {
  assert.strictEqual(isBuiltin(id), true, id);
  assert.strictEqual(id.startsWith('node:') || !id.includes(':'), true);
  assert.notStrictEqual(require(id), undefined, id);
}
assert.ok(builtinModules.includes('fs'));
assert.ok(!builtinModules.includes('test'));
assert.ok(!builtinModules.includes('node:fs'));
assert.ok(!builtinModules.some((id) => id.startsWith('internal/')));
