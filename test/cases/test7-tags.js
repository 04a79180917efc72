// node:test tags: canonical (lowercased, deduplicated, inherited) tags, their validation, and --experimental-test-tag-filter / run({ testTagFilters }) expressions
'use strict';
if (process.env.TEST7_CHILD) {
  const { test, describe, it } = require('node:test');
  test('unit test', { tags: ['Unit', 'unit'] }, (t) => { console.log('tags', t.tags, Object.isFrozen(t.tags)); });
  test('integration test', { tags: ['integration'] }, () => {});
  test('untagged', () => {});
  describe('suite', { tags: ['unit'] }, () => {
    it('inherits', (t) => console.log('inherited', t.tags));
    it('own', { tags: ['slow', 'db-v2'] }, (t) => console.log('own', t.tags));
  });
  for (const tags of ['x', ['a b'], [''], ['OR'], [1], ['x*']]) {
    try { test('bad', { tags }); } catch (e) { console.log(e.code, e.message); }
  }
} else {
  const { run } = require('../fixtures/test-runner/run-fixture.js');
  const opts = { cwd: __dirname, env: { TEST7_CHILD: '1' } };
  for (const filter of ['unit', 'SLOW', 'unit && !slow', 'not unit', 'integration or (unit and db-*)', '*']) {
    console.log(`=== ${filter}`);
    run(['--test-reporter=spec', `--experimental-test-tag-filter=${filter}`, __filename], opts);
  }
  console.log('=== two filters, under --test');
  run(['--test', '--test-reporter=dot', '--experimental-test-tag-filter=unit',
       '--experimental-test-tag-filter=!slow', __filename], opts);
  const test = require('node:test');
  for (const filter of ['a &', '(a', 'a b', ' ', '!', 'a && ||', 'a |', 3]) {
    try { test.run({ testTagFilters: [filter] }); } catch (e) { console.log(e.code, e.message); }
  }
}
