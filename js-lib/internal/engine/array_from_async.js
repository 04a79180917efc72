// Array.fromAsync, which V8 has and Boa 0.22 lacks. runtime/src/engine/engine_fixes.rs installs a
// native Array.fromAsync in every realm that compiles this file, in that realm, on its
// first call (so start-up does not parse it) and hands the call on to it. The iteration
// follows V8's: any failure while iterating closes the iterator (for a sync iterable, the
// wrapper V8 puts around it closes it too), and the messages are V8's.
'use strict';

const {
  apply: ReflectApply,
  construct: ReflectConstruct,
  defineProperty: ReflectDefineProperty,
  getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor,
  getPrototypeOf: ReflectGetPrototypeOf,
} = Reflect;
const ArrayCtor = Array;
const { isArray: ArrayIsArray } = Array;
const ObjectCtor = Object;
const { toString: ObjectPrototypeToString } = Object.prototype;
const { toString: SymbolPrototypeToString } = Symbol.prototype;
const StringCtor = String;
const TypeErrorCtor = TypeError;
const { asyncIterator: SymbolAsyncIterator, iterator: SymbolIterator } = Symbol;

function toLength(value) {
  const n = Math.trunc(Number(value)) || 0;
  return Math.min(Math.max(n, 0), 2 ** 53 - 1);
}

function createDataProperty(target, key, value) {
  if (!ReflectDefineProperty(target, key, {
    value, writable: true, enumerable: true, configurable: true,
  })) {
    throw new TypeErrorCtor(`Cannot redefine property: ${key}`);
  }
}

function isObject(value) {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

// IsConstructor without calling `C`: constructing a plain function with `C` as new.target
// throws only when `C` cannot construct.
function dummy() {}
function isConstructor(C) {
  if (typeof C !== 'function') return false;
  try {
    ReflectConstruct(dummy, [], C);
    return true;
  } catch {
    return false;
  }
}

// A data property found along the prototype chain, read without running getters.
function dataProperty(object, key) {
  for (let o = object; o !== null; o = ReflectGetPrototypeOf(o)) {
    const desc = ReflectGetOwnPropertyDescriptor(o, key);
    if (desc !== undefined) return desc.value;
  }
  return undefined;
}

const kBuiltinTags = ['Array', 'Arguments', 'Boolean', 'Date', 'Error', 'Function', 'Number',
                      'RegExp', 'String'];

// How V8 prints a value in a message without running its code: `#<Foo>` for an object
// whose toString is Object.prototype's, `[object Tag]` for other objects.
function valueText(value) {
  if (typeof value === 'symbol') return ReflectApply(SymbolPrototypeToString, value, []);
  if (!isObject(value)) return StringCtor(value);
  if (Error.isError?.(value)) {
    const name = dataProperty(value, 'name');
    const message = dataProperty(value, 'message');
    const n = typeof name === 'string' ? name : 'Error';
    return typeof message === 'string' && message !== '' ? `${n}: ${message}` : n;
  }
  if (dataProperty(value, 'toString') === ObjectPrototypeToString) {
    const ctor = dataProperty(value, 'constructor');
    if (typeof ctor === 'function') {
      const name = dataProperty(ctor, 'name');
      if (typeof name === 'string' && name !== '') return `#<${name}>`;
    }
  }
  let tag = 'Object';
  if (ArrayIsArray(value)) {
    tag = 'Array';
  } else {
    const shown = ReflectApply(ObjectPrototypeToString, value, []).slice(8, -1);
    for (let i = 0; i < kBuiltinTags.length; i++) {
      if (kBuiltinTags[i] === shown) tag = shown;
    }
  }
  return `[object ${tag}]`;
}

function getMethod(items, key, name) {
  const method = items[key];
  if (method === undefined || method === null) return undefined;
  if (typeof method !== 'function') {
    throw new TypeErrorCtor('Array.fromAsync requires that the property of the first argument, ' +
                            `items[${name}], when exists, be a function`);
  }
  return method;
}

// A return() whose failure the error being thrown hides.
function closeSync(iterator) {
  try {
    const ret = iterator.return;
    if (ret !== undefined && ret !== null) ReflectApply(ret, iterator, []);
  } catch {
    // The original error is the one thrown.
  }
}

async function closeAsync(iterator) {
  try {
    const ret = iterator.return;
    if (ret !== undefined && ret !== null) await ReflectApply(ret, iterator, []);
  } catch {
    // The original error is the one thrown.
  }
}

// One step of the async-from-sync wrapper: the value is awaited, and a failure closes the
// sync iterator.
async function syncStep(iterator, next) {
  try {
    const result = ReflectApply(next, iterator, []);
    if (!isObject(result)) {
      throw new TypeErrorCtor(`Iterator result ${valueText(result)} is not an object`);
    }
    const done = !!result.done;
    const value = result.value;
    return done ? { done, value } : { done, value: await value };
  } catch (err) {
    closeSync(iterator);
    throw err;
  }
}

async function fromIterator(A, iterator, isSync, mapfn, thisArg) {
  const next = iterator.next;
  let k = 0;
  for (;;) {
    try {
      let done;
      let value;
      if (isSync) {
        ({ done, value } = await syncStep(iterator, next));
      } else {
        const result = await ReflectApply(next, iterator, []);
        // V8's own wording, which names the method where the result belongs.
        if (!isObject(result)) throw new TypeErrorCtor('Iterator result Array.fromAsync is not an object');
        done = !!result.done;
        if (!done) value = result.value;
      }
      if (done) {
        // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
        A['length'] = k;
        return A;
      }
      if (mapfn !== undefined) value = await ReflectApply(mapfn, thisArg, [value, k]);
      createDataProperty(A, k, value);
    } catch (err) {
      if (isSync) closeSync(iterator);
      else await closeAsync(iterator);
      throw err;
    }
    k++;
  }
}

module.exports = async function fromAsync(items, mapfn = undefined, thisArg = undefined) {
  const C = this;
  if (mapfn !== undefined && typeof mapfn !== 'function') {
    throw new TypeErrorCtor(`${valueText(mapfn)} is not a function`);
  }
  if (items === undefined || items === null) {
    throw new TypeErrorCtor(
      `Cannot read properties of ${items} (reading 'Symbol(Symbol.asyncIterator)')`);
  }
  const asyncMethod = getMethod(items, SymbolAsyncIterator, 'Symbol.asyncIterator');
  const syncMethod = asyncMethod === undefined ?
    getMethod(items, SymbolIterator, 'Symbol.iterator') : undefined;
  const method = asyncMethod ?? syncMethod;
  if (method !== undefined) {
    const iterator = ReflectApply(method, items, []);
    if (!isObject(iterator)) {
      throw new TypeErrorCtor('Result of the Symbol.iterator method is not an object');
    }
    const A = isConstructor(C) ? new C() : [];
    return fromIterator(A, iterator, asyncMethod === undefined, mapfn, thisArg);
  }
  const arrayLike = ObjectCtor(items);
  const length = toLength(arrayLike.length);
  const A = isConstructor(C) ? new C(length) : new ArrayCtor(length);
  for (let k = 0; k < length; k++) {
    let value = await arrayLike[k];
    if (mapfn !== undefined) value = await ReflectApply(mapfn, thisArg, [value, k]);
    createDataProperty(A, k, value);
  }
  // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
  A['length'] = length;
  return A;
};
