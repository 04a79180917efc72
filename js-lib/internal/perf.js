// The `performance` global and `perf_hooks` basics: now(), timeOrigin, marks and measures.
'use strict';

// now() is the native clock itself: benchmarks and timing loops call it per operation, and
// a JS wrapper around it cost as much as a small read's validation.
const { performanceNow } = internalBinding('process');
Object.defineProperty(performanceNow, 'name', { value: 'now' });

const timeOrigin = Date.now() - performanceNow();
const entries = [];

class PerformanceEntry {
  constructor(name, entryType, startTime, duration, detail) {
    this.name = name;
    this.entryType = entryType;
    this.startTime = startTime;
    this.duration = duration;
    this.detail = detail === undefined ? null : detail;
  }

  toJSON() {
    return { name: this.name, entryType: this.entryType, startTime: this.startTime,
      duration: this.duration, detail: this.detail };
  }
}

const performance = {
  now: performanceNow,
  get timeOrigin() {
    return timeOrigin;
  },
  mark(name, options = {}) {
    const e = new PerformanceEntry(`${name}`, 'mark',
      options.startTime === undefined ? performance.now() : options.startTime, 0, options.detail);
    entries.push(e);
    return e;
  },
  measure(name, start, end) {
    const find = (n) => {
      if (n === undefined) return undefined;
      if (typeof n === 'number') return n;
      for (let i = entries.length - 1; i >= 0; i--) if (entries[i].name === n) return entries[i].startTime;
      return undefined;
    };
    let s = 0;
    let e = performance.now();
    if (start !== null && typeof start === 'object') {
      s = find(start.start) ?? 0;
      e = find(start.end) ?? e;
    } else {
      s = find(start) ?? 0;
      e = find(end) ?? e;
    }
    const m = new PerformanceEntry(`${name}`, 'measure', s, e - s);
    entries.push(m);
    return m;
  },
  getEntries() {
    return entries.slice();
  },
  getEntriesByName(name, type) {
    return entries.filter((e) => e.name === name && (type === undefined || e.entryType === type));
  },
  getEntriesByType(type) {
    return entries.filter((e) => e.entryType === type);
  },
  clearMarks(name) {
    for (let i = entries.length - 1; i >= 0; i--) {
      if (entries[i].entryType === 'mark' && (name === undefined || entries[i].name === name)) entries.splice(i, 1);
    }
  },
  clearMeasures(name) {
    for (let i = entries.length - 1; i >= 0; i--) {
      if (entries[i].entryType === 'measure' && (name === undefined || entries[i].name === name)) entries.splice(i, 1);
    }
  },
  toJSON() {
    return { timeOrigin, nodeTiming: {} };
  },
};
Object.defineProperty(performance, Symbol.toStringTag, { value: 'Performance', configurable: true });

module.exports = { performance, PerformanceEntry };
