// Port of nodejs/node test/parallel/test-event-emitter-add-listeners.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const EventEmitter = require('events');

{
  const ee = new EventEmitter();
  const events = [];
  let callbackArgs = null;

  // 'newListener' fires before the listener is added, with the event name and listener.
  ee.on('newListener', function(event, listener) {
    assert.strictEqual(this, ee);
    if (event === 'newListener') return;
    events.push(event);
    assert.strictEqual(ee.listeners(event).length, 0);
    assert.strictEqual(typeof listener, 'function');
  });

  const hello = common.mustCall(function(a, b) {
    callbackArgs = [a, b];
  });
  ee.once('newListener', function(name, listener) {
    assert.strictEqual(name, 'hello');
    assert.strictEqual(listener, hello);
    assert.deepStrictEqual(this.listeners('hello'), []);
  });
  ee.on('hello', hello);
  ee.once('foo', assert.fail);
  assert.deepStrictEqual(['hello', 'foo'], events);
  ee.emit('hello', 'a', 'b');
  assert.deepStrictEqual(callbackArgs, ['a', 'b']);
}

{
  // Listener order follows registration, and the count grows.
  const ee = new EventEmitter();
  const listen1 = () => {};
  const listen2 = () => {};
  ee.on('x', listen1);
  ee.once('newListener', () => {
    assert.deepStrictEqual(ee.listeners('x'), [listen1]);
    ee.once('newListener', () => {
      assert.deepStrictEqual(ee.listeners('x'), [listen1]);
    });
    ee.on('x', listen2);
  });
  ee.on('x', listen1);
  // listen2 was added from within the newListener handler, before the outer listen1.
  assert.deepStrictEqual(ee.listeners('x'), [listen1, listen2, listen1]);
}

{
  // addListener is an alias of on and both return the emitter.
  const ee = new EventEmitter();
  assert.strictEqual(EventEmitter.prototype.addListener, EventEmitter.prototype.on);
  assert.strictEqual(ee.on('a', () => {}), ee);
  assert.strictEqual(ee.addListener('a', () => {}), ee);
  assert.strictEqual(ee.listenerCount('a'), 2);
}
