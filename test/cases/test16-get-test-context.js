// node:test getTestContext(): inside a suite, and inside any hook, it gives a TestContext of
// the suite (or test, or root) the code belongs to, the same object on every call.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const fixture = require('../fixtures/test-runner/run-fixture.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test16-ctx-'));
fs.writeFileSync(path.join(dir, 'ctx.js'), `
const { describe, it, test, getTestContext, before, after, beforeEach } = require('node:test');
const show = (where, c) => console.log(where, c?.constructor.name, c?.name);
before(() => show('global before', getTestContext()));
describe('suite', () => {
  const c1 = getTestContext();
  show('describe', c1);
  console.log('same object', c1 === getTestContext(), typeof c1.test);
  before(() => console.log('before', getTestContext() === c1));
  beforeEach(() => show('beforeEach', getTestContext()));
  it('it', (t) => console.log('in it', getTestContext() === t));
});
test('t', async (t) => {
  t.beforeEach(() => console.log('t.beforeEach', getTestContext() === t));
  await t.test('s', (s) => console.log('s', getTestContext() === s));
});
`);
fixture.run(['ctx.js'], { cwd: dir });
fs.rmSync(dir, { recursive: true });
