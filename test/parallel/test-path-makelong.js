// Port of nodejs/node test/parallel/test-path-makelong.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

// On posix toNamespacedPath is the identity; win32 adds the \\?\ prefix to absolute paths.
const file = __filename;
assert.strictEqual(path.toNamespacedPath(file), file);
assert.strictEqual(path.posix.toNamespacedPath('/foo/bar'), '/foo/bar');
assert.strictEqual(path.posix.toNamespacedPath('foo/bar'), 'foo/bar');
assert.strictEqual(path.win32.toNamespacedPath('C:\\foo'), '\\\\?\\C:\\foo');
assert.strictEqual(path.win32.toNamespacedPath('C:/foo'), '\\\\?\\C:\\foo');
assert.strictEqual(path.win32.toNamespacedPath('\\\\foo\\bar'), '\\\\?\\UNC\\foo\\bar\\');
assert.strictEqual(path.win32.toNamespacedPath('//foo//bar'), '\\\\?\\UNC\\foo\\bar\\');
assert.strictEqual(path.win32.toNamespacedPath('\\\\?\\foo'), '\\\\?\\foo');
assert.strictEqual(path.win32.toNamespacedPath('\\\\?\\c:\\Windows/System'), '\\\\?\\c:\\Windows\\System');
assert.strictEqual(path.win32.toNamespacedPath(''), '');
// Non-strings come back unchanged.
for (const v of [null, 100, true, undefined]) {
  assert.strictEqual(path.toNamespacedPath(v), v);
  assert.strictEqual(path.win32.toNamespacedPath(v), v);
}
