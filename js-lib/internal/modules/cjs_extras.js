// internal/modules/cjs_extras: the parts of the CommonJS loader (internal/modules/cjs) a
// program made of plain files never reaches, compiled on first use: Module.wrapper's
// array, directory packages with a "main", require.resolve's options.paths, the
// "Cannot find module" error, reads of a module still loading in a cycle (and their
// warning), createRequire, Module._preloadModules and the ERR_REQUIRE_ESM of
// --no-experimental-require-module.
'use strict';

const path = require('path');
const cjs = require('internal/modules/cjs');

const { Module } = cjs;
const internals = cjs.moduleInternals();
const { codes } = internals;

// Node's wrapper text; assigning to it (or defining on it) makes require() compile through
// Module.wrap from then on.
function makeWrapper(markPatched) {
  const wrapperArray = [
    '(function (exports, require, module, __filename, __dirname) { ',
    '\n});',
  ];
  return new Proxy(wrapperArray, {
    set(target, property, value, receiver) {
      markPatched();
      return Reflect.set(target, property, value, receiver);
    },
    defineProperty(target, property, descriptor) {
      markPatched();
      return Reflect.defineProperty(target, property, descriptor);
    },
  });
}

// A directory request: its package.json "main", else its index file.
function tryPackage(requestPath, exts, isMain, originalPath) {
  const { tryFile, tryExtensions } = internals;
  const { main, pjsonPath } = internals.readPackage(requestPath);
  if (!main) return tryExtensions(path.resolve(requestPath, 'index'), exts, isMain);
  const filename = path.resolve(requestPath, main);
  let actual = tryFile(filename, isMain) || tryExtensions(filename, exts, isMain) ||
    tryExtensions(path.resolve(filename, 'index'), exts, isMain);
  if (actual === false || actual === undefined) {
    actual = tryExtensions(path.resolve(requestPath, 'index'), exts, isMain);
    if (!actual) {
      const err = new Error(`Cannot find module '${filename}'. ` +
        'Please verify that the package.json has a valid "main" entry');
      err.code = 'MODULE_NOT_FOUND';
      err.path = pjsonPath;
      err.requestPath = originalPath;
      throw err;
    }
    process.emitWarning(`Invalid 'main' field in '${pjsonPath}' of '${main}'. ` +
      'Please either fix that or report it to the module author', 'DeprecationWarning',
    'DEP0128');
  }
  return actual;
}

// The lookup paths of require.resolve(request, options): options.paths (each expanded to
// its node_modules chain for a bare request) or the parent's.
function lookupPathsFromOptions(request, parent, options) {
  if (Array.isArray(options.paths)) {
    if (internals.isRelative(request)) return options.paths;
    const fakeParent = new Module('', null);
    const paths = [];
    for (let i = 0; i < options.paths.length; i++) {
      fakeParent.paths = Module._nodeModulePaths(options.paths[i]);
      const lookupPaths = Module._resolveLookupPaths(request, fakeParent);
      for (let j = 0; j < lookupPaths.length; j++) {
        if (!paths.includes(lookupPaths[j])) paths.push(lookupPaths[j]);
      }
    }
    return paths;
  }
  if (options.paths === undefined) return Module._resolveLookupPaths(request, parent);
  throw new (codes().ERR_INVALID_ARG_VALUE)('options.paths', options.paths);
}

function moduleNotFound(request, parent) {
  const requireStack = [];
  for (let cursor = parent; cursor; cursor = internals.parents.get(cursor)) {
    requireStack.push(cursor.filename || cursor.id);
  }
  let message = `Cannot find module '${request}'`;
  if (requireStack.length > 0) message += `\nRequire stack:\n- ${requireStack.join('\n- ')}`;
  const err = new Error(message);
  err.code = 'MODULE_NOT_FOUND';
  err.requireStack = requireStack;
  return err;
}

// Module._extensions['.node'].
function loadAddon(module, filename) {
  if (typeof process.dlopen === 'function') {
    return process.dlopen(module, path.toNamespacedPath(filename));
  }
  const err = new Error(`${filename}: minirt cannot load native addons (no N-API)`);
  err.code = 'ERR_DLOPEN_FAILED';
  throw err;
}

// --- cycles ----------------------------------------------------------------------------------
function emitCircularRequireWarning(prop) {
  process.emitWarning(`Accessing non-existent property '${String(prop)}' of module exports ` +
    'inside circular dependency');
}

// Prototype of a partially loaded module's exports while a cycle reads it.
const CircularRequirePrototypeWarningProxy = new Proxy({}, {
  get(target, prop) {
    if (prop in target || prop === '__esModule') return target[prop];
    emitCircularRequireWarning(prop);
    return undefined;
  },
  getOwnPropertyDescriptor(target, prop) {
    if (Object.prototype.hasOwnProperty.call(target, prop) || prop === '__esModule') {
      return Object.getOwnPropertyDescriptor(target, prop);
    }
    emitCircularRequireWarning(prop);
    return undefined;
  },
});

function isProxy(value) {
  return internalBinding('util').getProxyDetails(value, false) !== undefined;
}

function getExportsForCircularRequire(module) {
  const st = internals.moduleState.get(module);
  if (st !== undefined && st.esm === 'evaluating') {
    // The CommonJS loader's own words, shorter than the ES module loader's.
    const parent = internals.parents.get(module);
    const err = new (codes().ERR_REQUIRE_CYCLE_MODULE)(`Cannot require() ES Module ${module.id} ` +
      `in a cycle.${parent ? ` (from ${parent.filename})` : ''}`);
    // Uncaught, Node's report quotes this throw in its CommonJS loader.
    const { kEvalSourcePointer } = require('internal/process/execution');
    Object.defineProperty(err, kEvalSourcePointer, { __proto__: null, writable: true,
      configurable: true,
      value: 'node:internal/modules/cjs/loader:1115\n' +
        '    throw new ERR_REQUIRE_CYCLE_MODULE(message);\n          ^\n' });
    throw err;
  }
  const exports = module.exports;
  if (exports && typeof exports === 'object' && !isProxy(exports) &&
      Object.getPrototypeOf(exports) === Object.prototype && !exports.__esModule) {
    Object.setPrototypeOf(exports, CircularRequirePrototypeWarningProxy);
  }
  return exports;
}

// A module that finished loading stops warning about missing properties.
function endCircularWarnings(module) {
  const exports = module.exports;
  if (exports && typeof exports === 'object' &&
      Object.getPrototypeOf(exports) === CircularRequirePrototypeWarningProxy) {
    Object.setPrototypeOf(exports, Object.prototype);
  }
}

// --- require(esm) turned off -----------------------------------------------------------------
// The legacy error for require() of an ES module. Node also prints the parent's require
// line above the stack when it is uncaught; minirt's fatal-error printer has no hook for that.
function requireESMError(module, filename, source, pkg) {
  const parent = internals.parents.get(module);
  const parentPath = parent ? parent.filename : undefined;
  const usesEsm = require('internal/modules/cjs_lexer').hasModuleSyntax(`${source}`);
  return new (codes().ERR_REQUIRE_ESM)(filename, usesEsm, parentPath,
    pkg === undefined ? undefined : pkg.pjsonPath);
}

// --- createRequire and preloading --------------------------------------------------------------
function createRequireFromPath(filename) {
  const proxyPath = filename.endsWith('/') ? path.join(filename, 'noop.js') : filename;
  const m = new Module(proxyPath);
  m.filename = proxyPath;
  m.paths = Module._nodeModulePaths(m.path);
  return internals.makeRequireFunction(m);
}

const createRequireError = 'must be a file URL object, file URL string, or absolute path string';

function createRequire(filename) {
  const url = require('internal/url');
  let filepath;
  if (url.isURL(filename) || (typeof filename === 'string' && !path.isAbsolute(filename))) {
    try {
      filepath = url.fileURLToPath(filename);
    } catch {
      throw new (codes().ERR_INVALID_ARG_VALUE)('filename', filename, createRequireError);
    }
  } else if (typeof filename !== 'string') {
    throw new (codes().ERR_INVALID_ARG_VALUE)('filename', filename, createRequireError);
  } else {
    filepath = filename;
  }
  return createRequireFromPath(filepath);
}

function preloadModules(requests) {
  if (!Array.isArray(requests)) return;
  internals.setPreloading(true);
  const parent = new Module('internal/preload', null);
  try {
    parent.paths = Module._nodeModulePaths(process.cwd());
  } catch (e) {
    if (e.code !== 'ENOENT') {
      internals.setPreloading(false);
      throw e;
    }
  }
  for (let n = 0; n < requests.length; n++) parent.require(requests[n]);
  internals.setPreloading(false);
}

module.exports = {
  makeWrapper,
  tryPackage,
  loadAddon,
  lookupPathsFromOptions,
  moduleNotFound,
  getExportsForCircularRequire,
  endCircularWarnings,
  createRequire,
  preloadModules,
  requireESMError,
};
