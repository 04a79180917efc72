// --test-reporter names load as Node imports them, from the working directory: a package
// under its node_modules, a relative path, and a missing one (ERR_MODULE_NOT_FOUND naming
// the directory). Errors the runner raises in a child reach the parent without its frames.
// timeout: 120
'use strict';
const fixture = require('../fixtures/test-runner/run-fixture.js');

const cwd = fixture.path('reporter-project');
console.log('=== package reporter');
fixture.run(['--test-reporter=count-reporter', 'plan.test.js'], { cwd });
console.log('=== relative path reporter');
fixture.run(['--test-reporter=./node_modules/count-reporter/index.js', 'plan.test.js'], { cwd });
console.log('=== missing reporter');
fixture.run(['--test-reporter=./missing-reporter.mjs', 'plan.test.js'], { cwd, stderr: 'errors' });
console.log('=== missing package reporter');
fixture.run(['--test', '--test-reporter=missing-reporter', 'plan.test.js'], { cwd, stderr: 'errors' });
console.log('=== tap, from a child');
fixture.run(['--test', '--test-reporter=tap', 'plan.test.js'], { cwd });
console.log('=== junit, from a child');
fixture.run(['--test', '--test-reporter=junit', 'plan.test.js'], { cwd });
