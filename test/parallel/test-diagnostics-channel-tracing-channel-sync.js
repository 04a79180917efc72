// Port of nodejs/node test/parallel/test-diagnostics-channel-tracing-channel-sync.js (rewritten for minirt).
'use strict';

// traceSync publishes start and end (with the result on the context) and nothing else;
// after unsubscribing it runs the function without publishing. A throwing function
// publishes error between start and end and the error propagates.
const common = require('../common');
const assert = require('assert');
const dc = require('diagnostics_channel');

const channel = dc.tracingChannel('sync-test');
const result = { foo: 'bar' };
const context = { id: 1 };
const order = [];

const handlers = {
  start: common.mustCall((ctx) => {
    assert.strictEqual(ctx, context);
    order.push('start');
  }),
  end: common.mustCall((ctx) => {
    assert.strictEqual(ctx, context);
    assert.strictEqual(ctx.result, result);
    order.push('end');
  }),
  asyncStart: common.mustNotCall(),
  asyncEnd: common.mustNotCall(),
  error: common.mustNotCall(),
};

assert.strictEqual(channel.hasSubscribers, false);
channel.subscribe(handlers);
assert.strictEqual(channel.hasSubscribers, true);
const thisArg = { self: true };
assert.strictEqual(channel.traceSync(function(a, b) {
  assert.strictEqual(this, thisArg);
  assert.deepStrictEqual([a, b], [1, 2]);
  order.push('fn');
  return result;
}, context, thisArg, 1, 2), result);
assert.deepStrictEqual(order, ['start', 'fn', 'end']);

assert.strictEqual(channel.unsubscribe(handlers), true);
assert.strictEqual(channel.hasSubscribers, false);
assert.strictEqual(channel.traceSync(() => result, context), result);

// The error path.
const failing = dc.tracingChannel('sync-error-test');
const expected = new Error('boom');
const seen = [];
failing.subscribe({
  start: common.mustCall(() => seen.push('start')),
  end: common.mustCall((ctx) => {
    assert.strictEqual(ctx.error, expected);
    assert.strictEqual('result' in ctx, false);
    seen.push('end');
  }),
  error: common.mustCall((ctx) => {
    assert.strictEqual(ctx.error, expected);
    seen.push('error');
  }),
});
assert.throws(() => failing.traceSync(() => { throw expected; }, {}), expected);
assert.deepStrictEqual(seen, ['start', 'error', 'end']);
