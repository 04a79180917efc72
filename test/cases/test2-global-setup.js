// --test-global-setup (run({ globalSetupPath })): the module's globalSetup runs once before
// the first test (in the runner, not in each file's child, so what it puts in process.env
// reaches the files), its globalTeardown after the run; falsy exports count as absent,
// other non-functions, a setup that throws and a missing module end the run with exit code 7.
// timeout: 180
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const fixture = require('../fixtures/test-runner/run-fixture.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test2-global-setup-'));
const files = {
  'setup.mjs': `export async function globalSetup(...args) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  console.log('setup with', args.length, 'arguments');
  process.env.FROM_SETUP = 'yes';
}
export function globalTeardown() { console.log('teardown'); }`,
  'falsy.cjs': "exports.globalSetup = 0;\nexports.globalTeardown = () => console.log('teardown only');",
  'not-function.mjs': "export function globalSetup() {}\nexport const globalTeardown = 'x';",
  'throws.mjs': "export function globalSetup() { throw new Error('setup failed'); }",
  'pass.test.js': "require('node:test')('pass', () => console.log('env', process.env.FROM_SETUP));",
  'fail.test.js': "require('node:test')('fail', () => { throw new Error('failing'); });",
};
for (const [name, text] of Object.entries(files)) {
  fs.writeFileSync(path.join(dir, name), `${text}\n`);
}
const run = (...args) => {
  console.log(`=== ${args.join(' ')}`);
  fixture.run(args, { cwd: dir, stderr: 'errors' });
};
try {
  run('--test', '--test-global-setup=setup.mjs', 'pass.test.js', 'fail.test.js');
  run('--test', '--test-reporter=tap', '--test-global-setup=setup.mjs', 'pass.test.js');
  run('--test', '--test-isolation=none', '--test-reporter=dot', '--test-global-setup=setup.mjs',
      'pass.test.js', 'fail.test.js');
  run('--test-global-setup=setup.mjs', 'pass.test.js');
  run('--test', '--test-global-setup=falsy.cjs', 'pass.test.js');
  run('--test', '--test-global-setup=not-function.mjs', 'pass.test.js');
  run('--test', '--test-global-setup=throws.mjs', 'pass.test.js');
  run('--test', '--test-global-setup=missing.mjs', 'pass.test.js');
  const { run: runApi } = require('node:test');
  for (const value of [5, 'a\u0000b', new URL('file:///x')]) {
    try {
      runApi({ files: [], globalSetupPath: value });
    } catch (err) {
      console.log(err.code, err.message);
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
