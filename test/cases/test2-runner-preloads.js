// `--test` with --require and --import: the runner process runs the --require modules and
// leaves the --import ones to the test files' child processes, unless the files run in it
// (--test-isolation=none), where it imports them too.
// timeout: 120
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const fixture = require('../fixtures/test-runner/run-fixture.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test2-runner-preloads-'));
const files = {
  'imp.mjs': "console.log('imported in', process.env.NODE_TEST_CONTEXT ?? 'the runner');",
  'req.cjs': "console.log('required in', process.env.NODE_TEST_CONTEXT ?? 'the runner');",
  'a.test.js': "require('node:test')('a', () => {});",
};
for (const [name, text] of Object.entries(files)) {
  fs.writeFileSync(path.join(dir, name), `${text}\n`);
}
try {
  for (const isolation of ['process', 'none']) {
    const args = ['--test', `--test-isolation=${isolation}`, '--import=./imp.mjs',
                  '--require=./req.cjs', '--test-reporter=tap', 'a.test.js'];
    console.log(`=== ${args.join(' ')}`);
    fixture.run(args, { cwd: dir });
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
