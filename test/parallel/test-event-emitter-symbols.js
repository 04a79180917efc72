// Port of nodejs/node test/parallel/test-event-emitter-symbols.js (rewritten for minirt).
'use strict';
const common = require('../common');
const EventEmitter = require('events');
const assert = require('assert');

const ee = new EventEmitter();
const foo = Symbol('foo');
const listener = common.mustCall();

ee.on(foo, listener);
assert.deepStrictEqual(ee.listeners(foo), [listener]);
assert.deepStrictEqual(ee.eventNames(), [foo]);

ee.emit(foo);

ee.removeAllListeners();
assert.deepStrictEqual(ee.listeners(foo), []);

ee.on(foo, listener);
assert.deepStrictEqual(ee.listeners(foo), [listener]);

ee.removeListener(foo, listener);
assert.deepStrictEqual(ee.listeners(foo), []);

// Symbol and string names share eventNames() in insertion order.
const bar = Symbol('bar');
ee.on('s', () => {});
ee.on(bar, () => {});
assert.deepStrictEqual(ee.eventNames(), ['s', bar]);
