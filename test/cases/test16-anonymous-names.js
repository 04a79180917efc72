// node:test names a test or suite given neither a name nor a named function '<anonymous>',
// whether it runs, is skipped or is a todo.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const fixture = require('../fixtures/test-runner/run-fixture.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test16-anon-'));
fs.writeFileSync(path.join(dir, 'anon.js'), `
const { test, describe, it } = require('node:test');
test();
test.skip();
test.todo();
describe();
describe('d', () => { it(); it.skip(); });
test(() => {});
test({ skip: true });
test(function named() {});
`);
fixture.run(['anon.js'], { cwd: dir });
fixture.run(['--test-reporter=tap', 'anon.js'], { cwd: dir });
fs.rmSync(dir, { recursive: true });
