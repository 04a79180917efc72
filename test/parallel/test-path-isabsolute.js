// Port of nodejs/node test/parallel/test-path-isabsolute.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

for (const [p, abs] of [
  ['/', true], ['//', true], ['//server', true], ['//server/file', true], ['\\\\server\\file', true],
  ['\\\\server', true], ['\\\\', true], ['c', false], ['c:', false], ['c:\\', true], ['c:/', true],
  ['c://', true], ['C:/Users/', true], ['C:\\Users\\', true], ['C:cwd/another', false],
  ['C:cwd\\another', false], ['directory/directory', false], ['directory\\directory', false],
]) {
  assert.strictEqual(path.win32.isAbsolute(p), abs, p);
}
for (const [p, abs] of [
  ['/home/foo', true], ['/home/foo/..', true], ['bar/', false], ['./baz', false], ['', false],
  ['\\\\server', false], ['c:\\', false],
]) {
  assert.strictEqual(path.posix.isAbsolute(p), abs, p);
}
