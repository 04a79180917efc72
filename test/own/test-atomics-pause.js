// minirt's own test: Atomics.pause, as V8 has it: a method of Atomics (non-enumerable,
// writable, configurable, length 0, not a constructor) that returns undefined for undefined or
// an integral Number and throws V8's TypeError for anything else.
'use strict';
require('../common');
const assert = require('assert');

const desc = Object.getOwnPropertyDescriptor(Atomics, 'pause');
assert.strictEqual(typeof desc.value, 'function');
assert.strictEqual(desc.enumerable, false);
assert.strictEqual(desc.writable, true);
assert.strictEqual(desc.configurable, true);
assert.strictEqual(Atomics.pause.name, 'pause');
assert.strictEqual(Atomics.pause.length, 0);
assert.strictEqual(Object.hasOwn(Atomics.pause, 'prototype'), false);
assert.throws(() => new Atomics.pause(), TypeError);

for (const n of [undefined, 0, -0, 1, -1, 2 ** 53, -(2 ** 53), 1e300, Number.MAX_VALUE]) {
  assert.strictEqual(Atomics.pause(n), undefined);
}
assert.strictEqual(Atomics.pause(), undefined);
assert.strictEqual(Atomics.pause(1, 'extra'), undefined);

const message = 'Atomics.pause argument must be undefined or an integer';
for (const n of [1.5, 0.1, NaN, Infinity, -Infinity, '1', null, true, {}, [], 1n, Symbol(),
  new Number(1), { valueOf() { return 1; } }]) {
  assert.throws(() => Atomics.pause(n), { name: 'TypeError', message });
}
