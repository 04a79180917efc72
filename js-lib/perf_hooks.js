// `perf_hooks`: the performance timeline and observers (internal/perf) and histograms
// (internal/histogram). Node 26's sliding-window histograms and histogram import/export
// format are not implemented: those two functions check their argument and then throw
// ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

const perf = require('internal/perf');
const histogram = require('internal/histogram');

function createSlidingWindowHistogram(options) {
  require('internal/validators').validateObject(options, 'options');
  const { codes } = require('internal/errors');
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('createSlidingWindowHistogram()');
}

function importHistogram(data) {
  const { isUint8Array } = require('internal/util/types');
  const { codes } = require('internal/errors');
  if (!isUint8Array(data)) throw new codes.ERR_INVALID_ARG_TYPE('data', 'Uint8Array', data);
  throw new codes.ERR_METHOD_NOT_IMPLEMENTED('importHistogram()');
}

module.exports = {
  Performance: perf.Performance,
  PerformanceEntry: perf.PerformanceEntry,
  PerformanceMark: perf.PerformanceMark,
  PerformanceMeasure: perf.PerformanceMeasure,
  PerformanceObserver: perf.PerformanceObserver,
  PerformanceObserverEntryList: perf.PerformanceObserverEntryList,
  PerformanceResourceTiming: perf.PerformanceResourceTiming,
  monitorEventLoopDelay: histogram.monitorEventLoopDelay,
  createHistogram: histogram.createHistogram,
  createSlidingWindowHistogram,
  importHistogram,
  performance: perf.performance,
  timerify: perf.timerify,
  eventLoopUtilization: perf.eventLoopUtilization,
  constants: {
    NODE_PERFORMANCE_GC_MAJOR: 4,
    NODE_PERFORMANCE_GC_MINOR: 1,
    NODE_PERFORMANCE_GC_MINOR_MARK_SWEEP: 2,
    NODE_PERFORMANCE_GC_INCREMENTAL: 8,
    NODE_PERFORMANCE_GC_WEAKCB: 16,
    NODE_PERFORMANCE_GC_FLAGS_NO: 0,
    NODE_PERFORMANCE_GC_FLAGS_CONSTRUCT_RETAINED: 2,
    NODE_PERFORMANCE_GC_FLAGS_FORCED: 4,
    NODE_PERFORMANCE_GC_FLAGS_SYNCHRONOUS_PHANTOM_PROCESSING: 8,
    NODE_PERFORMANCE_GC_FLAGS_ALL_AVAILABLE_GARBAGE: 16,
    NODE_PERFORMANCE_GC_FLAGS_ALL_EXTERNAL_MEMORY: 32,
    NODE_PERFORMANCE_GC_FLAGS_SCHEDULE_IDLE: 64,
  },
};

// Node also has these, non-enumerable and read-only.
{
  const hidden = {
    NODE_PERFORMANCE_ENTRY_TYPE_GC: 0,
    NODE_PERFORMANCE_ENTRY_TYPE_HTTP: 1,
    NODE_PERFORMANCE_ENTRY_TYPE_HTTP2: 2,
    NODE_PERFORMANCE_ENTRY_TYPE_NET: 3,
    NODE_PERFORMANCE_ENTRY_TYPE_DNS: 4,
    NODE_PERFORMANCE_ENTRY_TYPE_QUIC: 5,
    NODE_PERFORMANCE_MILESTONE_TIME_ORIGIN_TIMESTAMP: 0,
    NODE_PERFORMANCE_MILESTONE_TIME_ORIGIN: 1,
    NODE_PERFORMANCE_MILESTONE_ENVIRONMENT: 2,
    NODE_PERFORMANCE_MILESTONE_NODE_START: 3,
    NODE_PERFORMANCE_MILESTONE_V8_START: 4,
    NODE_PERFORMANCE_MILESTONE_LOOP_START: 5,
    NODE_PERFORMANCE_MILESTONE_LOOP_EXIT: 6,
    NODE_PERFORMANCE_MILESTONE_BOOTSTRAP_COMPLETE: 7,
  };
  for (const key of Object.keys(hidden)) {
    Object.defineProperty(module.exports.constants, key, {
      __proto__: null, value: hidden[key], enumerable: false, writable: false, configurable: false,
    });
  }
}
