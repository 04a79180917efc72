// --test-rerun-failures=PATH and run()'s rerunFailuresFilePath: each run appends to the state
// file the tests that passed (by file:line:column, with their children), and a later run
// replays those instead of running them ("passed on attempt N"), in a file run directly and
// under --test; a state file holding null or bad JSON, and a bad path, are reported as Node
// does.
// timeout: 180
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { normalize } = require('../fixtures/test-runner/run-fixture.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-runner-rerun-'));
const write = (name, text) => fs.writeFileSync(path.join(dir, name), text);
write('flaky.test.js', `const { test, describe, it } = require('node:test');
const fixed = process.env.FIXED === '1';
test('passes', () => {});
test('flaky', () => { if (!fixed) throw new Error('not yet'); });
describe('group', () => {
  it('inner passes', () => {});
  it('inner flaky', () => { if (!fixed) throw new Error('not yet'); });
});
test('with subtests', async (t) => {
  await t.test('sub', () => {});
});
for (let i = 0; i < 2; i++) test('same place ' + i, () => {});
`);
write('other.test.js', `const { test } = require('node:test');
test('other', () => { if (process.env.FIXED !== '1') throw new Error('other not yet'); });
`);
write('api.mjs', `import { run } from 'node:test';
import { spec } from 'node:test/reporters';
run({ files: ['flaky.test.js'], rerunFailuresFilePath: 'api-state.json', isolation: 'none' })
  .compose(spec).pipe(process.stdout);
`);

function run(title, args, env = {}, stderr = false) {
  console.log(`=== ${title}`);
  const r = spawnSync(process.execPath, args, {
    cwd: dir, encoding: 'utf8', env: { ...process.env, ...env },
  });
  process.stdout.write(normalize(r.stdout, dir));
  if (stderr) {
    // The error's class only: engines word JSON syntax errors differently.
    const lines = r.stderr.split('\n').filter((l) => /^\w*Error\b/.test(l))
      .map((l) => l.replace(/:.*/, ''));
    console.log(`--- stderr\n${normalize(lines.join('\n'), dir)}`);
  }
  console.log(`--- exit code ${r.status}`);
}

function showState(name) {
  const text = fs.readFileSync(path.join(dir, name), 'utf8')
    .replace(/"duration_ms": [\d.e-]+/g, '"duration_ms": *')
    .replace(/"testId": \d+/g, '"testId": *')
    .replace(/"parentId": \d+/g, '"parentId": *');
  console.log(`--- ${name}\n${normalize(text, dir)}`);
}

const direct = ['--test-rerun-failures=state.json', 'flaky.test.js'];
run('first run', direct);
showState('state.json');
run('second run, fixed', direct, { FIXED: '1' });
run('third run, broken again: only the tests that failed in the second run run', direct);
showState('state.json');

const all = ['--test', '--test-rerun-failures=all.json', '--test-reporter=tap'];
run('--test, first run', all);
run('--test, second run, fixed', all, { FIXED: '1' });
showState('all.json');

run('run() API', ['api.mjs']);
run('run() API again, fixed', ['api.mjs'], { FIXED: '1' });
showState('api-state.json');

write('null.json', 'null\n');
run('a state file holding null', ['--test-rerun-failures=null.json', 'flaky.test.js'], { FIXED: '1' });
write('bad.json', '{ not json\n');
run('a state file of bad JSON', ['--test-rerun-failures=bad.json', 'flaky.test.js'], {}, true);
fs.rmSync(dir, { recursive: true, force: true });
