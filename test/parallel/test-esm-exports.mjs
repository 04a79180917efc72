// Port of nodejs/node test/es-module/test-esm-exports.mjs (rewritten for minirt).
// Package "exports" through require() and import(): subpaths, patterns, fallback arrays,
// conditions (import/require/node/default, nested), sugar forms, self-reference; subpaths
// the package does not export, invalid targets and subpaths, numeric and mixed keys; and
// files inside the package that only the package itself can reach.
import { mustCall } from '../common/index.mjs';
import assert from 'node:assert';
import { createRequire } from 'node:module';
import { importFixture } from '../fixtures/resolve/probe.mjs';

const require = createRequire(import.meta.url);
const { requireFixture } = require('../fixtures/resolve/probe.js');

for (const load of [requireFixture, importFixture]) {
  const isRequire = load === requireFixture;
  const valid = new Map([
    ['pkg-cond', isRequire ? 'node require' : 'node import'],
    ['pkg-cond/order', 'default'],
    ['pkg-cond/feat/a', 'feat a'],
    ['pkg-cond/feat/x/y', 'feat x/y'],
    ['pkg-cond/arr', 'arr'],
    ['pkg-cond/arr-null', 'arr'],
    ['pkg-cond/arr-cond', 'arr'],
    ['pkg-cond/dir-pat/default.js', 'lib default'],
    ['pkg-sugar', 'sugar main'],
    ['pkg-cond-sugar', isRequire ? 'cond sugar require' : 'cond sugar import'],
    ['@scope/pkg/sub/x', '@scope/pkg sub x'],
    ['pkg-pattern/a/b/c', 'pattern ab/c.js'],
    ['pkg-pattern/a/q.js', 'pattern a-js/q.js'],
    ['pkg-pattern/a/b', 'pattern exact-ab.js'],
    ['resolve-fixture', 'self main'],
    ['resolve-fixture/sub', isRequire ? 'self sub (require)' : 'self sub (import)'],
  ]);
  for (const [specifier, expected] of valid) {
    load(specifier).then(mustCall((ns) => {
      assert.strictEqual(ns.default, expected, specifier);
    }));
  }

  const notExported = new Map([
    ['pkg-cond/missing-key', './missing-key'],
    ['pkg-sugar/other.js', './other.js'],
    ['pkg-cond-sugar/r.js', './r.js'],
    ['pkg-cond/null', './null'],
    ['pkg-cond/null-cond', './null-cond'],
    ['pkg-cond/nested-miss', './nested-miss'],
    ['pkg-cond/arr-empty', './arr-empty'],
    ['pkg-cond/feat/internal/x', './feat/internal/x'],
    ['pkg-cond/dir/default.js', './dir/default.js'],
    ['resolve-fixture/hidden/x', './hidden/x'],
  ]);
  for (const [specifier, subpath] of notExported) {
    load(specifier).then(assert.fail, mustCall((err) => {
      assert.strictEqual(err.code, 'ERR_PACKAGE_PATH_NOT_EXPORTED', specifier);
      assert.ok(err.message.startsWith(`Package subpath '${subpath}' is not defined by "exports"`),
        err.message);
    }));
  }
  load('pkg-cond/esm').then(mustCall((ns) => {
    assert.strictEqual(isRequire ? ns.default.default : ns.default, 'esm default');
  }));
  load('pkg-no-dot-main').then(assert.fail, mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_PACKAGE_PATH_NOT_EXPORTED');
    assert.ok(err.message.startsWith('No "exports" main defined in '), err.message);
  }));

  const invalidTargets = new Map([
    ['pkg-cond/dotdot', './dotdot'],
    ['pkg-cond/dotdot-inner', './dotdot-inner'],
    ['pkg-cond/nm', './nm'],
    ['pkg-cond/no-dot', './no-dot'],
    ['pkg-cond/abs', './abs'],
    ['pkg-cond/url', './url'],
    ['pkg-cond/bare', './bare'],
    ['pkg-cond/number', './number'],
    ['pkg-cond/arr-all-bad', './arr-all-bad'],
  ]);
  for (const [specifier, subpath] of invalidTargets) {
    load(specifier).then(assert.fail, mustCall((err) => {
      assert.strictEqual(err.code, 'ERR_INVALID_PACKAGE_TARGET', specifier);
      assert.ok(err.message.startsWith('Invalid "exports" target'), err.message);
      assert.ok(err.message.includes(`defined for '${subpath}'`), err.message);
    }));
  }

  for (const specifier of ['pkg-cond/feat/../default', 'pkg-cond/feat/%2e%2e/x',
    'pkg-cond/feat/node_modules/x', 'pkg-cond/encoded']) {
    load(specifier).then(assert.fail, mustCall((err) => {
      assert.strictEqual(err.code, 'ERR_INVALID_MODULE_SPECIFIER', specifier);
      assert.ok(err.message.startsWith('Invalid module'), err.message);
    }));
  }

  load('pkg-cond/missing').then(assert.fail, mustCall((err) => {
    assert.strictEqual(err.code, isRequire ? 'MODULE_NOT_FOUND' : 'ERR_MODULE_NOT_FOUND');
    assert.ok(err.message.startsWith('Cannot find module'), err.message);
  }));

  for (const specifier of ['pkg-numeric', 'pkg-mixed']) {
    load(specifier).then(assert.fail, mustCall((err) => {
      assert.strictEqual(err.code, 'ERR_INVALID_PACKAGE_CONFIG', specifier);
      assert.ok(err.message.startsWith('Invalid package config'), err.message);
    }));
  }
}

// Inside the package, relative requests reach files "exports" hides.
const inside = createRequire(new URL('../fixtures/resolve/node_modules/pkg-cond/esm.mjs',
  import.meta.url));
assert.strictEqual(inside('./default.js'), 'default');
assert.strictEqual((await import('../fixtures/resolve/node_modules/pkg-cond/default.js')).default,
  'default');
