// Web Storage as Node 26 has it: the `Storage` class and `sessionStorage`, one in-memory
// store per process. Items are also the object's own properties (`s.x = 1` stores '1',
// `delete s.x` removes it), kept sorted by key as Node's store returns them, within Node's
// quota of 10 MiB counted in UTF-16 bytes of keys and values. `localStorage` lives in a
// file Node keeps in SQLite (`--localstorage-file`), which is not built: with that flag
// reading it throws ERR_METHOD_NOT_IMPLEMENTED; without it Node warns and gives undefined,
// as this does.
'use strict';

const { defineProperty, getPrototypeOf } = Object;
const ReflectGet = Reflect.get;
const StringCtor = String;

const kQuotaBytes = 10 * 1024 * 1024;
// The store behind each Storage object (the proxy user code holds).
const stores = new WeakMap();

function storeOf(storage) {
  const store = stores.get(storage);
  if (store === undefined) throw new TypeError('Illegal invocation');
  return store;
}

// As Node's native check words it: a TypeError with the code as a plain own property.
function missingArgs(method, needed, given) {
  if (given >= needed) return;
  const err = new TypeError(`Failed to execute '${method}' on 'Storage': ${needed} ` +
    `argument${needed === 1 ? '' : 's'} required`);
  err.code = 'ERR_MISSING_ARGS';
  throw err;
}

// WebIDL `unsigned long`: modulo 2^32 after truncation; NaN and infinities are 0.
function toUnsignedLong(value) {
  const n = Number(value);
  if (!Number.isFinite(n)) return 0;
  const t = Math.trunc(n) % 4294967296;
  return t < 0 ? t + 4294967296 : t;
}

class Store {
  constructor(target) {
    // The target of the proxy: items mirrored as own data properties, so that whatever
    // reads the object without its traps (util.inspect) sees them.
    this.target = target;
    this.items = new Map();
    this.sorted = null;
    this.bytes = 0;
  }

  keys() {
    if (this.sorted === null) this.sorted = [...this.items.keys()].sort();
    return this.sorted;
  }

  set(key, value) {
    const old = this.items.get(key);
    const bytes = this.bytes + (value.length - (old === undefined ? -key.length : old.length)) * 2;
    if (bytes > kQuotaBytes) {
      const { QuotaExceededError } = require('internal/dom_exception');
      throw new QuotaExceededError('Setting the value exceeded the quota');
    }
    this.bytes = bytes;
    if (old === undefined) this.sorted = null;
    this.items.set(key, value);
    defineProperty(this.target, key, {
      __proto__: null, value, writable: true, enumerable: true, configurable: true,
    });
  }

  remove(key) {
    const old = this.items.get(key);
    if (old === undefined) return;
    this.bytes -= (key.length + old.length) * 2;
    this.items.delete(key);
    this.sorted = null;
    delete this.target[key];
  }
}

class Storage {
  // Node's native constructor throws a plain Error with the code as an own property.
  constructor() {
    const err = new Error('Illegal constructor');
    err.code = 'ERR_ILLEGAL_CONSTRUCTOR';
    throw err;
  }

  get length() {
    return storeOf(this).items.size;
  }

  key(index) {
    const store = storeOf(this);
    missingArgs('key', 1, arguments.length);
    const key = store.keys()[toUnsignedLong(index)];
    return key === undefined ? null : key;
  }

  getItem(key) {
    const store = storeOf(this);
    missingArgs('getItem', 1, arguments.length);
    const value = store.items.get(`${key}`);
    return value === undefined ? null : value;
  }

  setItem(key, value) {
    const store = storeOf(this);
    missingArgs('setItem', 2, arguments.length);
    store.set(`${key}`, `${value}`);
  }

  removeItem(key) {
    const store = storeOf(this);
    missingArgs('removeItem', 1, arguments.length);
    store.remove(`${key}`);
  }

  clear() {
    const store = storeOf(this);
    for (const key of [...store.items.keys()]) store.remove(key);
  }
}

// A property the prototype chain has (the methods, `length`, Object.prototype's) is read
// from there even when an item has its name, as the spec's named properties say.
function inherited(target, key) {
  return typeof key !== 'string' || key in getPrototypeOf(target);
}

const handler = {
  get(target, key, receiver) {
    if (inherited(target, key)) return ReflectGet(getPrototypeOf(target), key, receiver);
    return ReflectGet(target, key, receiver);
  },
  set(target, key, value) {
    // Symbol-keyed writes are dropped, as Node's interceptor does.
    if (typeof key === 'string') stores.get(this.proxyOf(target)).set(key, StringCtor(value));
    return true;
  },
  defineProperty(target, key, desc) {
    if (typeof key === 'string') {
      stores.get(this.proxyOf(target)).set(key, StringCtor(desc.value));
    }
    return true;
  },
  deleteProperty(target, key) {
    if (typeof key === 'string') stores.get(this.proxyOf(target)).remove(key);
    return true;
  },
  // Items named like an inherited property are stored but not listed, as in Node.
  ownKeys(target) {
    return stores.get(this.proxyOf(target)).keys().filter((key) => !inherited(target, key));
  },
};

function createStorage() {
  const target = { __proto__: Storage.prototype };
  let proxy;
  const own = { __proto__: handler, proxyOf: () => proxy };
  proxy = internalBinding('util').createInterceptorProxy(target, own);
  stores.set(proxy, new Store(target));
  return proxy;
}

let session;
function sessionStorage() {
  if (session === undefined) session = createStorage();
  return session;
}

let warned = false;
function localStorage() {
  // Node keeps the items in an SQLite file, which is not built: the store cannot be had.
  if (process.execArgv.some((a) => a.startsWith('--localstorage-file='))) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED('localStorage with --localstorage-file');
  }
  if (!warned) {
    warned = true;
    process.emitWarning(
      'localStorage is not available because --localstorage-file was not provided.',
      'ExperimentalWarning');
  }
  return undefined;
}

module.exports = { Storage, sessionStorage, localStorage };
