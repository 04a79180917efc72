// Port of nodejs/node test/parallel/test-event-emitter-get-max-listeners.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const EventEmitter = require('events');

const emitter = new EventEmitter();
assert.strictEqual(emitter.getMaxListeners(), EventEmitter.defaultMaxListeners);
assert.strictEqual(EventEmitter.defaultMaxListeners, 10);
emitter.setMaxListeners(0);
assert.strictEqual(emitter.getMaxListeners(), 0);
emitter.setMaxListeners(3);
assert.strictEqual(emitter.getMaxListeners(), 3);

// https://github.com/nodejs/node/issues/523 - second call should not throw.
const recv = {};
EventEmitter.prototype.on.call(recv, 'event', () => {});
EventEmitter.prototype.on.call(recv, 'event', () => {});
