// Port of nodejs/node test/parallel/test-event-emitter-errors.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const EventEmitter = require('events');
const util = require('util');

const EE = new EventEmitter();

// An 'error' event with no listener throws the error itself...
assert.throws(() => EE.emit('error', 'Accepts a string'), {
  code: 'ERR_UNHANDLED_ERROR',
  name: 'Error',
  message: "Unhandled error. ('Accepts a string')",
});
assert.throws(() => EE.emit('error', { message: 'Error!' }), {
  code: 'ERR_UNHANDLED_ERROR',
  name: 'Error',
  message: "Unhandled error. ({ message: 'Error!' })",
});
assert.throws(() => EE.emit('error', new Error('boom')), {
  name: 'Error',
  message: 'boom',
});
// ...and with no argument, one naming undefined.
assert.throws(() => EE.emit('error'), {
  code: 'ERR_UNHANDLED_ERROR',
  name: 'Error',
  message: 'Unhandled error. (undefined)',
});

// The message uses util.inspect, which a custom inspect hook can change.
assert.throws(() => EE.emit('error', {
  message: 'Error!',
  [util.inspect.custom]() { throw new Error('inspect failed'); },
}), {
  code: 'ERR_UNHANDLED_ERROR',
  name: 'Error',
  message: 'Unhandled error. ([object Object])',
});

// With a listener the error is delivered, not thrown.
const withListener = new EventEmitter();
let got;
withListener.on('error', (err) => { got = err; });
assert.strictEqual(withListener.emit('error', 42), true);
assert.strictEqual(got, 42);

// errorMonitor sees the error first but does not count as handling it.
const monitored = new EventEmitter();
const seen = [];
monitored.on(EventEmitter.errorMonitor, (err) => seen.push(err.message));
assert.throws(() => monitored.emit('error', new Error('kaboom')), /kaboom/);
assert.deepStrictEqual(seen, ['kaboom']);
