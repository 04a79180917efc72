// Port of nodejs/node test/parallel/test-event-emitter-max-listeners.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const events = require('events');
const { EventEmitter } = events;

const e = new EventEmitter();
e.on('maxListeners', common.mustCall());
// Changing the limit emits nothing special; an event named 'maxListeners' is ordinary.
e.setMaxListeners(42);
e.emit('maxListeners');

for (const obj of [NaN, -1]) {
  assert.throws(() => e.setMaxListeners(obj), {
    code: 'ERR_OUT_OF_RANGE',
    name: 'RangeError',
  });
  assert.throws(() => events.defaultMaxListeners = obj, {
    code: 'ERR_OUT_OF_RANGE',
    name: 'RangeError',
  });
}
// A non-number is a type error.
assert.throws(() => e.setMaxListeners('and even this'), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
});
assert.strictEqual(e.setMaxListeners(0), e);
assert.strictEqual(e.getMaxListeners(), 0);
e.setMaxListeners(Infinity);
assert.strictEqual(e.getMaxListeners(), Infinity);

// The static helper applies to several emitters and to the default.
const a = new EventEmitter();
const b = new EventEmitter();
events.setMaxListeners(3, a, b);
assert.strictEqual(a.getMaxListeners(), 3);
assert.strictEqual(b.getMaxListeners(), 3);
assert.strictEqual(events.getMaxListeners(a), 3);
assert.strictEqual(new EventEmitter().getMaxListeners(), events.defaultMaxListeners);
assert.throws(() => events.setMaxListeners(-1, a), { code: 'ERR_OUT_OF_RANGE' });
