// Port of nodejs/node test/parallel/test-diagnostics-channel-tracing-channel-callback-error.js, test/parallel/test-diagnostics-channel-tracing-channel-promise-error.js (rewritten for minirt).
'use strict';

// A callback-style and a promise-style operation that both fail publish start, end,
// error, asyncStart and asyncEnd once each, with the caller's context object (the error
// stored on it), and call the function with the given receiver.
const common = require('../common');
const assert = require('assert');
const dc = require('diagnostics_channel');

const channel = dc.tracingChannel('async-error-test');
const expectedError = new Error('test');
const thisArg = { baz: 'buz' };

const contexts = [{ kind: 'callback' }, { kind: 'promise' }];
const isKnown = (ctx) => assert.ok(contexts.includes(ctx));

channel.subscribe({
  start: common.mustCall(isKnown, 2),
  end: common.mustCall(isKnown, 2),
  asyncStart: common.mustCall(isKnown, 2),
  asyncEnd: common.mustCall(isKnown, 2),
  error: common.mustCall((ctx) => {
    isKnown(ctx);
    assert.strictEqual(ctx.error, expectedError);
  }, 2),
});

channel.traceCallback(function(cb, err) {
  assert.strictEqual(this, thisArg);
  setImmediate(cb, err);
}, 0, contexts[0], thisArg, common.mustCall((err, res) => {
  assert.strictEqual(err, expectedError);
  assert.strictEqual(res, undefined);
}), expectedError);

channel.tracePromise(function(value) {
  assert.strictEqual(this, thisArg);
  return Promise.reject(value);
}, contexts[1], thisArg, expectedError).then(
  common.mustNotCall(),
  common.mustCall((value) => assert.strictEqual(value, expectedError)),
);
