// Port of nodejs/node test/parallel/test-path-resolve.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

const posix = [
  [['/var/lib', '../', 'file/'], '/var/file'], [['/var/lib', '/../', 'file/'], '/file'],
  [['a/b/c/', '../../..'], process.cwd()], [['.'], process.cwd()], [['/some/dir', '.', '/absolute/'], '/absolute'],
  [['/foo/tmp.3/', '../tmp.3/cycles/root.js'], '/foo/tmp.3/cycles/root.js'], [[], process.cwd()],
  [[''], process.cwd()], [['', ''], process.cwd()], [['/a', ''], '/a'], [['a', 'b'], path.join(process.cwd(), 'a/b')],
  [['/a/', 'b/'], '/a/b'], [['//a//b//'], '/a/b'],
];
for (const [args, expected] of posix) {
  assert.strictEqual(path.posix.resolve(...args), expected, JSON.stringify(args));
}

const win32 = [
  [['c:/blah\\blah', 'd:/games', 'c:../a'], 'c:\\blah\\a'], [['c:/ignore', 'd:\\a/b\\c/d', '\\e.exe'], 'd:\\e.exe'],
  [['c:/ignore', 'c:/some/file'], 'c:\\some\\file'], [['d:/ignore', 'd:some/dir//'], 'd:\\ignore\\some\\dir'],
  [['//server/share', '..', 'relative\\'], '\\\\server\\share\\relative'], [['c:/', '//'], 'c:\\'],
  [['c:/', '//dir'], 'c:\\dir'], [['c:/', '//server/share'], '\\\\server\\share\\'],
  [['c:/', '//server//share'], '\\\\server\\share\\'], [['c:/', '///some//dir'], 'c:\\some\\dir'],
  [['C:\\foo\\tmp.3\\', '..\\tmp.3\\cycles\\root.js'], 'C:\\foo\\tmp.3\\cycles\\root.js'],
];
for (const [args, expected] of win32) {
  assert.strictEqual(path.win32.resolve(...args), expected, JSON.stringify(args));
}

// Non-string arguments are rejected.
assert.throws(() => path.resolve('a', null), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
assert.throws(() => path.win32.resolve(1), { code: 'ERR_INVALID_ARG_TYPE' });
