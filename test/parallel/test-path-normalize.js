// Port of nodejs/node test/parallel/test-path-normalize.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

const win32 = [
  ['./fixtures///b/../b/c.js', 'fixtures\\b\\c.js'], ['/foo/../../../bar', '\\bar'], ['a//b//../b', 'a\\b'],
  ['a//b//./c', 'a\\b\\c'], ['a//b//.', 'a\\b'], ['//server/share/dir/file.ext', '\\\\server\\share\\dir\\file.ext'],
  ['/a/b/c/../../../x/y/z', '\\x\\y\\z'], ['C:', 'C:.'], ['C:..\\abc', 'C:..\\abc'], ['C:..\\..\\abc\\..\\def', 'C:..\\..\\def'],
  ['C:\\.', 'C:\\'], ['file:stream', 'file:stream'], ['bar\\foo..\\..\\', 'bar\\'], ['bar\\foo..\\..', 'bar'],
  ['bar\\foo..\\..\\baz', 'bar\\baz'], ['bar\\foo..\\', 'bar\\foo..\\'], ['bar\\foo..', 'bar\\foo..'],
  ['..\\foo..\\..\\..\\bar', '..\\..\\bar'], ['..\\...\\..\\.\\...\\..\\..\\bar', '..\\..\\bar'],
  ['../../../foo/../../../bar', '..\\..\\..\\..\\..\\bar'], ['../../../foo/../../../bar/../../', '..\\..\\..\\..\\..\\..\\'],
  ['../foobar/barfoo/foo/../../../bar/../../', '..\\..\\'], ['../.../../foobar/../../../bar/../../baz', '..\\..\\..\\..\\baz'],
  ['foo/bar\\baz', 'foo\\bar\\baz'], ['', '.'], ['\\\\.\\foo', '\\\\.\\foo'],
];
for (const [input, expected] of win32) {
  assert.strictEqual(path.win32.normalize(input), expected, input);
}

const posix = [
  ['./fixtures///b/../b/c.js', 'fixtures/b/c.js'], ['/foo/../../../bar', '/bar'], ['a//b//../b', 'a/b'],
  ['a//b//./c', 'a/b/c'], ['a//b//.', 'a/b'], ['/a/b/c/../../../x/y/z', '/x/y/z'], ['///..//./foo/.//bar', '/foo/bar'],
  ['bar/foo../../', 'bar/'], ['bar/foo../..', 'bar'], ['bar/foo../../baz', 'bar/baz'], ['bar/foo../', 'bar/foo../'],
  ['bar/foo..', 'bar/foo..'], ['../foo../../../bar', '../../bar'], ['../.../.././.../../../bar', '../../bar'],
  ['../../../foo/../../../bar', '../../../../../bar'], ['../../../foo/../../../bar/../../', '../../../../../../'],
  ['../foobar/barfoo/foo/../../../bar/../../', '../../'], ['../.../../foobar/../../../bar/../../baz', '../../../../baz'],
  ['foo/bar\\baz', 'foo/bar\\baz'], ['', '.'], ['/', '/'], ['//', '/'], ['./', './'], ['..', '..'], ['.', '.'],
];
for (const [input, expected] of posix) {
  assert.strictEqual(path.posix.normalize(input), expected, input);
}
