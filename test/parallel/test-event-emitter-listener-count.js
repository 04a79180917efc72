// Port of nodejs/node test/parallel/test-event-emitter-listener-count.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const EventEmitter = require('events');

const emitter = new EventEmitter();
emitter.on('foo', () => {});
emitter.on('foo', () => {});
emitter.on('baz', () => {});
// Allow any type of event name.
emitter.on(123, () => {});

assert.strictEqual(EventEmitter.listenerCount(emitter, 'foo'), 2);
assert.strictEqual(emitter.listenerCount('foo'), 2);
assert.strictEqual(emitter.listenerCount('bar'), 0);
assert.strictEqual(emitter.listenerCount('baz'), 1);
assert.strictEqual(emitter.listenerCount(123), 1);

// The optional listener argument counts only matches, including once wrappers.
const fn = () => {};
emitter.on('q', fn);
emitter.once('q', fn);
emitter.on('q', () => {});
assert.strictEqual(emitter.listenerCount('q'), 3);
assert.strictEqual(emitter.listenerCount('q', fn), 2);
assert.strictEqual(emitter.listenerCount('q', () => {}), 0);
