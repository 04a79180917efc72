// Port of nodejs/node test/parallel/test-runner-cli-concurrency.js and
// test-runner-cli-timeout.js (rewritten for minirt).
'use strict';
// NODE_DEBUG=test_runner makes `--test` print the options it runs with: the concurrency is
// `true` by default, the --test-concurrency value when given, and 1 with
// --test-isolation=none whatever was asked for; the timeout is Infinity unless
// --test-timeout gives one, in either isolation.
require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');
const { spawnSync } = require('child_process');
const { test } = require('node:test');

tmpdir.refresh();
fs.writeFileSync(tmpdir.resolve('only.test.js'),
                 "require('node:test').test('passes', () => {});\n");

function configurationOf(args) {
  const r = spawnSync(process.execPath, ['--test', ...args], {
    cwd: tmpdir.path,
    encoding: 'utf8',
    env: { ...process.env, NODE_DEBUG: 'test_runner' },
  });
  assert.strictEqual(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stderr, /^TEST_RUNNER \d+: test runner configuration: /m);
  return r.stderr;
}

test('the configuration names the concurrency and isolation', () => {
  const stderr = configurationOf([]);
  assert.match(stderr, /concurrency: true,/);
  assert.match(stderr, /isolation: 'process',/);
});

test('--test-concurrency is passed on', () => {
  assert.match(configurationOf(['--test-concurrency=3']), /concurrency: 3,/);
});

test('isolation none forces a concurrency of one', () => {
  const stderr = configurationOf(['--test-isolation=none', '--test-concurrency=4']);
  assert.match(stderr, /concurrency: 1,/);
  assert.match(stderr, /isolation: 'none',/);
});

test('the timeout', () => {
  assert.match(configurationOf([]), /timeout: Infinity,/);
  assert.match(configurationOf(['--test-timeout', '25']), /timeout: 25,/);
  assert.match(configurationOf(['--test-isolation=none', '--test-timeout=30']), /timeout: 30,/);
});

test('nothing is printed without NODE_DEBUG', () => {
  const r = spawnSync(process.execPath, ['--test'], {
    cwd: tmpdir.path,
    encoding: 'utf8',
    env: { ...process.env, NODE_DEBUG: '' },
  });
  assert.strictEqual(r.status, 0);
  assert.doesNotMatch(r.stderr, /test runner configuration/);
});
