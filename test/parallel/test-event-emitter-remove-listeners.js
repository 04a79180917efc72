// Port of nodejs/node test/parallel/test-event-emitter-remove-listeners.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const EventEmitter = require('events');

function listener1() {}
function listener2() {}

{
  const ee = new EventEmitter();
  ee.on('hello', listener1);
  ee.on('removeListener', common.mustCall((name, cb) => {
    assert.strictEqual(name, 'hello');
    assert.strictEqual(cb, listener1);
  }));
  ee.removeListener('hello', listener1);
  assert.deepStrictEqual([], ee.listeners('hello'));
}

{
  // Removing an unknown listener is a no-op and emits nothing.
  const ee = new EventEmitter();
  ee.on('hello', listener1);
  ee.on('removeListener', common.mustNotCall());
  ee.removeListener('hello', listener2);
  assert.deepStrictEqual([listener1], ee.listeners('hello'));
}

{
  // Removing one of two listeners leaves the other.
  const ee = new EventEmitter();
  ee.on('hello', listener1);
  ee.on('hello', listener2);
  ee.once('removeListener', common.mustCall((name, cb) => {
    assert.strictEqual(name, 'hello');
    assert.strictEqual(cb, listener1);
    assert.deepStrictEqual([listener2], ee.listeners('hello'));
  }));
  ee.removeListener('hello', listener1);
  assert.deepStrictEqual([listener2], ee.listeners('hello'));
  ee.once('removeListener', common.mustCall((name, cb) => {
    assert.strictEqual(cb, listener2);
    assert.deepStrictEqual([], ee.listeners('hello'));
  }));
  ee.removeListener('hello', listener2);
  assert.deepStrictEqual([], ee.listeners('hello'));
}

{
  // A listener removing another listener during emit does not affect the current emit.
  const ee = new EventEmitter();
  function remove1() { assert.fail('remove1 should not have been called'); }
  function remove2() { assert.fail('remove2 should not have been called'); }
  ee.on('removeListener', common.mustCall(function(name, cb) {
    if (cb !== remove1) return;
    this.removeListener('quux', remove2);
    this.emit('quux');
  }, 2));
  ee.on('quux', remove1);
  ee.on('quux', remove2);
  ee.removeListener('quux', remove1);
}

{
  // The most recently added duplicate is the one removed.
  const ee = new EventEmitter();
  ee.on('hello', listener1);
  ee.on('hello', listener2);
  ee.on('hello', listener1);
  ee.removeListener('hello', listener1);
  assert.deepStrictEqual(ee.listeners('hello'), [listener1, listener2]);
}

{
  // removeListener and off return the emitter; off is an alias.
  const ee = new EventEmitter();
  assert.strictEqual(ee.removeListener('foo', () => {}), ee);
  assert.strictEqual(EventEmitter.prototype.off, EventEmitter.prototype.removeListener);
  assert.throws(() => ee.removeListener('foo', null), { code: 'ERR_INVALID_ARG_TYPE' });
}

{
  // Removing a once() listener by its original function.
  const ee = new EventEmitter();
  const listener3 = common.mustCall(() => { ee.removeListener('hello', listener4); }, 2);
  const listener4 = common.mustCall();
  ee.on('hello', listener3);
  ee.on('hello', listener4);
  // listener4 still runs on the first emit (the array was copied), then is gone.
  ee.emit('hello');
  ee.emit('hello');
}

{
  // removeAllListeners with and without a name.
  const ee = new EventEmitter();
  ee.on('a', listener1);
  ee.on('a', listener2);
  ee.on('b', listener1);
  const removed = [];
  ee.on('removeListener', (name, fn) => removed.push([name, fn]));
  assert.strictEqual(ee.removeAllListeners('a'), ee);
  assert.deepStrictEqual(removed, [['a', listener2], ['a', listener1]]);
  assert.deepStrictEqual(ee.eventNames(), ['b', 'removeListener']);
  ee.removeAllListeners();
  assert.deepStrictEqual(ee.eventNames(), []);
  assert.deepStrictEqual(removed.slice(2), [['b', listener1]]);
}
