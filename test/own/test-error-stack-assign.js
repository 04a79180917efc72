// minirt's own test: a `stack` the program assigns or defines on an error is the one read
// back, at every read site, also at one that has read another error's stack before (Boa's
// inline cache recorded the receiver's shape after Error.prototype's getter had given it an
// own `stack`: js-lib/internal/errors_stack.js). Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

const readStack = (e) => e.stack;
const first = new Error('a');
assert.match(readStack(first), /^Error: a\n {4}at /);
// The first read's text stays the error's.
assert.strictEqual(readStack(first), first.stack);

const assigned = new Error('b');
assigned.stack = 'Error: b\n    at filtered';
assert.strictEqual(readStack(assigned), 'Error: b\n    at filtered');
assert.strictEqual(assigned.stack, 'Error: b\n    at filtered');

const defined = new TypeError('c');
Object.defineProperty(defined, 'stack', { value: 'S', writable: true, configurable: true });
assert.strictEqual(readStack(defined), 'S');
assert.strictEqual(Object.getOwnPropertyDescriptor(defined, 'stack').value, 'S');

// Assigned after its own first read, then read again at the same site.
const reread = new RangeError('d');
readStack(reread);
reread.stack = 'replaced';
assert.strictEqual(readStack(reread), 'replaced');

for (let i = 0; i < 20; i++) {
  const e = new Error(`e${i}`);
  if (i % 2 === 0) e.stack = `custom ${i}`;
  const want = i % 2 === 0 ? `custom ${i}` : `Error: e${i}\n`;
  assert.ok(readStack(e).startsWith(want), `${i}: ${readStack(e)}`);
}
