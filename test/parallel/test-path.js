// Port of nodejs/node test/parallel/test-path.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const path = require('path');

// Every function rejects non-string path arguments with ERR_INVALID_ARG_TYPE.
const typeErrorTests = [true, false, 7, null, {}, undefined, [], NaN];
function fail(fn, ...args) {
  assert.throws(() => fn.apply(null, args), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
for (const test of typeErrorTests) {
  for (const ns of [path.posix, path.win32]) {
    fail(ns.join, test);
    fail(ns.resolve, test);
    fail(ns.normalize, test);
    fail(ns.isAbsolute, test);
    fail(ns.relative, test, 'foo');
    fail(ns.relative, 'foo', test);
    fail(ns.parse, test);
    fail(ns.dirname, test);
    fail(ns.basename, test);
    fail(ns.extname, test);
    // The suffix of basename may be undefined but nothing else.
    if (test !== undefined) fail(ns.basename, 'foo', test);
  }
}
{
  assert.throws(() => path.join(null), {
    message: 'The "path" argument must be of type string.' + common.invalidArgTypeHelper(null),
  });
}

// Separators and delimiters.
assert.strictEqual(path.win32.sep, '\\');
assert.strictEqual(path.posix.sep, '/');
assert.strictEqual(path.win32.delimiter, ';');
assert.strictEqual(path.posix.delimiter, ':');

// The namespaces reference each other and path is posix here.
assert.strictEqual(path, path.posix);
assert.strictEqual(path.win32.win32, path.win32);
assert.strictEqual(path.win32.posix, path.posix);
assert.strictEqual(path.posix.win32, path.win32);
assert.strictEqual(require('path/posix'), path.posix);
assert.strictEqual(require('path/win32'), path.win32);

// Functions work when detached from their namespace.
const { join, basename } = path;
assert.strictEqual(join('a', 'b'), 'a/b');
assert.strictEqual(basename('/x/y'), 'y');
