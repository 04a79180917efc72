// Port of nodejs/node test/parallel/test-perf-hooks-histogram.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const { createHistogram, monitorEventLoopDelay } = require('perf_hooks');
const { inspect } = require('util');

{
  const h = createHistogram();
  // Empty: min is INT64_MAX, mean and stddev are NaN.
  assert.strictEqual(h.min, 9223372036854776000);
  assert.strictEqual(h.minBigInt, 9223372036854775807n);
  assert.strictEqual(h.max, 0);
  assert.strictEqual(h.maxBigInt, 0n);
  assert.strictEqual(h.exceeds, 0);
  assert.strictEqual(h.exceedsBigInt, 0n);
  assert(Number.isNaN(h.mean));
  assert(Number.isNaN(h.stddev));
  assert.strictEqual(h.count, 0);
  assert.strictEqual(h.countBigInt, 0n);

  h.record(1);
  assert.strictEqual(h.count, 1);
  assert.strictEqual(h.countBigInt, 1n);
  for (const bad of [false, '', {}, undefined, null]) {
    assert.throws(() => h.record(bad), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const bad of [0, Number.MAX_SAFE_INTEGER + 1]) {
    assert.throws(() => h.record(bad), { code: 'ERR_OUT_OF_RANGE' });
  }
  assert.strictEqual(h.min, 1);
  assert.strictEqual(h.minBigInt, 1n);
  assert.strictEqual(h.max, 1);
  assert.strictEqual(h.maxBigInt, 1n);
  assert.strictEqual(h.exceeds, 0);
  assert.strictEqual(h.mean, 1);
  assert.strictEqual(h.stddev, 0);
  assert.strictEqual(h.percentile(1), 1);
  assert.strictEqual(h.percentile(100), 1);
  assert.strictEqual(h.percentileBigInt(1), 1n);
  assert.strictEqual(h.percentileBigInt(100), 1n);

  // A posted histogram shares its data with the original.
  const mc = new MessageChannel();
  mc.port1.onmessage = common.mustCall(({ data }) => {
    assert.strictEqual(h.min, 1);
    assert.strictEqual(h.max, 1);
    assert.strictEqual(h.mean, 1);
    data.record(2n);
    data.recordDelta();
    assert.strictEqual(h.max, 2);
    mc.port1.close();
  });
  mc.port2.postMessage(h);
}

{
  const e = monitorEventLoopDelay();
  assert.strictEqual(e.count, 0);
  assert.strictEqual(e.enable(), true);
  assert.strictEqual(e.enable(), false);
  const mc = new MessageChannel();
  mc.port1.onmessage = common.mustCall(({ data }) => {
    assert.strictEqual(typeof data.min, 'number');
    assert(data.min > 0);
    assert(data.count > 0);
    assert.strictEqual(data.disable, undefined);
    assert.strictEqual(data.enable, undefined);
    assert.strictEqual(e.disable(), true);
    assert.strictEqual(e.disable(), false);
    mc.port1.close();
  });
  const interval = setInterval(() => {
    if (e.count > 0) {
      clearInterval(interval);
      mc.port2.postMessage(e);
    }
  }, 50);
}

{
  const h = createHistogram();
  assert(inspect(h, { depth: null }).startsWith('Histogram'));
  assert.strictEqual(inspect(h, { depth: -1 }), '[RecordableHistogram]');
  assert.throws(() => new h.constructor(), { code: 'ERR_ILLEGAL_CONSTRUCTOR' });
}

{
  for (const bad of ['hello', 1, null]) {
    assert.throws(() => createHistogram(bad), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const bad of ['hello', false, null, {}]) {
    assert.throws(() => createHistogram({ lowest: bad }), { code: 'ERR_INVALID_ARG_TYPE' });
    assert.throws(() => createHistogram({ highest: bad }), { code: 'ERR_INVALID_ARG_TYPE' });
    assert.throws(() => createHistogram({ figures: bad }), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  for (const figures of [6, 10]) {
    assert.throws(() => createHistogram({ figures }), { code: 'ERR_OUT_OF_RANGE' });
  }
  createHistogram({ lowest: 1, highest: 11, figures: 1 });
}

{
  const h1 = createHistogram();
  const h2 = createHistogram();
  h1.record(1);
  assert.strictEqual(h2.count, 0);
  assert.strictEqual(h1.count, 1);
  h2.add(h1);
  assert.strictEqual(h2.count, 1);
  for (const bad of ['hello', 1, false, {}]) {
    assert.throws(() => h1.add(bad), { code: 'ERR_INVALID_ARG_TYPE' });
  }
}
