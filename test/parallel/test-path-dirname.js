// Port of nodejs/node test/parallel/test-path-dirname.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

assert.strictEqual(path.dirname(__filename).slice(-8), 'parallel');

const posixCases = [
  ['/a/b/', '/a'], ['/a/b', '/a'], ['/a', '/'], ['', '.'], ['/', '/'], ['////', '/'],
  ['//a', '//'], ['foo', '.'], ['a/b', 'a'], ['a/b/', 'a'], ['a//b//c', 'a//b/'],
  ['./x', '.'], ['../x', '..'], ['/a/b//', '/a'],
];
for (const [input, expected] of posixCases) {
  assert.strictEqual(path.posix.dirname(input), expected, input);
}

const win32Cases = [
  ['c:\\', 'c:\\'], ['c:\\foo', 'c:\\'], ['c:\\foo\\', 'c:\\'], ['c:\\foo\\bar', 'c:\\foo'],
  ['c:\\foo\\bar\\', 'c:\\foo'], ['c:\\foo\\bar\\baz', 'c:\\foo\\bar'], ['c:\\foo bar\\baz', 'c:\\foo bar'],
  ['\\', '\\'], ['\\foo', '\\'], ['\\foo\\', '\\'], ['\\foo\\bar', '\\foo'], ['\\foo\\bar\\', '\\foo'],
  ['c:', 'c:'], ['c:foo', 'c:'], ['c:foo\\', 'c:'], ['c:foo\\bar', 'c:foo'], ['file:stream', '.'],
  ['dir\\file:stream', 'dir'], ['\\\\unc\\share', '\\\\unc\\share'], ['\\\\unc\\share\\foo', '\\\\unc\\share\\'],
  ['\\\\unc\\share\\foo\\', '\\\\unc\\share\\'], ['\\\\unc\\share\\foo\\bar', '\\\\unc\\share\\foo'],
  ['/a/b/', '/a'], ['/a', '/'], ['', '.'], ['/', '/'], ['////', '/'], ['foo', '.'],
];
for (const [input, expected] of win32Cases) {
  assert.strictEqual(path.win32.dirname(input), expected, input);
}
