// CommonJS: Module, require, Node's resolution algorithm (relative paths, extensions,
// directories, package.json main/exports with conditions, node_modules walk-up), the
// entry point (`runMain`) and the resolver that the ES module loader asks (`esmResolve`).
'use strict';

const natives = require('internal/natives');
const { requireBuiltin, builtinExists, schemeOnly } = require('internal/bootstrap/realm');
const modules = internalBinding('modules');
const path = require('path');

const { readFile, stat, realpath, compileFunction } = modules;
const WRAPPER_PARAMS = ['exports', 'require', 'module', '__filename', '__dirname'];
// Length of `0, function (exports, ...) {`, the wrapper compileFunction puts on line 1.
const WRAPPER_PREFIX = `0, function (${WRAPPER_PARAMS.join(', ')}) {`.length;
const { registerWrapped } = require('internal/errors_stack');
const CJS_CONDITIONS = ['require', 'node', 'module-sync', 'default'];
const ESM_CONDITIONS = ['import', 'node', 'module-sync', 'default'];

let publicBuiltins;
function builtinModules() {
  if (publicBuiltins === undefined) {
    publicBuiltins = natives.builtinIds().filter((id) => !id.startsWith('internal/') &&
      !schemeOnly.has(id));
  }
  return publicBuiltins;
}

// Resolve a request to a built-in id, or undefined.
function builtinId(request) {
  if (request.startsWith('node:')) {
    const id = request.slice(5);
    if (!id.startsWith('internal/') && builtinExists(id)) return id;
    const err = new Error(`No such built-in module: ${request}`);
    err.code = 'ERR_UNKNOWN_BUILTIN_MODULE';
    throw err;
  }
  if (schemeOnly.has(request)) return undefined;
  if (request.startsWith('internal/')) {
    return natives.exposeInternals && builtinExists(request) ? request : undefined;
  }
  if (request.includes('.') || !builtinExists(request)) return undefined;
  return request;
}

function errors() {
  return require('internal/errors');
}

// package.json reading, cached per directory.
const packageCache = new Map();
function readPackage(dir) {
  const file = path.join(dir, 'package.json');
  if (packageCache.has(file)) return packageCache.get(file);
  const text = readFile(file);
  let pkg;
  if (text !== undefined) {
    try {
      pkg = JSON.parse(text);
    } catch (e) {
      const err = new Error(`Invalid package config ${file}.`);
      err.code = 'ERR_INVALID_PACKAGE_CONFIG';
      err.cause = e;
      throw err;
    }
    if (pkg === null || typeof pkg !== 'object') pkg = {};
    pkg.__dir = dir;
  }
  packageCache.set(file, pkg);
  return pkg;
}

// The nearest package.json at or above `dir` (stops at node_modules boundaries).
function packageScope(dir) {
  let d = dir;
  for (;;) {
    if (path.basename(d) === 'node_modules') return undefined;
    const pkg = readPackage(d);
    if (pkg !== undefined) return pkg;
    const parent = path.dirname(d);
    if (parent === d) return undefined;
    d = parent;
  }
}

function isFile(p) {
  return stat(p) === 0;
}

const EXTENSIONS = ['.js', '.json', '.node', '.cjs', '.mjs'];

function tryExtensions(base) {
  for (const ext of Module._extensionOrder()) {
    if (isFile(base + ext)) return base + ext;
  }
  return undefined;
}

function tryFile(p) {
  return isFile(p) ? p : undefined;
}

function tryDirectory(dir) {
  const pkg = readPackage(dir);
  if (pkg !== undefined && typeof pkg.main === 'string' && pkg.main !== '') {
    const main = path.resolve(dir, pkg.main);
    const found = tryFile(main) || tryExtensions(main) || tryExtensions(path.join(main, 'index'));
    if (found) return found;
  }
  return tryExtensions(path.join(dir, 'index'));
}

function loadAsFileOrDirectory(p) {
  const trailingSlash = p.endsWith('/');
  if (!trailingSlash) {
    const f = tryFile(p) || tryExtensions(p);
    if (f) return f;
  }
  if (stat(p) === 1) return tryDirectory(p);
  return undefined;
}

// --- package "exports" -------------------------------------------------------------
function resolveTarget(pkgDir, target, subpathRest, conditions) {
  if (typeof target === 'string') {
    if (!target.startsWith('./')) return undefined;
    const t = subpathRest === undefined ? target : target.split('*').join(subpathRest);
    return path.resolve(pkgDir, t);
  }
  if (Array.isArray(target)) {
    for (const t of target) {
      const r = resolveTarget(pkgDir, t, subpathRest, conditions);
      if (r !== undefined) return r;
    }
    return undefined;
  }
  if (target !== null && typeof target === 'object') {
    for (const key of Object.keys(target)) {
      if (key === 'default' || conditions.includes(key)) {
        const r = resolveTarget(pkgDir, target[key], subpathRest, conditions);
        if (r !== undefined) return r;
      }
    }
  }
  return undefined;
}

function exportsNotFound(subpath, pkgDir) {
  const err = new Error(subpath === '.'
    ? `No "exports" main defined in ${path.join(pkgDir, 'package.json')}`
    : `Package subpath '${subpath}' is not defined by "exports" in ${path.join(pkgDir, 'package.json')}`);
  err.code = 'ERR_PACKAGE_PATH_NOT_EXPORTED';
  return err;
}

function resolveExports(pkgDir, exportsField, subpath, conditions) {
  let map = exportsField;
  const isSugar = typeof map === 'string' || Array.isArray(map) ||
    (map !== null && typeof map === 'object' && !Object.keys(map).some((k) => k.startsWith('.')));
  if (isSugar) map = { '.': map };
  if (Object.prototype.hasOwnProperty.call(map, subpath) && !subpath.includes('*')) {
    const r = resolveTarget(pkgDir, map[subpath], undefined, conditions);
    if (r === undefined) throw exportsNotFound(subpath, pkgDir);
    return r;
  }
  // Longest matching pattern key ("./features/*.js").
  let best;
  let bestRest;
  for (const key of Object.keys(map)) {
    const star = key.indexOf('*');
    if (star === -1) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (subpath.startsWith(prefix) && subpath.length >= key.length - 1 &&
        subpath.endsWith(suffix) && (best === undefined || key.length > best.length)) {
      best = key;
      bestRest = subpath.slice(prefix.length, subpath.length - suffix.length);
    }
  }
  if (best !== undefined) {
    const r = resolveTarget(pkgDir, map[best], bestRest, conditions);
    if (r !== undefined) return r;
  }
  throw exportsNotFound(subpath, pkgDir);
}

function splitPackageName(request) {
  const parts = request.split('/');
  const nameParts = request.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameParts).join('/');
  const rest = parts.slice(nameParts).join('/');
  return { name, subpath: rest === '' ? '.' : `./${rest}` };
}

function nodeModulePaths(from) {
  from = path.resolve(from);
  const out = [];
  let d = from;
  for (;;) {
    if (path.basename(d) !== 'node_modules') out.push(path.join(d, 'node_modules'));
    const parent = path.dirname(d);
    if (parent === d) break;
    d = parent;
  }
  return out;
}

function resolvePackage(request, lookupPaths, conditions) {
  const { name, subpath } = splitPackageName(request);
  for (const dir of lookupPaths) {
    const pkgDir = path.join(dir, name);
    if (stat(pkgDir) !== 1) continue;
    const pkg = readPackage(pkgDir);
    if (pkg !== undefined && pkg.exports !== undefined && pkg.exports !== null) {
      const target = resolveExports(pkgDir, pkg.exports, subpath, conditions);
      if (isFile(target)) return target;
      return undefined;
    }
    const found = loadAsFileOrDirectory(path.join(dir, request));
    if (found) return found;
  }
  return undefined;
}

// Self-reference: a package importing its own name through its "exports".
function resolveSelf(request, fromDir, conditions) {
  const scope = packageScope(fromDir);
  if (scope === undefined || typeof scope.name !== 'string' || scope.exports == null) return undefined;
  const { name, subpath } = splitPackageName(request);
  if (name !== scope.name) return undefined;
  return resolveExports(scope.__dir, scope.exports, subpath, conditions);
}

function notFound(request, parent) {
  const requireStack = [];
  for (let m = parent; m; m = m.parent) requireStack.push(m.filename || m.id);
  let msg = `Cannot find module '${request}'`;
  if (requireStack.length > 0) msg += `\nRequire stack:\n- ${requireStack.join('\n- ')}`;
  const err = new Error(msg);
  err.code = 'MODULE_NOT_FOUND';
  err.requireStack = requireStack;
  return err;
}

function resolveFile(request, fromDir, conditions, lookupPaths) {
  if (request.startsWith('./') || request.startsWith('../') || request === '.' || request === '..' ||
      request.startsWith('/')) {
    return loadAsFileOrDirectory(path.resolve(fromDir, request));
  }
  const self = resolveSelf(request, fromDir, conditions);
  if (self !== undefined) return self;
  return resolvePackage(request, lookupPaths || nodeModulePaths(fromDir), conditions);
}

// --- Module ------------------------------------------------------------------------
const cache = Object.create(null);

class Module {
  constructor(id = '', parent) {
    this.id = id;
    this.path = path.dirname(id);
    this.exports = {};
    this.filename = null;
    this.loaded = false;
    this.children = [];
    this.paths = [];
    Object.defineProperty(this, 'parent', { value: parent, writable: true, enumerable: false, configurable: true });
    if (parent && parent.children) parent.children.push(this);
  }

  require(id) {
    if (typeof id !== 'string') {
      throw new (errors().codes.ERR_INVALID_ARG_TYPE)('id', 'string', id);
    }
    if (id === '') {
      throw new (errors().codes.ERR_INVALID_ARG_VALUE)('id', id, 'must be a non-empty string');
    }
    return Module._load(id, this, false);
  }

  _compile(content, filename) {
    registerWrapped(filename, WRAPPER_PREFIX);
    const fn = compileFunction(content, filename, WRAPPER_PARAMS);
    const dirname = path.dirname(filename);
    const require = makeRequire(this);
    return Reflect.apply(fn, this.exports, [this.exports, require, this, filename, dirname]);
  }

  load(filename) {
    this.filename = filename;
    this.paths = nodeModulePaths(path.dirname(filename));
    let ext = path.extname(filename);
    if (!Object.prototype.hasOwnProperty.call(Module._extensions, ext)) ext = '.js';
    Module._extensions[ext](this, filename);
    this.loaded = true;
  }

  static _extensionOrder() {
    return Object.keys(Module._extensions).filter((e) => EXTENSIONS.includes(e) || true);
  }

  static _resolveFilename(request, parent, isMain, options) {
    const id = builtinId(request);
    if (id !== undefined) return request.startsWith('node:') ? request : id;
    let fromDir = parent && parent.filename ? path.dirname(parent.filename) : process.cwd();
    let lookupPaths;
    if (options && Array.isArray(options.paths)) {
      for (const p of options.paths) {
        const found = resolveFile(request, path.resolve(p), CJS_CONDITIONS,
          nodeModulePaths(path.resolve(p)));
        if (found) return realpath(found);
      }
      throw notFound(request, parent);
    }
    if (parent && parent.paths && parent.paths.length && !parent.filename) lookupPaths = parent.paths;
    if (isMain) fromDir = process.cwd();
    const found = resolveFile(request, fromDir, CJS_CONDITIONS, lookupPaths);
    if (found === undefined) throw notFound(request, parent);
    return realpath(found);
  }

  static _load(request, parent, isMain) {
    const filename = Module._resolveFilename(request, parent, isMain);
    const id = builtinId(filename);
    if (id !== undefined) return requireBuiltin(id);
    const cached = cache[filename];
    if (cached !== undefined) {
      if (parent && parent.children && !parent.children.includes(cached)) parent.children.push(cached);
      return cached.exports;
    }
    if (isEsmFile(filename)) {
      // require(esm): evaluated synchronously; the namespace is the exports.
      const module = new Module(filename, parent);
      module.filename = filename;
      cache[filename] = module;
      try {
        module.exports = modules.requireEsm(filename);
      } catch (e) {
        delete cache[filename];
        if (e instanceof Error && e.message.startsWith('require() cannot be used on an ESM graph')) {
          e.code = 'ERR_REQUIRE_ASYNC_MODULE';
        }
        throw e;
      }
      module.loaded = true;
      return module.exports;
    }
    const module = new Module(filename, parent);
    if (isMain) {
      process.mainModule = module;
      module.id = '.';
      mainModule = module;
    }
    cache[filename] = module;
    let threw = true;
    try {
      module.load(filename);
      threw = false;
    } finally {
      if (threw) delete cache[filename];
    }
    return module.exports;
  }

  static createRequire(filename) {
    if (typeof filename === 'object' && filename !== null && typeof filename.href === 'string') {
      filename = require('url').fileURLToPath(filename);
    } else if (typeof filename === 'string' && filename.startsWith('file:')) {
      filename = require('url').fileURLToPath(filename);
    } else if (typeof filename !== 'string' || !path.isAbsolute(filename)) {
      throw new (errors().codes.ERR_INVALID_ARG_VALUE)('filename', filename,
        'must be a file URL object, file URL string, or absolute path string');
    }
    const m = new Module(filename, null);
    m.filename = filename.endsWith('/') ? path.join(filename, 'noop.js') : filename;
    m.paths = nodeModulePaths(path.dirname(m.filename));
    return makeRequire(m);
  }

  static isBuiltin(id) {
    if (typeof id !== 'string') return false;
    if (id.startsWith('node:')) return builtinExists(id.slice(5)) && !id.startsWith('node:internal/');
    return !schemeOnly.has(id) && !id.startsWith('internal/') && builtinExists(id);
  }

  static wrap(script) {
    return `(function (exports, require, module, __filename, __dirname) { ${script}\n});`;
  }
}

Module._cache = cache;
Module._pathCache = Object.create(null);
Module._extensions = Object.create(null);
Module._nodeModulePaths = nodeModulePaths;
Module.Module = Module;
Module.globalPaths = [];
Object.defineProperty(Module, 'builtinModules', { get: builtinModules, enumerable: true });

Module._extensions['.js'] = function loadJs(module, filename) {
  const content = readFile(filename);
  if (content === undefined) throw notFound(filename, module.parent);
  module._compile(content, filename);
};
Module._extensions['.json'] = function loadJson(module, filename) {
  const content = readFile(filename);
  if (content === undefined) throw notFound(filename, module.parent);
  try {
    module.exports = JSON.parse(content.charCodeAt(0) === 0xFEFF ? content.slice(1) : content);
  } catch (err) {
    err.message = `${filename}: ${err.message}`;
    throw err;
  }
};
Module._extensions['.node'] = function loadNode(module, filename) {
  const err = new Error(`Cannot load native addon ${filename}: minirt has no N-API`);
  err.code = 'ERR_DLOPEN_FAILED';
  throw err;
};
Module._extensions['.cjs'] = Module._extensions['.js'];

let mainModule;

function makeRequire(module) {
  function require(id) {
    return module.require(id);
  }
  function resolve(request, options) {
    if (typeof request !== 'string') {
      throw new (errors().codes.ERR_INVALID_ARG_TYPE)('request', 'string', request);
    }
    return Module._resolveFilename(request, module, false, options);
  }
  resolve.paths = function paths(request) {
    if (builtinId(request) !== undefined) return null;
    return nodeModulePaths(module.filename ? path.dirname(module.filename) : process.cwd());
  };
  require.resolve = resolve;
  require.main = mainModule;
  require.extensions = Module._extensions;
  require.cache = cache;
  return require;
}

function packageType(filename) {
  const scope = packageScope(path.dirname(filename));
  return scope !== undefined && scope.type === 'module' ? 'module' : 'commonjs';
}

function isEsmFile(filename) {
  if (filename.endsWith('.mjs')) return true;
  if (filename.endsWith('.cjs')) return false;
  return filename.endsWith('.js') && packageType(filename) === 'module';
}

// --- entry point ----------------------------------------------------------------------
function reportEsmFailure(promise) {
  promise.then(undefined, (err) => {
    require('internal/process/execution').triggerUncaughtException(err, false);
  });
}

function runScriptLike(kind, code) {
  const filename = kind === 'stdin' ? '[stdin]' : '[eval]';
  process.argv = [process.execPath, ...natives.scriptArgs];
  if (natives.inputTypeModule) {
    reportEsmFailure(modules.evalEsm(code, path.join(process.cwd(), `${filename}.mjs`)));
    return;
  }
  const m = new Module(filename, null);
  m.filename = path.join(process.cwd(), filename);
  m.paths = nodeModulePaths(process.cwd());
  const req = makeRequire(m);
  const define = (name, value) => Object.defineProperty(globalThis, name,
    { value, writable: true, configurable: true, enumerable: false });
  define('module', m);
  define('exports', m.exports);
  define('require', req);
  define('__filename', filename);
  define('__dirname', '.');
  const result = modules.evalScript(code, filename);
  if (kind === 'print') {
    const { inspect } = require('internal/util/inspect');
    process.stdout.write(`${typeof result === 'string' ? result : inspect(result)}\n`);
  }
}

function runMain(kind, payload) {
  if (kind !== 'file') {
    runScriptLike(kind, payload);
    return;
  }
  const abs = path.resolve(payload);
  process.argv = [process.execPath, abs, ...natives.scriptArgs];
  let filename;
  try {
    filename = Module._resolveFilename(abs, null, true);
  } catch (e) {
    if (e.code === 'MODULE_NOT_FOUND') throw notFound(abs, null);
    throw e;
  }
  if (isEsmFile(filename)) {
    reportEsmFailure(modules.runEsm(filename));
    return;
  }
  Module._load(filename, null, true);
}

// --- ES module loader support ----------------------------------------------------------
function esmNotFound(specifier, parentPath) {
  const err = new Error(`Cannot find module '${specifier}' imported from ${parentPath || process.cwd()}`);
  err.code = 'ERR_MODULE_NOT_FOUND';
  return err;
}

function esmResolve(specifier, parentPath) {
  if (specifier.startsWith('node:') || builtinId(specifier) !== undefined) {
    const id = builtinId(specifier);
    return ['builtin', id];
  }
  const fromDir = parentPath ? path.dirname(parentPath) : process.cwd();
  let file;
  if (specifier.startsWith('file:')) {
    file = require('url').fileURLToPath(specifier);
  } else if (specifier.startsWith('/') || specifier.startsWith('./') || specifier.startsWith('../') ||
             specifier === '.' || specifier === '..') {
    file = path.resolve(fromDir, decodeURIComponent(specifier));
  }
  if (file !== undefined) {
    if (stat(file) !== 0) {
      if (stat(file) === 1) {
        const err = new Error(`Directory import '${file}' is not supported resolving ES modules imported from ${parentPath}`);
        err.code = 'ERR_UNSUPPORTED_DIR_IMPORT';
        throw err;
      }
      throw esmNotFound(file, parentPath);
    }
  } else {
    file = resolveSelf(specifier, fromDir, ESM_CONDITIONS) ||
      resolvePackage(specifier, nodeModulePaths(fromDir), ESM_CONDITIONS);
    if (file === undefined) throw esmNotFound(specifier, parentPath);
  }
  file = realpath(file);
  if (file.endsWith('.json')) return ['json', file];
  return [isEsmFile(file) ? 'esm' : 'cjs', file];
}

// Own keys of a function that are not exports.
const functionKeys = new Set(['length', 'name', 'prototype', 'caller', 'arguments']);

function esmExports(kind, key) {
  let value;
  if (kind === 'builtin') value = requireBuiltin(key);
  else if (kind === 'json') value = Module._load(key, null, false);
  else value = Module._load(key, null, false);
  let names = [];
  if (kind !== 'json' && value !== null && (typeof value === 'object' || typeof value === 'function')) {
    // Built-ins export every own name (static methods such as module.createRequire are
    // not enumerable); CommonJS files export their enumerable keys.
    names = kind === 'builtin'
      ? Object.getOwnPropertyNames(value).filter((k) => !functionKeys.has(k) || typeof value !== 'function')
      : Object.keys(value);
    names = names.filter((k) => k !== 'default');
  }
  return [value, names];
}

module.exports = { Module, runMain, esmResolve, esmExports, builtinId, nodeModulePaths };
