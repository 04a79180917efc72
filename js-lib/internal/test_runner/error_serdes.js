'use strict';
// internal/test_runner/error_serdes: errors across the process boundary of `--test` and
// run(). A child's failure is turned into bytes (tag byte + v8 serialization) and rebuilt in
// the parent: errors of the built-in classes as an object of that class with the same
// property descriptors (gathered along the prototype chain, getters read, functions left
// out) and toStringTag 'Error'; other values as themselves, or as their inspection.

const { Buffer } = require('buffer');

const kSerializedError = 0;
const kSerializedObject = 1;
const kInspectedError = 2;
const kInspectedSymbol = 3;
const kCustomInspectedObject = 4;
const kSymbolStringLength = 'Symbol('.length;

const errors = {
  __proto__: null, AggregateError, Error, TypeError, RangeError, URIError, SyntaxError,
  ReferenceError, EvalError,
};

function inspect(value) {
  return require('internal/util/inspect').inspect(value);
}

function customInspectSymbol() {
  return require('util').inspect.custom;
}

function allProperties(object, target = object) {
  const all = { __proto__: null };
  if (object === null) return all;
  Object.assign(all, allProperties(Object.getPrototypeOf(object), target));
  for (const key of Object.getOwnPropertyNames(object)) {
    let descriptor;
    try {
      descriptor = Object.getOwnPropertyDescriptor(object, key);
    } catch {
      continue;
    }
    const getter = descriptor.get;
    // A getter shadowed by the error's own property is not run: here Error.prototype has a
    // `stack` accessor that would replace the own (possibly rewritten) stack with the
    // captured one.
    if (getter && object !== target && Object.prototype.hasOwnProperty.call(target, key)) {
      continue;
    }
    if (getter && key !== '__proto__') {
      try {
        descriptor.value = Reflect.apply(getter, target, []);
        delete descriptor.get;
        delete descriptor.set;
      } catch {
        // An unreadable property is left as it is.
      }
    }
    if (key === 'cause') {
      descriptor.value = serializeError(descriptor.value);
      all[key] = descriptor;
    } else if ('value' in descriptor && typeof descriptor.value !== 'function' &&
               typeof descriptor.value !== 'symbol') {
      all[key] = descriptor;
    }
  }
  return all;
}

// The first built-in error class on the prototype chain, by name.
function builtinConstructorName(object) {
  for (let current = object; current !== null; current = Object.getPrototypeOf(current)) {
    const desc = Object.getOwnPropertyDescriptor(current, 'constructor');
    const name = desc?.value ? Object.getOwnPropertyDescriptor(desc.value, 'name')?.value :
      undefined;
    if (name !== undefined && name in errors) return name;
  }
  return undefined;
}

function tagged(tag, body) {
  return Buffer.concat([Buffer.from([tag]), body]);
}

function serializeError(error) {
  const { serialize } = require('v8');
  if (typeof error === 'symbol') {
    return Buffer.from(String.fromCharCode(kInspectedSymbol) + inspect(error), 'utf8');
  }
  try {
    if (typeof error === 'object' && error !== null &&
        Object.prototype.toString.call(error) === '[object Error]') {
      const name = builtinConstructorName(error);
      if (name !== undefined) {
        return tagged(kSerializedError,
                      serialize({ constructor: name, properties: allProperties(error) }));
      }
    }
  } catch {
    // Fall through to the other encodings.
  }
  try {
    if (error != null && customInspectSymbol() in error) {
      return Buffer.from(String.fromCharCode(kCustomInspectedObject) + inspect(error), 'utf8');
    }
  } catch {
    // Fall through.
  }
  try {
    return tagged(kSerializedObject, serialize(error));
  } catch {
    // Fall through.
  }
  return Buffer.from(String.fromCharCode(kInspectedError) + inspect(error), 'utf8');
}

function bodyOf(error) {
  return Buffer.from(error.buffer, error.byteOffset + 1, error.byteLength - 1);
}

function deserializeError(error) {
  const { deserialize } = require('v8');
  switch (error[0]) {
    case kSerializedError: {
      const { constructor, properties } = deserialize(error.subarray(1));
      const ctor = errors[constructor];
      Object.defineProperty(properties, Symbol.toStringTag, {
        __proto__: null,
        value: { __proto__: null, value: 'Error', configurable: true },
        enumerable: true,
      });
      if ('cause' in properties && 'value' in properties.cause) {
        properties.cause.value = deserializeError(properties.cause.value);
      }
      return Object.create(ctor.prototype, properties);
    }
    case kSerializedObject:
      return deserialize(error.subarray(1));
    case kInspectedError:
      return bodyOf(error).toString('utf8');
    case kInspectedSymbol: {
      const text = bodyOf(error).toString('utf8');
      return Symbol.for(text.substring(kSymbolStringLength, text.length - 1));
    }
    case kCustomInspectedObject: {
      const text = bodyOf(error).toString('utf8');
      return { __proto__: null, [customInspectSymbol()]: () => text };
    }
  }
  require('assert').fail('This should not happen');
}

module.exports = { serializeError, deserializeError };
