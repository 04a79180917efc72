// Port of nodejs/node test/parallel/test-path-zero-length-strings.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

// Empty strings stand for the current directory.
const cwd = process.cwd();
assert.strictEqual(path.posix.join(''), '.');
assert.strictEqual(path.posix.join('', ''), '.');
assert.strictEqual(path.win32.join(''), '.');
assert.strictEqual(path.win32.join('', ''), '.');
assert.strictEqual(path.join(cwd), cwd);
assert.strictEqual(path.join(cwd, ''), cwd);
assert.strictEqual(path.posix.normalize(''), '.');
assert.strictEqual(path.win32.normalize(''), '.');
assert.strictEqual(path.normalize(cwd), cwd);
assert.strictEqual(path.posix.isAbsolute(''), false);
assert.strictEqual(path.win32.isAbsolute(''), false);
assert.strictEqual(path.resolve(''), cwd);
assert.strictEqual(path.resolve('', ''), cwd);
assert.strictEqual(path.relative('', cwd), '');
assert.strictEqual(path.relative(cwd, ''), '');
assert.strictEqual(path.relative(cwd, cwd), '');
