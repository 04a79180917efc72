// Port of nodejs/node test/es-module/test-esm-imports.mjs (rewritten for minirt).
// Package "imports" ("#" specifiers) through require() and import() from inside a package:
// conditions, patterns (with leading and double slashes), bare package targets and their
// subpaths, invalid targets, invalid specifiers, undefined and null entries, missing files,
// and a node_modules package whose name starts with "#".
import { mustCall } from '../common/index.mjs';
import assert from 'node:assert';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { requireImport, importImport } =
  require('../fixtures/resolve/node_modules/pkg-imports-test/importer.js');

for (const load of [requireImport, importImport]) {
  const isRequire = load === requireImport;
  const resolved = new Map([
    ['#test', 'test'],
    ['#branch', isRequire ? 'requirebranch' : 'importbranch'],
    ['#subpath/x.js', 'xsubpath'],
    ['#external', 'imports target main'],
    ['#external/subpath/a', 'feat a'],
    ['#subpath//asdf.js', 'asdf'],
    ['#subpath/as//df.js', 'as/df'],
  ]);
  for (const [specifier, expected] of resolved) {
    load(specifier).then(mustCall((ns) => {
      assert.strictEqual(ns.default, expected, specifier);
    }));
  }

  for (const specifier of ['#belowbase', '#url']) {
    load(specifier).then(assert.fail, mustCall((err) => {
      assert.strictEqual(err.code, 'ERR_INVALID_PACKAGE_TARGET');
      assert.ok(err.message.startsWith('Invalid "imports"'), err.message);
      assert.ok(err.message.includes(specifier));
      assert.ok(!err.message.includes('targets must start with'));
    }));
  }

  const invalidSpecifiers = new Map([
    ['#subpath/sub/../../../belowbase', 'request is not a valid match in pattern'],
    ['#external/subpath/x%2Fy', 'must not include encoded "/" or "\\"'],
    ['#external/subpath/x%5Cy', 'must not include encoded "/" or "\\"'],
    ['#', '#'],
    ['#subpath/', 'is not a valid internal imports specifier name'],
    ['#encodedslash', 'must not include encoded "/" or "\\"'],
    ['#encodedbackslash', 'must not include encoded "/" or "\\"'],
  ]);
  for (const [specifier, expected] of invalidSpecifiers) {
    load(specifier).then(assert.fail, mustCall((err) => {
      assert.strictEqual(err.code, 'ERR_INVALID_MODULE_SPECIFIER', specifier);
      assert.ok(err.message.startsWith('Invalid module'), err.message);
      assert.ok(err.message.includes(expected), err.message);
    }));
  }

  for (const specifier of ['#external/invalidsubpath/x', '#missing', '#null', '#subpath/null',
    '#nullcondition', '#subpath/nullshadow/x', '#subpath/internal/test', '#/initialslash']) {
    load(specifier).then(assert.fail, mustCall((err) => {
      assert.strictEqual(err.code, 'ERR_PACKAGE_IMPORT_NOT_DEFINED', specifier);
      assert.ok(err.message.startsWith('Package import '), err.message);
      assert.ok(err.message.includes(specifier));
    }));
  }

  for (const specifier of ['#notfound', '#subpath//null', '#subpath/////null',
    '#subpath//internal/test', '#subpath/////internal/////test']) {
    load(specifier).then(assert.fail, mustCall((err) => {
      assert.strictEqual(err.code, isRequire ? 'MODULE_NOT_FOUND' : 'ERR_MODULE_NOT_FOUND',
        specifier);
    }));
  }
}

// Without an "imports" field, a "#" request is looked up in node_modules by require().
const probeRequire = createRequire(new URL('../fixtures/resolve/cjs-values.cjs', import.meta.url));
assert.throws(() => probeRequire('#cjs'), { code: 'ERR_PACKAGE_IMPORT_NOT_DEFINED' });
const outside = createRequire(new URL('../fixtures/resolve/node_modules/pkg-plain/index.js',
  import.meta.url));
assert.strictEqual(outside('#cjs'), 'cjs backcompat');
