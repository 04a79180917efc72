// Array.fromAsync, which V8 has and Boa 0.22 lacks. runtime/src/engine/engine_fixes.rs installs a
// native Array.fromAsync in every realm that compiles this file, in that realm, on its
// first call (so start-up does not parse it) and hands the call on to it.
'use strict';

const { apply: ReflectApply, defineProperty: ReflectDefineProperty } = Reflect;

function toLength(value) {
  const n = Math.trunc(Number(value)) || 0;
  return Math.min(Math.max(n, 0), 2 ** 53 - 1);
}

function createDataProperty(target, key, value) {
  ReflectDefineProperty(target, key, {
    value, writable: true, enumerable: true, configurable: true,
  });
}

// Sync iterables: each value is awaited, as the spec's CreateAsyncFromSyncIterator does.
async function* fromSync(items) {
  for (const value of items) yield await value;
}

module.exports = async function fromAsync(items, mapfn = undefined, thisArg = undefined) {
  if (mapfn !== undefined && typeof mapfn !== 'function') {
    throw new TypeError(`${String(mapfn)} is not a function`);
  }
  const C = typeof this === 'function' ? this : Array;
  const usesAsync = items != null && items[Symbol.asyncIterator] != null;
  const usesSync = !usesAsync && items != null && items[Symbol.iterator] != null;
  if (usesAsync || usesSync) {
    const result = C === Array ? [] : new C();
    let k = 0;
    for await (const value of usesAsync ? items : fromSync(items)) {
      createDataProperty(result, k, mapfn === undefined ? value : await ReflectApply(mapfn, thisArg, [value, k]));
      k++;
    }
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    result['length'] = k;
    return result;
  }
  const arrayLike = Object(items);
  const length = toLength(arrayLike.length);
  const result = C === Array ? new Array(length) : new C(length);
  for (let k = 0; k < length; k++) {
    const value = await arrayLike[k];
    createDataProperty(result, k, mapfn === undefined ? value : await ReflectApply(mapfn, thisArg, [value, k]));
  }
  // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
  result['length'] = length;
  return result;
};
