// Port of nodejs/node test/parallel/test-runner-worker-id.js (rewritten for minirt).
'use strict';
// NODE_TEST_WORKER_ID and t.workerId under `--test`: set (and equal) in every file's child,
// 1 for a single slot, and 1 for every file when --test-isolation=none loads them all into
// the runner's own process.
require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { test } = require('node:test');

tmpdir.refresh();
const files = ['one', 'two'].map((name) => {
  const file = tmpdir.resolve(`${name}.test.js`);
  fs.writeFileSync(file, `
    const { test } = require('node:test');
    test('${name}', (t) => {
      console.log('ids ${name}', process.env.NODE_TEST_WORKER_ID, t.workerId);
    });
  `);
  return path.basename(file);
});

function idsOf(args) {
  const r = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...args, ...files],
                      { cwd: tmpdir.path, encoding: 'utf8' });
  assert.strictEqual(r.status, 0, r.stdout + r.stderr);
  const ids = {};
  for (const [, name, env, ctx] of r.stdout.matchAll(/ids (\w+) (\S+) (\S+)/g)) {
    assert.strictEqual(env, ctx, `${name}: NODE_TEST_WORKER_ID and t.workerId differ`);
    ids[name] = Number(env);
  }
  assert.deepStrictEqual(Object.keys(ids).sort(), ['one', 'two']);
  return ids;
}

test('each child has a slot within the concurrency', () => {
  for (const id of Object.values(idsOf(['--test-concurrency=2']))) {
    assert.ok(id === 1 || id === 2, `unexpected id ${id}`);
  }
});

test('one slot means id 1', () => {
  assert.deepStrictEqual(idsOf(['--test-concurrency=1']), { one: 1, two: 1 });
});

test('isolation none runs every file as worker 1', () => {
  assert.deepStrictEqual(idsOf(['--test-isolation=none']), { one: 1, two: 1 });
});
