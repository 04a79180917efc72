// Port of nodejs/node test/parallel/test-path-basename.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

// basename() with and without a suffix argument, on posix and win32 rules.
const posixCases = [
  [['/dir/file.ext'], 'file.ext'],
  [['/dir/file.ext', '.ext'], 'file'],
  [['/dir/file.ext', 'ext'], 'file.'],
  [['/dir/file.ext', 'file.ext'], 'file.ext'],
  [['/dir/file.ext', 'e.ext'], 'fil'],
  [['file.ext/'], 'file.ext'],
  [['file.ext//'], 'file.ext'],
  [['/'], ''],
  [['//'], ''],
  [[''], ''],
  [['/aaa/'], 'aaa'],
  [['/aaa/b'], 'b'],
  [['/a/b/'], 'b'],
  [['a', 'a'], ''],
  [['.js', '.js'], ''],
  [['aaa/bbb', '/bbb'], 'bbb'],
  [['aaa/bbb', 'a/bbb'], 'bbb'],
  [['aaa/bbb//', 'bbb'], 'bbb'],
  [['/aaa/bbb', 'bb'], 'b'],
  [['/aaa/bbb', 'b'], 'bb'],
  [['/aaa/bbb', '/bbb'], 'bbb'],
  [['/aaa/', 'aaa'], 'aaa'],
  [['/aaa/b', 'b'], 'b'],
  [['\\dir\\file.ext'], '\\dir\\file.ext'],
  [['\\aaa\\'], '\\aaa\\'],
  [['C:\\file'], 'C:\\file'],
  [['/a/b/c.d.e', '.e'], 'c.d'],
  [['a.b.', '.'], 'a.b'],
];
for (const [args, expected] of posixCases) {
  assert.strictEqual(path.posix.basename(...args), expected, JSON.stringify(args));
  assert.strictEqual(path.basename(...args), expected);
}

const win32Cases = [
  [['\\dir\\file.ext'], 'file.ext'],
  [['\\dir\\file.ext', '.ext'], 'file'],
  [['\\dir/mixed\\file.ext'], 'file.ext'],
  [['file.ext\\\\'], 'file.ext'],
  [['\\'], ''],
  [['C:'], ''],
  [['C:.'], '.'],
  [['C:\\'], ''],
  [['C:\\dir\\base.ext'], 'base.ext'],
  [['C:\\basename.ext'], 'basename.ext'],
  [['C:basename.ext'], 'basename.ext'],
  [['C:basename.ext\\'], 'basename.ext'],
  [['C:foo'], 'foo'],
  [['file:stream'], 'file:stream'],
  [['aaa\\bbb', 'bbb'], 'bbb'],
  [['aaa\\bbb', 'a\\bbb'], 'bbb'],
  [['\\aaa\\bbb', 'bb'], 'b'],
  [['C:\\aaa\\b', 'b'], 'b'],
];
for (const [args, expected] of win32Cases) {
  assert.strictEqual(path.win32.basename(...args), expected, JSON.stringify(args));
}

// Control characters and non-ASCII names pass through unchanged.
const controlCharFilename = `Icon${String.fromCharCode(13)}`;
assert.strictEqual(path.posix.basename(`/a/b/${controlCharFilename}`), controlCharFilename);
assert.strictEqual(path.basename('/tmp/ünïcødé.txt', '.txt'), 'ünïcødé');
