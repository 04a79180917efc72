// Port of nodejs/node test/parallel/test-path-extname.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

const cases = [
  [__filename, '.js'], ['', ''], ['/path/to/file', ''], ['/path/to/file.ext', '.ext'],
  ['/path.to/file.ext', '.ext'], ['/path.to/file', ''], ['/path.to/.file', ''],
  ['/path.to/.file.ext', '.ext'], ['/path/to/f.ext', '.ext'], ['/path/to/..ext', '.ext'],
  ['/path/to/..', ''], ['file', ''], ['file.ext', '.ext'], ['.file', ''], ['.file.ext', '.ext'],
  ['/file', ''], ['/file.ext', '.ext'], ['/.file', ''], ['/.file.ext', '.ext'],
  ['.path/file.ext', '.ext'], ['file.ext.ext', '.ext'], ['file.', '.'], ['.', ''], ['./', ''],
  ['.file.ext', '.ext'], ['.file', ''], ['.file.', '.'], ['.file..', '.'], ['..', ''], ['../', ''],
  ['..file.ext', '.ext'], ['..file', '.file'], ['..file.', '.'], ['..file..', '.'], ['...', '.'],
  ['...ext', '.ext'], ['....', '.'], ['file.ext/', '.ext'], ['file.ext//', '.ext'], ['file/', ''],
  ['file//', ''], ['file./', '.'], ['file.//', '.'],
];
for (const [input, expected] of cases) {
  assert.strictEqual(path.posix.extname(input), expected, input);
  const win = input.replace(/\//g, '\\');
  assert.strictEqual(path.win32.extname(win), expected, win);
}
// Backslashes are separators only on win32.
assert.strictEqual(path.posix.extname('.\\'), '');
assert.strictEqual(path.posix.extname('..\\'), '.\\');
assert.strictEqual(path.posix.extname('file.ext\\'), '.ext\\');
assert.strictEqual(path.posix.extname('file\\\\'), '');
assert.strictEqual(path.posix.extname('file.\\\\'), '.\\\\');
assert.strictEqual(path.win32.extname('.\\'), '');
assert.strictEqual(path.win32.extname('..\\'), '');
assert.strictEqual(path.win32.extname('file.ext\\'), '.ext');
assert.strictEqual(path.win32.extname('file\\\\'), '');
assert.strictEqual(path.win32.extname('file.\\\\'), '.');
