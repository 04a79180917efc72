// The `performance` global and the perf_hooks timeline: Performance (an EventTarget),
// PerformanceEntry with its Mark/Measure/NodeTiming/ResourceTiming kinds, the mark and
// measure buffers, PerformanceObserver (new entries reported from one immediate, a batch
// per observer), timerify and eventLoopUtilization.
'use strict';

// now() is the native clock itself: benchmarks and timing loops call it per operation, and
// a JS wrapper around it cost as much as a small read's validation.
const { performanceNow } = internalBinding('process');
Object.defineProperty(performanceNow, 'name', { value: 'now' });

const { EventTarget } = require('internal/event_target');

const timeOrigin = Date.now() - performanceNow();
const kInspect = Symbol.for('nodejs.util.inspect.custom');
const kSkipThrow = Symbol('kSkipThrow');
const kName = Symbol('kName');
const kType = Symbol('kType');
const kStart = Symbol('kStart');
const kDuration = Symbol('kDuration');
const kDetail = Symbol('kDetail');

function lazyCodes() {
  return require('internal/errors').codes;
}
function validators() {
  return require('internal/validators');
}
function inspectEntry(self, name, depth, options, fields) {
  if (depth < 0) return self;
  const { inspect } = require('internal/util/inspect');
  const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
  return `${name} ${inspect(fields, opts)}`;
}

class PerformanceEntry {
  constructor(skip = undefined, name, type, start, duration, detail) {
    if (skip !== kSkipThrow) throw new (lazyCodes().ERR_ILLEGAL_CONSTRUCTOR)();
    this[kName] = name;
    this[kType] = type;
    this[kStart] = start;
    this[kDuration] = duration;
    this[kDetail] = detail;
  }

  get name() {
    return this[kName];
  }

  get entryType() {
    return this[kType];
  }

  get startTime() {
    return this[kStart];
  }

  get duration() {
    return this[kDuration];
  }

  toJSON() {
    return {
      name: this[kName],
      entryType: this[kType],
      startTime: this[kStart],
      duration: this[kDuration],
      detail: this[kDetail],
    };
  }

  [kInspect](depth, options) {
    return inspectEntry(this, this.constructor.name, depth, options, this.toJSON());
  }
}

// `detail` and a toJSON() that includes it, defined on the entry class itself: Node's
// marks, measures and node entries extend PerformanceEntry directly.
function withDetail(Class) {
  class WithDetail extends PerformanceEntry {
    get detail() {
      return this[kDetail];
    }

    toJSON() {
      return { ...super.toJSON(), detail: this[kDetail] };
    }
  }
  for (const key of ['detail', 'toJSON']) {
    Object.defineProperty(Class.prototype, key,
      Object.getOwnPropertyDescriptor(WithDetail.prototype, key));
  }
  return Class;
}

// Timestamps given for marks and measures: numbers >= 0.
function checkTimestamp(value, name) {
  if (typeof value !== 'number') validators().validateNumber(value, name);
  if (value < 0) throw new (lazyCodes().ERR_PERFORMANCE_INVALID_TIMESTAMP)(value);
  return value;
}

class PerformanceMark extends PerformanceEntry {
  constructor(name, options = undefined) {
    if (arguments.length === 0) throw new (lazyCodes().ERR_MISSING_ARGS)('name');
    name = `${name}`;
    if (options !== undefined) validators().validateObject(options, 'options');
    const startTime = options?.startTime ?? performanceNow();
    checkTimestamp(startTime, 'startTime');
    let detail = options?.detail;
    detail = detail != null ? require('internal/structured_clone').structuredClone(detail) : null;
    super(kSkipThrow, name, 'mark', startTime, 0, detail);
  }
}
withDetail(PerformanceMark);
Object.defineProperty(PerformanceMark.prototype, Symbol.toStringTag, {
  __proto__: null, value: 'PerformanceMark', configurable: true,
});

class PerformanceMeasure extends PerformanceEntry {
  constructor(skip, name, start, duration, detail) {
    if (skip !== kSkipThrow) throw new (lazyCodes().ERR_ILLEGAL_CONSTRUCTOR)();
    super(kSkipThrow, name, 'measure', start, duration, detail);
  }
}
withDetail(PerformanceMeasure);
Object.defineProperty(PerformanceMeasure.prototype, Symbol.toStringTag, {
  __proto__: null, value: 'PerformanceMeasure', configurable: true,
});

// Milestones of this thread's runtime, in ms on the performance clock: the start-up ones
// as the runtime recorded them, the loop ones -1 until the loop runs.
const milestones = {
  nodeStart: 0,
  v8Start: 0,
  environment: 0,
  bootstrapComplete: 0,
  loopStart: -1,
  loopExit: -1,
};
// The runtime's record; absent only under a js-lib directory newer than the binary.
const {
  startupMilestones,
  loopStartTime: nativeLoopStartTime,
  loopIdleTime: nativeLoopIdleTime,
} = internalBinding('process');
if (typeof startupMilestones === 'function') {
  [milestones.nodeStart, milestones.v8Start, milestones.environment] = startupMilestones();
}
// The loop's start as the runtime recorded it (-1 until it starts); js-lib estimates it
// below when the binary does not record it.
function loopStart() {
  if (milestones.loopStart === -1 && typeof nativeLoopStartTime === 'function') {
    milestones.loopStart = nativeLoopStartTime();
  }
  return milestones.loopStart;
}
// The loop's end, recorded by the runtime just before 'exit'.
function loopExit() {
  if (milestones.loopExit === -1 && typeof startupMilestones === 'function') {
    milestones.loopExit = startupMilestones()[3];
  }
  return milestones.loopExit;
}

// Every field is an own enumerable getter, as in Node, so `{ ...performance.nodeTiming }`
// copies them all.
const nodeTimingGetters = {
  name: () => 'node',
  entryType: () => 'node',
  startTime: () => 0,
  duration: () => performanceNow(),
  nodeStart: () => milestones.nodeStart,
  v8Start: () => milestones.v8Start,
  environment: () => milestones.environment,
  loopStart: () => loopStart(),
  loopExit,
  bootstrapComplete: () => milestones.bootstrapComplete,
  idleTime: () => loopIdleTime(),
  uvMetricsInfo: () => ({ loopCount: 0, events: 0, eventsWaiting: 0 }),
};

class PerformanceNodeTiming extends PerformanceEntry {
  constructor(skip) {
    super(skip, 'node', 'node', 0, 0, undefined);
    for (const key of Object.keys(nodeTimingGetters)) {
      Object.defineProperty(this, key, {
        __proto__: null, get: nodeTimingGetters[key], enumerable: true, configurable: true,
      });
    }
  }

  toJSON() {
    return {
      name: 'node',
      entryType: 'node',
      startTime: 0,
      duration: this.duration,
      nodeStart: this.nodeStart,
      v8Start: this.v8Start,
      bootstrapComplete: this.bootstrapComplete,
      environment: this.environment,
      loopStart: this.loopStart,
      loopExit: this.loopExit,
      idleTime: this.idleTime,
    };
  }

  [kInspect](depth, options) {
    return inspectEntry(this, 'PerformanceNodeTiming', depth, options, this.toJSON());
  }
}

const resourceFields = ['initiatorType', 'workerStart', 'redirectStart', 'redirectEnd',
  'fetchStart', 'domainLookupStart', 'domainLookupEnd', 'connectStart', 'connectEnd',
  'secureConnectionStart', 'nextHopProtocol', 'requestStart', 'finalResponseHeadersStart',
  'firstInterimResponseStart', 'responseStart', 'responseEnd', 'encodedBodySize',
  'decodedBodySize', 'transferSize', 'deliveryType', 'responseStatus', 'renderBlockingStatus',
  'contentType', 'contentEncoding'];
const kTiming = Symbol('kTiming');

// What fetch() reports about a request (performance.markResourceTiming).
class PerformanceResourceTiming extends PerformanceEntry {
  constructor(skip, name, type, timing) {
    if (skip !== kSkipThrow) throw new (lazyCodes().ERR_ILLEGAL_CONSTRUCTOR)();
    super(kSkipThrow, name, type, timing.startTime, timing.duration, undefined);
    this[kTiming] = timing;
  }

  get name() {
    return this[kName];
  }

  get startTime() {
    return this[kStart];
  }

  get duration() {
    return this[kDuration];
  }

  toJSON() {
    const out = { name: this[kName], entryType: this[kType], startTime: this[kStart],
      duration: this[kDuration] };
    for (const f of resourceFields) out[f] = this[f];
    return out;
  }
}
for (const field of resourceFields) {
  Object.defineProperty(PerformanceResourceTiming.prototype, field, {
    __proto__: null,
    configurable: true,
    enumerable: true,
    get() {
      return this[kTiming][field];
    },
  });
}
Object.defineProperty(PerformanceResourceTiming.prototype, Symbol.toStringTag, {
  __proto__: null, value: 'PerformanceResourceTiming', configurable: true,
});

// ---------------------------------------------------------------------------------------
// Timeline buffers and observers.

const buffers = { mark: [], measure: [], resource: [] };
let resourceBufferSize = 250;

// Resource entries past the buffer's size wait in an overflow list while one
// 'resourcetimingbufferfull' event per round (from an immediate) lets listeners clear the
// buffer or grow it; what then fits moves over, and a round that moves nothing drops the rest.
let resourceOverflow = [];
let bufferFullPending = false;
function bufferResourceTiming(entry) {
  if (!bufferFullPending && buffers.resource.length < resourceBufferSize) {
    buffers.resource.push(entry);
    return;
  }
  resourceOverflow.push(entry);
  if (bufferFullPending) return;
  bufferFullPending = true;
  require('internal/timers').setImmediate(() => {
    while (resourceOverflow.length > 0) {
      const waiting = resourceOverflow.length;
      performance.dispatchEvent(new Event('resourcetimingbufferfull'));
      const room = Math.max(0, resourceBufferSize - buffers.resource.length);
      const moved = resourceOverflow.splice(0, Math.min(room, resourceOverflow.length));
      for (const e of moved) buffers.resource.push(e);
      if (moved.length === 0 && resourceOverflow.length >= waiting) resourceOverflow = [];
    }
    bufferFullPending = false;
  });
}

const supportedEntryTypes = Object.freeze(['dns', 'function', 'gc', 'http', 'http2', 'mark',
  'measure', 'net', 'quic', 'resource']);

const observers = new Set();
const kBuffer = Symbol('kBuffer');
const kTypes = Symbol('kTypes');
const kCallback = Symbol('kCallback');
const kMode = Symbol('kMode');
const kPending = Symbol('kPending');

// Node's internalBinding('performance').observerCounts: how many observers watch each of
// the entry types the runtime itself reports, indexed by NODE_PERFORMANCE_ENTRY_TYPE_*.
const observedTypeIndex = { gc: 0, http: 1, http2: 2, net: 3, dns: 4, quic: 5 };
const observerCounts = new Uint32Array(6);
function recountObservers() {
  observerCounts.fill(0);
  for (const o of observers) {
    for (const type of o[kTypes]) {
      const index = observedTypeIndex[type];
      if (index !== undefined) observerCounts[index]++;
    }
  }
}

function observed(type) {
  for (const o of observers) if (o[kTypes].has(type)) return true;
  return false;
}

// Observers with new entries are called back together from one immediate, as in Node.
const pendingObservers = new Set();
let dispatchScheduled = false;

function markPending(o) {
  if (o[kPending]) return;
  o[kPending] = true;
  pendingObservers.add(o);
  if (!dispatchScheduled) {
    dispatchScheduled = true;
    require('internal/timers').setImmediate(dispatchObservers);
  }
}

function enqueue(entry) {
  const type = entry.entryType;
  for (const o of observers) {
    if (!o[kTypes].has(type)) continue;
    o[kBuffer].push(entry);
    markPending(o);
  }
}

function dispatchObservers() {
  dispatchScheduled = false;
  const list = [...pendingObservers];
  pendingObservers.clear();
  for (const o of list) {
    o[kPending] = false;
    if (o[kBuffer].length === 0) continue;
    const entries = new PerformanceObserverEntryList(kSkipThrow, o.takeRecords());
    o[kCallback].call(o, entries, o);
  }
}

function byStartTime(a, b) {
  return a.startTime - b.startTime;
}

function filterEntries(list, name, type) {
  const out = [];
  for (const e of list) {
    if ((name === undefined || e.name === name) && (type === undefined || e.entryType === type)) {
      out.push(e);
    }
  }
  return out;
}

const kEntries = Symbol('kEntries');
class PerformanceObserverEntryList {
  constructor(skip, entries) {
    if (skip !== kSkipThrow) throw new (lazyCodes().ERR_ILLEGAL_CONSTRUCTOR)();
    this[kEntries] = entries.slice().sort(byStartTime);
  }

  getEntries() {
    return this[kEntries].slice();
  }

  getEntriesByType(type) {
    if (arguments.length === 0) throw new (lazyCodes().ERR_MISSING_ARGS)('type');
    return filterEntries(this[kEntries], undefined, `${type}`);
  }

  getEntriesByName(name, type) {
    if (arguments.length === 0) throw new (lazyCodes().ERR_MISSING_ARGS)('name');
    return filterEntries(this[kEntries], `${name}`, type === undefined ? undefined : `${type}`);
  }

  [kInspect](depth, options) {
    return inspectEntry(this, 'PerformanceObserverEntryList', depth, options, this[kEntries]);
  }
}
Object.defineProperty(PerformanceObserverEntryList.prototype, Symbol.toStringTag, {
  __proto__: null, value: 'PerformanceObserverEntryList', configurable: true,
});

class PerformanceObserver {
  constructor(callback) {
    validators().validateFunction(callback, 'callback');
    this[kCallback] = callback;
    this[kBuffer] = [];
    this[kTypes] = new Set();
    this[kMode] = undefined;
    this[kPending] = false;
  }

  static get supportedEntryTypes() {
    return supportedEntryTypes;
  }

  observe(options = {}) {
    validators().validateObject(options, 'options');
    const { entryTypes, type, buffered } = options;
    const { codes } = require('internal/errors');
    if (entryTypes === undefined && type === undefined) {
      throw new codes.ERR_MISSING_ARGS('options.entryTypes', 'options.type');
    }
    if (entryTypes != null && type != null) {
      throw new codes.ERR_INVALID_ARG_VALUE('options.entryTypes', entryTypes,
        'options.entryTypes can not set with options.type together');
    }
    const { DOMException } = require('internal/dom_exception');
    if (entryTypes !== undefined) {
      if (this[kMode] === 'single') {
        throw new DOMException('PerformanceObserver can not change to multiple observations',
          'InvalidModificationError');
      }
      validators().validateStringArray(entryTypes, 'options.entryTypes');
      this[kMode] = 'multiple';
      this[kTypes].clear();
      for (const t of entryTypes) if (supportedEntryTypes.includes(t)) this[kTypes].add(t);
    } else {
      if (this[kMode] === 'multiple') {
        throw new DOMException('PerformanceObserver can not change to single observation',
          'InvalidModificationError');
      }
      validators().validateString(type, 'options.type');
      this[kMode] = 'single';
      if (!supportedEntryTypes.includes(type)) return;
      this[kTypes].add(type);
      if (buffered && buffers[type] !== undefined && buffers[type].length > 0) {
        this[kBuffer].push(...buffers[type]);
        markPending(this);
      }
    }
    if (this[kTypes].size > 0) observers.add(this);
    else observers.delete(this);
    recountObservers();
  }

  disconnect() {
    observers.delete(this);
    this[kTypes].clear();
    this[kBuffer] = [];
    this[kMode] = undefined;
    recountObservers();
  }

  takeRecords() {
    const list = this[kBuffer];
    this[kBuffer] = [];
    return list;
  }

  [kInspect](depth, options) {
    return inspectEntry(this, 'PerformanceObserver', depth, options, {
      connected: observers.has(this),
      pending: this[kPending],
      entryTypes: [...this[kTypes]],
      buffer: this[kBuffer],
    });
  }
}
Object.defineProperty(PerformanceObserver.prototype, Symbol.toStringTag, {
  __proto__: null, value: 'PerformanceObserver', configurable: true,
});

// ---------------------------------------------------------------------------------------
// Marks and measures.

function mark(name, options) {
  const entry = new PerformanceMark(name, options);
  buffers.mark.push(entry);
  enqueue(entry);
  return entry;
}

const nodeTimingNames = new Set(['nodeStart', 'v8Start', 'environment', 'loopStart',
  'loopExit', 'bootstrapComplete']);

// A mark name (the newest mark of that name, or a node milestone) or a timestamp.
function markTime(nameOrTime) {
  if (nameOrTime === undefined) return undefined;
  if (typeof nameOrTime === 'number') return checkTimestamp(nameOrTime, 'markName');
  const name = `${nameOrTime}`;
  if (nodeTimingNames.has(name)) {
    if (name === 'loopExit') return loopExit();
    return name === 'loopStart' ? loopStart() : milestones[name];
  }
  for (let i = buffers.mark.length - 1; i >= 0; i--) {
    if (buffers.mark[i].name === name) return buffers.mark[i].startTime;
  }
  const { DOMException } = require('internal/dom_exception');
  throw new DOMException(`The "${name}" performance mark has not been set`, 'SyntaxError');
}

function measure(name, startOrOptions, endMark) {
  if (arguments.length === 0) throw new (lazyCodes().ERR_MISSING_ARGS)('name');
  name = `${name}`;
  let start;
  let end;
  let duration;
  let detail = null;
  if (startOrOptions !== null && typeof startOrOptions === 'object') {
    const options = startOrOptions;
    const { codes } = require('internal/errors');
    if (endMark !== undefined && Object.keys(options).length > 0) {
      throw new codes.ERR_PERFORMANCE_MEASURE_INVALID_OPTIONS(
        'endMark must not be specified with options');
    }
    if (options.start !== undefined && options.end !== undefined && options.duration !== undefined) {
      throw new codes.ERR_PERFORMANCE_MEASURE_INVALID_OPTIONS(
        'Must not have options.start, options.end, and options.duration specified');
    }
    start = markTime(options.start);
    duration = options.duration;
    if (duration !== undefined) validators().validateNumber(duration, 'options.duration');
    end = options.end !== undefined ? markTime(options.end) : markTime(endMark);
    if (end === undefined && start !== undefined && duration !== undefined) end = start + duration;
    if (start === undefined && end !== undefined && duration !== undefined) start = end - duration;
    if (options.detail != null) {
      detail = require('internal/structured_clone').structuredClone(options.detail);
    }
  } else {
    // Only a mark name counts as a start here; anything else starts at 0.
    if (typeof startOrOptions === 'string') start = markTime(startOrOptions);
    end = markTime(endMark);
  }
  if (end === undefined) end = performanceNow();
  if (start === undefined) start = 0;
  const entry = new PerformanceMeasure(kSkipThrow, name, start, end - start, detail);
  buffers.measure.push(entry);
  enqueue(entry);
  return entry;
}

function clearBuffer(type, name) {
  if (name === undefined) {
    buffers[type] = [];
  } else {
    name = `${name}`;
    buffers[type] = buffers[type].filter((e) => e.name !== name);
  }
}

function allEntries() {
  return [...buffers.mark, ...buffers.measure, ...buffers.resource].sort(byStartTime);
}

// ---------------------------------------------------------------------------------------
// timerify and event loop utilization.

// The entries the runtime makes (function, dns, http, net) are Node's PerformanceNodeEntry.
class PerformanceNodeEntry extends PerformanceEntry {}
withDetail(PerformanceNodeEntry);
const FunctionEntry = PerformanceNodeEntry;

function timerify(fn, options = {}) {
  validators().validateFunction(fn, 'fn');
  validators().validateObject(options, 'options');
  const { histogram } = options;
  if (histogram !== undefined &&
      !require('internal/histogram').isRecordableHistogram(histogram)) {
    throw new (lazyCodes().ERR_INVALID_ARG_TYPE)('options.histogram', 'RecordableHistogram',
      histogram);
  }
  function done(start, args) {
    const duration = performanceNow() - start;
    if (histogram !== undefined) histogram.record(Math.max(1, Math.ceil(duration * 1e6)));
    if (observed('function')) {
      const entry = new FunctionEntry(kSkipThrow, fn.name, 'function', start, duration, args);
      // Node's function entries also list the call's arguments by index.
      for (let n = 0; n < args.length; n++) entry[n] = args[n];
      enqueue(entry);
    }
  }
  function timerified(...args) {
    const start = performanceNow();
    const result = new.target ? Reflect.construct(fn, args, fn) : Reflect.apply(fn, this, args);
    // A promise is timed until it settles.
    if (!new.target && typeof result?.finally === 'function') {
      return result.finally(() => done(start, args));
    }
    done(start, args);
    return result;
  }
  Object.defineProperties(timerified, {
    length: { __proto__: null, configurable: true, value: fn.length },
    name: { __proto__: null, configurable: true, value: `timerified ${fn.name}` },
  });
  return timerified;
}

// 'dns' entries: one per answered lookup, lookupService or query, made only while someone
// observes them (internal/dns).
const DnsEntry = PerformanceNodeEntry;
function enqueueDnsEntry(name, start, detail) {
  if (!observed('dns')) return;
  enqueue(new DnsEntry(kSkipThrow, name, 'dns', start, performanceNow() - start, detail));
}

// 'http' entries: one per client response (HttpClient) and per answered server request
// (HttpRequest), made only while someone observes them (internal/http).
const HttpEntry = PerformanceNodeEntry;
function enqueueHttpEntry(name, start, detail) {
  if (!observed('http')) return;
  enqueue(new HttpEntry(kSkipThrow, name, 'http', start, performanceNow() - start, detail));
}

// 'net' entries: one per TCP connection made by net.connect (internal/net/socket).
function enqueueNetEntry(name, start, detail) {
  if (!observed('net')) return;
  enqueue(new PerformanceNodeEntry(kSkipThrow, name, 'net', start, performanceNow() - start,
    detail));
}

// The time this thread's loop has spent waiting for events (without the runtime's record,
// the loop counts as active throughout).
function loopIdleTime() {
  return typeof nativeLoopIdleTime === 'function' ? nativeLoopIdleTime() : 0;
}

function eventLoopUtilization(util1, util2) {
  const start = loopStart();
  if (start <= 0) return { idle: 0, active: 0, utilization: 0 };
  if (util2) {
    const idle = util1.idle - util2.idle;
    const active = util1.active - util2.active;
    return { idle, active, utilization: active / (idle + active) };
  }
  const idle = loopIdleTime();
  const active = performanceNow() - start - idle;
  if (!util1) return { idle, active, utilization: active / (idle + active) };
  const idleDelta = idle - util1.idle;
  const activeDelta = active - util1.active;
  return { idle: idleDelta, active: activeDelta, utilization: activeDelta / (idleDelta + activeDelta) };
}

// ---------------------------------------------------------------------------------------
// Performance

let nodeTiming;
class Performance extends EventTarget {
  constructor(skip = undefined) {
    if (skip !== kSkipThrow) throw new (lazyCodes().ERR_ILLEGAL_CONSTRUCTOR)();
    super();
  }

  clearMarks(name) {
    clearBuffer('mark', name);
  }

  clearMeasures(name) {
    clearBuffer('measure', name);
  }

  clearResourceTimings(name) {
    clearBuffer('resource', name);
  }

  getEntries() {
    return allEntries();
  }

  getEntriesByName(name, type) {
    if (arguments.length === 0) throw new (lazyCodes().ERR_MISSING_ARGS)('name');
    return filterEntries(allEntries(), `${name}`, type === undefined ? undefined : `${type}`);
  }

  getEntriesByType(type) {
    if (arguments.length === 0) throw new (lazyCodes().ERR_MISSING_ARGS)('type');
    return filterEntries(allEntries(), undefined, `${type}`);
  }

  mark(name, options) {
    if (arguments.length === 0) throw new (lazyCodes().ERR_MISSING_ARGS)('name');
    return mark(name, options);
  }

  measure(name, startOrOptions, endMark) {
    return Reflect.apply(measure, this, arguments);
  }

  setResourceTimingBufferSize(maxSize) {
    if (arguments.length === 0) throw new (lazyCodes().ERR_MISSING_ARGS)('maxSize');
    resourceBufferSize = Number(maxSize) >>> 0;
  }

  get timeOrigin() {
    return timeOrigin;
  }

  toJSON() {
    return {
      nodeTiming: this.nodeTiming,
      timeOrigin,
      eventLoopUtilization: eventLoopUtilization(),
    };
  }

  get nodeTiming() {
    nodeTiming ??= new PerformanceNodeTiming(kSkipThrow);
    return nodeTiming;
  }

  markResourceTiming(timingInfo, requestedUrl, initiatorType, global, cacheMode, bodyInfo,
    responseStatus, deliveryType = '') {
    const start = timingInfo.startTime;
    const timing = {
      startTime: start,
      duration: timingInfo.endTime - start,
      initiatorType,
      workerStart: 0,
      redirectStart: timingInfo.redirectStartTime ?? 0,
      redirectEnd: timingInfo.redirectEndTime ?? 0,
      fetchStart: timingInfo.postRedirectStartTime ?? start,
      domainLookupStart: timingInfo.finalConnectionTimingInfo?.domainLookupStartTime ?? 0,
      domainLookupEnd: timingInfo.finalConnectionTimingInfo?.domainLookupEndTime ?? 0,
      connectStart: timingInfo.finalConnectionTimingInfo?.connectionStartTime ?? 0,
      connectEnd: timingInfo.finalConnectionTimingInfo?.connectionEndTime ?? 0,
      secureConnectionStart: timingInfo.finalConnectionTimingInfo?.secureConnectionStartTime ?? 0,
      nextHopProtocol: timingInfo.finalConnectionTimingInfo?.ALPNNegotiatedProtocol ?? '',
      requestStart: timingInfo.finalNetworkRequestStartTime ?? 0,
      finalResponseHeadersStart: timingInfo.finalResponseHeadersStartTime ?? 0,
      firstInterimResponseStart: timingInfo.firstInterimNetworkResponseStartTime ?? 0,
      responseStart: timingInfo.finalNetworkResponseStartTime ?? 0,
      responseEnd: timingInfo.endTime,
      encodedBodySize: bodyInfo?.encodedBodySize ?? 0,
      decodedBodySize: bodyInfo?.decodedBodySize ?? 0,
      transferSize: timingInfo.encodedBodySize ?? 0,
      deliveryType,
      responseStatus,
      renderBlockingStatus: 'non-blocking',
      contentType: bodyInfo?.contentType ?? '',
      contentEncoding: bodyInfo?.contentEncoding ?? '',
    };
    const entry = new PerformanceResourceTiming(kSkipThrow, `${requestedUrl}`, 'resource', timing);
    bufferResourceTiming(entry);
    enqueue(entry);
    return entry;
  }

  [kInspect](depth, options) {
    return inspectEntry(this, 'Performance', depth, options, {
      nodeTiming: this.nodeTiming,
      timeOrigin,
      eventLoopUtilization: eventLoopUtilization(),
    });
  }
}
// perf_hooks.timerify and perf_hooks.eventLoopUtilization are these very methods.
Object.defineProperty(Performance.prototype, 'timerify', {
  __proto__: null, value: timerify, writable: true, enumerable: false, configurable: true,
});
Object.defineProperty(Performance.prototype, 'eventLoopUtilization', {
  __proto__: null, value: eventLoopUtilization, writable: true, enumerable: false,
  configurable: true,
});
// The Web IDL members are enumerable, as in Node.
for (const key of ['clearMarks', 'clearMeasures', 'clearResourceTimings', 'getEntries',
  'getEntriesByName', 'getEntriesByType', 'mark', 'measure', 'setResourceTimingBufferSize',
  'timeOrigin', 'toJSON']) {
  Object.defineProperty(Performance.prototype, key, { __proto__: null, enumerable: true });
}
// now() is the native function, shared by every read of performance.now.
Object.defineProperty(Performance.prototype, 'now', {
  __proto__: null, value: performanceNow, writable: true, enumerable: true, configurable: true,
});
{
  const { defineEventHandler } = require('internal/event_target');
  defineEventHandler(Performance.prototype, 'resourcetimingbufferfull');
}
Object.defineProperty(Performance.prototype, Symbol.toStringTag, {
  __proto__: null, value: 'Performance', configurable: true,
});

const performance = new Performance(kSkipThrow);

// Bootstrap is over by the time anything can load this module. The loop starts once the
// main module has run; without the runtime's record, its first check phase stands in.
{
  const main = process.mainModule;
  milestones.bootstrapComplete = performanceNow();
  if (typeof nativeLoopStartTime !== 'function') {
    if (main !== undefined && main.loaded) {
      milestones.loopStart = milestones.bootstrapComplete;
    } else {
      const { setImmediate } = require('internal/timers');
      setImmediate(() => {
        milestones.loopStart = performanceNow();
      }).unref();
    }
  }
}

// Called by the runtime hooks (when they exist) as the loop starts and ends.
function setMilestone(name, value) {
  milestones[name] = value;
}

module.exports = {
  performance,
  Performance,
  PerformanceEntry,
  PerformanceMark,
  PerformanceMeasure,
  PerformanceObserver,
  PerformanceObserverEntryList,
  PerformanceResourceTiming,
  PerformanceNodeTiming,
  timerify,
  eventLoopUtilization,
  setMilestone,
  enqueueDnsEntry,
  enqueueHttpEntry,
  enqueueNetEntry,
  observerCounts,
  kSkipThrow,
};
