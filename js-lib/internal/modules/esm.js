// internal/modules/esm: the JavaScript half of the ES module loader (the Rust half is
// runtime/src/module_loader.rs). Owns what the loader asks JS: `esmResolve` (specifier ->
// [kind, key], through registerHooks() resolve hooks, with import attribute checks and
// Node's cycle check for require(esm)), the exports of built-ins, JSON and CommonJS
// modules (`esmLink` for the names without running anything, `esmEvaluate` for the values;
// `esmExports` does both at once), `esmImportMeta`, `esmSource`, the entry points
// (`runEsmMain`, `evalEsmEntry`, `requireEsm`) and CommonJS named-export detection with
// reexports (cjs_lexer).
'use strict';

const path = require('path');
const { requireBuiltin } = require('internal/bootstrap/realm');
const modulesBinding = internalBinding('modules');
const resolver = require('internal/modules/resolve');
const cjs = require('internal/modules/cjs');

const { Module, moduleInternals } = cjs;

const internals = moduleInternals();

function codes() {
  return require('internal/errors').codes;
}

// Files the ESM loader was handed as the entry (import.meta.main).
let mainPath;
// require(esm) calls in progress (cycle detection for `import cjs` inside them).
let requireEsmDepth = 0;
// Import edges seen by esmResolve (parent file -> resolved keys) and the CommonJS files the
// loader is running right now: a require() of an ES module that leads to one of them is a
// cycle through a module whose evaluation has not finished.
const importEdges = new Map();
const cjsRunningForEsm = [];
// ES modules handed to the runtime's loader during the current turn of the event loop: the
// only ones that can still be loading, linking or evaluating (the runtime finishes a graph
// without top-level await within the turn that started it).
let loaderTurnFiles = new Set();
let loaderTurnClearing = false;
function noteLoaderFile(file) {
  loaderTurnFiles.add(file);
  if (!loaderTurnClearing) {
    loaderTurnClearing = true;
    setImmediate(() => {
      loaderTurnFiles = new Set();
      loaderTurnClearing = false;
    }).unref();
  }
}

// --- resolution ----------------------------------------------------------------------------
function defaultResolveForLoader(specifier, parentPath, conditions) {
  const opts = cjs.getOptions();
  const set = conditions === undefined ? opts.esmConditions : new Set(conditions);
  const preserve = parentPath === undefined ? opts.preserveSymlinksMain : opts.preserveSymlinks;
  const from = parentPath === undefined ? path.join(process.cwd(), '[eval1]') : parentPath;
  try {
    return resolver.esmModuleResolve(specifier, from, set, preserve);
  } catch (e) {
    resolver.addCommonJSHint(e, specifier, from);
    throw e;
  }
}

function urlOf(r) {
  return r.kind === 'file' ? resolver.toFileHref(r.path) : r.url;
}

const supportedTypes = new Set(['json']);

// Import attribute checks of Node's loader (only when the runtime passes attributes).
function checkAttributes(format, url, attributes) {
  if (attributes === undefined || attributes === null) return;
  const type = attributes.type;
  const { ERR_IMPORT_ATTRIBUTE_MISSING, ERR_IMPORT_ATTRIBUTE_UNSUPPORTED,
    ERR_IMPORT_ATTRIBUTE_TYPE_INCOMPATIBLE } = codes();
  if (type !== undefined && !supportedTypes.has(type)) {
    throw new ERR_IMPORT_ATTRIBUTE_UNSUPPORTED('type', type, url);
  }
  if (format === 'json' && type !== 'json') {
    throw new ERR_IMPORT_ATTRIBUTE_MISSING(url, 'type', 'json');
  }
  if (format !== 'json' && type !== undefined) {
    throw new ERR_IMPORT_ATTRIBUTE_TYPE_INCOMPATIBLE(url, type);
  }
}

function formatToKind(format, file) {
  switch (format) {
    case 'module': return 'esm';
    case 'commonjs': return 'cjs';
    case 'json': return 'json';
    case 'addon': return 'cjs';
    case 'builtin': return 'builtin';
    default: {
      const slash = file.lastIndexOf('/');
      const dot = file.lastIndexOf('.');
      throw new (codes().ERR_UNKNOWN_FILE_EXTENSION)(dot > slash ? file.slice(dot) : '', file);
    }
  }
}

function builtinResult(url) {
  const id = cjs.normalizeRequirableId(url);
  if (id === undefined) throw new (codes().ERR_UNKNOWN_BUILTIN_MODULE)(url);
  return ['builtin', id];
}

// Formats chosen by resolve hooks for files, remembered for esmSource/esmEvaluate.
const hookFormats = new Map();

// [kind, key]: kind 'builtin' (key: id), 'esm' | 'cjs' | 'json' (key: file path),
// 'data' (key: the data: URL).
function esmResolve(specifier, parentPath, attributes) {
  let result;
  if (!internals.hasResolveHooks()) {
    const r = defaultResolveForLoader(specifier, parentPath);
    if (r.kind === 'builtin') {
      checkAttributes('builtin', r.url, attributes);
      return builtinResult(r.url);
    }
    if (r.kind === 'data') return dataResult(r.url, attributes);
    const format = resolver.formatOfPath(r.path);
    if (attributes !== undefined && attributes !== null) {
      checkAttributes(format, resolver.toFileHref(r.path), attributes);
    }
    result = [formatToKind(format, r.path), r.path];
  } else {
    const parentURL = parentPath === undefined ? undefined : resolver.toFileHref(parentPath);
    const r = internals.hooksLib().resolveWithHooks(specifier, parentURL, attributes || {},
      cjs.getOptions().esmConditionsArray, (spec, context) => {
        const parent = context.parentURL === undefined ? undefined :
          require('internal/url').fileURLToPath(`${context.parentURL}`);
        const d = defaultResolveForLoader(spec, parent, context.conditions);
        return {
          url: urlOf(d),
          format: d.kind === 'file' ? resolver.formatOfPath(d.path) :
            d.kind === 'builtin' ? 'builtin' : undefined,
        };
      });
    const url = r.url;
    if (url.startsWith('node:')) return builtinResult(url);
    if (url.startsWith('data:')) return dataResult(url, attributes);
    if (!url.startsWith('file:')) {
      throw new (codes().ERR_UNSUPPORTED_ESM_URL_SCHEME)(
        { protocol: url.slice(0, url.indexOf(':') + 1) }, ['file', 'data', 'node']);
    }
    const file = require('internal/url').fileURLToPath(url);
    const format = r.format || resolver.formatOfPath(file);
    if (r.format) hookFormats.set(file, r.format);
    checkAttributes(format, url, attributes);
    result = [formatToKind(format, file), file];
  }
  if (parentPath !== undefined) {
    let set = importEdges.get(parentPath);
    if (set === undefined) importEdges.set(parentPath, set = new Set());
    set.add(result[1]);
  }
  if (result[0] === 'esm') noteLoaderFile(result[1]);
  if (requireEsmDepth > 0 && result[0] === 'cjs') {
    const cached = Module._cache[result[1]];
    if (cached !== undefined && !cached.loaded && !internals.stateOf(cached).cachedByEsm) {
      throw new (codes().ERR_REQUIRE_CYCLE_MODULE)(
        `Cannot import CommonJS Module ${specifier} in a cycle. (from ${parentPath})`);
    }
  }
  return result;
}

// data: URLs: JSON is handled here; JavaScript needs the runtime to compile source text.
function dataResult(url, attributes) {
  const comma = url.indexOf(',');
  const meta = comma === -1 ? '' : url.slice(5, comma);
  const mime = meta.split(';')[0].trim().toLowerCase();
  let format;
  if (mime === 'application/json') format = 'json';
  else if (mime === 'text/javascript') format = 'module';
  else throw new (codes().ERR_UNKNOWN_MODULE_FORMAT)(mime, url);
  checkAttributes(format, url, attributes);
  if (format === 'json') return ['json', url];
  return ['data', url];
}

function dataUrlText(url) {
  const comma = url.indexOf(',');
  const meta = url.slice(5, comma);
  const body = url.slice(comma + 1);
  if (/;base64$/i.test(meta)) return require('buffer').Buffer.from(body, 'base64').toString();
  return decodeURIComponent(body);
}

// --- CommonJS named exports --------------------------------------------------------------------
// Node's cjsPreparseModuleExports: names from the lexer plus those of reexported CommonJS
// files, cached on the module so cycles and repeats are cheap.
function cjsPreparseModuleExports(filename, source) {
  let module = Module._cache[filename];
  if (module !== undefined) {
    const st = internals.stateOf(module);
    if (st.exportNames !== undefined) return { module, exportNames: st.exportNames };
  } else {
    module = new Module(filename);
    module.filename = filename;
    module.paths = Module._nodeModulePaths(module.path);
    internals.stateOf(module).cachedByEsm = true;
    Module._cache[filename] = module;
  }
  const st = internals.stateOf(module);
  if (source === undefined) {
    ({ source } = internals.loadSource(module, filename, 'commonjs'));
    st.source = source;
  }
  let exports;
  let reexports;
  try {
    ({ exports, reexports } = require('internal/modules/cjs_lexer').parse(source || ''));
  } catch {
    exports = [];
    reexports = [];
  }
  const exportNames = new Set(exports);
  st.exportNames = exportNames;
  if (reexports.length) {
    if (module.filename === null || module.filename === undefined) module.filename = filename;
    if (module.paths === undefined) module.paths = Module._nodeModulePaths(path.dirname(filename));
    for (let i = 0; i < reexports.length; i++) {
      let resolved;
      let format;
      try {
        ({ format, filename: resolved } = internals.resolveForCJSWithHooks(reexports[i], module,
          false));
      } catch {
        continue;
      }
      if (format === 'commonjs' || (!cjs.normalizeRequirableId(resolved) &&
          internals.findLongestRegisteredExtension(resolved) === '.js' &&
          (resolved.endsWith('.js') || resolved.endsWith('.cjs')))) {
        const { exportNames: names } = cjsPreparseModuleExports(resolved, undefined);
        for (const name of names) exportNames.add(name);
      }
    }
  }
  return { module, exportNames };
}

// Own keys of a function that are not exports of a built-in.
const functionKeys = new Set(['length', 'name', 'prototype', 'caller', 'arguments']);

function builtinNames(value) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return [];
  return Object.getOwnPropertyNames(value).filter((k) =>
    k !== 'default' && (typeof value !== 'function' || !functionKeys.has(k)));
}

// Built-in ESM namespaces keep the values the built-in had when first imported; Node's
// module.syncBuiltinESMExports() copies later changes into them. minirt's namespaces cannot
// be updated after evaluation: when nothing changed the call has nothing to do, otherwise it
// says so.
const builtinSnapshots = new Map();
function syncBuiltinESMExports() {
  for (const [id, snapshot] of builtinSnapshots) {
    const value = requireBuiltin(id);
    for (const name of Object.keys(snapshot)) {
      if (name !== 'default' && !Object.is(value[name], snapshot[name])) {
        throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)(
          `module.syncBuiltinESMExports() (node:${id} changed: '${name}')`);
      }
    }
  }
}

// JSON modules share the CommonJS cache, as in Node.
function loadJson(key) {
  if (key.startsWith('data:')) {
    try {
      return JSON.parse(dataUrlText(key));
    } catch (err) {
      err.message = `${key}: ${err.message}`;
      throw err;
    }
  }
  const cached = Module._cache[key];
  if (cached !== undefined && cached.loaded) return cached.exports;
  let source = modulesBinding.readFile(key);
  if (internals.hasLoadHooks()) {
    source = internals.hooksLib().loadWithHooks(resolver.toFileHref(key), 'json', { type: 'json' },
      cjs.getOptions().esmConditionsArray,
      () => ({ source, format: 'json' })).source;
  }
  let exports;
  try {
    exports = JSON.parse(`${source}`.charCodeAt(0) === 0xFEFF ? `${source}`.slice(1) : `${source}`);
  } catch (err) {
    err.message = `${key}: ${err.message}`;
    throw err;
  }
  Module._cache[key] = { exports, loaded: true };
  return exports;
}

// Names a module of `kind` exports, without evaluating CommonJS code.
function esmLink(kind, key) {
  if (kind === 'builtin') return ['default', ...builtinNames(requireBuiltin(key))];
  if (kind === 'json') return ['default'];
  if (kind === 'cjs') {
    const { exportNames } = cjsPreparseModuleExports(key, undefined);
    const names = ['default', 'module.exports'];
    for (const name of exportNames) {
      if (name !== 'default' && name !== 'module.exports') names.push(name);
    }
    return names;
  }
  return ['default'];
}

function loadCommonJS(key) {
  const module = Module._cache[key];
  if (module !== undefined && module.loaded) return module.exports;
  cjsRunningForEsm.push(key);
  try {
    return Module._load(key, undefined, false);
  } finally {
    cjsRunningForEsm.pop();
  }
}

// Whether an import chain leads from `start` to one of `targets`.
function importsReach(start, targets) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const next = importEdges.get(file);
    if (next === undefined) continue;
    for (const child of next) {
      if (targets.has(child)) return true;
      stack.push(child);
    }
  }
  return false;
}

// require() of `filename` is a cycle when the ES module is still being evaluated: it leads to
// a CommonJS file the loader is running, or (still in the turn its graph was loaded) to the
// module calling require().
function requireIsCycle(filename, parent) {
  if (cjsRunningForEsm.length > 0 && importsReach(filename, new Set(cjsRunningForEsm))) {
    return true;
  }
  const requirer = parent && parent.filename;
  return typeof requirer === 'string' && loaderTurnFiles.has(filename) &&
    (filename === requirer || importsReach(filename, new Set([requirer])));
}

function cycleMessage(id, parent) {
  return `Cannot require() ES Module ${id} in a cycle.${
    parent && parent.filename ? ` (from ${parent.filename})` : ''} A cycle involving ` +
    'require(esm) is not allowed to maintain invariants mandated by the ECMAScript ' +
    'specification. Try making at least part of the dependency in the graph lazily loaded.';
}

// Node refuses require() of a graph with top-level await before running any of it. The
// required file is checked before it runs; modules it imports are checked from the import
// edges the load recorded (a top-level await that settled at once would otherwise pass).
const tlaCache = new Map();
function fileHasTopLevelAwait(file) {
  let result = tlaCache.get(file);
  if (result === undefined) {
    const source = modulesBinding.readFile(file);
    result = false;
    if (source !== undefined && source.includes('await')) {
      const scan = require('internal/modules/cjs_lexer').esmScan(source);
      result = scan !== undefined && scan.hasTopLevelAwait;
    }
    tlaCache.set(file, result);
  }
  return result;
}

function importedModuleHasTopLevelAwait(filename) {
  const seen = new Set([filename]);
  const stack = [filename];
  while (stack.length > 0) {
    const next = importEdges.get(stack.pop());
    if (next === undefined) continue;
    for (const child of next) {
      if (seen.has(child)) continue;
      seen.add(child);
      if (resolver.formatOfPath(child, false) !== 'module') continue;
      if (fileHasTopLevelAwait(child)) return true;
      stack.push(child);
    }
  }
  return false;
}

// The values of the exports esmLink named: an object with one own property per name.
function esmEvaluate(kind, key) {
  const record = { __proto__: null };
  if (kind === 'builtin') {
    const value = requireBuiltin(key);
    record.default = value;
    for (const name of builtinNames(value)) record[name] = value[name];
    if (!builtinSnapshots.has(key)) builtinSnapshots.set(key, { ...record });
    return record;
  }
  if (kind === 'json') {
    record.default = loadJson(key);
    return record;
  }
  const exports = loadCommonJS(key);
  record.default = exports;
  record['module.exports'] = exports;
  const module = Module._cache[key];
  const names = module === undefined ? undefined : internals.stateOf(module).exportNames;
  if (names !== undefined && exports !== null &&
      (typeof exports === 'object' || typeof exports === 'function')) {
    for (const name of names) {
      if (name === 'default' || !Object.prototype.hasOwnProperty.call(exports, name)) continue;
      try {
        record[name] = exports[name];
      } catch {
        // A throwing getter leaves the export undefined, as in Node.
      }
    }
  }
  return record;
}

// Both at once for a runtime that builds synthetic modules eagerly: [value, names] where
// named exports are read from `value` (the CommonJS file runs now, at link time).
function esmExports(kind, key) {
  if (kind === 'data') {
    throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)('import() of a data: JavaScript URL');
  }
  const names = esmLink(kind, key).filter((n) => n !== 'default' && n !== 'module.exports');
  const record = esmEvaluate(kind, key);
  return [record.default, names];
}

// Source text for an ES module file when registerHooks() load hooks are present (undefined:
// read the file). For a data: URL, its JavaScript.
function esmSource(key) {
  if (key.startsWith('data:')) return dataUrlText(key);
  if (!internals.hasLoadHooks()) return undefined;
  const url = resolver.toFileHref(key);
  const result = internals.hooksLib().loadWithHooks(url, hookFormats.get(key) || 'module', undefined,
    cjs.getOptions().esmConditionsArray, (u, context) => ({
      source: modulesBinding.readFile(u === url ? key : require('internal/url').fileURLToPath(u)),
      format: context.format,
    }));
  return `${result.source}`;
}

// --- import.meta -----------------------------------------------------------------------------
// Fills import.meta of the module at `filename` (a file path, or a data: URL) with Node's
// properties in Node's order.
function esmImportMeta(meta, filename) {
  const isData = filename.startsWith('data:');
  const url = isData ? filename :
    filename === evalEntryPath ? `file://${filename}` : resolver.toFileHref(filename);
  const define = (name, value) => Object.defineProperty(meta, name,
    { value, writable: true, enumerable: true, configurable: true });
  if (!isData) {
    define('dirname', path.dirname(filename));
    define('filename', filename);
  }
  define('main', filename === mainPath);
  define('resolve', function resolve(specifier) {
    require('internal/validators').validateString(specifier, 'specifier');
    try {
      return resolveUrl(specifier, isData ? undefined : filename);
    } catch (error) {
      if (error !== null && typeof error === 'object' &&
          (error.code === 'ERR_UNSUPPORTED_DIR_IMPORT' || error.code === 'ERR_MODULE_NOT_FOUND') &&
          error.url) {
        return error.url;
      }
      throw error;
    }
  });
  define('url', url);
  return meta;
}

function resolveUrl(specifier, parentPath) {
  if (!internals.hasResolveHooks()) return urlOf(defaultResolveForLoader(specifier, parentPath));
  const parentURL = parentPath === undefined ? undefined : resolver.toFileHref(parentPath);
  return internals.hooksLib().resolveWithHooks(specifier, parentURL, {},
    cjs.getOptions().esmConditionsArray, (spec, context) => {
      const parent = context.parentURL === undefined ? undefined :
        require('internal/url').fileURLToPath(`${context.parentURL}`);
      return { url: urlOf(defaultResolveForLoader(spec, parent, context.conditions)) };
    }).url;
}

// --- entry points and require(esm) ------------------------------------------------------------
function reportFailure(promise) {
  promise.then(undefined, (err) => {
    require('internal/process/execution').triggerUncaughtException(err, false);
  });
}

function runEsmMain(filename) {
  mainPath = filename;
  noteLoaderFile(filename);
  reportFailure(modulesBinding.runEsm(filename));
}

// --input-type=module code from -e/-p/stdin: Node names it <cwd>/[eval1] and its URL is
// that path without percent-encoding.
let evalEntryPath;
function evalEsmEntry(code, filename) {
  mainPath = filename;
  evalEntryPath = filename;
  noteLoaderFile(filename);
  reportFailure(modulesBinding.evalEsm(code, filename));
}

function asyncModuleError(filename, parent) {
  const err = new (codes().ERR_REQUIRE_ASYNC_MODULE)(filename, parent && parent.filename,
    undefined);
  const requireStack = [];
  for (let m = parent; m; m = internals.parents.get(m)) requireStack.push(m.filename || m.id);
  if (requireStack.length > 0) err.message += `\nRequire stack:\n- ${requireStack.join('\n- ')}`;
  return err;
}

// require() of an ES module: evaluated synchronously, namespace returned.
function requireEsm(filename, mod, parent) {
  if (requireIsCycle(filename, parent)) {
    throw new (codes().ERR_REQUIRE_CYCLE_MODULE)(cycleMessage(filename, parent));
  }
  if (fileHasTopLevelAwait(filename)) throw asyncModuleError(filename, parent);
  requireEsmDepth++;
  try {
    const namespace = modulesBinding.requireEsm(filename);
    if (importedModuleHasTopLevelAwait(filename)) throw asyncModuleError(filename, parent);
    return namespace;
  } catch (e) {
    if (e instanceof Error && typeof e.message === 'string' &&
        e.message.startsWith('require() cannot be used on an ESM graph with top-level await')) {
      throw asyncModuleError(filename, parent);
    }
    throw e;
  } finally {
    requireEsmDepth--;
  }
}

// Node gives require(esm) of a module with a default export (and no __esModule export) a
// namespace that also has `__esModule: true`, for transpiled consumers. minirt cannot make a
// module namespace in JS: this is an object shaped like one (null prototype, sorted keys,
// non-configurable properties, not extensible, tagged 'Module') holding the values the
// exports had when require() returned.
const facades = new WeakMap();
function requiredModuleFacade(namespace) {
  let facade = facades.get(namespace);
  if (facade !== undefined) return facade;
  facade = { __proto__: null };
  const keys = Object.keys(namespace);
  keys.push('__esModule');
  keys.sort();
  for (const key of keys) {
    Object.defineProperty(facade, key, {
      __proto__: null,
      value: key === '__esModule' ? true : namespace[key],
      writable: true,
      enumerable: true,
      configurable: false,
    });
  }
  Object.defineProperty(facade, Symbol.toStringTag, { __proto__: null, value: 'Module' });
  Object.preventExtensions(facade);
  facades.set(namespace, facade);
  return facade;
}

module.exports = {
  esmResolve,
  esmLink,
  esmEvaluate,
  esmExports,
  esmSource,
  esmImportMeta,
  runEsmMain,
  evalEsmEntry,
  requireEsm,
  requiredModuleFacade,
  syncBuiltinESMExports,
  cjsPreparseModuleExports,
  cycleMessage,
};
