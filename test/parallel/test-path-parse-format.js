// Port of nodejs/node test/parallel/test-path-parse-format.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

// parse() then format() round-trips; the root is checked too.
const winPaths = [
  ['C:\\path\\dir\\index.html', 'C:\\'], ['C:\\another_path\\DIR\\1\\2\\33\\\\index', 'C:\\'],
  ['another_path\\DIR with spaces\\1\\2\\33\\index', ''], ['\\', '\\'], ['\\foo\\C:', '\\'], ['file', ''],
  ['file:stream', ''], ['.\\file', ''], ['C:', 'C:'], ['C:.', 'C:'], ['C:..', 'C:'], ['C:abc', 'C:'],
  ['C:\\', 'C:\\'], ['C:\\abc', 'C:\\'], ['', ''], ['\\\\server\\share\\', '\\\\server\\share\\'],
  ['\\\\server\\share\\file', '\\\\server\\share\\'], ['\\\\?\\UNC\\server\\share', '\\\\?\\UNC\\'],
];
for (const [p, root] of winPaths) {
  const parsed = path.win32.parse(p);
  assert.deepStrictEqual(Object.keys(parsed), ['root', 'dir', 'base', 'ext', 'name']);
  assert.strictEqual(parsed.root, root, p);
  assert.strictEqual(path.win32.format(parsed), p);
}
const unixPaths = [
  ['/home/user/dir/file.txt', '/'], ['/home/user/a dir/another File.zip', '/'], ['/home/user/a dir//another&File.', '/'],
  ['/home/user/a$$$dir//another File.zip', '/'], ['user/dir/another File.zip', ''], ['file', ''], ['.\\file', ''],
  ['./file', ''], ['C:\\foo', ''], ['/', '/'], ['', ''], ['.', ''], ['..', ''], ['/foo', '/'], ['/foo.', '/'],
  ['/foo.bar', '/'], ['/.', '/'], ['/.foo', '/'], ['/.foo.bar', '/'], ['/foo/bar.baz', '/'],
];
for (const [p, root] of unixPaths) {
  const parsed = path.posix.parse(p);
  assert.strictEqual(parsed.root, root, p);
  assert.strictEqual(path.posix.format(parsed), p);
}

// Specific parse results.
assert.deepStrictEqual(path.posix.parse('/home/user/file.txt'),
                       { root: '/', dir: '/home/user', base: 'file.txt', ext: '.txt', name: 'file' });
assert.deepStrictEqual(path.posix.parse('.bashrc'), { root: '', dir: '', base: '.bashrc', ext: '', name: '.bashrc' });
assert.deepStrictEqual(path.posix.parse('x/y/'), { root: '', dir: 'x', base: 'y', ext: '', name: 'y' });
assert.deepStrictEqual(path.win32.parse('C:\\x\\y.z'), { root: 'C:\\', dir: 'C:\\x', base: 'y.z', ext: '.z', name: 'y' });
assert.deepStrictEqual(path.posix.parse('//a'), { root: '/', dir: '/', base: 'a', ext: '', name: 'a' });

// format(): base wins over name+ext; ext gets its dot; dir equal to root avoids a double separator.
assert.strictEqual(path.posix.format({ dir: 'some/dir' }), 'some/dir/');
assert.strictEqual(path.posix.format({ base: 'index.html' }), 'index.html');
assert.strictEqual(path.posix.format({ root: '/' }), '/');
assert.strictEqual(path.posix.format({ name: 'index', ext: '.html' }), 'index.html');
assert.strictEqual(path.posix.format({ dir: 'some/dir', name: 'index', ext: '.html' }), 'some/dir/index.html');
assert.strictEqual(path.posix.format({ root: '/', name: 'index', ext: '.html' }), '/index.html');
assert.strictEqual(path.posix.format({ name: 'x', ext: 'png' }), 'x.png');
assert.strictEqual(path.posix.format({ root: '/', dir: '/', base: 'f' }), '/f');
assert.strictEqual(path.posix.format({ dir: 'd', base: 'b', name: 'ignored', ext: '.ignored' }), 'd/b');
assert.strictEqual(path.win32.format({ dir: 'some\\dir' }), 'some\\dir\\');
assert.strictEqual(path.win32.format({ root: 'C:\\', name: 'x', ext: '.y' }), 'C:\\x.y');
assert.strictEqual(path.posix.format({}), '');

// Non-strings / non-objects are rejected.
for (const bad of [null, true, 1, undefined, {}]) {
  assert.throws(() => path.posix.parse(bad), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => path.win32.parse(bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const bad of [null, undefined, 1, 'str', true]) {
  assert.throws(() => path.posix.format(bad), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
