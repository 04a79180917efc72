// Port of nodejs/node test/parallel/test-event-emitter-prepend.js (rewritten for minirt).
'use strict';
const common = require('../common');
const EventEmitter = require('events');
const assert = require('assert');

const myEE = new EventEmitter();
let m = 0;
// This one comes last.
myEE.on('foo', common.mustCall(() => assert.strictEqual(m, 2)));
// This one comes second.
myEE.prependListener('foo', common.mustCall(() => assert.strictEqual(m++, 1)));
// This one comes first.
myEE.prependOnceListener('foo', common.mustCall(() => assert.strictEqual(m++, 0)));
myEE.emit('foo');
assert.strictEqual(myEE.listenerCount('foo'), 2);

// Both prepend methods return the emitter and validate the listener.
assert.strictEqual(myEE.prependListener('x', () => {}), myEE);
assert.strictEqual(myEE.prependOnceListener('x', () => {}), myEE);
assert.throws(() => myEE.prependListener('x', 'nope'), { code: 'ERR_INVALID_ARG_TYPE' });

// A subclass without EventEmitter's constructor still gets working prepend methods.
function Foo() {}
Object.setPrototypeOf(Foo.prototype, EventEmitter.prototype);
const foo = new Foo();
const calls = [];
foo.on('e', () => calls.push('on'));
foo.prependListener('e', () => calls.push('prepend'));
foo.emit('e');
assert.deepStrictEqual(calls, ['prepend', 'on']);
