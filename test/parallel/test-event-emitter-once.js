// Port of nodejs/node test/parallel/test-event-emitter-once.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const EventEmitter = require('events');

{
  const e = new EventEmitter();
  e.once('hello', common.mustCall());
  e.emit('hello', 'a', 'b');
  e.emit('hello', 'a', 'b');
  e.emit('hello', 'a', 'b');
  assert.strictEqual(e.listenerCount('hello'), 0);
}

{
  // A once listener removed before the emit never runs.
  const e = new EventEmitter();
  function remove() { assert.fail('once->foo should not be emitted'); }
  e.once('foo', remove);
  e.removeListener('foo', remove);
  e.emit('foo');
}

{
  // Re-emitting from inside a once listener does not call it again.
  const e = new EventEmitter();
  let times = 0;
  e.once('e', common.mustCall(() => {
    times++;
    e.emit('e');
  }));
  e.emit('e');
  assert.strictEqual(times, 1);
}

{
  // Listener registered with once is reported as the original function.
  const e = new EventEmitter();
  const fn = () => {};
  e.once('x', fn);
  assert.deepStrictEqual(e.listeners('x'), [fn]);
  assert.strictEqual(e.rawListeners('x')[0].listener, fn);
  assert.notStrictEqual(e.rawListeners('x')[0], fn);
}

{
  // Non-function listeners are rejected.
  const e = new EventEmitter();
  assert.throws(() => e.once('foo', null), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
    message: 'The "listener" argument must be of type function. Received null',
  });
}

{
  // Any number of arguments reaches the listener.
  for (const args of [[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd', 'e']]) {
    const e = new EventEmitter();
    e.once('e', common.mustCall((...got) => {
      assert.deepStrictEqual(got, args);
    }));
    e.emit('e', ...args);
  }
}
