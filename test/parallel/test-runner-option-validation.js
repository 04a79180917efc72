// Port of nodejs/node test/parallel/test-runner-option-validation.js (rewritten for minirt).
'use strict';
// test() validates `timeout` and `concurrency` synchronously, before the test is queued;
// accepted values create ordinary (empty) tests.
require('../common');
const assert = require('assert');
const test = require('node:test');

const wrongTypes = [Symbol('s'), {}, [], () => {}, 2n, false, 'str'];
for (const timeout of wrongTypes) {
  if (timeout === false) continue;
  assert.throws(() => test({ timeout }), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
for (const timeout of [-5, -Infinity, NaN, 2 ** 32, Number.MAX_SAFE_INTEGER]) {
  assert.throws(() => test({ timeout }), { code: 'ERR_OUT_OF_RANGE', name: 'RangeError' });
}
for (const timeout of [null, undefined, Infinity, 0, 10, 2.5]) {
  test({ timeout });
}

for (const concurrency of wrongTypes) {
  if (concurrency === false) continue;
  assert.throws(() => test({ concurrency }), { code: 'ERR_INVALID_ARG_TYPE' });
}
for (const concurrency of [-2, 0, 2.5, -Infinity, NaN, 2 ** 32, Number.MAX_SAFE_INTEGER]) {
  assert.throws(() => test({ concurrency }), { code: 'ERR_OUT_OF_RANGE' });
}
for (const concurrency of [null, undefined, 3, 2 ** 31, true, false]) {
  test({ concurrency });
}

assert.throws(() => test({ signal: {} }), { code: 'ERR_INVALID_ARG_TYPE' });
