// node:test's module shape: exports and their descriptors, aliases, node:test/reporters,
// scheme-only loading, the contexts handed to tests and suites, getTestContext.
'use strict';
const test = require('node:test');
const reporters = require('node:test/reporters');

function describeProps(obj) {
  return Object.getOwnPropertyNames(obj).map((k) => {
    const d = Object.getOwnPropertyDescriptor(obj, k);
    return `${k}:${'get' in d ? 'accessor' : typeof d.value}${d.enumerable ? '' : ':hidden'}`;
  }).join(' ');
}

console.log(describeProps(test));
console.log(test.name, test.length, test.test === test, test.it === test,
            test.describe === test.suite, test.describe.name);
console.log(Object.keys(test.describe).join(','), Object.keys(test.test).join(','));
console.log(describeProps(reporters));
console.log(reporters.spec.name, reporters.lcov.name, reporters.tap.name, reporters.dot.name,
            reporters.junit.name);
console.log(Object.keys(test.snapshot).join(','), Object.keys(test.assert).join(','));
console.log(Object.getOwnPropertyNames(Object.getPrototypeOf(test.mock)).join(','));
console.log(typeof test.run, test.getTestContext());
for (const id of ['test', 'test/reporters']) {
  try {
    require(id);
  } catch (err) {
    console.log(id, err.code);
  }
}
console.log(require('module').isBuiltin('node:test'), require('module').isBuiltin('test'));

require('../fixtures/test-runner/run-fixture.js').run(['contexts.js']);
