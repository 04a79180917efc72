// node:test: a suite whose after hook fails makes the run fail (exit code 1) under spec, tap and --test; a todo suite's does not
'use strict';
if (process.env.TEST7_CHILD === 'todo') {
  const { describe, it, after } = require('node:test');
  describe('todo suite with failing after', { todo: true }, () => {
    after(() => { throw new Error('after failed'); });
    it('passes', () => {});
  });
} else if (process.env.TEST7_CHILD) {
  const { describe, it, after } = require('node:test');
  describe('suite with failing after', () => {
    after(() => { throw new Error('after failed'); });
    it('passes', () => {});
  });
  describe('fine', () => { it('also passes', () => {}); });
} else {
  const { run } = require('../fixtures/test-runner/run-fixture.js');
  const opts = { cwd: __dirname, env: { TEST7_CHILD: '1' } };
  run(['--test-reporter=spec', __filename], opts);
  run(['--test-reporter=tap', __filename], opts);
  run(['--test', '--test-reporter=dot', __filename], opts);
  run(['--test-reporter=dot', __filename], { cwd: __dirname, env: { TEST7_CHILD: 'todo' } });
}
