// The collections gc() (--expose-gc) runs, and who watches them: v8.GCProfiler sessions and
// observers called after each one (the FileHandle sweep). Boa's collector tells JS nothing
// about the collections it starts by itself, so a GCProfiler session lists the gc() ones made
// while it is open, each with the heap figures before and after it; an empty list is what
// V8 reports too when no collection happened in the window. bootstrap/node.js runs gc()
// through runCollection; globalThis.gc itself is never replaced (tests compare it with the
// value they saw at start).
'use strict';

const open = new Set();
const observers = [];

// `fn(collect)` runs after each gc() collection, with the bare collector.
function onCollection(fn) {
  observers.push(fn);
}

function camelKeys(stats) {
  const out = {};
  for (const key of Object.keys(stats)) {
    out[key.replace(/_([a-z])/g, (_, c) => c.toUpperCase())] = stats[key];
  }
  return out;
}

// The shape of V8's GCProfiler record: heapStatistics has the eleven figures V8 lists there
// (not the counters getHeapStatistics adds), heapSpaceStatistics one entry per space.
const kHeapKeys = [
  'totalHeapSize', 'totalHeapSizeExecutable', 'totalPhysicalSize', 'totalAvailableSize',
  'totalGlobalHandlesSize', 'usedGlobalHandlesSize', 'usedHeapSize', 'heapSizeLimit',
  'mallocedMemory', 'externalMemory', 'peakMallocedMemory',
];

function heapFigures() {
  const v8 = require('v8');
  const all = camelKeys(v8.getHeapStatistics());
  const heapStatistics = {};
  for (const key of kHeapKeys) heapStatistics[key] = all[key];
  return { heapStatistics, heapSpaceStatistics: v8.getHeapSpaceStatistics().map(camelKeys) };
}

function runCollection(collect) {
  if (open.size === 0) {
    const result = collect();
    for (const fn of observers) fn(collect);
    return result;
  }
  const beforeGC = heapFigures();
  const started = process.hrtime.bigint();
  const result = collect();
  const cost = Number(process.hrtime.bigint() - started) / 1e3;
  const afterGC = heapFigures();
  for (const session of open) {
    session.statistics.push({ gcType: 'MarkSweepCompact', beforeGC, cost, afterGC });
  }
  for (const fn of observers) fn(collect);
  return result;
}

class GCProfiler {
  #session = undefined;

  start() {
    if (this.#session !== undefined) return;
    this.#session = { version: 1, startTime: Date.now(), statistics: [] };
    open.add(this.#session);
  }

  // Without an open session there is nothing to report, as in Node.
  stop() {
    const session = this.#session;
    if (session === undefined) return undefined;
    this.#session = undefined;
    open.delete(session);
    session.endTime = Date.now();
    return session;
  }

  [Symbol.dispose || Symbol.for('nodejs.dispose')]() {
    this.stop();
  }
}

module.exports = { GCProfiler, onCollection, runCollection };
