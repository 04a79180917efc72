// Port of nodejs/node test/parallel/test-urlpattern-invalidthis.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const { URLPattern } = require('url');

const pattern = new URLPattern();
const proto = Object.getPrototypeOf(pattern);

// Getters called on something that is not a URLPattern throw instead of misbehaving.
for (const name of ['protocol', 'username', 'password', 'hostname', 'port', 'pathname',
  'search', 'hash', 'hasRegExpGroups']) {
  const getter = Object.getOwnPropertyDescriptor(proto, name).get;
  assert.throws(() => getter.call({}), { message: 'Illegal invocation' }, name);
}

// So do exec and test when detached from their pattern.
const { test, exec } = pattern;
assert.throws(() => test({}), { message: 'Illegal invocation' });
assert.throws(() => exec({}), { message: 'Illegal invocation' });
