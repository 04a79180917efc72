'use strict';
// internal/test_runner/mock/mock: MockTracker, node:test's `mock` (and each test's t.mock).
// fn() and method()/getter()/setter() return a Proxy of the original function that records
// every call ({ arguments, error, result, stack, target, this }) and runs the current
// implementation; property() records gets and sets of one property; timers gives the
// MockTimers. restoreAll() puts originals back, reset() also forgets the mocks.

const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_METHOD_NOT_IMPLEMENTED },
} = require('internal/errors');
const {
  validateBoolean,
  validateFunction,
  validateInteger,
  validateObject,
} = require('internal/validators');

const kEmptyObject = Object.freeze({ __proto__: null });

// A non-configurable own property keeps its function unless it is a writable data
// property. Refused here so the error reads as Node's, naming the property.
function assertRedefinable(object, name) {
  const own = Object.getOwnPropertyDescriptor(object, name);
  if (own === undefined || own.configurable) return;
  if ('value' in own && own.writable) return;
  throw new TypeError(`Cannot redefine property: ${String(name)}`);
}
function kDefaultFunction() {}
let MockTimers;

class MockFunctionContext {
  #calls;
  #mocks;
  #implementation;
  #restore;
  #times;

  constructor(implementation, restore, times) {
    this.#calls = [];
    this.#mocks = new Map();
    this.#implementation = implementation;
    this.#restore = restore;
    this.#times = times;
  }

  get calls() {
    return this.#calls.slice(0);
  }

  callCount() {
    return this.#calls.length;
  }

  mockImplementation(implementation) {
    validateFunction(implementation, 'implementation');
    this.#implementation = implementation;
  }

  mockImplementationOnce(implementation, onCall) {
    validateFunction(implementation, 'implementation');
    const nextCall = this.#calls.length;
    const call = onCall ?? nextCall;
    validateInteger(call, 'onCall', nextCall);
    this.#mocks.set(call, implementation);
  }

  restore() {
    const { descriptor, object, original, methodName } = this.#restore;
    if (typeof methodName === 'string' || typeof methodName === 'symbol') {
      Object.defineProperty(object, methodName, descriptor);
    } else {
      // A bare function mock cannot be unhooked: it goes back to calling the original.
      this.#implementation = original;
    }
  }

  resetCalls() {
    this.#calls = [];
  }

  static trackCall(ctx, call) {
    ctx.#calls.push(call);
  }

  static nextImpl(ctx) {
    const nextCall = ctx.#calls.length;
    const mock = ctx.#mocks.get(nextCall);
    const impl = mock ?? ctx.#implementation;
    if (nextCall + 1 === ctx.#times) ctx.restore();
    ctx.#mocks.delete(nextCall);
    return impl;
  }
}

// The bookkeeping entry points stay off the public prototype.
const { trackCall, nextImpl } = MockFunctionContext;
delete MockFunctionContext.trackCall;
delete MockFunctionContext.nextImpl;
const restoreFn = MockFunctionContext.prototype.restore;

class MockPropertyContext {
  #object;
  #propertyName;
  #value;
  #originalValue;
  #descriptor;
  #accesses;
  #onceValues;

  constructor(object, propertyName, value) {
    this.#onceValues = new Map();
    this.#accesses = [];
    this.#object = object;
    this.#propertyName = propertyName;
    this.#originalValue = object[propertyName];
    this.#value = arguments.length > 2 ? value : this.#originalValue;
    this.#descriptor = Object.getOwnPropertyDescriptor(object, propertyName);
    if (!this.#descriptor) {
      throw new ERR_INVALID_ARG_VALUE('propertyName', propertyName,
                                      'is not a property of the object');
    }
    const { configurable, enumerable } = this.#descriptor;
    Object.defineProperty(object, propertyName, {
      __proto__: null,
      configurable,
      enumerable,
      get: () => {
        const nextValue = this.#getAccessValue(this.#value);
        this.#accesses.push({ __proto__: null, type: 'get', value: nextValue, stack: new Error() });
        return nextValue;
      },
      set: this.mockImplementation.bind(this),
    });
  }

  get accesses() {
    return this.#accesses.slice(0);
  }

  accessCount() {
    return this.#accesses.length;
  }

  mockImplementation(value) {
    if (!this.#descriptor.writable) {
      throw new ERR_INVALID_ARG_VALUE('propertyName', this.#propertyName, 'cannot be set');
    }
    const nextValue = this.#getAccessValue(value);
    this.#accesses.push({ __proto__: null, type: 'set', value: nextValue, stack: new Error() });
    this.#value = nextValue;
  }

  #getAccessValue(value) {
    const accessIndex = this.#accesses.length;
    if (this.#onceValues.has(accessIndex)) {
      const once = this.#onceValues.get(accessIndex);
      this.#onceValues.delete(accessIndex);
      return once;
    }
    return value;
  }

  mockImplementationOnce(value, onAccess) {
    const nextAccess = this.#accesses.length;
    const accessIndex = onAccess ?? nextAccess;
    validateInteger(accessIndex, 'onAccess', nextAccess);
    this.#onceValues.set(accessIndex, value);
  }

  resetAccesses() {
    this.#accesses = [];
  }

  restore() {
    Object.defineProperty(this.#object, this.#propertyName, {
      __proto__: null, ...this.#descriptor, value: this.#originalValue,
    });
  }
}

const restoreProperty = MockPropertyContext.prototype.restore;

class MockTracker {
  #mocks = [];
  #timers;

  get timers() {
    if (this.#timers === undefined) {
      MockTimers ??= require('internal/test_runner/mock/mock_timers').MockTimers;
      this.#timers = new MockTimers();
    }
    return this.#timers;
  }

  fn(original = function() {}, implementation = original, options = kEmptyObject) {
    if (original !== null && typeof original === 'object') {
      options = original;
      original = function() {};
      implementation = original;
    } else if (implementation !== null && typeof implementation === 'object') {
      options = implementation;
      implementation = original;
    }
    validateFunction(original, 'original');
    validateFunction(implementation, 'implementation');
    validateObject(options, 'options');
    const { times = Infinity } = options;
    validateTimes(times, 'options.times');
    const ctx = new MockFunctionContext(implementation, { __proto__: null, original }, times);
    return this.#setupMock(ctx, original);
  }

  method(objectOrFunction, methodName, implementation = kDefaultFunction,
         options = kEmptyObject) {
    validateStringOrSymbol(methodName, 'methodName');
    if (typeof objectOrFunction !== 'function') validateObject(objectOrFunction, 'object');
    if (implementation !== null && typeof implementation === 'object') {
      options = implementation;
      implementation = kDefaultFunction;
    }
    validateFunction(implementation, 'implementation');
    validateObject(options, 'options');
    const { getter = false, setter = false, times = Infinity } = options;
    validateBoolean(getter, 'options.getter');
    validateBoolean(setter, 'options.setter');
    validateTimes(times, 'options.times');
    if (setter && getter) {
      throw new ERR_INVALID_ARG_VALUE('options.setter', setter,
                                      "cannot be used with 'options.getter'");
    }
    const descriptor = findMethodOnPrototypeChain(objectOrFunction, methodName);
    let original;
    if (getter) original = descriptor?.get;
    else if (setter) original = descriptor?.set;
    else original = descriptor?.value;
    if (typeof original !== 'function') {
      throw new ERR_INVALID_ARG_VALUE('methodName', original, 'must be a method');
    }

    const restore = { __proto__: null, descriptor, object: objectOrFunction, methodName };
    const impl = implementation === kDefaultFunction ? original : implementation;
    const ctx = new MockFunctionContext(impl, restore, times);
    const mock = this.#setupMock(ctx, original);
    const mockDescriptor = {
      __proto__: null,
      configurable: descriptor.configurable,
      enumerable: descriptor.enumerable,
    };
    if (getter) {
      mockDescriptor.get = mock;
      mockDescriptor.set = descriptor.set;
    } else if (setter) {
      mockDescriptor.get = descriptor.get;
      mockDescriptor.set = mock;
    } else {
      mockDescriptor.writable = descriptor.writable;
      mockDescriptor.value = mock;
    }
    assertRedefinable(objectOrFunction, methodName);
    Object.defineProperty(objectOrFunction, methodName, mockDescriptor);
    return mock;
  }

  getter(object, methodName, implementation = kDefaultFunction, options = kEmptyObject) {
    if (implementation !== null && typeof implementation === 'object') {
      options = implementation;
      implementation = kDefaultFunction;
    } else {
      validateObject(options, 'options');
    }
    const { getter = true } = options;
    if (getter === false) {
      throw new ERR_INVALID_ARG_VALUE('options.getter', getter, 'cannot be false');
    }
    return this.method(object, methodName, implementation, {
      __proto__: null, ...options, getter,
    });
  }

  setter(object, methodName, implementation = kDefaultFunction, options = kEmptyObject) {
    if (implementation !== null && typeof implementation === 'object') {
      options = implementation;
      implementation = kDefaultFunction;
    } else {
      validateObject(options, 'options');
    }
    const { setter = true } = options;
    if (setter === false) {
      throw new ERR_INVALID_ARG_VALUE('options.setter', setter, 'cannot be false');
    }
    return this.method(object, methodName, implementation, {
      __proto__: null, ...options, setter,
    });
  }

  property(object, propertyName, value) {
    validateObject(object, 'object');
    validateStringOrSymbol(propertyName, 'propertyName');
    const ctx = arguments.length > 2 ?
      new MockPropertyContext(object, propertyName, value) :
      new MockPropertyContext(object, propertyName);
    this.#mocks.push({ __proto__: null, ctx, restore: restoreProperty });
    return new Proxy(object, {
      __proto__: null,
      get(target, property, receiver) {
        if (property === 'mock') return ctx;
        return Reflect.get(target, property, receiver);
      },
    });
  }

  reset() {
    this.restoreAll();
    this.#timers?.reset();
    this.#mocks = [];
  }

  restoreAll() {
    for (let i = 0; i < this.#mocks.length; i++) {
      const { ctx, restore } = this.#mocks[i];
      Reflect.apply(restore, ctx, []);
    }
  }

  #setupMock(ctx, fnToMatch) {
    const mock = new Proxy(fnToMatch, {
      __proto__: null,
      apply(_fn, thisArg, argList) {
        const fn = nextImpl(ctx);
        let result;
        let error;
        try {
          result = Reflect.apply(fn, thisArg, argList);
        } catch (err) {
          error = err;
          throw err;
        } finally {
          trackCall(ctx, {
            __proto__: null,
            arguments: argList,
            error,
            result,
            stack: new Error(),
            target: undefined,
            this: thisArg,
          });
        }
        return result;
      },
      construct(target, argList, newTarget) {
        const realTarget = nextImpl(ctx);
        let result;
        let error;
        try {
          result = Reflect.construct(realTarget, argList, newTarget);
        } catch (err) {
          error = err;
          throw err;
        } finally {
          trackCall(ctx, {
            __proto__: null,
            arguments: argList,
            error,
            result,
            stack: new Error(),
            target,
            this: result,
          });
        }
        return result;
      },
      get(target, property, receiver) {
        if (property === 'mock') return ctx;
        return Reflect.get(target, property, receiver);
      },
    });
    this.#mocks.push({ __proto__: null, ctx, restore: restoreFn });
    return mock;
  }
}

// module() exists only with --experimental-test-module-mocks, as in Node.
function mockModule() {
  throw new ERR_METHOD_NOT_IMPLEMENTED('MockTracker.module');
}

if (require('internal/natives').execArgv.includes('--experimental-test-module-mocks')) {
  Object.defineProperty(MockTracker.prototype, 'module', {
    __proto__: null, value: mockModule, writable: true, configurable: true, enumerable: false,
  });
}

function validateStringOrSymbol(value, name) {
  if (typeof value !== 'string' && typeof value !== 'symbol') {
    throw new ERR_INVALID_ARG_TYPE(name, ['string', 'symbol'], value);
  }
}

function validateTimes(value, name) {
  if (value === Infinity) return;
  validateInteger(value, name, 1);
}

function findMethodOnPrototypeChain(instance, methodName) {
  let host = instance;
  let descriptor;
  while (host !== null) {
    descriptor = Object.getOwnPropertyDescriptor(host, methodName);
    if (descriptor) break;
    host = Object.getPrototypeOf(host);
  }
  return descriptor;
}

module.exports = { MockTracker };
