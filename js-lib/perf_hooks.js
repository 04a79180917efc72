// `perf_hooks`: the performance object (observers and histograms are not implemented).
'use strict';

const { performance, PerformanceEntry } = require('internal/perf');

module.exports = { performance, PerformanceEntry, constants: {} };
