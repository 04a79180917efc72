// Port of nodejs/node test/parallel/test-domain-enter-exit.js (rewritten for minirt).
'use strict';

// The domain stack is a stack: enter pushes, exit pops the domain and everything entered
// after it, and process.domain follows the top.
require('../common');
const assert = require('assert');
const domain = require('domain');

const [a, b, c] = ['a', 'b', 'c'].map((name) => Object.assign(domain.create(), { name }));
const names = () => domain._stack.map((d) => d.name).join(',');

a.enter();
assert.strictEqual(names(), 'a');
b.enter();
assert.strictEqual(names(), 'a,b');
c.enter();
assert.strictEqual(names(), 'a,b,c');
assert.strictEqual(process.domain, c);
assert.strictEqual(domain.active, c);

b.exit();
assert.strictEqual(names(), 'a');
assert.strictEqual(process.domain, a);

// Exiting a domain that is not on the stack changes nothing.
c.exit();
assert.strictEqual(names(), 'a');

b.enter();
assert.strictEqual(names(), 'a,b');
a.exit();
assert.strictEqual(names(), '');
assert.strictEqual(process.domain, undefined);
assert.strictEqual(domain.active, undefined);
