// Port of nodejs/node test/parallel/test-path-join.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');

const shared = [
  [['.', 'x/b', '..', '/b/c.js'], 'x/b/c.js'], [[], '.'], [['/.', 'x/b', '..', '/b/c.js'], '/x/b/c.js'],
  [['/foo', '../../../bar'], '/bar'], [['foo', '../../../bar'], '../../bar'], [['foo/', '../../../bar'], '../../bar'],
  [['foo/x', '../../../bar'], '../bar'], [['foo/x', './bar'], 'foo/x/bar'], [['foo/x/', './bar'], 'foo/x/bar'],
  [['foo/x/', '.', 'bar'], 'foo/x/bar'], [['./'], './'], [['.', './'], './'], [['.', '.', '.'], '.'],
  [['.', './', '.'], '.'], [['.', '/./', '.'], '.'], [['.', '/////./', '.'], '.'], [['.'], '.'],
  [['', '.'], '.'], [['', 'foo'], 'foo'], [['foo', '/bar'], 'foo/bar'], [['', '/foo'], '/foo'],
  [['', '', '/foo'], '/foo'], [['', '', 'foo'], 'foo'], [['foo', ''], 'foo'], [['foo/', ''], 'foo/'],
  [['foo', '', '/bar'], 'foo/bar'], [['./', '..', '/foo'], '../foo'], [['./', '..', '..', '/foo'], '../../foo'],
  [['.', '..', '..', '/foo'], '../../foo'], [['', '..', '..', '/foo'], '../../foo'], [['/'], '/'],
  [['/', '.'], '/'], [['/', '..'], '/'], [['/', '..', '..'], '/'], [[''], '.'], [['', ''], '.'],
  [[' /foo'], ' /foo'], [[' ', 'foo'], ' /foo'], [[' ', '.'], ' '], [[' ', '/'], ' /'], [[' ', ''], ' '],
  [['/', 'foo'], '/foo'], [['/', '/foo'], '/foo'], [['/', '//foo'], '/foo'], [['/', '', '/foo'], '/foo'],
  [['', '/', 'foo'], '/foo'], [['', '/', '/foo'], '/foo'],
];
for (const [args, expected] of shared) {
  assert.strictEqual(path.posix.join(...args), expected, JSON.stringify(args));
  const winExpected = expected.replace(/\//g, '\\');
  assert.strictEqual(path.win32.join(...args), winExpected, JSON.stringify(args));
}

const win32Only = [
  [['//foo/bar'], '\\\\foo\\bar\\'], [['\\/foo/bar'], '\\\\foo\\bar\\'], [['\\\\foo/bar'], '\\\\foo\\bar\\'],
  [['//foo', 'bar'], '\\\\foo\\bar\\'], [['//foo/', 'bar'], '\\\\foo\\bar\\'], [['//foo', '/bar'], '\\\\foo\\bar\\'],
  [['//foo', '', 'bar'], '\\\\foo\\bar\\'], [['//foo/', '', 'bar'], '\\\\foo\\bar\\'], [['//foo/', '', '/bar'], '\\\\foo\\bar\\'],
  [['', '//foo', 'bar'], '\\\\foo\\bar\\'], [['', '//foo/', 'bar'], '\\\\foo\\bar\\'], [['', '//foo/', '/bar'], '\\\\foo\\bar\\'],
  [['\\', 'foo/bar'], '\\foo\\bar'], [['\\', '/foo/bar'], '\\foo\\bar'], [['', '/', '/foo/bar'], '\\foo\\bar'],
  [['//', 'foo/bar'], '\\foo\\bar'], [['//', '/foo/bar'], '\\foo\\bar'], [['\\\\', '/', '/foo/bar'], '\\foo\\bar'],
  [['//'], '\\'], [['//foo'], '\\foo'], [['//foo/'], '\\foo\\'], [['//foo', '/'], '\\foo\\'],
  [['//foo', '', '/'], '\\foo\\'], [['///foo/bar'], '\\foo\\bar'], [['////foo', 'bar'], '\\foo\\bar'],
  [['\\\\\\/foo/bar'], '\\foo\\bar'], [['c:'], 'c:.'], [['c:.'], 'c:.'], [['c:', ''], 'c:.'],
  [['', 'c:'], 'c:.'], [['c:.', '/'], 'c:.\\'], [['c:.', 'file'], 'c:file'], [['c:', '/'], 'c:\\'],
  [['c:', 'file'], 'c:\\file'],
];
for (const [args, expected] of win32Only) {
  assert.strictEqual(path.win32.join(...args), expected, JSON.stringify(args));
}
