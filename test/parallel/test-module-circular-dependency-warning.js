// Port of nodejs/node test/parallel/test-module-circular-dependency-warning.js (rewritten for minirt).
// While a CommonJS cycle is loading, reading a property its partial plain exports object does
// not have warns (symbols too); __esModule and existing names do not; the warning prototype is
// gone once the module has loaded; exports that are not plain objects, or are transpiled ESM,
// never warn.
'use strict';
const common = require('../common');
const assert = require('assert');
const fixtures = require('../common/fixtures');

common.expectWarning({
  Warning: [
    ["Accessing non-existent property 'missingProp' of module exports inside circular dependency"],
    ["Accessing non-existent property 'Symbol(someSymbol)' of module exports inside circular dependency"],
    ["Accessing non-existent property 'missingFromReplaced' of module exports inside circular dependency"],
  ],
});

const a = require(fixtures.path('resolve', 'circular', 'warn-a.js'));
assert.strictEqual(Object.getPrototypeOf(a), Object.prototype);
assert.strictEqual(a.fromA, 'a');
const replaced = require(fixtures.path('resolve', 'circular', 'replaced-a.js'));
assert.strictEqual(Object.getPrototypeOf(replaced), Object.prototype);
const child = require(fixtures.path('resolve', 'circular', 'class-a.js'));
assert.strictEqual(Object.getPrototypeOf(child).name, 'Parent');
assert.strictEqual(require(fixtures.path('resolve', 'circular', 'esm-a.js')).__esModule, true);
