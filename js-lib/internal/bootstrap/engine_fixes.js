// Engine behaviour a program can see and that differs from V8 (so from Node), corrected
// from JS at start-up, before any user code runs:
// - Function.prototype.toString of functions made by Function, AsyncFunction,
//   GeneratorFunction and AsyncGeneratorFunction gives the source text the spec builds
//   (`function anonymous(a,b\n) {\nbody\n}`); Boa prints `[native code]` for them.
// - RegExp.prototype.source escapes `/` only where a literal needs it (outside classes and
//   escapes), as V8 does; Boa escapes every `/`, so a pattern rebuilt from `.source`
//   (`new RegExp(re.source.replace(...))`) no longer matches what it matched before.
// - Array.prototype.toLocaleString and %TypedArray%.prototype.toLocaleString join with ","
//   as V8 does (Boa uses ", ").
// - Array.fromAsync and Error.isError, which V8 has and Boa 0.22 lacks.
// The gaps that cannot be corrected here are listed in docs/ENGINE.md.
'use strict';

const {
  apply: ReflectApply,
  construct: ReflectConstruct,
  defineProperty: ReflectDefineProperty,
} = Reflect;
const { getOwnPropertyDescriptor, getPrototypeOf } = Object;

// Source texts the engine does not know, by function object.
const sourceTexts = new WeakMap();
const engineToString = Function.prototype.toString;
const { toString } = {
  toString() {
    const text = sourceTexts.get(this);
    return text !== undefined ? text : ReflectApply(engineToString, this, []);
  },
};
ReflectDefineProperty(Function.prototype, 'toString', {
  value: toString, writable: true, enumerable: false, configurable: true,
});
sourceTexts.set(toString, 'function toString() { [native code] }');

function markNative(fn, name) {
  sourceTexts.set(fn, `function ${name}() { [native code] }`);
}

// A replacement for one of the four function constructors. It converts the arguments to
// strings once (so a `toString` side effect runs once, as in the spec), lets the engine
// parse parameters and body separately (its SyntaxErrors and its guard against a body
// closing the parameter list stay), and records the text the spec assigns.
function wrapFunctionConstructor(Engine, name, keyword) {
  // A plain function (not method shorthand): it must be constructible, and `new.target`
  // carries subclassing (`class F extends Function`) through to the engine.
  const wrapper = function (...args) {
    const strings = new Array(args.length);
    for (let i = 0; i < args.length; i++) strings[i] = `${args[i]}`;
    const fn = ReflectConstruct(Engine, strings, new.target === undefined ? Engine : new.target);
    const last = strings.length - 1;
    const params = last > 0 ? strings.slice(0, last).join(',') : '';
    const body = last >= 0 ? strings[last] : '';
    sourceTexts.set(fn, `${keyword} anonymous(${params}\n) {\n${body}\n}`);
    return fn;
  };
  ReflectDefineProperty(wrapper, 'name', { value: name, configurable: true });
  ReflectDefineProperty(wrapper, 'length', { value: 1, configurable: true });
  ReflectDefineProperty(wrapper, 'prototype', { value: Engine.prototype, writable: false });
  Object.setPrototypeOf(wrapper, getPrototypeOf(Engine));
  ReflectDefineProperty(Engine.prototype, 'constructor', {
    ...getOwnPropertyDescriptor(Engine.prototype, 'constructor'), value: wrapper,
  });
  markNative(wrapper, name);
  return wrapper;
}

ReflectDefineProperty(globalThis, 'Function', {
  value: wrapFunctionConstructor(Function, 'Function', 'function'),
  writable: true, enumerable: false, configurable: true,
});
wrapFunctionConstructor(getPrototypeOf(async function () {}).constructor, 'AsyncFunction',
  'async function');
wrapFunctionConstructor(getPrototypeOf(function* () {}).constructor, 'GeneratorFunction',
  'function*');
wrapFunctionConstructor(getPrototypeOf(async function* () {}).constructor,
  'AsyncGeneratorFunction', 'async function*');

// --- RegExp.prototype.source ---------------------------------------------------------
const engineSource = getOwnPropertyDescriptor(RegExp.prototype, 'source').get;

// Boa's text is the original pattern with every `/` written `\/` (and line terminators
// written as escapes, which V8 does too). Every `/` in it therefore follows a backslash the
// engine added: dropping those gives the pattern back.
function escapeSource(text) {
  if (text.indexOf('/') === -1) return text;
  const pattern = text.replace(/\\\//g, '/');
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      out += c;
      if (i + 1 < pattern.length) out += pattern[++i];
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else if (c === ']') {
      inClass = false;
      out += c;
    } else if (c === '/' && !inClass) {
      out += '\\/';
    } else {
      out += c;
    }
  }
  return out;
}

const { get: sourceGetter } = getOwnPropertyDescriptor({
  get source() {
    return escapeSource(ReflectApply(engineSource, this, []));
  },
}, 'source');
ReflectDefineProperty(RegExp.prototype, 'source', {
  get: sourceGetter, set: undefined, enumerable: false, configurable: true,
});
sourceTexts.set(sourceGetter, 'function get source() { [native code] }');

// --- toLocaleString of arrays -----------------------------------------------------------
function defineMethod(target, name, fn) {
  ReflectDefineProperty(target, name, {
    value: fn, writable: true, enumerable: false, configurable: true,
  });
  markNative(fn, name);
}

function joinLocale(list, length, locales, options) {
  let out = '';
  for (let i = 0; i < length; i++) {
    if (i > 0) out += ',';
    const element = list[i];
    if (element !== undefined && element !== null) {
      out += `${element.toLocaleString(locales, options)}`;
    }
  }
  return out;
}

defineMethod(Array.prototype, 'toLocaleString', {
  toLocaleString(locales, options) {
    const array = Object(this);
    const length = Math.min(Math.max(Math.trunc(Number(array.length)) || 0, 0), 2 ** 53 - 1);
    return joinLocale(array, length, locales, options);
  },
}.toLocaleString);

const TypedArrayPrototype = getPrototypeOf(Uint8Array.prototype);
const typedArrayLength = getOwnPropertyDescriptor(TypedArrayPrototype, 'length').get;
defineMethod(TypedArrayPrototype, 'toLocaleString', {
  toLocaleString(locales, options) {
    // The length getter throws the engine's TypeError for a non-typed-array receiver.
    return joinLocale(this, ReflectApply(typedArrayLength, this, []), locales, options);
  },
}.toLocaleString);

// --- built-ins V8 has and Boa 0.22 lacks -------------------------------------------------
if (typeof Array.fromAsync !== 'function') {
  defineMethod(Array, 'fromAsync', {
    async fromAsync(items, mapfn = undefined, thisArg = undefined) {
      if (mapfn !== undefined && typeof mapfn !== 'function') {
        throw new TypeError(`${String(mapfn)} is not a function`);
      }
      const C = typeof this === 'function' ? this : Array;
      const asyncIterator = items == null ? undefined : items[Symbol.asyncIterator];
      const syncIterator = items == null ? undefined : items[Symbol.iterator];
      if (asyncIterator != null || syncIterator != null) {
        const result = C === Array ? [] : new C();
        let k = 0;
        const iterable = asyncIterator != null ? items : (async function* () {
          // Sync iterables: each value is awaited, as the spec's CreateAsyncFromSyncIterator.
          for (const value of items) yield await value;
        })();
        for await (const value of iterable) {
          const mapped = mapfn === undefined ? value : await ReflectApply(mapfn, thisArg, [value, k]);
          ReflectDefineProperty(result, k, {
            value: mapped, writable: true, enumerable: true, configurable: true,
          });
          k++;
        }
        result.length = k;
        return result;
      }
      const arrayLike = Object(items);
      const length = Math.min(Math.max(Math.trunc(Number(arrayLike.length)) || 0, 0), 2 ** 53 - 1);
      const result = C === Array ? new Array(length) : new C(length);
      for (let k = 0; k < length; k++) {
        const value = await arrayLike[k];
        const mapped = mapfn === undefined ? value : await ReflectApply(mapfn, thisArg, [value, k]);
        ReflectDefineProperty(result, k, {
          value: mapped, writable: true, enumerable: true, configurable: true,
        });
      }
      result.length = length;
      return result;
    },
  }.fromAsync);
}

if (typeof Error.isError !== 'function') {
  const { isError: hasErrorData } = internalBinding('util');
  defineMethod(Error, 'isError', {
    isError(value) {
      return hasErrorData(value);
    },
  }.isError);
}

module.exports = { sourceTexts };
