// Port of nodejs/node test/parallel/test-module-nodemodulepaths.js (rewritten for minirt).
// Module._nodeModulePaths(): one node_modules entry per ancestor, none inside a
// node_modules segment, the root handled once, relative input resolved first.
'use strict';
require('../common');
const assert = require('assert');
const Module = require('module');
const path = require('path');

const cases = [
  ['/usr/test/lib/node_modules/npm/foo', [
    '/usr/test/lib/node_modules/npm/foo/node_modules',
    '/usr/test/lib/node_modules/npm/node_modules',
    '/usr/test/lib/node_modules',
    '/usr/test/node_modules',
    '/usr/node_modules',
    '/node_modules',
  ]],
  ['/usr/test/lib/node_modules/npm/foo/', [
    '/usr/test/lib/node_modules/npm/foo/node_modules',
    '/usr/test/lib/node_modules/npm/node_modules',
    '/usr/test/lib/node_modules',
    '/usr/test/node_modules',
    '/usr/node_modules',
    '/node_modules',
  ]],
  ['/node_modules', ['/node_modules']],
  ['/', ['/node_modules']],
  ['/node_modulesx/a', ['/node_modulesx/a/node_modules', '/node_modulesx/node_modules',
    '/node_modules']],
  ['/a/node_modules/node_modules', ['/a/node_modules', '/node_modules']],
];
for (const [from, expected] of cases) {
  assert.deepStrictEqual(Module._nodeModulePaths(from), expected, from);
}
assert.deepStrictEqual(Module._nodeModulePaths('rel'),
                       Module._nodeModulePaths(path.resolve('rel')));
