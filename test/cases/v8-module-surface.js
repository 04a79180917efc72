// The v8 module's surface: export names and types, statistics shapes, startupSnapshot
// outside a snapshot build, flag strings, and the argument checks of the profiling calls.
'use strict';
const v8 = require('v8');

const attempt = (label, fn) => {
  try {
    const r = fn();
    console.log(label, typeof r === 'object' && r !== null ? JSON.stringify(r) : String(r));
  } catch (err) {
    console.log(label, 'throws', err.name, err.code, err.message);
  }
};

console.log(Object.keys(v8).map((k) => `${k}:${typeof v8[k]}`).join(' '));
console.log('promiseHooks', Object.keys(v8.promiseHooks).join(','));
console.log('startupSnapshot', Object.keys(v8.startupSnapshot).join(','));

const shape = (obj) => Object.keys(obj).map((k) => `${k}:${typeof obj[k]}`).join(',');
const stats = v8.getHeapStatistics();
console.log('heap', shape(stats));
console.log('heap sane', stats.used_heap_size > 0, stats.total_heap_size >= stats.used_heap_size,
            stats.heap_size_limit > stats.used_heap_size, Number.isInteger(stats.total_available_size));
const spaces = v8.getHeapSpaceStatistics();
console.log('spaces', spaces.map((s) => s.space_name).join(','));
console.log('space shape', [...new Set(spaces.map(shape))].join(' | '));
console.log('code', shape(v8.getHeapCodeStatistics()));
const cpp = v8.getCppHeapStatistics('brief');
console.log('cpp brief', Object.getPrototypeOf(cpp), shape(cpp), cpp.detail_level);
console.log('cpp default', v8.getCppHeapStatistics().detail_level);
attempt('cpp bad type', () => v8.getCppHeapStatistics('x'));
const tag = v8.cachedDataVersionTag();
console.log('version tag', typeof tag, Number.isInteger(tag), tag >= 0 && tag <= 0xffffffff, tag === v8.cachedDataVersionTag());

attempt('setFlagsFromString', () => v8.setFlagsFromString('--allow-natives-syntax'));
attempt('setFlagsFromString empty', () => v8.setFlagsFromString(''));
attempt('setFlagsFromString number', () => v8.setFlagsFromString(1));
attempt('setFlagsFromString missing', () => v8.setFlagsFromString());

console.log('isBuildingSnapshot', v8.startupSnapshot.isBuildingSnapshot());
for (const name of ['addSerializeCallback', 'addDeserializeCallback', 'setDeserializeMainFunction']) {
  attempt(name, () => v8.startupSnapshot[name](() => {}));
  attempt(`${name} bad`, () => v8.startupSnapshot[name](1));
}

console.log('coverage', v8.takeCoverage(), v8.stopCoverage());
console.log('one byte', v8.isStringOneByteRepresentation('abc'), v8.isStringOneByteRepresentation('caf\u00e9'),
            v8.isStringOneByteRepresentation('\u20ac'), v8.isStringOneByteRepresentation(''));
attempt('one byte number', () => v8.isStringOneByteRepresentation(1));

const profiler = new v8.GCProfiler();
console.log('GCProfiler', Object.getOwnPropertyNames(v8.GCProfiler.prototype).join(','), profiler.stop());

// Argument checks that come before any work.
attempt('writeHeapSnapshot path', () => v8.writeHeapSnapshot(1));
attempt('writeHeapSnapshot options', () => v8.writeHeapSnapshot(undefined, 1));
attempt('writeHeapSnapshot option type', () => v8.writeHeapSnapshot(undefined, { exposeInternals: 1 }));
attempt('getHeapSnapshot options', () => v8.getHeapSnapshot(1));
attempt('getHeapSnapshot option type', () => v8.getHeapSnapshot({ exposeNumericValues: 'yes' }));
attempt('queryObjects ctor', () => v8.queryObjects(1));
attempt('queryObjects options', () => v8.queryObjects(Object, 1));
attempt('queryObjects format', () => v8.queryObjects(Object, { format: 'x' }));
attempt('setHeapSnapshotNearHeapLimit 0', () => v8.setHeapSnapshotNearHeapLimit(0));
attempt('setHeapSnapshotNearHeapLimit str', () => v8.setHeapSnapshotNearHeapLimit('1'));
attempt('setHeapProfileNearHeapLimit -1', () => v8.setHeapProfileNearHeapLimit(-1));
attempt('startCpuProfile options', () => v8.startCpuProfile(1));
attempt('startCpuProfile interval', () => v8.startCpuProfile({ sampleInterval: -1 }));
attempt('startCpuProfile buffer', () => v8.startCpuProfile({ maxBufferSize: 0 }));
attempt('startCpuProfile interval type', () => v8.startCpuProfile({ sampleInterval: 'x' }));
attempt('startHeapProfile options', () => v8.startHeapProfile(1));
attempt('startHeapProfile interval', () => v8.startHeapProfile({ sampleInterval: 0 }));
attempt('startHeapProfile depth', () => v8.startHeapProfile({ stackDepth: -1 }));
attempt('startHeapProfile forceGC', () => v8.startHeapProfile({ forceGC: 1 }));
attempt('onInit number', () => v8.promiseHooks.onInit(1));
attempt('onBefore async', () => v8.promiseHooks.onBefore(async () => {}));
attempt('onSettled string', () => v8.promiseHooks.onSettled('x'));
attempt('createHook nothing', () => typeof v8.promiseHooks.createHook({}));
attempt('createHook bad init', () => v8.promiseHooks.createHook({ init: 5 }));
console.log('lengths', v8.promiseHooks.createHook.length, v8.promiseHooks.onInit.length,
            v8.Serializer.length, v8.Deserializer.length, v8.DefaultSerializer.length,
            v8.DefaultDeserializer.length, v8.serialize.length, v8.deserialize.length);
console.log('proto methods', Object.keys(v8.Serializer.prototype).join(','));
console.log('proto methods', Object.keys(v8.Deserializer.prototype).join(','));
console.log('default protos', Object.getOwnPropertyNames(v8.DefaultSerializer.prototype).join(','),
            Object.getOwnPropertyNames(v8.DefaultDeserializer.prototype).join(','));
console.log('clone error', v8.Serializer.prototype._getDataCloneError === Error);
console.log('node: prefix', require('node:v8') === v8);
