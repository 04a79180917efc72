// --test-randomize / --test-random-seed and run()'s randomize/randomSeed: tests (and, under
// --test, the files) run and are reported in an order drawn from a seeded generator, the same
// order for the same seed; the seed is reported by the run, and bad seeds and conflicting
// options are refused with Node's errors.
// timeout: 180
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { normalize } = require('../fixtures/test-runner/run-fixture.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-runner-randomize-'));
const write = (name, text) => fs.writeFileSync(path.join(dir, name), text);
write('tree.js', `
const { test, describe, it, beforeEach } = require('node:test');
describe('suite', () => {
  beforeEach(() => {});
  for (const n of ['p', 'q', 'r', 's']) it(n, async () => { await new Promise((r) => setTimeout(r, 1)); });
  describe('inner', () => { for (const n of ['i1', 'i2', 'i3']) it(n, () => {}); });
});
test('parent', async (t) => {
  await t.test('c1', () => {});
  t.test('c2', () => {});
  t.test('c3', () => {});
  await t.test('c4', async (t2) => { t2.test('g1'); t2.test('g2'); });
});
test('concurrent', { concurrency: 3 }, async (t) => {
  for (const n of ['k1', 'k2', 'k3', 'k4', 'k5']) t.test(n, () => {});
});
test('fails', () => { throw new Error('x'); });
test.skip('skipped');
test.todo('todo');
`);
for (const f of ['f1', 'f2', 'f3', 'f4']) {
  write(`${f}.test.js`, `const { test } = require('node:test');
for (const n of ['a', 'b', 'c']) test('${f}-' + n, () => {});
`);
}
write('api.js', `
const { run } = require('node:test');
const names = [];
const stream = run({ files: ['f1.test.js', 'f2.test.js', 'f3.test.js', 'f4.test.js'], randomSeed: 7, isolation: 'none' });
stream.on('test:pass', (d) => names.push(d.name));
stream.on('test:diagnostic', (d) => { if (/seed/.test(d.message)) console.log(d.message); });
process.on('exit', () => console.log(names.join(' ')));
const error = (options) => {
  try { run(options); console.log('no error'); } catch (e) { console.log(e.name, e.code, e.message); }
};
error({ randomSeed: -1 });
error({ randomSeed: 2 ** 32 });
error({ randomSeed: 1.5 });
error({ randomSeed: '1' });
error({ randomize: 1 });
error({ randomize: true, watch: true });
error({ randomSeed: 3, watch: true });
error({ randomize: true, rerunFailuresFilePath: 'state.json' });
error({ randomSeed: 3, rerunFailuresFilePath: 'state.json' });
`);

function run(title, args, stderr) {
  console.log(`=== ${title}`);
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  process.stdout.write(normalize(r.stdout, dir));
  if (stderr) {
    const lines = r.stderr.split('\n').filter((l) => /^\w*Error\b|requires an argument/.test(l));
    console.log(`--- stderr\n${lines.join('\n')}`);
  }
  console.log(`--- exit code ${r.status}`);
}

run('seed 42', ['--test-random-seed=42', 'tree.js']);
run('seed 42, tap', ['--test-random-seed=42', '--test-reporter=tap', 'tree.js']);
run('seed 3141592653, dot', ['--test-random-seed', '3141592653', '--test-reporter=dot', 'tree.js']);
run('--test-randomize without a seed in a file run directly', ['--test-randomize', 'f1.test.js']);
run('--test with seed 42', ['--test', '--test-random-seed=42']);
run('--test with seed 42, tap', ['--test', '--test-random-seed=42', '--test-reporter=tap']);
run('--test with seed 42, no isolation', ['--test', '--test-isolation=none', '--test-random-seed=42']);
run('seed out of range', ['--test-random-seed=4294967296', 'f1.test.js'], true);
run('negative seed', ['--test-random-seed=-1', 'f1.test.js'], true);
run('run() API', ['api.js'], true);
fs.rmSync(dir, { recursive: true, force: true });
