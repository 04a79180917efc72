// `--test --test-isolation=none` and run({ isolation: 'none' }): every test file is loaded
// into the runner's own process, one after the other, and their tests run there with one
// combined report: file-level hooks are shared, a file that throws at load or declares no
// test is reported as a test named after it, and the filters and reporters apply as usual.
// timeout: 180
'use strict';
const fixture = require('../fixtures/test-runner/run-fixture.js');

const cwd = fixture.path('isolation-project');
const none = ['--test', '--test-isolation=none'];
console.log('=== spec');
fixture.run(none, { cwd, stderr: true });
console.log('=== tap');
fixture.run([...none, '--test-reporter=tap'], { cwd });
console.log('=== dot');
fixture.run([...none, '--test-reporter=dot'], { cwd });
console.log('=== junit');
fixture.run([...none, '--test-reporter=junit'], { cwd });
console.log('=== name pattern');
fixture.run([...none, '--test-name-pattern=/works|esm/'], { cwd });
console.log('=== skip pattern and a glob');
fixture.run([...none, '--test-skip-pattern=breaks', 'a-*.js', '*.mjs'], { cwd });
console.log('=== process.exitCode set by a file');
fixture.run(none, { cwd: fixture.path('cli-project') });
console.log('=== run() API');
fixture.run([fixture.path('isolation-run-api.mjs')], { cwd });
console.log('=== run() API with name and skip patterns');
fixture.run([fixture.path('isolation-run-api.mjs'), '/works|esm|first/', 'subtest'], { cwd });
