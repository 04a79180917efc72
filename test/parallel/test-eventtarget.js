// Port of nodejs/node test/parallel/test-eventtarget.js (rewritten for minirt).
'use strict';

// Event, CustomEvent and EventTarget: event state, listener options, dispatch order and
// re-entrancy, argument errors, and errors thrown by listeners.
const common = require('../common');
const assert = require('assert');
const { inspect } = require('util');

// A fresh Event.
{
  const ev = new Event('foo');
  assert.strictEqual(ev.type, 'foo');
  assert.strictEqual(ev.cancelable, false);
  assert.strictEqual(ev.defaultPrevented, false);
  assert.strictEqual(typeof ev.timeStamp, 'number');
  assert.deepStrictEqual(ev.composedPath(), []);
  assert.strictEqual(ev.returnValue, true);
  assert.strictEqual(ev.bubbles, false);
  assert.strictEqual(ev.composed, false);
  assert.strictEqual(ev.isTrusted, false);
  assert.strictEqual(ev.eventPhase, Event.NONE);
  assert.strictEqual(ev.target, null);
  assert.strictEqual(ev.currentTarget, null);
  assert.strictEqual(ev.cancelBubble, false);
  // Not cancelable: preventDefault() has no effect.
  ev.preventDefault();
  assert.strictEqual(ev.defaultPrevented, false);
}

// Constants, constructor arguments and coercion of the type.
{
  assert.strictEqual(Event.NONE, 0);
  assert.strictEqual(Event.CAPTURING_PHASE, 1);
  assert.strictEqual(Event.AT_TARGET, 2);
  assert.strictEqual(Event.BUBBLING_PHASE, 3);
  assert.strictEqual(Event.length, 1);
  assert.strictEqual(new Event(1).type, '1');
  assert.strictEqual(new Event(false).type, 'false');
  assert.strictEqual(new Event('x', null).type, 'x');
  assert.throws(() => new Event(), { code: 'ERR_MISSING_ARGS', name: 'TypeError' });
  assert.throws(() => new Event(Symbol()), TypeError);
  for (const bad of ['foo', 1, false]) {
    assert.throws(() => new Event('foo', bad), {
      code: 'ERR_INVALID_ARG_TYPE',
      name: 'TypeError',
    });
  }
}

// cancelable events, preventDefault, returnValue and cancelBubble.
{
  const ev = new Event('foo', { cancelable: true });
  ev.preventDefault();
  assert.strictEqual(ev.defaultPrevented, true);
  assert.strictEqual(ev.returnValue, false);

  const ev2 = new Event('foo', { cancelable: true });
  ev2.returnValue = false;
  assert.strictEqual(ev2.defaultPrevented, true);

  const ev3 = new Event('foo');
  ev3.cancelBubble = 'truthy';
  assert.strictEqual(ev3.cancelBubble, true);
  const ev4 = new Event('foo');
  ev4.stopPropagation();
  assert.strictEqual(ev4.cancelBubble, true);
}

// Brand checks.
{
  assert.throws(() => Event.prototype.type, { code: 'ERR_INVALID_THIS' });
  assert.throws(() => Event.prototype.preventDefault.call({}), { code: 'ERR_INVALID_THIS' });
  assert.throws(() => EventTarget.prototype.addEventListener.call({}, 'x', () => {}),
                { code: 'ERR_INVALID_THIS' });
  const target = new EventTarget();
  for (const value of ['foo', {}, [], 1, null, undefined, false, Symbol(), /a/]) {
    assert.throws(() => target.dispatchEvent.call(value, new Event('foo')),
                  { code: 'ERR_INVALID_THIS' });
  }
}

// CustomEvent carries `detail` (null by default).
{
  const ev = new CustomEvent('foo', { detail: { a: 1 } });
  assert.deepStrictEqual(ev.detail, { a: 1 });
  assert.strictEqual(new CustomEvent('foo').detail, null);
  assert.ok(ev instanceof Event);
  assert.throws(() => new CustomEvent(), { code: 'ERR_MISSING_ARGS' });
  assert.strictEqual(Object.prototype.toString.call(ev), '[object CustomEvent]');
}

// Function and handleEvent listeners, `this`, once, and dispatchEvent's return value.
{
  const target = new EventTarget();
  const fn = common.mustCall(function(event) {
    assert.strictEqual(this, target);
    assert.strictEqual(event.target, target);
    assert.strictEqual(event.currentTarget, target);
    assert.strictEqual(event.srcElement, target);
    assert.strictEqual(event.eventPhase, Event.AT_TARGET);
    assert.deepStrictEqual(event.composedPath(), [target]);
  }, 2);
  const handler = {
    handleEvent: common.mustCall(function(event) {
      assert.strictEqual(this, handler);
    }),
  };
  target.addEventListener('foo', fn);
  target.addEventListener('foo', handler, { once: true });
  // The same (listener, capture) pair is registered only once.
  target.addEventListener('foo', fn);
  assert.strictEqual(target.dispatchEvent(new Event('foo')), true);
  target.dispatchEvent(new Event('foo'));
  target.removeEventListener('foo', fn);
  target.dispatchEvent(new Event('foo'));
}

// handleEvent is looked up when the event is dispatched, not when the listener is added.
{
  const target = new EventTarget();
  const listener = {};
  target.addEventListener('foo', listener);
  listener.handleEvent = common.mustCall();
  target.dispatchEvent(new Event('foo'));
}

// capture is part of the listener's identity.
{
  const target = new EventTarget();
  const fn = common.mustCall(3);
  target.addEventListener('foo', fn, { capture: true });
  target.addEventListener('foo', fn, false);
  target.dispatchEvent(new Event('foo'));
  target.removeEventListener('foo', fn, true);
  target.dispatchEvent(new Event('foo'));
  target.removeEventListener('foo', fn);
  target.dispatchEvent(new Event('foo'));
}

// preventDefault makes dispatchEvent return false, except from a passive listener.
{
  const target = new EventTarget();
  target.addEventListener('foo', (e) => e.preventDefault());
  assert.strictEqual(target.dispatchEvent(new Event('foo', { cancelable: true })), false);

  const passive = new EventTarget();
  passive.addEventListener('foo', (e) => e.preventDefault(), { passive: true });
  const ev = new Event('foo', { cancelable: true });
  assert.strictEqual(passive.dispatchEvent(ev), true);
  assert.strictEqual(ev.defaultPrevented, false);
}

// Listeners run in registration order; stopImmediatePropagation stops the rest.
{
  const target = new EventTarget();
  const order = [];
  target.addEventListener('foo', () => order.push(1));
  target.addEventListener('foo', (e) => {
    order.push(2);
    e.stopImmediatePropagation();
  });
  target.addEventListener('foo', common.mustNotCall());
  target.dispatchEvent(new Event('foo'));
  assert.deepStrictEqual(order, [1, 2]);

  // Stopped before dispatch: nothing runs.
  const ev = new Event('foo');
  ev.stopImmediatePropagation();
  const other = new EventTarget();
  other.addEventListener('foo', common.mustNotCall());
  other.dispatchEvent(ev);
}

// A listener removed by an earlier listener is not called; one added during dispatch waits
// for the next dispatch.
{
  const target = new EventTarget();
  const removed = common.mustNotCall();
  let added = 0;
  target.addEventListener('foo', () => {
    target.removeEventListener('foo', removed);
    target.addEventListener('foo', () => added++);
  }, { once: true });
  target.addEventListener('foo', removed);
  target.dispatchEvent(new Event('foo'));
  assert.strictEqual(added, 0);
  target.dispatchEvent(new Event('foo'));
  assert.strictEqual(added, 1);
}

// Re-dispatching an event that is being dispatched is an error; a finished event can be
// dispatched again, and keeps its last target.
{
  const t1 = new EventTarget();
  const t2 = new EventTarget();
  const ev = new Event('foo');
  t1.addEventListener('foo', common.mustCall(() => {
    assert.throws(() => t2.dispatchEvent(ev), { code: 'ERR_EVENT_RECURSION' });
  }));
  t1.dispatchEvent(ev);
  assert.strictEqual(ev.eventPhase, Event.NONE);
  assert.strictEqual(ev.target, t1);
  t2.dispatchEvent(ev);
  assert.strictEqual(ev.target, t2);
}

// A `once` listener may dispatch the same type again from inside itself.
{
  const target = new EventTarget();
  target.addEventListener('foo', common.mustCall(() => {
    target.dispatchEvent(new Event('foo'));
  }), { once: true });
  target.dispatchEvent(new Event('foo'));
}

// The `signal` option removes the listener on abort; an aborted signal adds nothing.
{
  const target = new EventTarget();
  const ac = new AbortController();
  target.addEventListener('foo', common.mustCall(), { signal: ac.signal });
  target.dispatchEvent(new Event('foo'));
  ac.abort();
  target.dispatchEvent(new Event('foo'));
  target.addEventListener('foo', common.mustNotCall(), { signal: AbortSignal.abort() });
  target.dispatchEvent(new Event('foo'));
  for (const signal of [1, null, {}]) {
    assert.throws(() => target.addEventListener('foo', () => {}, { signal }), {
      code: 'ERR_INVALID_ARG_TYPE',
    });
  }
}

// Argument errors.
{
  const target = new EventTarget();
  assert.throws(() => target.addEventListener(), { code: 'ERR_MISSING_ARGS' });
  assert.throws(() => target.addEventListener('foo'), { code: 'ERR_MISSING_ARGS' });
  assert.throws(() => target.removeEventListener('foo'), { code: 'ERR_MISSING_ARGS' });
  assert.throws(() => target.dispatchEvent(), { code: 'ERR_MISSING_ARGS' });
  for (const bad of ['foo', 1, false, Symbol()]) {
    assert.throws(() => target.addEventListener('foo', bad), {
      code: 'ERR_INVALID_ARG_TYPE',
      name: 'TypeError',
    });
  }
  for (const bad of ['foo', {}, undefined, 1, false]) {
    assert.throws(() => target.dispatchEvent(bad), {
      code: 'ERR_INVALID_ARG_TYPE',
      name: 'TypeError',
    });
  }
  assert.throws(() => target.addEventListener(Symbol('s'), () => {}), TypeError);
  assert.throws(() => target.addEventListener('foo', () => {}, 'options'), {
    code: 'ERR_INVALID_ARG_TYPE',
  });
  // null and undefined listeners are ignored (with a warning) rather than rejected.
  target.removeEventListener('foo', null);
  target.removeEventListener('foo', undefined);
}

// Odd event names are plain keys.
{
  const target = new EventTarget();
  target.addEventListener('__proto__', common.mustCall());
  target.addEventListener('toString', common.mustCall());
  target.dispatchEvent(new Event('__proto__'));
  target.dispatchEvent(new Event('toString'));
}

// Shape of EventTarget instances and its prototype.
{
  const target = new EventTarget();
  assert.deepStrictEqual(Object.keys(target), []);
  assert.deepStrictEqual(Object.getOwnPropertyNames(target), []);
  assert.deepStrictEqual(Object.keys(EventTarget.prototype).sort(),
                         ['addEventListener', 'dispatchEvent', 'removeEventListener']);
  assert.strictEqual(target.toString(), '[object EventTarget]');
  assert.strictEqual(new Event('').toString(), '[object Event]');
  class Sub extends EventTarget {}
  const sub = new Sub();
  sub.addEventListener('foo', common.mustCall());
  sub.dispatchEvent(new Event('foo'));
  assert.strictEqual(inspect(new Event('test'), { depth: -1 }), 'Event');
  assert.match(inspect(new Event('test')), /^Event \{/);
  assert.strictEqual(inspect(new EventTarget()), 'EventTarget {}');
}

// Errors thrown by listeners (sync or async) become uncaught exceptions on a later tick and
// do not stop the remaining listeners.
{
  const onUncaught = common.mustCall((err) => {
    assert.strictEqual(err.message, 'boom');
  }, 4);
  process.on('uncaughtException', onUncaught);
  const target = new EventTarget();
  let ran = 0;
  target.addEventListener('foo', () => { throw new Error('boom'); });
  target.addEventListener('foo', async () => { throw new Error('boom'); });
  target.addEventListener('foo', { handleEvent() { throw new Error('boom'); } });
  target.addEventListener('foo', { async handleEvent() { throw new Error('boom'); } });
  target.addEventListener('foo', () => ran++);
  target.dispatchEvent(new Event('foo'));
  assert.strictEqual(ran, 1);
}
