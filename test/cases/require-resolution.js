// CommonJS resolution against a fixture node_modules tree: main, index.js, exports
// (conditions, subpaths, patterns, scoped, blocked paths), directories, JSON, cycles,
// require.resolve, require.cache, require.main, module/exports/__dirname, require(esm).
'use strict';
const assert = require('assert');
const path = require('path');

assert.strictEqual(require.main, module);
assert.strictEqual(module.id, '.');
assert.strictEqual(__dirname, path.dirname(__filename));
assert.deepStrictEqual(require('pkg-main'), { name: 'pkg-main', file: 'pkg-main/lib/entry.js' });
assert.strictEqual(require('pkg-index').name, 'pkg-index');
assert.strictEqual(require('pkg-exports'), 'pkg-exports via require');
assert.strictEqual(require('pkg-exports/sub'), 'sub');
assert.strictEqual(require('pkg-exports/features/a.js'), 'feature a');
assert.strictEqual(require('pkg-exports/conditional'), 'node+require');
assert.strictEqual(require('@scope/pkg'), '@scope/pkg');
assert.throws(() => require('pkg-exports/not-used.js'), { code: 'ERR_PACKAGE_PATH_NOT_EXPORTED' });
assert.throws(() => require('no-such-package'), (e) => e.code === 'MODULE_NOT_FOUND' &&
  e.message.startsWith("Cannot find module 'no-such-package'\nRequire stack:\n- ") &&
  Array.isArray(e.requireStack) && e.requireStack[0] === __filename);
assert.strictEqual(require('./modules/dir-main'), 'dir main');
assert.deepStrictEqual(require('./modules/data.json'), { answer: 42, list: [1, 2] });
assert.strictEqual(require('./modules/data.json'), require('./modules/data'));
const a = require('./modules/cycle-a');
assert.deepStrictEqual(a, { loaded: true, sawB: true, bSawA: false });
assert.strictEqual(require.resolve('pkg-main'), path.join(__dirname, 'node_modules/pkg-main/lib/entry.js'));
assert.strictEqual(require.resolve('path'), 'path');
assert.strictEqual(require.resolve('node:path'), 'node:path');
assert.ok(require.cache[require.resolve('./modules/cycle-b')]);
assert.strictEqual(require('node:path'), path);
assert.strictEqual(require('path'), require('node:path'));
assert.throws(() => require('node:no-such-builtin'), { code: 'ERR_UNKNOWN_BUILTIN_MODULE' });
assert.throws(() => require('test'), { code: 'MODULE_NOT_FOUND' });
assert.throws(() => require(''), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => require(1), { code: 'ERR_INVALID_ARG_TYPE' });
const esm = require('./modules/esm-lib.mjs');
assert.strictEqual(esm.value, 'esm value');
assert.strictEqual(esm.default, 'esm default');
assert.strictEqual(require('pkg-esm').hello, 'from pkg-esm');
console.log('ok');
