// Port of nodejs/node test/parallel/test-event-emitter-max-listeners-warning.js (rewritten for minirt).
'use strict';
const common = require('../common');
const events = require('events');
const assert = require('assert');

// Going over the limit emits one MaxListenersExceededWarning per event name.
const e = new events.EventEmitter();
e.setMaxListeners(1);

process.on('warning', common.mustCall((warning) => {
  assert.ok(warning instanceof Error);
  assert.strictEqual(warning.name, 'MaxListenersExceededWarning');
  assert.strictEqual(warning.emitter, e);
  assert.strictEqual(warning.count, 2);
  assert.strictEqual(warning.type, 'event-type');
  assert.ok(warning.message.includes('2 event-type listeners added to [EventEmitter]. ' +
                                     'MaxListeners is 1.'));
}));

e.on('event-type', () => {});
e.on('event-type', () => {});  // Trigger warning.
e.on('event-type', () => {});  // Verify that warning is emitted only once.

// A limit of 0 (or Infinity) disables the check.
const unlimited = new events.EventEmitter();
unlimited.setMaxListeners(0);
for (let i = 0; i < 20; i++) unlimited.on('x', () => {});
