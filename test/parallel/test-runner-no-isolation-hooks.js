// Port of nodejs/node test/parallel/test-runner-no-isolation-hooks.mjs (rewritten for minirt).
'use strict';
// With --test-isolation=none, hooks and tests declared by preloaded code (--require or
// --import) belong to the run itself: its beforeEach/afterEach wrap every file's tests,
// its before runs first and its after last, its tests join the one report, and there is a
// single summary.
require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');
const { spawnSync } = require('child_process');
const { pathToFileURL } = require('url');
const { test } = require('node:test');

tmpdir.refresh();
const hooks = `
  before(() => console.log('global before'));
  beforeEach((t) => console.log('global beforeEach ' + t.name));
  afterEach((t) => console.log('global afterEach ' + t.name));
  after(() => console.log('global after'));
  test('preloaded test', () => console.log('preloaded body'));
`;
fs.writeFileSync(tmpdir.resolve('hooks.cjs'),
                 `const { before, beforeEach, afterEach, after, test } = require('node:test');
${hooks}`);
fs.writeFileSync(tmpdir.resolve('hooks.mjs'),
                 `import { before, beforeEach, afterEach, after, test } from 'node:test';
${hooks}`);
for (const name of ['first', 'second']) {
  fs.writeFileSync(tmpdir.resolve(`${name}.test.js`), `
    const { test } = require('node:test');
    console.log('loading ${name}');
    test('${name} test', () => console.log('${name} body'));
  `);
}

const expected = [
  'global before',
  'loading first',
  'loading second',
  'global beforeEach preloaded test',
  'preloaded body',
  'global afterEach preloaded test',
  'global beforeEach first test',
  'first body',
  'global afterEach first test',
  'global beforeEach second test',
  'second body',
  'global afterEach second test',
  'global after',
];

function runWith(preload) {
  const r = spawnSync(process.execPath, [
    '--test', '--test-isolation=none', '--test-reporter=tap', ...preload,
    'first.test.js', 'second.test.js',
  ], { cwd: tmpdir.path, encoding: 'utf8' });
  assert.strictEqual(r.status, 0, r.stdout + r.stderr);
  const logged = r.stdout.split('\n').filter((line) => /^(global|loading|\w+ body)/.test(line));
  assert.deepStrictEqual(logged, expected);
  assert.strictEqual(r.stdout.match(/^# tests /gm).length, 1);
  assert.match(r.stdout, /^# tests 3$/m);
  assert.match(r.stdout, /^ok 1 - preloaded test$/m);
}

test('hooks preloaded with --require', () => runWith(['--require', './hooks.cjs']));

test('hooks preloaded with --import', () => {
  runWith(['--import', pathToFileURL(tmpdir.resolve('hooks.mjs')).href]);
});
