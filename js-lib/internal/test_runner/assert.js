'use strict';
// internal/test_runner/assert: the assertions offered as t.assert: the `assert` module's
// functions, plus the ones registered with node:test's assert.register(name, fn) (called
// with the TestContext as `this`). snapshot and fileSnapshot are added by the harness.

const { validateFunction, validateString } = require('internal/validators');

const kMethodsToCopy = [
  'deepEqual',
  'deepStrictEqual',
  'doesNotMatch',
  'doesNotReject',
  'doesNotThrow',
  'equal',
  'fail',
  'ifError',
  'match',
  'notDeepEqual',
  'notDeepStrictEqual',
  'notEqual',
  'notStrictEqual',
  'partialDeepStrictEqual',
  'rejects',
  'strictEqual',
  'throws',
];

let assertMap;

function getAssertionMap() {
  if (assertMap === undefined) {
    const assert = require('assert');
    assertMap = new Map();
    for (let i = 0; i < kMethodsToCopy.length; i++) {
      const name = kMethodsToCopy[i];
      assertMap.set(name, assert[name]);
    }
  }
  return assertMap;
}

function register(name, fn) {
  validateString(name, 'name');
  validateFunction(fn, 'fn');
  getAssertionMap().set(name, fn);
}

module.exports = { getAssertionMap, register };
