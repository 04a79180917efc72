// mock.module() under --experimental-test-module-mocks: what require() and import give for a
// mocked built-in, CommonJS file, ES module, JSON file and package (exports, the deprecated
// namedExports/defaultExport, cache), restore(), the option checks and their errors, and the
// method's absence without the flag. The fixture runs in a child with the flag.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-runner-module-mocks-'));
const write = (name, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
};
write('node_modules/pkg/package.json', '{"name":"pkg","main":"index.js"}\n');
write('node_modules/pkg/index.js', 'module.exports = { real: true };\n');
write('dep.cjs', "module.exports = { orig: 'cjs' };\n");
write('dep.mjs', "export const orig = 'esm';\nexport default 'esm-default';\n");
write('data.json', '{"json":true}\n');
write('main.mjs', `
import { mock, test } from 'node:test';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const show = (...args) => console.log(...args);
const error = (fn) => {
  try { fn(); show('  no error'); } catch (e) { show(' ', e.name, e.code, e.message); }
};

test('built-in', async () => {
  const ctx = mock.module('node:os', { exports: { default: { hi: 1 }, platform: () => 'mocked' } });
  show('require os', require('os'));
  show('require node:os platform', require('node:os').platform());
  const ns = await import('node:os');
  show('import os', Object.keys(ns), ns.platform(), ns.default);
  ctx.restore();
  show('restored', typeof require('os').cpus, (await import('node:os')).platform === require('os').platform);
});

test('CommonJS file, deprecated options', async () => {
  const ctx = mock.module('./dep.cjs', { namedExports: { a: 1 }, defaultExport: { d: 2 } });
  show('require', require('./dep.cjs'));
  show('import', await import('./dep.cjs'));
  ctx.restore();
  show('restored', require('./dep.cjs'), await import('./dep.cjs'));
});

test('ES module', async () => {
  const ctx = mock.module('./dep.mjs', { exports: { orig: 'mocked', default: 'md' } });
  show('import', await import('./dep.mjs'));
  ctx.restore();
  show('restored', await import('./dep.mjs'));
});

test('JSON file needs its import attribute', async () => {
  const ctx = mock.module('./data.json', { exports: { default: { json: 'mocked' } } });
  await import('./data.json').catch((e) => show(' ', e.name, e.code, e.message));
  show('import', await import('./data.json', { with: { type: 'json' } }));
  show('require', require('./data.json'));
  ctx.restore();
  show('restored', require('./data.json'));
});

test('package, cached', async () => {
  const ctx = mock.module('pkg', { cache: true, exports: { x: 1 } });
  const a = require('pkg');
  show('same object', a === require('pkg'), a);
  show('same namespace', (await import('pkg')) === (await import('pkg')));
  ctx.restore();
  show('restored', require('pkg'));
});

test('package, not cached', async () => {
  const ctx = mock.module('pkg', { exports: { x: 1 } });
  show('same object', require('pkg') === require('pkg'));
  show('same namespace', (await import('pkg')) === (await import('pkg')));
  ctx.restore();
});

test('mocks made with t.mock end with the test', async (t) => {
  t.mock.module('./dep.cjs', { exports: { default: 'from t.mock' } });
  show('inside', require('./dep.cjs'));
});

test('after it', () => {
  show('outside', require('./dep.cjs'));
});

test('checks', () => {
  error(() => mock.module(1, {}));
  error(() => mock.module('./dep.cjs', null));
  error(() => mock.module('./dep.cjs', { cache: 1 }));
  error(() => mock.module('./dep.cjs', { exports: 1 }));
  error(() => mock.module('./dep.cjs', { namedExports: 1 }));
  error(() => mock.module('./dep.cjs', { exports: {}, namedExports: {} }));
  error(() => mock.module('./dep.cjs', { exports: {}, defaultExport: 1 }));
  error(() => mock.module('./dep.cjs', { exports: {}, defaultExport: 1, namedExports: {} }));
  error(() => mock.module('./missing.js', {}));
  const ctx = mock.module(new URL('./dep.cjs', import.meta.url), {});
  error(() => mock.module('./dep.cjs', {}));
  ctx.restore();
  ctx.restore();
  const bad = mock.module('./dep.cjs', { exports: { default: 5, a: 1 } });
  error(() => require('./dep.cjs'));
  bad.restore();
  show('context', Object.keys(bad), Object.getOwnPropertyNames(Object.getPrototypeOf(bad)));
  show('shared exports on mock', typeof mock._mockExports);
});
`);

function run(args) {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  const out = r.stdout.split(dir).join('<dir>')
    .replace(/\(\d+(\.\d+)?ms\)/g, '(*ms)').replace(/duration_ms \d+(\.\d+)?/, 'duration_ms *');
  process.stdout.write(out);
  const warnings = r.stderr.split('\n').filter((l) => /Warning:/.test(l))
    .map((l) => l.replace(/^\(node:\d+\) /, ''));
  console.log(`--- warnings\n${warnings.join('\n')}\n--- exit code ${r.status}`);
}

console.log('=== with --experimental-test-module-mocks');
run(['--experimental-test-module-mocks', 'main.mjs']);
console.log('=== without it');
run(['-e', "const { mock } = require('node:test'); console.log(typeof mock.module, 'module' in mock);"]);
fs.rmSync(dir, { recursive: true, force: true });
