// Port of nodejs/node test/es-module/test-typescript.mjs, test/es-module/test-typescript-module.mjs, test/es-module/test-typescript-commonjs.mjs (rewritten for minirt).
// TypeScript entry points run in a child process with their types stripped: value and
// type-only imports, CommonJS and ES module syntax in typeless .ts files, .cts/.mts forced
// formats, require() of .cts and .mts, packages under node_modules (JavaScript is fine,
// TypeScript is refused), the errors for syntax strip-only mode cannot run, positions in stack
// traces, and the flags that turn stripping off.
// timeout: 240
'use strict';
require('../common');
const fixtures = require('../common/fixtures');
const assert = require('assert');
const { spawnSync } = require('child_process');

function run(...args) {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const ts = (...parts) => fixtures.path('typescript', ...parts);

function expectOk(result, stdout) {
  assert.strictEqual(result.stderr, '');
  if (stdout instanceof RegExp) assert.match(result.stdout, stdout);
  else assert.strictEqual(result.stdout, stdout);
  assert.strictEqual(result.code, 0);
}
function expectFailure(result, stderr) {
  assert.match(result.stderr, stderr);
  assert.strictEqual(result.stdout, '');
  assert.strictEqual(result.code, 1);
}

// process.features.typescript follows the flags.
expectOk(run('--no-experimental-strip-types', ts('echo-features.cjs')), 'false\n');
expectOk(run('--no-strip-types', ts('echo-features.cjs')), 'false\n');
expectOk(run(ts('echo-features.cjs')), 'strip\n');
assert.strictEqual(process.features.typescript, 'strip');
// Node 26 has no transform mode any more.
const transform = run('--experimental-transform-types', ts('ts', 'hello.ts'));
assert.strictEqual(transform.code, 9);
assert.match(transform.stderr, /bad option: --experimental-transform-types/);

// Plain runs and imports.
expectOk(run(ts('ts', 'hello.ts')), 'Hello, TypeScript!\n');
expectOk(run(ts('ts', 'imports-value.ts')), 'Hello, TypeScript!\n');
expectOk(run(ts('ts', 'imports-type.ts')), 'Hello, TypeScript! 1\n');
expectOk(run(ts('ts', 'union.ts')), '#1 A\n');
expectOk(run(ts('ts', 'empty.ts')), '');
expectOk(run('-e', `require(${JSON.stringify(ts('ts', 'hello.ts'))})`), 'Hello, TypeScript!\n');

// A type imported without `type` is a missing export at link time.
const asValue = run(ts('ts', 'imports-type-as-value.ts'));
// (Engines word it differently; the error is a SyntaxError that names the export.)
assert.match(asValue.stderr, /SyntaxError[^\n]*Shape/);
assert.strictEqual(asValue.code, 1);

// Relative imports need the file's own extension.
expectFailure(run(ts('ts', 'imports-no-extension.ts')), /Error \[ERR_MODULE_NOT_FOUND\]:/);

// JavaScript packages can be used; TypeScript inside node_modules is refused.
expectOk(run(ts('ts', 'uses-node-modules.ts')), 'Hello, TypeScript!\n');
expectFailure(run(ts('ts', 'imports-ts-from-node-modules.ts')),
              /ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING/);

// What strip-only mode cannot run, and what does not parse.
expectFailure(run(ts('ts', 'enum.ts')), /TypeScript enum is not supported in strip-only mode/);
expectFailure(run(ts('ts', 'namespace.ts')),
              /TypeScript namespace declaration is not supported in strip-only mode/);
expectFailure(run(ts('ts', 'parameter-property.ts')),
              /TypeScript parameter property is not supported in strip-only mode/);
expectFailure(run(ts('ts', 'invalid.ts')), /ERR_INVALID_TYPESCRIPT_SYNTAX/);
// SWC's snippet names the file by URL and points at the construct.
const enumRun = run(ts('ts', 'enum.ts'));
assert.ok(enumRun.stderr.startsWith(`${fixtures.fileURL('typescript', 'ts', 'enum.ts')}:1\n` +
  'enum Direction { Up, Down }\n^^^^^^^^^^^^^^^^^^^^^^^^^^^\n'), enumRun.stderr);

// Typeless .ts: CommonJS or ES module by syntax detection.
expectOk(run(ts('ts', 'commonjs-syntax.ts')), 'Hello, TypeScript! commonjs-syntax.ts\n');
expectOk(run(ts('ts', 'module-syntax.ts')), 'Hello, TypeScript! module-syntax.ts\n');
expectOk(run(ts('ts', 'imports-cjs-ts.mjs')),
         'Hello, TypeScript! commonjs-syntax.ts\ncommonjs-syntax.ts\n');

// .cts is CommonJS and .mts is an ES module whatever their syntax.
expectOk(run(ts('ts', 'requires-cts.ts')), 'Hello, TypeScript!\n');
expectOk(run(ts('ts', 'requires-mts.ts')), 'Hello, TypeScript!\n');
expectOk(run(ts('cts', 'requires-ts.cts')), 'Hello, TypeScript! commonjs-syntax.ts\nstring\n');
expectOk(run(ts('mts', 'imports-cts.mts')), 'Hello, TypeScript!\n');
expectOk(run(ts('mts', 'imports-ts.mts')), 'Hello, TypeScript!\n');
const ctsEsm = run(ts('cts', 'module-syntax.cts'));
assert.match(ctsEsm.stderr, /SyntaxError/);
assert.strictEqual(ctsEsm.code, 1);
const mtsCjs = run(ts('mts', 'commonjs-syntax.mts'));
assert.match(mtsCjs.stderr, /ReferenceError: module is not defined/);
assert.strictEqual(mtsCjs.code, 1);

// Stack traces point at the original line and column.
const thrown = run(ts('ts', 'stack-position.ts'));
assert.match(thrown.stderr, /stack-position\.ts:5:7/);
assert.strictEqual(thrown.code, 1);

// With stripping off, a .ts file is JavaScript and type syntax is a SyntaxError.
const off = run('--no-strip-types', ts('ts', 'hello.ts'));
assert.match(off.stderr, /SyntaxError/);
assert.strictEqual(off.code, 1);
