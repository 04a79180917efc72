// process.env: the live view of the OS environment (internalBinding('process') getEnv,
// setEnv, unsetEnv, envKeys) that Node builds with property interceptors. Here it is a
// Proxy, so the two places that would otherwise see "a proxy" treat it as the plain object
// it stands for: util.inspect prints the variables (the custom-inspect function on the
// target, which only the inspector reaches) and structuredClone copies them
// (internal/structured_clone asks isEnv).
'use strict';

const binding = internalBinding('process');
// Date.prototype.toString rereads TZ only when told it may have changed:
// Called when TZ is set or deleted (internal/engine/date_to_string registers it when it loads).
let tzListener = null;
function tzMaybeChanged() {
  if (tzListener !== null) tzListener();
}
function setTzListener(fn) {
  tzListener = fn;
}
const customInspect = Symbol.for('nodejs.util.inspect.custom');

// As with Node's interceptors, names not in
// the environment fall through to the (empty) target and its prototype, so
// env.hasOwnProperty is Object.prototype's until a variable of that name is set; symbols
// can be read but never stored; values are stored as their string form.
const envTarget = {};
function envSymbolError() {
  return new TypeError('Cannot convert a Symbol value to a string');
}
function envDefineError(accessor) {
  const err = new TypeError(accessor ?
    "'process.env' does not accept an accessor(getter/setter) descriptor" :
    "'process.env' only accepts a configurable, writable, and enumerable data descriptor");
  err.code = 'ERR_INVALID_OBJECT_DEFINE_PROPERTY';
  return err;
}
const env = new Proxy(envTarget, {
  get(target, key, receiver) {
    if (key === customInspect) return undefined;
    if (typeof key !== 'symbol') {
      const value = binding.getEnv(key);
      if (value !== undefined) return value;
    }
    return Reflect.get(target, key, receiver);
  },
  set(target, key, value) {
    if (typeof key === 'symbol' || typeof value === 'symbol') throw envSymbolError();
    binding.setEnv(key, `${value}`);
    if (key === 'TZ') tzMaybeChanged();
    return true;
  },
  has(target, key) {
    if (key === customInspect) return false;
    if (typeof key !== 'symbol' && binding.getEnv(key) !== undefined) return true;
    return key in target;
  },
  deleteProperty(target, key) {
    if (typeof key !== 'symbol') binding.unsetEnv(key);
    if (key === 'TZ') tzMaybeChanged();
    return true;
  },
  ownKeys() {
    return binding.envKeys();
  },
  getOwnPropertyDescriptor(target, key) {
    if (typeof key === 'symbol') return undefined;
    const value = binding.getEnv(key);
    if (value === undefined) return undefined;
    return { value, writable: true, enumerable: true, configurable: true };
  },
  defineProperty(target, key, desc) {
    if ('value' in desc) {
      if (desc.writable !== true || desc.enumerable !== true || desc.configurable !== true) {
        throw envDefineError(false);
      }
      if (typeof key === 'symbol' || typeof desc.value === 'symbol') throw envSymbolError();
      binding.setEnv(key, `${desc.value}`);
      if (key === 'TZ') tzMaybeChanged();
      return true;
    }
    throw envDefineError('get' in desc || 'set' in desc);
  },
  preventExtensions() {
    throw new TypeError('Cannot prevent extensions');
  },
});

// Reached by util.inspect through the proxy's target: formats a snapshot of the variables.
Object.defineProperty(envTarget, customInspect, {
  __proto__: null,
  value: function inspectEnv(depth, options, inspect) {
    if (depth < 0) return options.stylize('[Object]', 'special');
    const snapshot = {};
    for (const key of binding.envKeys()) snapshot[key] = binding.getEnv(key);
    return inspect(snapshot, { ...options, depth });
  },
  enumerable: false,
  writable: false,
  configurable: true,
});

function isEnv(value) {
  return value === env;
}

module.exports = { env, isEnv, setTzListener };
