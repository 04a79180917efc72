// `--test`: test files found with Node's default patterns (TypeScript ones included,
// node_modules left out) or given as globs, each run in its own child, results reported in
// file order with one summary.
// timeout: 180
'use strict';
const fixture = require('../fixtures/test-runner/run-fixture.js');

const cwd = fixture.path('cli-project');
console.log('=== default patterns');
fixture.run(['--test'], { cwd });
console.log('=== glob');
fixture.run(['--test', 'test/**/math*.js'], { cwd });
console.log('=== tap reporter');
fixture.run(['--test', '--test-reporter=tap', 'test/math.test.js', 'test-esm.mjs'], { cwd });
console.log('=== missing file');
fixture.run(['--test', 'missing.test.js'], { cwd, stderr: true });
