'use strict';
// v8 — the public `v8` module: serialize/deserialize and the Serializer/Deserializer classes
// (V8's wire format, from internal/v8/serdes), Node's DefaultSerializer/DefaultDeserializer
// (ArrayBufferViews as host objects), heap statistics derived from the process's memory use,
// setFlagsFromString (recorded for cachedDataVersionTag; Boa has no V8 flags to apply),
// startupSnapshot (minirt never builds one), promiseHooks, GCProfiler (internal/v8/gc: the
// collections gc() runs, as Boa reports none of its own) and the profiling entry points.
// Engine internals that Boa does not expose (heap snapshots, object queries, CPU and heap
// profiles, promise hooks) throw ERR_METHOD_NOT_IMPLEMENTED once their arguments are valid.

const { Buffer } = require('buffer');
const { FastBuffer } = require('internal/buffer');
const { Serializer, Deserializer, recycleSerializer } = require('internal/v8/serdes');
const { codes } = require('internal/errors_lazy');

let validatorsModule;
function validators() {
  if (validatorsModule === undefined) validatorsModule = require('internal/validators');
  return validatorsModule;
}

function notImplemented(what) {
  return new codes.ERR_METHOD_NOT_IMPLEMENTED(what);
}

const ObjectPrototypeToString = Object.prototype.toString;

// ---------------------------------------------------------------------------------------
// Heap figures. Boa keeps one heap and reports no spaces, so the figures come from the
// process's memory use: the whole heap is shown as old space.

const kHeapSpaces = [
  'read_only_space', 'new_space', 'old_space', 'code_space', 'shared_space',
  'trusted_space', 'shared_trusted_space', 'new_large_object_space', 'large_object_space',
  'code_large_object_space', 'shared_large_object_space',
  'shared_trusted_large_object_space', 'trusted_large_object_space',
];

let peakMalloced = 0;
let allocatedHighWater = 0;

function heapSizeLimit() {
  // V8's default on 64-bit: a quarter of the memory for old space, at most 4 GiB, plus the
  // young generation; --max-old-space-size replaces the old-space part.
  const mib = 1024 * 1024;
  const young = 96 * mib;
  const args = require('internal/natives').execArgv;
  for (let i = args.length - 1; i >= 0; i--) {
    const m = /^--max-old-space-size=(\d+)$/.exec(args[i]);
    if (m !== null) return Number(m[1]) * mib + young;
  }
  const total = require('os').totalmem();
  return Math.min(Math.floor(total / 4), 4096 * mib) + young;
}

function memorySample() {
  const usage = process.memoryUsage();
  const used = usage.heapUsed;
  const total = Math.max(usage.heapTotal, used);
  const malloced = usage.external || 0;
  if (malloced > peakMalloced) peakMalloced = malloced;
  if (used > allocatedHighWater) allocatedHighWater = used;
  return { used, total, malloced, external: usage.external || 0 };
}

function getHeapStatistics() {
  const m = memorySample();
  const limit = heapSizeLimit();
  return {
    total_heap_size: m.total,
    total_heap_size_executable: 0,
    total_physical_size: m.total,
    total_available_size: Math.max(limit - m.used, 0),
    used_heap_size: m.used,
    heap_size_limit: limit,
    malloced_memory: m.malloced,
    peak_malloced_memory: peakMalloced,
    does_zap_garbage: 0,
    number_of_native_contexts: 1,
    number_of_detached_contexts: 0,
    total_global_handles_size: 0,
    used_global_handles_size: 0,
    external_memory: m.external,
    total_allocated_bytes: allocatedHighWater,
  };
}

function getHeapSpaceStatistics() {
  const m = memorySample();
  const result = new Array(kHeapSpaces.length);
  for (let i = 0; i < kHeapSpaces.length; i++) {
    const isOld = kHeapSpaces[i] === 'old_space';
    result[i] = {
      space_name: kHeapSpaces[i],
      space_size: isOld ? m.total : 0,
      space_used_size: isOld ? m.used : 0,
      space_available_size: isOld ? m.total - m.used : 0,
      physical_space_size: isOld ? m.total : 0,
    };
  }
  return result;
}

function getHeapCodeStatistics() {
  // Boa has no machine code and does not report bytecode or source sizes.
  return {
    code_and_metadata_size: 0,
    bytecode_and_metadata_size: 0,
    external_script_source_size: 0,
    cpu_profiler_metadata_size: 0,
  };
}

function getCppHeapStatistics(type = 'detailed') {
  validators().validateOneOf(type, 'type', ['brief', 'detailed']);
  // minirt keeps no C++ (cppgc) heap: everything is empty.
  return {
    __proto__: null,
    committed_size_bytes: 0,
    resident_size_bytes: 0,
    used_size_bytes: 0,
    space_statistics: [],
    type_names: [],
    detail_level: type,
  };
}

// The flags set with setFlagsFromString, by name ('-' and '_' alike, `--noX` clears X): Boa
// has none to apply, but V8's code-cache tag covers them, so cachedDataVersionTag does too.
const flagsSet = new Map();

// A stable tag for "code cached by this engine": it changes with the engine's version and
// with the flags set, as V8's (version hash combined with the flag hash) does.
function cachedDataVersionTag() {
  let text = `minirt ${process.versions.minirt} boa ${process.versions.boa}`;
  for (const [name, value] of [...flagsSet].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    text += ` ${name}=${value}`;
  }
  let h = 0x811C9DC5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function setFlagsFromString(flags) {
  validators().validateString(flags, 'flags');
  for (const word of flags.split(/\s+/)) {
    const m = /^--?([^=]+)(?:=(.*))?$/.exec(word);
    if (m === null) continue;
    let name = m[1].replace(/_/g, '-');
    let value = m[2] ?? 'true';
    if (m[2] === undefined && name.startsWith('no-')) {
      name = name.slice(3);
      value = 'false';
    } else if (m[2] === undefined && name.startsWith('no') && name.length > 2) {
      name = name.slice(2);
      value = 'false';
    }
    flagsSet.set(name, value);
  }
}

// ---------------------------------------------------------------------------------------
// Heap snapshots, object queries, profiles: argument checks as Node, then not implemented.

function getHeapSnapshotOptions(options = {}) {
  const v = validators();
  v.validateObject(options, 'options');
  const { exposeInternals = false, exposeNumericValues = false } = options;
  v.validateBoolean(exposeInternals, 'options.exposeInternals');
  v.validateBoolean(exposeNumericValues, 'options.exposeNumericValues');
}

function writeHeapSnapshot(filename, options) {
  if (filename !== undefined) require('internal/fs/utils').getValidatedPath(filename);
  getHeapSnapshotOptions(options);
  throw notImplemented('v8.writeHeapSnapshot()');
}

function getHeapSnapshot(options) {
  getHeapSnapshotOptions(options);
  throw notImplemented('v8.getHeapSnapshot()');
}

function queryObjects(ctor, options) {
  const v = validators();
  v.validateFunction(ctor, 'constructor');
  if (options !== undefined) v.validateObject(options, 'options');
  const format = (options && options.format) || 'count';
  if (format !== 'count' && format !== 'summary') {
    throw new codes.ERR_INVALID_ARG_VALUE('options.format', format);
  }
  throw notImplemented('v8.queryObjects()');
}

function setHeapSnapshotNearHeapLimit(limit) {
  validators().validateUint32(limit, 'limit', true);
  throw notImplemented('v8.setHeapSnapshotNearHeapLimit()');
}

function setHeapProfileNearHeapLimit(limit) {
  validators().validateUint32(limit, 'limit', true);
  throw notImplemented('v8.setHeapProfileNearHeapLimit()');
}

function startCpuProfile(options = {}) {
  const v = validators();
  v.validateObject(options, 'options');
  const { sampleInterval, maxBufferSize } = options;
  if (sampleInterval !== undefined) {
    v.validateNumber(sampleInterval, 'options.sampleInterval', 0, 2147483.647);
  }
  if (maxBufferSize !== undefined) {
    v.validateNumber(maxBufferSize, 'options.maxBufferSize', 1, 4294967295);
  }
  throw notImplemented('v8.startCpuProfile()');
}

function startHeapProfile(options = {}) {
  const v = validators();
  v.validateObject(options, 'options');
  const {
    sampleInterval = 512 * 1024,
    stackDepth = 16,
    forceGC = false,
    includeObjectsCollectedByMajorGC = false,
    includeObjectsCollectedByMinorGC = false,
  } = options;
  v.validateInteger(sampleInterval, 'options.sampleInterval', 1);
  v.validateInt32(stackDepth, 'options.stackDepth', 0);
  v.validateBoolean(forceGC, 'options.forceGC');
  v.validateBoolean(includeObjectsCollectedByMajorGC, 'options.includeObjectsCollectedByMajorGC');
  v.validateBoolean(includeObjectsCollectedByMinorGC, 'options.includeObjectsCollectedByMinorGC');
  throw notImplemented('v8.startHeapProfile()');
}

// Without NODE_V8_COVERAGE Node's coverage calls do nothing; minirt never collects any.
function takeCoverage() {}
function stopCoverage() {}

function isStringOneByteRepresentation(content) {
  validators().validateString(content, 'content');
  return !/[^\u0000-\u00ff]/.test(content);
}

// ---------------------------------------------------------------------------------------
// promiseHooks: Boa has no promise lifecycle hooks to attach to.

function makeHookRegistrar(name) {
  return (hook) => {
    validators().validatePlainFunction(hook, `${name}Hook`);
    throw notImplemented(`v8.promiseHooks.on${name[0].toUpperCase()}${name.slice(1)}()`);
  };
}
const onInit = makeHookRegistrar('init');
const onBefore = makeHookRegistrar('before');
const onAfter = makeHookRegistrar('after');
const onSettled = makeHookRegistrar('settled');

function createHook({ init, before, after, settled } = {}) {
  const stops = [];
  if (init) stops.push(onInit(init));
  if (before) stops.push(onBefore(before));
  if (after) stops.push(onAfter(after));
  if (settled) stops.push(onSettled(settled));
  return () => {
    for (let i = 0; i < stops.length; i++) stops[i]();
  };
}

const promiseHooks = { createHook, onInit, onBefore, onAfter, onSettled };

// ---------------------------------------------------------------------------------------
// startupSnapshot: minirt never builds a snapshot.

function throwIfNotBuildingSnapshot() {
  throw new codes.ERR_NOT_BUILDING_SNAPSHOT();
}

const startupSnapshot = {
  addDeserializeCallback(callback, data) {
    throwIfNotBuildingSnapshot();
  },
  addSerializeCallback(callback, data) {
    throwIfNotBuildingSnapshot();
  },
  setDeserializeMainFunction(callback, data) {
    throwIfNotBuildingSnapshot();
  },
  // Node reads this from a byte flag, so it answers 0 rather than false.
  isBuildingSnapshot() {
    return 0;
  },
};

// ---------------------------------------------------------------------------------------
// GCProfiler records the collections gc() runs (internal/v8/gc).

const { GCProfiler } = require('internal/v8/gc');

// ---------------------------------------------------------------------------------------
// Node's default (de)serializer: ArrayBufferViews travel as host objects holding only their
// own bytes, never their (possibly pooled, larger) ArrayBuffer.

const kBufferIndex = 10;
const viewIndexByTag = {
  __proto__: null,
  '[object Int8Array]': 0,
  '[object Uint8Array]': 1,
  '[object Uint8ClampedArray]': 2,
  '[object Int16Array]': 3,
  '[object Uint16Array]': 4,
  '[object Int32Array]': 5,
  '[object Uint32Array]': 6,
  '[object Float32Array]': 7,
  '[object Float64Array]': 8,
  '[object DataView]': 9,
  '[object BigInt64Array]': 11,
  '[object BigUint64Array]': 12,
  '[object Float16Array]': 13,
};

function viewTypeByIndex(index) {
  switch (index) {
    case 0: return Int8Array;
    case 1: return Uint8Array;
    case 2: return Uint8ClampedArray;
    case 3: return Int16Array;
    case 4: return Uint16Array;
    case 5: return Int32Array;
    case 6: return Uint32Array;
    case 7: return Float32Array;
    case 8: return Float64Array;
    case 9: return DataView;
    case 10: return FastBuffer;
    case 11: return BigInt64Array;
    case 12: return BigUint64Array;
    case 13: return typeof Float16Array === 'function' ? Float16Array : undefined;
  }
  return undefined;
}

class DefaultSerializer extends Serializer {
  constructor() {
    super();
    this._setTreatArrayBufferViewsAsHostObjects(true);
  }

  _writeHostObject(abView) {
    let index = kBufferIndex;
    if (abView.constructor !== Buffer) {
      index = viewIndexByTag[ObjectPrototypeToString.call(abView)];
      if (index === undefined) {
        const { inspect } = require('internal/util/inspect');
        throw new this._getDataCloneError(`Unserializable host object: ${inspect(abView)}`);
      }
    }
    this.writeUint32(index);
    this.writeUint32(abView.byteLength);
    this.writeRawBytes(new Uint8Array(abView.buffer, abView.byteOffset, abView.byteLength));
  }
}

class DefaultDeserializer extends Deserializer {
  _readHostObject() {
    const index = this.readUint32();
    const ctor = viewTypeByIndex(index);
    const byteLength = this.readUint32();
    const byteOffset = this._readRawBytes(byteLength);
    if (ctor === undefined) {
      throw new TypeError("Cannot read properties of undefined (reading 'BYTES_PER_ELEMENT')");
    }
    const elementSize = ctor.BYTES_PER_ELEMENT || 1;
    const offset = this.buffer.byteOffset + byteOffset;
    if (offset % elementSize === 0) {
      // Aligned: the view shares the caller's memory, as in Node.
      return new ctor(this.buffer.buffer, offset, byteLength / elementSize);
    }
    const copy = Buffer.allocUnsafe(byteLength);
    copy.set(new Uint8Array(this.buffer.buffer, offset, byteLength));
    return new ctor(copy.buffer, copy.byteOffset, byteLength / elementSize);
  }
}

// One DefaultSerializer is reused while no call is using it: building one costs more than
// writing a small value, and programs call serialize in tight loops. A call that throws, or
// one made from a hook while another runs, gets a fresh serializer.
let spareSerializer;
function serialize(value) {
  let ser = spareSerializer;
  if (ser === undefined) ser = new DefaultSerializer();
  else spareSerializer = undefined;
  ser.writeHeader();
  ser.writeValue(value);
  const out = ser.releaseBuffer();
  recycleSerializer(ser);
  spareSerializer = ser;
  return out;
}

function deserialize(buffer) {
  const der = new DefaultDeserializer(buffer);
  der.readHeader();
  return der.readValue();
}

module.exports = {
  cachedDataVersionTag,
  getHeapSnapshot,
  getHeapStatistics,
  getHeapSpaceStatistics,
  getHeapCodeStatistics,
  getCppHeapStatistics,
  setFlagsFromString,
  Serializer,
  Deserializer,
  DefaultSerializer,
  DefaultDeserializer,
  deserialize,
  takeCoverage,
  stopCoverage,
  serialize,
  writeHeapSnapshot,
  promiseHooks,
  queryObjects,
  startupSnapshot,
  setHeapSnapshotNearHeapLimit,
  setHeapProfileNearHeapLimit,
  GCProfiler,
  isStringOneByteRepresentation,
  startCpuProfile,
  startHeapProfile,
};
