// perf_hooks histograms: an HDR histogram (the bucket layout of HdrHistogram_c, which Node
// uses: values are kept to `figures` significant decimal digits, so min/max/percentiles are
// the bucket bounds Node reports), RecordableHistogram (createHistogram) and the event loop
// delay IntervalHistogram (monitorEventLoopDelay, sampled by an unref'd interval timer).
'use strict';

const kHandle = Symbol('kHandle');
const kRecordable = Symbol('kRecordable');
const kInspect = Symbol.for('nodejs.util.inspect.custom');
const INT64_MAX = 9223372036854775807n;

function lazyCodes() {
  return require('internal/errors').codes;
}

// Number of bits needed for v (v >= 1, up to 2^53).
function bitLength(v) {
  if (v >= 4294967296) return 32 + (32 - Math.clz32(Math.floor(v / 4294967296)));
  return 32 - Math.clz32(v);
}

class HdrHistogram {
  constructor(lowest, highest, figures) {
    this.lowest = lowest;
    this.highest = highest;
    this.figures = figures;
    const largestSingleUnit = 2 * 10 ** figures;
    this.unitMagnitude = Math.floor(Math.log2(lowest));
    this.subBucketCountMagnitude = Math.ceil(Math.log2(largestSingleUnit));
    this.subBucketHalfCountMagnitude = this.subBucketCountMagnitude - 1;
    this.subBucketCount = 2 ** this.subBucketCountMagnitude;
    this.subBucketHalfCount = this.subBucketCount / 2;
    this.subBucketMask = (this.subBucketCount - 1) * 2 ** this.unitMagnitude;
    let smallestUntrackable = this.subBucketCount * 2 ** this.unitMagnitude;
    let buckets = 1;
    while (smallestUntrackable <= highest) {
      if (smallestUntrackable > Number.MAX_SAFE_INTEGER / 2) {
        buckets++;
        break;
      }
      smallestUntrackable *= 2;
      buckets++;
    }
    this.bucketCount = buckets;
    this.counts = new Float64Array((buckets + 1) * this.subBucketHalfCount);
    this.reset();
  }

  reset() {
    this.counts.fill(0);
    this.totalCount = 0;
    this.minValue = Infinity;
    this.maxValue = 0;
  }

  bucketIndex(v) {
    const masked = v < this.subBucketCount ? this.subBucketMask : v;
    return bitLength(Math.max(masked, this.subBucketMask)) - this.unitMagnitude -
      (this.subBucketHalfCountMagnitude + 1);
  }

  subBucketIndex(v, bucket) {
    return Math.floor(v / 2 ** (bucket + this.unitMagnitude));
  }

  countsIndex(bucket, sub) {
    return (bucket + 1) * this.subBucketHalfCount + (sub - this.subBucketHalfCount);
  }

  valueAtIndex(index) {
    let bucket = Math.floor(index / this.subBucketHalfCount) - 1;
    let sub = (index % this.subBucketHalfCount) + this.subBucketHalfCount;
    if (bucket < 0) {
      sub -= this.subBucketHalfCount;
      bucket = 0;
    }
    return sub * 2 ** (bucket + this.unitMagnitude);
  }

  lowestEquivalent(v) {
    const bucket = this.bucketIndex(v);
    return this.subBucketIndex(v, bucket) * 2 ** (bucket + this.unitMagnitude);
  }

  rangeSize(v) {
    const bucket = this.bucketIndex(v);
    const sub = this.subBucketIndex(v, bucket);
    const adjusted = sub >= this.subBucketCount ? bucket + 1 : bucket;
    return 2 ** (this.unitMagnitude + adjusted);
  }

  highestEquivalent(v) {
    return this.lowestEquivalent(v) + this.rangeSize(v) - 1;
  }

  medianEquivalent(v) {
    return this.lowestEquivalent(v) + Math.floor(this.rangeSize(v) / 2);
  }

  record(v, n = 1) {
    const bucket = this.bucketIndex(v);
    const index = this.countsIndex(bucket, this.subBucketIndex(v, bucket));
    if (index < 0 || index >= this.counts.length) return false;
    this.counts[index] += n;
    this.totalCount += n;
    if (v < this.minValue) this.minValue = v;
    if (v > this.maxValue) this.maxValue = v;
    return true;
  }

  min() {
    return this.totalCount === 0 ? undefined : this.lowestEquivalent(this.minValue);
  }

  max() {
    return this.totalCount === 0 ? 0 : this.highestEquivalent(this.maxValue);
  }

  // Visits [value, count] of every bucket with a count, lowest first.
  forEachCount(fn) {
    const counts = this.counts;
    for (let i = 0; i < counts.length; i++) {
      if (counts[i] !== 0) fn(this.valueAtIndex(i), counts[i]);
    }
  }

  mean() {
    if (this.totalCount === 0) return NaN;
    let total = 0;
    this.forEachCount((v, c) => {
      total += c * this.medianEquivalent(v);
    });
    return total / this.totalCount;
  }

  // The second, third and fourth central moments of the bucket medians.
  moments() {
    const mean = this.mean();
    let s2 = 0;
    let s3 = 0;
    let s4 = 0;
    this.forEachCount((v, c) => {
      const d = this.medianEquivalent(v) - mean;
      const d2 = d * d;
      s2 += c * d2;
      s3 += c * d2 * d;
      s4 += c * d2 * d2;
    });
    const n = this.totalCount;
    return [s2 / n, s3 / n, s4 / n];
  }

  stddev() {
    if (this.totalCount === 0) return NaN;
    return Math.sqrt(this.moments()[0]);
  }

  valueAtPercentile(p) {
    const requested = p < 100 ? p : 100;
    const countAt = Math.max(Math.floor((requested / 100) * this.totalCount + 0.5), 1);
    let running = 0;
    const counts = this.counts;
    let value = 0;
    for (let i = 0; i < counts.length; i++) {
      running += counts[i];
      if (running >= countAt) {
        value = this.valueAtIndex(i);
        break;
      }
    }
    return p === 0 ? this.lowestEquivalent(value) : this.highestEquivalent(value);
  }

  // HdrHistogram's percentile iteration with one tick per half distance: 0, 50, 75, 87.5,
  // ... until every count is passed, then 100.
  percentiles(fn) {
    if (this.totalCount === 0) {
      fn(100, 0);
      return;
    }
    const counts = this.counts;
    let target = 0;
    let cumulative = 0;
    let value = 0;
    for (let i = 0; i < counts.length && cumulative < this.totalCount; i++) {
      if (counts[i] === 0) continue;
      cumulative += counts[i];
      value = this.valueAtIndex(i);
      const current = (100 * cumulative) / this.totalCount;
      while (target <= current) {
        fn(target, value);
        const halfDistance = 2 ** (Math.trunc(Math.log(100 / (100 - target)) / Math.log(2)) + 1);
        target += 100 / halfDistance;
        if (cumulative >= this.totalCount) break;
      }
    }
    fn(100, value);
  }

  countAt(v) {
    const bucket = this.bucketIndex(v);
    const index = this.countsIndex(bucket, this.subBucketIndex(v, bucket));
    return index >= 0 && index < this.counts.length ? this.counts[index] : 0;
  }

  countUpTo(v) {
    let total = 0;
    const limit = this.highestEquivalent(v);
    this.forEachCount((value, c) => {
      if (value <= limit) total += c;
    });
    return total;
  }
}

function toInteger(value, name, min, max) {
  const { validateInteger } = require('internal/validators');
  if (typeof value === 'bigint') {
    if (value < BigInt(min) || value > BigInt(max)) {
      throw new (lazyCodes().ERR_OUT_OF_RANGE)(name, `>= ${min} && <= ${max}`, value);
    }
    return Number(value);
  }
  validateInteger(value, name, min, max);
  return value;
}

class Histogram {
  constructor(skip) {
    if (skip !== kHandle) throw new (lazyCodes().ERR_ILLEGAL_CONSTRUCTOR)();
  }

  get count() {
    return this[kHandle].hdr.totalCount;
  }

  get countBigInt() {
    return BigInt(this[kHandle].hdr.totalCount);
  }

  get min() {
    const min = this[kHandle].hdr.min();
    return min === undefined ? Number(INT64_MAX) : min;
  }

  get minBigInt() {
    const min = this[kHandle].hdr.min();
    return min === undefined ? INT64_MAX : BigInt(min);
  }

  get max() {
    return this[kHandle].hdr.max();
  }

  get maxBigInt() {
    return BigInt(this[kHandle].hdr.max());
  }

  get mean() {
    return this[kHandle].hdr.mean();
  }

  get exceeds() {
    return this[kHandle].exceeds;
  }

  get exceedsBigInt() {
    return BigInt(this[kHandle].exceeds);
  }

  get stddev() {
    return this[kHandle].hdr.stddev();
  }

  get skewness() {
    const hdr = this[kHandle].hdr;
    if (hdr.totalCount === 0) return 0;
    const [m2, m3] = hdr.moments();
    return m2 === 0 ? 0 : m3 / (m2 * Math.sqrt(m2));
  }

  get kurtosis() {
    const hdr = this[kHandle].hdr;
    if (hdr.totalCount === 0) return 0;
    const [m2, , m4] = hdr.moments();
    return m2 === 0 ? 0 : m4 / (m2 * m2) - 3;
  }

  percentile(percentile) {
    const { validateNumber } = require('internal/validators');
    validateNumber(percentile, 'percentile');
    if (!(percentile > 0 && percentile <= 100)) {
      throw new (lazyCodes().ERR_OUT_OF_RANGE)('percentile', '> 0 && <= 100', percentile);
    }
    return this[kHandle].hdr.valueAtPercentile(percentile);
  }

  percentileBigInt(percentile) {
    return BigInt(this.percentile(percentile));
  }

  get percentiles() {
    const map = new Map();
    this[kHandle].hdr.percentiles((p, v) => map.set(p, v));
    return map;
  }

  get percentilesBigInt() {
    const map = new Map();
    this[kHandle].hdr.percentiles((p, v) => map.set(p, BigInt(v)));
    return map;
  }

  percentilesAt(percentiles) {
    require('internal/validators').validateArray(percentiles, 'percentiles');
    const map = new Map();
    for (const p of percentiles) map.set(p, this.percentile(p));
    return map;
  }

  countAt(value) {
    require('internal/validators').validateNumber(value, 'value');
    return this[kHandle].hdr.countAt(value);
  }

  // Share of the recorded values at or below `value` (and above it, for ccdf).
  cdf(value) {
    require('internal/validators').validateNumber(value, 'value');
    const hdr = this[kHandle].hdr;
    if (hdr.totalCount === 0) return 0;
    return hdr.countUpTo(value) / hdr.totalCount;
  }

  ccdf(value) {
    require('internal/validators').validateNumber(value, 'value');
    const hdr = this[kHandle].hdr;
    if (hdr.totalCount === 0) return 0;
    return 1 - hdr.countUpTo(value) / hdr.totalCount;
  }

  reset() {
    this[kHandle].hdr.reset();
    this[kHandle].exceeds = 0;
  }

  toJSON() {
    const percentiles = {};
    this[kHandle].hdr.percentiles((p, v) => {
      percentiles[p] = v;
    });
    return {
      count: this.count,
      min: this.min,
      max: this.max,
      mean: this.mean,
      exceeds: this.exceeds,
      stddev: this.stddev,
      skewness: this.skewness,
      kurtosis: this.kurtosis,
      percentiles,
    };
  }

  [kInspect](depth, options) {
    if (depth < 0) return this;
    const { inspect } = require('internal/util/inspect');
    const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `Histogram ${inspect({
      min: this.min,
      max: this.max,
      mean: this.mean,
      exceeds: this.exceeds,
      stddev: this.stddev,
      skewness: this.skewness,
      kurtosis: this.kurtosis,
      count: this.count,
      percentiles: this.percentiles,
    }, opts)}`;
  }
}

function newHandle(lowest, highest, figures) {
  return { hdr: new HdrHistogram(lowest, highest, figures), exceeds: 0, prevDelta: 0n };
}

function recordValue(handle, v) {
  if (v > handle.hdr.highest || !handle.hdr.record(v)) handle.exceeds++;
}

class RecordableHistogram extends Histogram {
  constructor(skip, lowest, highest, figures) {
    super(skip);
    this[kHandle] = newHandle(lowest, highest, figures);
    this[kRecordable] = true;
  }

  record(val) {
    if (typeof val === 'bigint') {
      val = toInteger(val, 'val', 1, Number.MAX_SAFE_INTEGER);
    } else {
      const { validateInteger } = require('internal/validators');
      validateInteger(val, 'val', 1);
    }
    recordValue(this[kHandle], val);
  }

  // Records the time since the previous call, in nanoseconds (the first call only starts
  // the clock).
  recordDelta() {
    const handle = this[kHandle];
    const now = process.hrtime.bigint();
    if (handle.prevDelta !== 0n) {
      const delta = Number(now - handle.prevDelta);
      if (delta >= 1) recordValue(handle, delta);
    }
    handle.prevDelta = now;
  }

  add(other) {
    if (!isRecordableHistogram(other)) {
      throw new (lazyCodes().ERR_INVALID_ARG_TYPE)('other', 'RecordableHistogram', other);
    }
    const mine = this[kHandle];
    const theirs = other[kHandle];
    theirs.hdr.forEachCount((v, c) => {
      if (!mine.hdr.record(v, c)) mine.exceeds += c;
    });
    mine.exceeds += theirs.exceeds;
  }
}

// What a MessagePort delivers for a posted histogram: an object over the same data, as
// Node's clone shares the native histogram (an interval histogram arrives as a plain one).
function cloneHistogram(h) {
  const out = isRecordableHistogram(h) ?
    Object.create(RecordableHistogram.prototype) : Object.create(Histogram.prototype);
  out[kHandle] = h[kHandle];
  if (isRecordableHistogram(h)) out[kRecordable] = true;
  return out;
}

function isHistogram(value) {
  return value != null && typeof value === 'object' && value[kHandle] !== undefined &&
    value instanceof Histogram;
}

function isRecordableHistogram(value) {
  return value?.[kRecordable] === true;
}

function createHistogram(options = {}) {
  const { validateObject } = require('internal/validators');
  validateObject(options, 'options');
  const { lowest = 1, highest = Number.MAX_SAFE_INTEGER, figures = 3 } = options;
  const low = toInteger(lowest, 'options.lowest', 1, Number.MAX_SAFE_INTEGER);
  const high = typeof highest === 'bigint' ? Number(highest) : highest;
  if (typeof highest !== 'bigint') {
    require('internal/validators').validateInteger(highest, 'options.highest', 0);
  }
  if (high < 2 * low) {
    throw new (lazyCodes().ERR_OUT_OF_RANGE)('options.highest', `>= 2 * options.lowest (${2 * low}n)`,
      highest);
  }
  toInteger(figures, 'options.figures', 1, 5);
  return new RecordableHistogram(kHandle, low, high, figures);
}

// Event loop delay: an interval timer every `resolution` ms records how long it really
// took between ticks, in nanoseconds; it never keeps the process alive.
const kTimer = Symbol('kTimer');
const kResolution = Symbol('kResolution');
class IntervalHistogram extends Histogram {
  constructor(skip, resolution) {
    super(skip);
    this[kHandle] = newHandle(1, Number.MAX_SAFE_INTEGER, 3);
    this[kResolution] = resolution;
    this[kTimer] = null;
  }

  enable() {
    if (this[kTimer] !== null) return false;
    const handle = this[kHandle];
    let last = process.hrtime.bigint();
    const { setInterval } = require('internal/timers');
    this[kTimer] = setInterval(() => {
      const now = process.hrtime.bigint();
      const delta = Number(now - last);
      last = now;
      if (delta >= 1) recordValue(handle, delta);
    }, this[kResolution]);
    this[kTimer].unref();
    return true;
  }

  disable() {
    if (this[kTimer] === null) return false;
    require('internal/timers').clearInterval(this[kTimer]);
    this[kTimer] = null;
    return true;
  }

  [Symbol.dispose]() {
    this.disable();
  }
}

function monitorEventLoopDelay(options = {}) {
  const { validateObject, validateInteger } = require('internal/validators');
  validateObject(options, 'options');
  const { resolution = 10 } = options;
  validateInteger(resolution, 'options.resolution', 1);
  return new IntervalHistogram(kHandle, resolution);
}

module.exports = {
  Histogram,
  RecordableHistogram,
  IntervalHistogram,
  createHistogram,
  monitorEventLoopDelay,
  isRecordableHistogram,
  isHistogram,
  cloneHistogram,
};
