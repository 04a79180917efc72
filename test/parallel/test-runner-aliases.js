// Port of nodejs/node test/parallel/test-runner-aliases.js (rewritten for minirt).
'use strict';
// node:test's export is test() itself; it, describe and suite are aliases.
require('../common');
const assert = require('assert');
const test = require('node:test');

assert.strictEqual(test.test, test);
assert.strictEqual(test.it, test);
assert.strictEqual(test.describe, test.suite);
assert.notStrictEqual(test.describe, test);
for (const name of ['skip', 'todo', 'only', 'expectFailure']) {
  assert.strictEqual(typeof test[name], 'function');
  assert.strictEqual(typeof test.describe[name], 'function');
}
