// Port of nodejs/node test/parallel/test-path-relative.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

const posix = [
  ['/var/lib', '/var', '..'], ['/var/lib', '/bin', '../../bin'], ['/var/lib', '/var/lib', ''],
  ['/var/lib', '/var/apache', '../apache'], ['/var/', '/var/lib', 'lib'], ['/', '/var/lib', 'var/lib'],
  ['/foo/test', '/foo/test/bar/package.json', 'bar/package.json'], ['/Users/a/web/b/test/mails', '/Users/a/web/b', '../..'],
  ['/foo/bar/baz-quux', '/foo/bar/baz', '../baz'], ['/foo/bar/baz', '/foo/bar/baz-quux', '../baz-quux'],
  ['/baz-quux', '/baz', '../baz'], ['/baz', '/baz-quux', '../baz-quux'], ['/page1/page2/foo', '/', '../../..'],
];
for (const [from, to, expected] of posix) {
  assert.strictEqual(path.posix.relative(from, to), expected, `${from} -> ${to}`);
}

const win32 = [
  ['c:/blah\\blah', 'd:/games', 'd:\\games'], ['c:/aaaa/bbbb', 'c:/aaaa', '..'], ['c:/aaaa/bbbb', 'c:/cccc', '..\\..\\cccc'],
  ['c:/aaaa/bbbb', 'c:/aaaa/bbbb', ''], ['c:/aaaa/bbbb', 'c:/aaaa/cccc', '..\\cccc'], ['c:/aaaa/', 'c:/aaaa/cccc', 'cccc'],
  ['c:/', 'c:\\aaaa\\bbbb', 'aaaa\\bbbb'], ['c:/aaaa/bbbb', 'd:\\', 'd:\\'], ['c:/AaAa/bbbb', 'c:/aaaa/bbbb', ''],
  ['c:/aaaaa/', 'c:/aaaa/cccc', '..\\aaaa\\cccc'], ['C:\\foo\\bar\\baz\\quux', 'C:\\', '..\\..\\..\\..'],
  ['C:\\foo\\test', 'C:\\foo\\test\\bar\\package.json', 'bar\\package.json'], ['C:\\foo\\bar\\baz-quux', 'C:\\foo\\bar\\baz', '..\\baz'],
  ['C:\\foo\\bar\\baz', 'C:\\foo\\bar\\baz-quux', '..\\baz-quux'], ['\\\\foo\\bar', '\\\\foo\\bar\\baz', 'baz'],
  ['\\\\foo\\bar\\baz', '\\\\foo\\bar', '..'], ['\\\\foo\\bar\\baz-quux', '\\\\foo\\bar\\baz', '..\\baz'],
  ['\\\\foo\\bar\\baz', '\\\\foo\\bar\\baz-quux', '..\\baz-quux'], ['C:\\baz-quux', 'C:\\baz', '..\\baz'],
  ['C:\\baz', 'C:\\baz-quux', '..\\baz-quux'], ['\\\\foo\\baz-quux', '\\\\foo\\baz', '..\\baz'],
  ['\\\\foo\\baz', '\\\\foo\\baz-quux', '..\\baz-quux'], ['C:\\baz', '\\\\foo\\bar\\baz', '\\\\foo\\bar\\baz'],
  ['\\\\foo\\bar\\baz', 'C:\\baz', 'C:\\baz'],
];
for (const [from, to, expected] of win32) {
  assert.strictEqual(path.win32.relative(from, to), expected, `${from} -> ${to}`);
}

// Relative inputs are resolved against the cwd first.
assert.strictEqual(path.posix.relative('a/b', 'a/c'), '../c');
assert.strictEqual(path.posix.relative('', ''), '');
assert.strictEqual(path.posix.relative(process.cwd(), 'x'), 'x');
