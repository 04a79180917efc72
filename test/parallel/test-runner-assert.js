// Port of nodejs/node test/parallel/test-runner-assert.js (rewritten for minirt).
'use strict';
// t.assert carries the assert module's functions (not its classes or `strict`) plus the
// snapshot assertions, and counts towards t.plan().
require('../common');
const assert = require('assert');
const test = require('node:test');

test('t.assert has the assert functions and snapshots', (t) => {
  const left = new Set(['AssertionError', 'CallTracker', 'strict', 'Assert']);
  const expected = Object.keys(assert).filter((k) => !left.has(k));
  expected.push('snapshot', 'fileSnapshot');
  assert.deepStrictEqual(Object.keys(t.assert).sort(), expected.sort());
});

test('t.assert methods behave like assert', (t) => {
  t.assert.strictEqual(1, 1);
  t.assert.deepStrictEqual({ a: [1] }, { a: [1] });
  assert.throws(() => t.assert.strictEqual(1, 2), { code: 'ERR_ASSERTION' });
  assert.throws(() => t.assert.ok(0, 'custom message'), { message: 'custom message' });
  t.assert.match('abc', /b/);
  t.assert.throws(() => { throw new TypeError('x'); }, TypeError);
});

test('t.assert calls count for the plan', (t) => {
  t.plan(3);
  t.assert.ok(true);
  t.assert.equal(2, 2);
  t.assert.notStrictEqual(1, 2);
});

test('registered assertions are added', (t) => {
  // t.assert is built on first use, from the assertions known then.
  const before = t.assert;
  test.assert.register('isEven', function(n) {
    if (n % 2 !== 0) throw new Error(`${n} is odd`);
    return this;
  });
  assert.strictEqual(typeof before.isEven, 'undefined');
});

test('a later test sees registered assertions, called with its context', (t) => {
  assert.strictEqual(t.assert.isEven(4), t);
  assert.throws(() => t.assert.isEven(3), /3 is odd/);
});
