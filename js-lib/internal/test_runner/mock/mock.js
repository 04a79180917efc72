'use strict';
// internal/test_runner/mock/mock: MockTracker, node:test's `mock` (and each test's t.mock).
// fn() and method()/getter()/setter() return a Proxy of the original function that records
// every call ({ arguments, error, result, stack, target, this }) and runs the current
// implementation; property() records gets and sets of one property; timers gives the
// MockTimers. restoreAll() puts originals back, reset() also forgets the mocks. module()
// (under --experimental-test-module-mocks) replaces what require() and import give for one
// module: require() through a wrapper of Module._load, import through module.registerHooks()
// hooks that send the module's URL, tagged with a version, to a generated source.

const {
  codes: {
    ERR_IMPORT_ATTRIBUTE_MISSING,
    ERR_IMPORT_ATTRIBUTE_UNSUPPORTED,
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_ARG_VALUE,
    ERR_INVALID_STATE,
  },
} = require('internal/errors');
const {
  validateBoolean,
  validateFunction,
  validateInteger,
  validateObject,
  validateOneOf,
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

  module(specifier, options = kEmptyObject) {
    const ctx = createModuleMock(specifier, options);
    this.#mocks.push({ __proto__: null, ctx, restore: restoreModule });
    return ctx;
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

// ---------------------------------------------------------------------------------------
// mock.module()

const kMockSearchParam = 'node-test-mock';
const kBadExportsMessage = 'Cannot create mock because named exports ' +
  'cannot be applied to the provided default export.';
const kSupportedFormats = [
  'builtin', 'commonjs-typescript', 'commonjs', 'json', 'module-typescript', 'module',
];
// Per module URL (without the version tag): its mock, active or restored. A restored mock
// keeps its version so that a later mock of the same module gets a URL never imported.
const moduleMocks = new Map();
let sharedModuleState;
let warnedExperimental = false;
let warnedNamedExports = false;
let warnedDefaultExport = false;

function warnOnce(flag, message, type) {
  if (flag) return true;
  process.emitWarning(message, type);
  return true;
}

function normalizeModuleMockOptions(options) {
  const { cache = false } = options;
  validateBoolean(cache, 'options.cache');
  const hasExports = 'exports' in options;
  const hasNamedExports = 'namedExports' in options;
  const hasDefaultExport = 'defaultExport' in options;
  if (hasNamedExports) {
    warnedNamedExports = warnOnce(warnedNamedExports,
      'mock.module(): options.namedExports is deprecated. Use options.exports instead.',
      'DeprecationWarning');
  }
  if (hasDefaultExport) {
    warnedDefaultExport = warnOnce(warnedDefaultExport,
      'mock.module(): options.defaultExport is deprecated. Use options.exports.default instead.',
      'DeprecationWarning');
  }
  if (hasExports) validateObject(options.exports, 'options.exports');
  if (hasNamedExports) validateObject(options.namedExports, 'options.namedExports');
  if (hasExports && (hasNamedExports || hasDefaultExport)) {
    let reason = "cannot be used with 'options.namedExports'";
    if (hasDefaultExport) {
      reason = hasNamedExports ?
        "cannot be used with 'options.namedExports' or 'options.defaultExport'" :
        "cannot be used with 'options.defaultExport'";
    }
    throw new ERR_INVALID_ARG_VALUE('options.exports', options.exports, reason);
  }
  // Descriptors are copied, so getters stay getters in the mock.
  const moduleExports = { __proto__: null };
  if (hasExports) copyOwnProperties(options.exports, moduleExports);
  if (hasNamedExports) copyOwnProperties(options.namedExports, moduleExports);
  if (hasDefaultExport) {
    Object.defineProperty(moduleExports, 'default', {
      __proto__: null, ...Object.getOwnPropertyDescriptor(options, 'defaultExport'),
    });
  }
  return { __proto__: null, cache, moduleExports };
}

function copyOwnProperties(from, to) {
  const descriptors = Object.getOwnPropertyDescriptors(from);
  for (const key of Reflect.ownKeys(descriptors)) Object.setPrototypeOf(descriptors[key], null);
  Object.defineProperties(to, descriptors);
}

function exportNamesOf(moduleExports) {
  return Object.keys(moduleExports).filter((name) => name !== 'default');
}

// The import side. Resolving a mocked module's URL adds `?node-test-mock=<version>`; a mock
// without `cache` bumps the version on every resolution, so each import evaluates afresh.
function mockResolve(specifier, context, nextResolve) {
  const result = nextResolve(specifier, context);
  const mock = moduleMocks.get(result.url);
  if (mock?.active !== true) return result;
  const url = new URL(result.url);
  url.searchParams.set(kMockSearchParam, mock.localVersion);
  if (!mock.cache) mock.localVersion++;
  // The loader checks a JSON module's `type` attribute; for the tagged URL it is checked here.
  if (mock.format === 'json') {
    const type = context?.importAttributes?.type;
    if (type === undefined) throw new ERR_IMPORT_ATTRIBUTE_MISSING(url.href, 'type', 'json');
    if (type !== 'json') throw new ERR_IMPORT_ATTRIBUTE_UNSUPPORTED('type', type, url.href);
  }
  return { __proto__: null, url: url.href, format: result.format };
}

function mockLoad(url, context, nextLoad) {
  const parsed = URL.parse(url);
  parsed?.searchParams.delete(kMockSearchParam);
  const mock = moduleMocks.get(parsed ? parsed.href : url);
  const original = nextLoad(url, context);
  if (mock?.active !== true) return original;
  // The runtime's own load step names a file by its URL's extension, which the version tag
  // hides; the file's format is read from its path instead.
  let format = mock.format ?? original.format;
  if (!format && mock.url.startsWith('file:')) {
    format = require('internal/modules/esm_resolve')
      .formatOfPath(require('url').fileURLToPath(mock.url));
  }
  const esm = format === 'module' || format === 'module-typescript' || format === 'json';
  return {
    __proto__: null,
    format: 'module',
    shortCircuit: true,
    source: mockSource(mock, esm),
  };
}

// What importing the mock gives. An ES module (or JSON) mock has the mock's exports; any
// other gives what importing a CommonJS module does: `default` and 'module.exports' are its
// exports object (the default export, or an object), which carries the named exports.
function mockSource(mock, esm) {
  const { exportNames, hasDefaultExport, url } = mock;
  const key = JSON.stringify(url);
  let source = "import $__test from 'node:test';\n" +
    `if (!$__test.mock._mockExports.has(${key})) {\n` +
    `  throw new Error(${JSON.stringify(`mock exports not found for "${url}"`)});\n}\n` +
    `const $__exports = $__test.mock._mockExports.get(${key}).moduleExports;\n`;
  if (esm) {
    if (hasDefaultExport) source += 'export default $__exports.default;\n';
  } else {
    source += `const $__module = ${hasDefaultExport ? '$__exports.default' : '{}'};\n`;
    if (exportNames.length > 0) {
      source += "if ($__module === null || typeof $__module !== 'object') {\n" +
        `  throw new Error(${JSON.stringify(JSON.stringify(kBadExportsMessage))});\n}\n`;
    }
    for (const name of exportNames) {
      source += `$__module[${JSON.stringify(name)}] = $__exports[${JSON.stringify(name)}];\n`;
    }
    source += "export { $__module as default, $__module as 'module.exports' };\n";
  }
  for (let i = 0; i < exportNames.length; i++) {
    const name = JSON.stringify(exportNames[i]);
    const value = esm ? `$__exports[${name}]` : `$__module[${name}]`;
    source += `let $__e${i} = ${value};\nexport { $__e${i} as ${name} };\n`;
  }
  return source;
}

function setupSharedModuleState() {
  if (sharedModuleState === undefined) {
    const Module = require('module');
    const mockExports = new Map();
    Module.registerHooks({ __proto__: null, resolve: mockResolve, load: mockLoad });
    sharedModuleState = {
      __proto__: null,
      Module,
      load: Module._load,
      resolveFilename: Module._resolveFilename,
      mockExports,
      mockMap: new Map(),
    };
    require('test').mock._mockExports = mockExports;
    Module._load = cjsMockModuleLoad.bind(sharedModuleState);
  }
  return sharedModuleState;
}

// The require() side: Module._load answers for mocked modules before loading anything.
function cjsMockModuleLoad(request, parent, isMain) {
  const { Module } = this;
  try {
    const parsed = URL.parse(request);
    if (parsed?.searchParams.has(kMockSearchParam)) {
      parsed.searchParams.delete(kMockSearchParam);
      request = parsed.href;
    }
  } catch {
    // Not a URL: an ordinary request.
  }
  const resolved = Module.isBuiltin(request) ?
    (request.startsWith('node:') ? request : `node:${request}`) :
    this.resolveFilename.call(Module, request, parent, isMain);
  const config = this.mockMap.get(resolved);
  if (config === undefined) return this.load.call(Module, request, parent, isMain);

  const { cache, caller, moduleExports } = config;
  // The mock emptied this cache entry; one filled since is the cached mock.
  if (cache && Module._cache[resolved]) return Module._cache[resolved].exports;

  const hasDefaultExport = 'default' in moduleExports;
  const exports = hasDefaultExport ? moduleExports.default : {};
  const exportNames = exportNamesOf(moduleExports);
  if ((typeof exports !== 'object' || exports === null) && exportNames.length > 0) {
    throw new Error(kBadExportsMessage);
  }
  for (const name of exportNames) {
    Object.defineProperty(exports, name, Object.getOwnPropertyDescriptor(moduleExports, name));
  }
  if (cache) {
    const entry = new Module(resolved, caller);
    entry.exports = exports;
    entry.filename = resolved;
    entry.loaded = true;
    entry.paths = Module._nodeModulePaths(entry.path);
    Module._cache[resolved] = entry;
  }
  return exports;
}

// The file require() picks for `specifier` when it differs from the one import picks (a
// package whose "exports" send the two conditions to different files), so that both are
// mocked; null when require() cannot resolve it or it is not a file.
function resolveAsCJS(specifier, callerURL, esmFullPath, state) {
  const { Module } = state;
  if (Module.isBuiltin(specifier) || specifier.startsWith('node:') ||
      specifier.startsWith('data:') || !callerURL.startsWith('file://')) {
    return null;
  }
  try {
    const parentPath = require('url').fileURLToPath(callerURL);
    const parent = new Module(parentPath, null);
    parent.paths = Module._nodeModulePaths(parentPath);
    const resolved = state.resolveFilename.call(Module, specifier, parent, false);
    if (typeof resolved !== 'string') return null;
    if (resolved === esmFullPath) return esmFullPath;
    if (!resolved.includes('/') && !resolved.includes('\\')) return null;
    return resolved;
  } catch {
    return null;
  }
}

// The file of the code that called mock.module(), as a URL: the first frame outside the
// runtime's own modules.
function callerURL() {
  const sites = internalBinding('util').getCallSites(16);
  for (let i = 0; i < sites.length; i++) {
    const file = sites[i].scriptName;
    if (typeof file !== 'string' || file === '' || file.startsWith('node:')) continue;
    return file.startsWith('file://') ? file : require('url').pathToFileURL(file).href;
  }
  return require('url').pathToFileURL(`${process.cwd()}/[eval]`).href;
}

// Where `specifier` leads when imported from `caller`, as import would resolve it.
function resolveForMock(specifier, caller) {
  const esm = require('internal/modules/esm');
  const parentPath = require('url').fileURLToPath(caller);
  const result = esm.defaultResolveForLoader(specifier, parentPath);
  if (result.kind === 'file') {
    const format = require('internal/modules/esm_resolve').formatOfPath(result.path, false);
    return { __proto__: null, url: esm.urlOf(result), format };
  }
  return {
    __proto__: null,
    url: esm.urlOf(result),
    format: result.kind === 'builtin' ? 'builtin' : undefined,
  };
}

class MockModuleContext {
  #restore;
  #sharedState;

  constructor({ baseURL, cache, caller, cjsPath, format, fullPath, moduleExports, sharedState,
                specifier }) {
    const { Module } = sharedState;
    const config = { __proto__: null, cache, moduleExports, caller };
    sharedState.mockMap.set(baseURL, config);
    sharedState.mockMap.set(fullPath, config);
    if (cjsPath !== null && cjsPath !== fullPath) sharedState.mockMap.set(cjsPath, config);

    this.#sharedState = sharedState;
    const separateCjs = cjsPath !== null && cjsPath !== fullPath;
    this.#restore = {
      __proto__: null,
      baseURL,
      cached: fullPath in Module._cache,
      cjsPath,
      cjsCached: separateCjs && cjsPath in Module._cache,
      cjsValue: separateCjs ? Module._cache[cjsPath] : undefined,
      format,
      fullPath,
      value: Module._cache[fullPath],
    };

    const mock = moduleMocks.get(baseURL);
    if (mock?.active) {
      throw new ERR_INVALID_STATE(`Cannot mock '${specifier}'. The module is already mocked.`);
    }
    moduleMocks.set(baseURL, {
      __proto__: null,
      url: baseURL,
      cache,
      exportNames: exportNamesOf(moduleExports),
      hasDefaultExport: 'default' in moduleExports,
      format,
      localVersion: mock?.localVersion ?? 0,
      active: true,
    });

    delete Module._cache[fullPath];
    if (separateCjs) delete Module._cache[cjsPath];
    sharedState.mockExports.set(baseURL, { __proto__: null, moduleExports });
  }

  restore() {
    const saved = this.#restore;
    if (saved === undefined) return;
    const { Module } = this.#sharedState;
    delete Module._cache[saved.fullPath];
    if (saved.cached) Module._cache[saved.fullPath] = saved.value;
    const separateCjs = saved.cjsPath !== null && saved.cjsPath !== saved.fullPath;
    if (separateCjs) {
      delete Module._cache[saved.cjsPath];
      if (saved.cjsCached) Module._cache[saved.cjsPath] = saved.cjsValue;
    }
    const mock = moduleMocks.get(saved.baseURL);
    if (mock !== undefined) {
      mock.active = false;
      mock.localVersion++;
    }
    this.#sharedState.mockMap.delete(saved.baseURL);
    this.#sharedState.mockMap.delete(saved.fullPath);
    if (separateCjs) this.#sharedState.mockMap.delete(saved.cjsPath);
    this.#restore = undefined;
  }
}

const { restore: restoreModule } = MockModuleContext.prototype;

function createModuleMock(specifier, options) {
  if (!warnedExperimental) {
    warnedExperimental = true;
    process.emitWarning('Module mocking is an experimental feature and might change at any time',
                        'ExperimentalWarning');
  }
  if (typeof specifier !== 'string') {
    if (!require('internal/url').isURL(specifier)) {
      throw new ERR_INVALID_ARG_TYPE('specifier', ['string', 'URL'], specifier);
    }
    specifier = `${specifier}`;
  }
  validateObject(options, 'options');
  const { cache, moduleExports } = normalizeModuleMockOptions(options);
  const sharedState = setupSharedModuleState();
  const mockSpecifier = specifier.startsWith('node:') ? specifier.slice(5) : specifier;
  const caller = callerURL();
  const { format, url } = resolveForMock(mockSpecifier, caller);
  if (format) validateOneOf(format, 'format', kSupportedFormats);
  const baseURL = URL.parse(url);
  if (!baseURL) throw new ERR_INVALID_ARG_VALUE('specifier', specifier, 'cannot compute URL');
  if (baseURL.searchParams.has(kMockSearchParam)) {
    throw new ERR_INVALID_STATE(`Cannot mock '${specifier}'. The module is already mocked.`);
  }
  // Import would resolve an active mock to its tagged URL, which cannot be mocked again.
  if (moduleMocks.get(baseURL.href)?.active) {
    throw new ERR_INVALID_STATE(`Cannot mock '${specifier}'. The module is already mocked.`);
  }
  const fullPath = url.startsWith('file://') ? require('url').fileURLToPath(url) : null;
  const cjsPath = resolveAsCJS(mockSpecifier, caller, fullPath, sharedState);
  return new MockModuleContext({
    __proto__: null,
    baseURL: baseURL.href,
    cache,
    caller,
    cjsPath,
    format,
    fullPath,
    moduleExports,
    sharedState,
    specifier: mockSpecifier,
  });
}

// module() exists only with --experimental-test-module-mocks, as in Node.
if (!require('internal/natives').execArgv.includes('--experimental-test-module-mocks')) {
  delete MockTracker.prototype.module;
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
