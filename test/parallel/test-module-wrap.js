// Port of nodejs/node test/parallel/test-module-wrap.js, test/parallel/test-module-wrapper.js (rewritten for minirt).
// Module.wrap() puts the CommonJS wrapper around a source; replacing Module.wrap or editing
// Module.wrapper changes how later files are compiled.
'use strict';
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const Module = require('module');
const tmpdir = require('../common/tmpdir');

assert.strictEqual(Module.wrap('X'), '(function (exports, require, module, __filename, __dirname) { X\n});');
assert.deepStrictEqual([...Module.wrapper],
                       ['(function (exports, require, module, __filename, __dirname) { ', '\n});']);

tmpdir.refresh();
const file = path.join(tmpdir.path, 'wrapped.js');
fs.writeFileSync(file, 'module.exports = typeof extra === "undefined" ? "plain" : extra;');
assert.strictEqual(require(file), 'plain');

const originalWrap = Module.wrap;
Module.wrap = (script) => originalWrap(`var extra = 'from wrap';${script}`);
delete require.cache[file];
assert.strictEqual(require(file), 'from wrap');
Module.wrap = originalWrap;

Module.wrapper[0] += 'var extra = "from wrapper";';
delete require.cache[file];
assert.strictEqual(require(file), 'from wrapper');
Module.wrapper[0] = Module.wrapper[0].replace('var extra = "from wrapper";', '');
delete require.cache[file];
assert.strictEqual(require(file), 'plain');
