// minirt's own test: perf_hooks details Node 26.10 has: performance.eventLoopUtilization and
// timerify are the module's functions, function entries list the call's arguments by index,
// nodeTiming's fields are own enumerable getters, the hidden entry-type constants, and the
// resource buffer's 'resourcetimingbufferfull' rounds.
'use strict';
const common = require('../common');
const assert = require('assert');
const perfHooks = require('perf_hooks');
const { performance, PerformanceObserver } = perfHooks;

assert.strictEqual(performance.eventLoopUtilization, perfHooks.eventLoopUtilization);
assert.strictEqual(performance.timerify, perfHooks.timerify);
const proto = Object.getPrototypeOf(performance);
assert.strictEqual(Object.getOwnPropertyDescriptor(proto, 'eventLoopUtilization').enumerable,
                   false);
assert.strictEqual(Object.getOwnPropertyDescriptor(proto, 'mark').enumerable, true);

const copy = { ...performance.nodeTiming };
assert.strictEqual(copy.name, 'node');
assert.strictEqual(copy.entryType, 'node');
assert.strictEqual(typeof copy.duration, 'number');
assert.deepStrictEqual(Object.keys(copy), [
  'name', 'entryType', 'startTime', 'duration', 'nodeStart', 'v8Start', 'environment',
  'loopStart', 'loopExit', 'bootstrapComplete', 'idleTime', 'uvMetricsInfo',
]);

assert.strictEqual(perfHooks.constants.NODE_PERFORMANCE_ENTRY_TYPE_DNS, 4);
assert(!Object.keys(perfHooks.constants).includes('NODE_PERFORMANCE_ENTRY_TYPE_DNS'));

class Point {
  constructor(x, y) { this.x = x; this.y = y; }
}
const TimedPoint = perfHooks.timerify(Point);
const obs = new PerformanceObserver(common.mustCall((list) => {
  const [entry] = list.getEntries();
  assert.strictEqual(entry.name, 'Point');
  assert.strictEqual(entry[0], 3);
  assert.strictEqual(entry[1], 4);
  obs.disconnect();
  resourceRounds();
}));
obs.observe({ entryTypes: ['function'] });
assert(new TimedPoint(3, 4) instanceof Point);

function resourceRounds() {
  const timing = { startTime: 0, endTime: 0, finalConnectionTimingInfo: {} };
  const mark =
    () => performance.markResourceTiming(timing, 'http://x.test/', 'fetch', globalThis, '');
  performance.setResourceTimingBufferSize(1);
  mark();
  mark();
  mark();
  assert.strictEqual(performance.getEntriesByType('resource').length, 1);
  let rounds = 0;
  performance.onresourcetimingbufferfull = common.mustCall((event) => {
    assert.strictEqual(event.type, 'resourcetimingbufferfull');
    // The first round makes room for one more; the second moves nothing, so the rest goes.
    if (++rounds === 1) performance.setResourceTimingBufferSize(2);
  }, 2);
  setImmediate(common.mustCall(() => {
    setImmediate(common.mustCall(() => {
      assert.strictEqual(performance.getEntriesByType('resource').length, 2);
      performance.clearResourceTimings();
      mark();
      assert.strictEqual(performance.getEntriesByType('resource').length, 1);
    }));
  }));
}
