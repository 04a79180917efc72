// --experimental-test-coverage and run({ coverage: true }): a runtime with an inspector
// reports coverage; one without (process.features.inspector false) warns once that
// coverage could not be collected, prints no report, and keeps the run's exit code.
// timeout: 120
'use strict';
const { spawnSync } = require('child_process');
const fixture = require('../fixtures/test-runner/run-fixture.js');

const withInspector = process.features.inspector;
function check(label, args) {
  const r = spawnSync(process.execPath, args, { cwd: fixture.dir, encoding: 'utf8' });
  const report = /start of coverage report/.test(r.stdout);
  const warnings = r.stderr.split('coverage could not be collected').length - 1;
  const ok = withInspector ? report && warnings === 0 : !report && warnings === 1;
  console.log(label, ok ? 'ok' : `unexpected: report ${report}, warnings ${warnings}`,
              'exit', r.status);
}

check('direct', ['--experimental-test-coverage', 'coverage-unavailable.js']);
check('--test', ['--test', '--experimental-test-coverage', 'coverage-unavailable.js']);
check('--test tap', ['--test', '--experimental-test-coverage', '--test-reporter=tap',
                     'coverage-unavailable.js']);
check('run()', ['--input-type=module', '-e', `
  import { run } from 'node:test';
  import { spec } from 'node:test/reporters';
  run({ files: ['coverage-unavailable.js'], coverage: true }).compose(spec).pipe(process.stdout);
`]);
