// minirt's own test: EventTarget converts an event type with WebIDL's DOMString rules, so a
// Symbol is refused with Node's ERR_INVALID_ARG_TYPE (after the listener check), and
// events.getEventListeners / listenerCount look an EventTarget's type up without converting it
// (js-lib/internal/event_target.js). Found by differential fuzzing; expected values are
// Node 26.10's.
'use strict';
const common = require('../common');
const assert = require('assert');
const events = require('events');

const symbolError = {
  name: 'TypeError',
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'Value is a Symbol and cannot be converted to a string.',
};
const s = Symbol('s');
const et = new EventTarget();

assert.throws(() => et.addEventListener(s, () => {}), symbolError);
assert.throws(() => et.removeEventListener(s, () => {}), symbolError);
// A listener that can never run makes both calls return before the type is read.
process.on('warning', common.mustCall((w) => {
  assert.strictEqual(w.name, 'AddEventListenerArgumentTypeWarning');
}));
assert.strictEqual(et.addEventListener(s, null), undefined);
assert.strictEqual(et.removeEventListener(s, null), undefined);

events.once(et, s).then(common.mustNotCall(), common.mustCall((err) => {
  assert.strictEqual(err.code, 'ERR_INVALID_ARG_TYPE');
  assert.strictEqual(err.message, symbolError.message);
}));

// Other types still become strings when listeners are added ...
et.addEventListener(1, () => {});
et.addEventListener('null', () => {});
assert.strictEqual(events.getEventListeners(et, '1').length, 1);
// ... but the lookups take the type as given: only a string finds them.
assert.deepStrictEqual(events.getEventListeners(et, 1), []);
assert.deepStrictEqual(events.getEventListeners(et, null), []);
assert.deepStrictEqual(events.getEventListeners(et, s), []);
assert.strictEqual(events.listenerCount(et, 1), 0);
assert.strictEqual(events.listenerCount(et, s), 0);
assert.strictEqual(events.listenerCount(et, '1'), 1);
