// Flags: --expose-gc
// minirt's own test: v8.GCProfiler sessions as Node 26.10 gives them: start() twice keeps
// one session, stop() returns { version, startTime, statistics, endTime } once and then
// undefined, a gc() made while the session is open is in its statistics with the figures
// Node lists, and Symbol.dispose stops it. Loading fs/promises (whose FileHandle watches
// collections) leaves globalThis.gc the function the program started with.
'use strict';
require('../common');
const assert = require('assert');
const { GCProfiler } = require('v8');

const gcAtStart = globalThis.gc;
require('fs/promises');
assert.strictEqual(globalThis.gc, gcAtStart);

assert.strictEqual(new GCProfiler().stop(), undefined);

const profiler = new GCProfiler();
assert.strictEqual(profiler.start(), undefined);
profiler.start();
const before = Date.now();
gc();
const data = profiler.stop();
assert.strictEqual(profiler.stop(), undefined);

assert.deepStrictEqual(Object.keys(data), ['version', 'startTime', 'statistics', 'endTime']);
assert.strictEqual(data.version, 1);
assert.ok(data.startTime <= before && before <= data.endTime);
assert.ok(data.statistics.length >= 1);
const item = data.statistics[data.statistics.length - 1];
assert.deepStrictEqual(Object.keys(item).sort(), ['afterGC', 'beforeGC', 'cost', 'gcType']);
assert.strictEqual(typeof item.gcType, 'string');
assert.ok(item.cost >= 0);
for (const side of [item.beforeGC, item.afterGC]) {
  assert.deepStrictEqual(Object.keys(side.heapStatistics).sort(), [
    'externalMemory', 'heapSizeLimit', 'mallocedMemory', 'peakMallocedMemory',
    'totalAvailableSize', 'totalGlobalHandlesSize', 'totalHeapSize',
    'totalHeapSizeExecutable', 'totalPhysicalSize', 'usedGlobalHandlesSize', 'usedHeapSize',
  ]);
  for (const value of Object.values(side.heapStatistics)) assert.ok(value >= 0);
  assert.ok(side.heapSpaceStatistics.length > 0);
  for (const space of side.heapSpaceStatistics) {
    assert.deepStrictEqual(Object.keys(space).sort(), [
      'physicalSpaceSize', 'spaceAvailableSize', 'spaceName', 'spaceSize', 'spaceUsedSize',
    ]);
    assert.strictEqual(typeof space.spaceName, 'string');
  }
}

// A collection made after stop() is in no session.
const second = new GCProfiler();
second.start();
const seen = second.stop();
gc();
assert.strictEqual(seen.statistics.length, 0);

{
  const disposed = new GCProfiler();
  disposed.start();
  assert.strictEqual(disposed[Symbol.dispose](), undefined);
  disposed[Symbol.dispose]();
  assert.strictEqual(disposed.stop(), undefined);
}
