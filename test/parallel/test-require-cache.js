// Port of nodejs/node test/parallel/test-require-cache.js (rewritten for minirt).
// require.cache is Module._cache: an entry put there by hand answers require() for that
// filename, built-in ids included (a node: request still gets the real built-in); deleting
// an entry makes the next require() load the file again.
'use strict';
require('../common');
const assert = require('assert');
const Module = require('module');

assert.strictEqual(require.cache, Module._cache);
assert.strictEqual(Object.getPrototypeOf(require.cache), null);

{
  const relative = '../fixtures/resolve/lib/plain';
  const absolute = require.resolve(relative);
  const fake = {};
  require.cache[absolute] = { exports: fake, loaded: true };
  assert.strictEqual(require(relative), fake);
  delete require.cache[absolute];
  assert.strictEqual(require(relative), 'lib plain');
  assert.strictEqual(require.cache[absolute].loaded, true);
  assert.strictEqual(require.cache[absolute].exports, 'lib plain');
}

{
  const fake = {};
  require.cache.fs = { exports: fake, loaded: true };
  assert.strictEqual(require('fs'), fake);
  assert.notStrictEqual(require('node:fs'), fake);
  delete require.cache.fs;
  assert.strictEqual(require('fs'), require('node:fs'));
}

{
  const file = require.resolve('../fixtures/resolve/self-main.js');
  const first = require(file);
  const mod = require.cache[file];
  assert.strictEqual(mod.id, file);
  assert.strictEqual(mod.filename, file);
  assert.ok(module.children.includes(mod));
  assert.strictEqual(mod.loaded, true);
  assert.ok(Array.isArray(mod.paths));
  delete require.cache[file];
  assert.strictEqual(require(file), first);
  assert.notStrictEqual(require.cache[file], mod);
}
