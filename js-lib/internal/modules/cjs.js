// internal/modules/cjs: the CommonJS loader, the part every program runs. Owns the Module
// class and its patchable statics (_load, _resolveFilename, _findPath, _resolveLookupPaths,
// _nodeModulePaths, _extensions, _cache, _pathCache, _initPaths/globalPaths, wrap/wrapper,
// _readPackage, _stat), require() and require.resolve(), NODE_PATH, --preserve-symlinks and
// the program entry (`runMain`).
// Boa compiles a whole file when it loads, so what a program of plain files never reaches
// lives in siblings loaded on first use: package "exports"/"imports" and self-reference
// (internal/modules/resolve), registerHooks() (internal/modules/hooks), require(esm) and
// the ES module loader (internal/modules/esm, esm_interop), and createRequire, package "main",
// options.paths, preloading, cycles and not-found errors (internal/modules/cjs_extras).
'use strict';

const natives = require('internal/natives');
const { requireBuiltin, builtinExists, schemeOnly } = require('internal/bootstrap/realm');
const modulesBinding = internalBinding('modules');
const path = require('path');
const { registerWrapped, registerSource } = require('internal/errors_stack');

let packageJsonModule;
let resolverModule;
let hooksModule;
let esmModule;
let extrasModule;
function packageJson() {
  if (packageJsonModule === undefined) packageJsonModule = require('internal/modules/package_json');
  return packageJsonModule;
}
function resolver() {
  if (resolverModule === undefined) resolverModule = require('internal/modules/resolve');
  return resolverModule;
}
function hooksLib() {
  if (hooksModule === undefined) hooksModule = require('internal/modules/hooks');
  return hooksModule;
}
function esm() {
  if (esmModule === undefined) esmModule = require('internal/modules/esm');
  return esmModule;
}
// Asked when the loop is empty; a program that never used the ESM loader cannot be stuck.
function esmEntryStalled() {
  return esmModule !== undefined && esmModule.entryStalled();
}
// Node's words for the stall, written to stderr unless warnings are off.
function warnStalledEsmEntry() {
  if (esmModule === undefined || natives.noWarnings) return;
  let text;
  try {
    text = esmModule.stalledEntryWarning();
  } catch {
    return;
  }
  if (text !== undefined) process._rawDebug(text.slice(0, -1));
}
function esmInterop() {
  return require('internal/modules/esm_interop');
}
function extras() {
  if (extrasModule === undefined) extrasModule = require('internal/modules/cjs_extras');
  return extrasModule;
}
// .ts/.mts/.cts handling: there, loaded on first use (text here costs every start-up).
function typescript() {
  return require('internal/modules/typescript');
}
function hasResolveHooks() {
  return hooksModule !== undefined && hooksModule.resolveHooks.length > 0;
}
function hasLoadHooks() {
  return hooksModule !== undefined && hooksModule.loadHooks.length > 0;
}

const { readFile, realpath, compileFunction } = modulesBinding;
const nativeStat = modulesBinding.stat;
const WRAPPER_PARAMS = ['exports', 'require', 'module', '__filename', '__dirname'];
// Length of `0, function (exports, ...) {`, the wrapper compileFunction puts on line 1.
const WRAPPER_PREFIX = `0, function (${WRAPPER_PARAMS.join(', ')}) {`.length;

// --- resolver options ---------------------------------------------------------------------------
let options;
function getOptions() {
  if (options === undefined) {
    // Index loops and Set#add, not for-of/spread/new Set(array): import() must keep working
    // after a program deleted Array.prototype[@@iterator] (Node's primordials are immune).
    const args = natives.execArgv;
    const user = [];
    // require(esm) is on unless --no-experimental-require-module (the last flag wins);
    // without it the "module-sync" condition is not offered either.
    let requireModule = true;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (arg.startsWith('--conditions=')) user.push(arg.slice(13));
      else if (arg.startsWith('-C=')) user.push(arg.slice(3));
      else if (arg === '--experimental-require-module' || arg === '--require-module') {
        requireModule = true;
      } else if (arg === '--no-experimental-require-module' || arg === '--no-require-module') {
        requireModule = false;
      }
    }
    // Node lists "module-sync" last for require() but before "node-addons" for import.
    const cjsConditionsArray = ['require', 'node', 'node-addons'].concat(user);
    if (requireModule) cjsConditionsArray.push('module-sync');
    const esmConditionsArray = (requireModule ? ['node', 'import', 'module-sync'] :
      ['node', 'import']).concat(['node-addons'], user);
    const toSet = (list) => {
      const set = new Set();
      for (let i = 0; i < list.length; i++) set.add(list[i]);
      return set;
    };
    options = {
      requireModule,
      preserveSymlinks: args.includes('--preserve-symlinks'),
      preserveSymlinksMain: args.includes('--preserve-symlinks-main'),
      cjsConditions: toSet(cjsConditionsArray),
      esmConditions: toSet(esmConditionsArray),
      cjsConditionsArray,
      esmConditionsArray,
    };
  }
  return options;
}

// --- builtins -----------------------------------------------------------------------------
// Node 26's public built-in ids, in its order: what `require('x')` treats as a built-in
// before looking at node_modules, and what `module.builtinModules` lists.
const publicBuiltinIds = [
  '_http_agent', '_http_client', '_http_common', '_http_incoming', '_http_outgoing',
  '_http_server', '_tls_common', '_tls_wrap', 'assert', 'assert/strict', 'async_hooks',
  'buffer', 'child_process', 'cluster', 'console', 'constants', 'crypto', 'dgram',
  'diagnostics_channel', 'dns', 'dns/promises', 'domain', 'events', 'fs', 'fs/promises',
  'http', 'http2', 'https', 'inspector', 'inspector/promises', 'module', 'net', 'os', 'path',
  'path/posix', 'path/win32', 'perf_hooks', 'process', 'punycode', 'querystring', 'readline',
  'readline/promises', 'repl', 'stream', 'stream/consumers', 'stream/promises', 'stream/web',
  'string_decoder', 'sys', 'timers', 'timers/promises', 'tls', 'trace_events', 'tty', 'url',
  'util', 'util/types', 'v8', 'vm', 'wasi', 'worker_threads', 'zlib',
];
// Ids that exist only with the node: scheme.
const schemeOnlyIds = ['ffi', 'sea', 'sqlite', 'test', 'test/reporters'];
const publicBuiltins = new Set(publicBuiltinIds);
const schemeOnlyBuiltins = new Set(schemeOnlyIds);
// module.builtinModules lists the ones minirt has, so that everything listed can be
// required (process.getBuiltinModule agrees); resolution and isBuiltin follow Node's list.
const builtinModules = Object.freeze([...publicBuiltinIds.filter((id) => builtinExists(id)),
  ...schemeOnlyIds.filter((id) => builtinExists(id)).map((id) => `node:${id}`)]);

// A bare id that names a public built-in without the node: scheme.
function canBeRequiredWithoutScheme(id) {
  return publicBuiltins.has(id) ||
    (natives.exposeInternals && typeof id === 'string' && id.startsWith('internal/') &&
     builtinExists(id));
}

// `node:x` (or a scheme-less public id) -> 'x', else undefined.
function normalizeRequirableId(id) {
  if (typeof id !== 'string') return undefined;
  if (id.startsWith('node:')) {
    const rest = id.slice(5);
    // A scheme-only id can be absent (--no-experimental-sqlite hides node:sqlite).
    if (publicBuiltins.has(rest) || (schemeOnlyBuiltins.has(rest) && builtinExists(rest))) {
      return rest;
    }
    // --expose-internals opens internal ids under the scheme too (ESM imports see them so).
    if (natives.exposeInternals && rest.startsWith('internal/') && builtinExists(rest)) {
      return rest;
    }
    if (rest !== '' && !rest.startsWith('internal/') && !schemeOnly.has(rest) &&
        builtinExists(rest)) {
      return rest;
    }
    return undefined;
  }
  if (publicBuiltins.has(id)) return id;
  if (natives.exposeInternals && id.startsWith('internal/') && builtinExists(id)) return id;
  return undefined;
}

function isBuiltin(id) {
  if (typeof id !== 'string') return false;
  if (publicBuiltins.has(id)) return true;
  if (!id.startsWith('node:')) return false;
  const rest = id.slice(5);
  return publicBuiltins.has(rest) || schemeOnlyBuiltins.has(rest);
}

let errorCodes;
function codes() {
  if (errorCodes === undefined) errorCodes = require('internal/errors').codes;
  return errorCodes;
}
function validateString(value, name) {
  if (typeof value !== 'string') throw new (codes().ERR_INVALID_ARG_TYPE)(name, 'string', value);
}
function emitExperimentalWarning(feature) {
  process.emitWarning(`${feature} is an experimental feature and might change at any time`,
    'ExperimentalWarning');
}

// Per-module loader state Node keeps in private symbols.
const parents = new WeakMap();
const moduleState = new WeakMap();
function stateOf(module) {
  let s = moduleState.get(module);
  if (s === undefined) {
    s = {
      isMain: false, cachedByEsm: false, circularVisited: false, url: undefined,
      format: undefined, source: undefined, exportNames: undefined, esm: undefined,
      loadConditions: undefined, loadAttributes: undefined,
    };
    moduleState.set(module, s);
  }
  return s;
}

// internal/modules/source_map once source maps are on (flag or setSourceMapsSupport).
let sourceMaps = natives.execArgv.includes('--enable-source-maps') ?
  require('internal/modules/source_map') : undefined;
let isPreloading = false;
let patched = false;
let modulePaths = [];
const relativeResolveCache = { __proto__: null };

function updateChildren(parent, child, scan) {
  const children = parent && parent.children;
  if (children && !(scan && children.includes(child))) children.push(child);
}

// Defines rather than assigns: accessors a program put on Object.prototype for names such
// as "exports" or "main" must not run when the loader fills in its own objects.
function setOwn(obj, key, value) {
  Object.defineProperty(obj, key, {
    __proto__: null, value, writable: true, enumerable: true, configurable: true,
  });
}

function Module(id = '', parent) {
  this.id = id;
  this.path = path.dirname(id);
  setOwn(this, 'exports', {});
  parents.set(this, parent);
  updateChildren(parent, this, false);
  this.filename = null;
  this.loaded = false;
  this.children = [];
}

function stat(filename) {
  return nativeStat(filename);
}
let statImpl = stat;
Object.defineProperty(Module, '_stat', {
  __proto__: null,
  get() { return statImpl; },
  set(fn) {
    emitExperimentalWarning('Module._stat');
    statImpl = fn;
    return true;
  },
  configurable: true,
});

Module._cache = { __proto__: null };
Module._pathCache = { __proto__: null };
Module._extensions = { __proto__: null };
Module.globalPaths = [];

// Writing to Module.wrap, Module.wrapper or the wrapper array makes require() compile
// through the patched wrapper text, as in Node.
function markPatched() {
  patched = true;
}
let wrap = function(script) {
  return Module.wrapper[0] + script + Module.wrapper[1];
};
let wrapper;
let wrapperMade = false;
Object.defineProperty(Module, 'wrap', {
  __proto__: null,
  get() { return wrap; },
  set(value) {
    patched = true;
    wrap = value;
  },
});
Object.defineProperty(Module, 'wrapper', {
  __proto__: null,
  get() {
    if (!wrapperMade) {
      wrapperMade = true;
      wrapper = extras().makeWrapper(markPatched);
    }
    return wrapper;
  },
  set(value) {
    patched = true;
    wrapperMade = true;
    wrapper = value;
  },
});

Object.defineProperty(Module.prototype, 'isPreloading', {
  __proto__: null, get() { return isPreloading; }, enumerable: false, configurable: true,
});
Object.defineProperty(Module.prototype, 'parent', {
  __proto__: null,
  get: function deprecated() { return parents.get(this); },
  set: function deprecated(value) { parents.set(this, value); },
  enumerable: false,
  configurable: false,
});

Module.isBuiltin = isBuiltin;

// --- package.json and file probing ----------------------------------------------------------
let readPackageImpl = (requestPath) =>
  packageJson().read(path.resolve(requestPath, 'package.json'));
Object.defineProperty(Module, '_readPackage', {
  __proto__: null,
  get() { return readPackageImpl; },
  set(fn) {
    emitExperimentalWarning('Module._readPackage');
    readPackageImpl = fn;
    return true;
  },
  configurable: true,
});

function toRealPath(requestPath) {
  return realpath(requestPath);
}

function tryFile(requestPath, isMain) {
  if (statImpl(requestPath) !== 0) return undefined;
  const opts = getOptions();
  if (isMain ? opts.preserveSymlinksMain : opts.preserveSymlinks) return path.resolve(requestPath);
  return toRealPath(requestPath);
}

function tryExtensions(basePath, exts, isMain) {
  for (let i = 0; i < exts.length; i++) {
    const filename = tryFile(basePath + exts[i], isMain);
    if (filename) return filename;
  }
  return false;
}

function findLongestRegisteredExtension(filename) {
  const name = path.basename(filename);
  let index;
  let startIndex = 0;
  while ((index = name.indexOf('.', startIndex)) !== -1) {
    startIndex = index + 1;
    if (index === 0) continue;
    const ext = name.slice(index);
    if (Module._extensions[ext]) return ext;
  }
  return '.js';
}

function isRelative(p) {
  if (p.charCodeAt(0) !== 46) return false;
  return p.length === 1 || p === '..' || p.startsWith('./') || p.startsWith('../');
}

function getCjsConditions() {
  return getOptions().cjsConditions;
}

// A request a package's "exports" may answer is `name/.*` or `@scope/name/.*`; the
// resolver loads only when the package has an "exports" field.
const EXPORTS_PATTERN = /^((?:@[^/\\%]+\/)?[^./\\%][^/\\%]*)(\/.*)?$/;
function resolveExports(nmPath, request, conditions) {
  const m = EXPORTS_PATTERN.exec(request);
  if (m === null) return undefined;
  const pkgPath = path.resolve(nmPath, m[1]);
  const pkg = readPackageImpl(pkgPath);
  if (!pkg.exists || pkg.exports == null) return undefined;
  try {
    return resolver().requireExportsResolve(pkgPath, m[2] === undefined ? '' : m[2], pkg,
      request, conditions);
  } catch (e) {
    throw require('internal/modules/parse_errors').noteLoaderThrow(e, 'exports');
  }
}

function trySelfParentPath(parent) {
  if (!parent) return false;
  if (parent.filename) return parent.filename;
  if (parent.id === '<repl>' || parent.id === 'internal/preload') {
    try {
      return process.cwd() + path.sep;
    } catch {
      return false;
    }
  }
  return undefined;
}

// A package requiring itself by its own name through its "exports".
function trySelf(parentPath, request, conditions) {
  if (!parentPath) return false;
  const pkg = packageJson().getNearestParentPackageJSON(parentPath);
  if (pkg === undefined || pkg.exports === undefined || pkg.name === undefined) return false;
  if (request !== pkg.name && !request.startsWith(`${pkg.name}/`)) return false;
  return resolver().requireSelfResolve(parentPath, request, pkg, conditions);
}

Module._findPath = function(request, paths, isMain, conditions = getCjsConditions()) {
  const absoluteRequest = path.isAbsolute(request);
  if (absoluteRequest) {
    paths = [''];
  } else if (!paths || paths.length === 0) {
    return false;
  }
  const cacheKey = `${request}\x00${paths.join('\x00')}`;
  const entry = Module._pathCache[cacheKey];
  if (entry) return entry;

  let exts;
  // Ends in '/', or is (or ends in) '.' or '..' as a whole segment.
  const trailingSlash = request.length > 0 && /(?:^|\/)\.{0,2}$/.test(request);

  let insidePath = true;
  if (isRelative(request) && path.normalize(request).startsWith('..')) insidePath = false;

  for (let i = 0; i < paths.length; i++) {
    const curPath = paths[i];
    if (typeof curPath !== 'string') {
      throw new (codes().ERR_INVALID_ARG_TYPE)('paths', 'array of strings', paths);
    }
    if (insidePath && curPath && statImpl(curPath) < 1) continue;
    if (!absoluteRequest) {
      const exportsResolved = resolveExports(curPath, request, conditions);
      if (exportsResolved) return exportsResolved;
    }
    const basePath = path.resolve(curPath, request);
    let filename;
    const rc = statImpl(basePath);
    if (!trailingSlash) {
      if (rc === 0) {
        const opts = getOptions();
        filename = (isMain ? opts.preserveSymlinksMain : opts.preserveSymlinks) ?
          path.resolve(basePath) : toRealPath(basePath);
      }
      if (!filename) {
        if (exts === undefined) exts = Object.keys(Module._extensions);
        filename = tryExtensions(basePath, exts, isMain);
      }
    }
    if (!filename && rc === 1) {
      if (exts === undefined) exts = Object.keys(Module._extensions);
      filename = extras().tryPackage(basePath, exts, isMain, request);
    }
    if (filename) {
      Module._pathCache[cacheKey] = filename;
      return filename;
    }
    reportToWatcher(exts === undefined ? [basePath] :
      [basePath, ...exts.map((ext) => path.resolve(`${basePath}${ext}`))]);
  }
  return false;
};

// Under --watch the watcher restarts the program when a file it loaded, or one a require()
// looked for, changes (internal/watch_mode/report).
function reportToWatcher(files) {
  if (process.env.WATCH_REPORT_DEPENDENCIES) {
    require('internal/watch_mode/report').reportRequired(files);
  }
}

Module._nodeModulePaths = function(from) {
  from = path.resolve(from);
  if (from === '/') return ['/node_modules'];
  const paths = [];
  let end = from.length;
  for (let i = from.length - 1; i >= 0; --i) {
    if (from.charCodeAt(i) === 47) {
      const segment = from.slice(i + 1, end);
      if (segment !== 'node_modules') paths.push(`${from.slice(0, end)}/node_modules`);
      end = i;
    }
  }
  paths.push('/node_modules');
  return paths;
};

Module._resolveLookupPaths = function(request, parent) {
  if (normalizeRequirableId(request)) return null;
  // Coerced as Node's primordials do: a request that is no string fails later, on its path.
  const charAt = (i) => String.prototype.charAt.call(request, i);
  if (charAt(0) !== '.' || (request.length > 1 && charAt(1) !== '.' && charAt(1) !== '/')) {
    let paths;
    if (parent && parent.paths && parent.paths.length) {
      paths = parent.paths.concat(modulePaths);
    } else {
      paths = modulePaths;
    }
    return paths.length > 0 ? paths : null;
  }
  if (!parent || !parent.id || !parent.filename) return ['.'];
  return [path.dirname(parent.filename)];
};

// Resolution for require(), through module.registerHooks() resolve hooks when there are
// any. Returns { url, format, filename }.
function resolveForCJSWithHooks(specifier, parent, isMain) {
  if (hasResolveHooks() && specifier !== resolvedForImport) {
    return hooksLib().resolveForCJS(specifier, parent, isMain);
  }
  if (specifier.startsWith('node:')) {
    const filename = normalizeRequirableId(specifier);
    if (!filename) {
      throw require('internal/modules/parse_errors').noteLoaderThrow(
        new (codes().ERR_UNKNOWN_BUILTIN_MODULE)(specifier), 'builtin');
    }
    return { url: specifier, filename, format: 'builtin' };
  }
  const filename = `${Module._resolveFilename(specifier, parent, isMain)}`;
  return { url: undefined, filename, format: undefined };
}

// The file of a CommonJS module an import runs: the ES module loader resolved it (through
// the resolve hooks) already, and Node's hooks do not see it again as a require().
let resolvedForImport;
function loadResolvedForImport(filename) {
  const saved = resolvedForImport;
  resolvedForImport = filename;
  try {
    return Module._load(filename, undefined, false);
  } finally {
    resolvedForImport = saved;
  }
}

function loadBuiltinWithHooks(id, url, format) {
  if (hasLoadHooks()) return hooksLib().loadBuiltinForCJS(id, url, format);
  return requireBuiltin(id);
}

Module._load = function(request, parent, isMain) {
  let relKey;
  if (parent) {
    relKey = `${parent.path}\x00${request}`;
    const filename = relativeResolveCache[relKey];
    if (filename !== undefined) {
      const cached = Module._cache[filename];
      if (cached !== undefined) {
        updateChildren(parent, cached, true);
        if (!cached.loaded) return extras().getExportsForCircularRequire(cached);
        return cached.exports;
      }
      delete relativeResolveCache[relKey];
    }
  }

  const { url, format, filename } = resolveForCJSWithHooks(request, parent, isMain);
  if (path.isAbsolute(filename)) reportToWatcher([filename]);

  if (request.startsWith('node:')) {
    const result = loadBuiltinWithHooks(filename, url, format);
    if (result) return result;
  }

  const cachedModule = Module._cache[filename];
  if (cachedModule !== undefined) {
    updateChildren(parent, cachedModule, true);
    if (cachedModule.loaded) return cachedModule.exports;
    const st = stateOf(cachedModule);
    if (!st.cachedByEsm || st.circularVisited) {
      return extras().getExportsForCircularRequire(cachedModule);
    }
    st.circularVisited = true;
  }

  if (canBeRequiredWithoutScheme(filename)) {
    const result = loadBuiltinWithHooks(filename, url, format);
    if (result) return result;
  }

  const module = cachedModule || new Module(filename, parent);
  if (!cachedModule) {
    const st = stateOf(module);
    if (isMain) {
      process.mainModule = module;
      setOwn(Module.prototype.require, 'main', process.mainModule);
      module.id = '.';
      st.isMain = true;
    }
    Module._cache[filename] = module;
    st.url = url;
    st.format = format;
  }
  if (parent) relativeResolveCache[relKey] = filename;

  let threw = true;
  try {
    module.load(filename);
    threw = false;
  } finally {
    if (threw) {
      delete Module._cache[filename];
      if (parent) {
        delete relativeResolveCache[relKey];
        const children = parent.children;
        if (Array.isArray(children)) {
          const index = children.indexOf(module);
          if (index !== -1) children.splice(index, 1);
        }
      }
    } else if (extrasModule !== undefined) {
      // Only a cycle (handled there) can have given the exports the warning prototype.
      extrasModule.endCircularWarnings(module);
    }
  }
  return module.exports;
};

Module._resolveFilename = function(request, parent, isMain, options) {
  if (normalizeRequirableId(request)) return request;
  const conditions = (options && options.conditions) || getCjsConditions();
  const paths = typeof options === 'object' && options !== null ?
    extras().lookupPathsFromOptions(request, parent, options) :
    Module._resolveLookupPaths(request, parent);

  if (request[0] === '#' && parent && (parent.filename || parent.id === '<repl>')) {
    let resolved;
    try {
      resolved = resolver().requireImportsResolve(request, parent, conditions);
    } catch (e) {
      throw require('internal/modules/parse_errors').noteLoaderThrow(e, 'imports');
    }
    if (resolved !== undefined) return resolved;
  }

  const parentPath = trySelfParentPath(parent);
  const selfResolved = trySelf(parentPath, request, conditions);
  if (selfResolved) {
    const cacheKey = `${request}\x00${paths.length === 1 ? paths[0] : paths.join('\x00')}`;
    Module._pathCache[cacheKey] = selfResolved;
    return selfResolved;
  }

  const filename = Module._findPath(request, paths, isMain, conditions);
  if (filename) return filename;
  throw require('internal/modules/parse_errors').noteLoaderThrow(
    extras().moduleNotFound(request, parent), 'notFound');
};

Module.prototype.load = function(filename) {
  if (this.loaded) {
    throw new (codes().ERR_INTERNAL_ASSERTION)();
  }
  if (this.filename === null || this.filename === undefined) this.filename = filename;
  if (this.paths === null || this.paths === undefined) {
    this.paths = Module._nodeModulePaths(path.dirname(filename));
  }
  const extension = findLongestRegisteredExtension(filename);
  Module._extensions[extension](this, filename);
  this.loaded = true;
};

Module.prototype.require = function(id) {
  validateString(id, 'id');
  if (id === '') {
    throw new (codes().ERR_INVALID_ARG_VALUE)('id', id, 'must be a non-empty string');
  }
  const trace = require('internal/diagnostics_channel/builtin').tracing('module.require');
  if (trace !== null) {
    return trace.traceSync(Module._load, { __proto__: null, parentFilename: this.filename, id },
                           Module, id, this, false);
  }
  return Module._load(id, this, false);
};

// scriptName: the file's name in stacks (a file: URL for TypeScript).
function wrapSafe(filename, content, format, scriptName) {
  if (patched) {
    const wrapped = Module.wrap(content);
    const fn = modulesBinding.evalScript(wrapped, scriptName);
    return { function: fn, canParseAsESM: false };
  }
  registerWrapped(scriptName, WRAPPER_PREFIX);
  try {
    const fn = compileFunction(content, scriptName, WRAPPER_PARAMS);
    if (sourceMaps !== undefined) sourceMaps.maybeCacheSourceMap(filename, content);
    return { function: fn, canParseAsESM: false };
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    const parseErrors = require('internal/modules/parse_errors');
    parseErrors.notePointer(err, filename, content, WRAPPER_PREFIX);
    parseErrors.dropPosition(err);
    parseErrors.decorateStack(err);
    // Node's syntax detection: a typeless file runs as an ES module when its CommonJS parse
    // failed on what module syntax explains; a CommonJS one is reported, with a warning.
    if (require('internal/modules/detect_syntax').shouldRetryAsESM(err.message, content,
                                                                   scriptName)) {
      if (format === undefined) return { function: undefined, canParseAsESM: true };
      parseErrors.warnRequireESM(filename);
    }
    throw err;
  }
}

Module.prototype._compile = function(content, filename, format) {
  let stripped;
  if (typeof format === 'string' && format.endsWith('typescript')) {
    stripped = typescript().stripForCommonJS(stateOf(this), content, filename, format);
    content = stripped.content;
    format = stripped.format;
  }
  let compiledWrapper;
  if (format !== 'module') {
    const result = wrapSafe(filename, content, format, stripped === undefined ? filename :
      stripped.scriptName);
    compiledWrapper = result.function;
    if (result.canParseAsESM) {
      format = 'module';
      // The entry is run by the ES module loader in Node, which says why.
      if (this.id === '.' && esm().detectedBySyntax(filename)) {
        esm().warnTypelessPackage(filename);
      }
    }
  }
  if (format === 'module') {
    if (hasLoadHooks()) esmInterop().rememberSourceFromRequire(filename, content);
    else if (stripped !== undefined) typescript().rememberStripped(filename, content);
    esmInterop().loadESMFromCJS(this, filename);
    return undefined;
  }
  const dirname = path.dirname(filename);
  const require = makeRequireFunction(this);
  const exports = this.exports;
  const st = stateOf(this);
  st.executing = true;
  const result = Reflect.apply(compiledWrapper, exports,
    [exports, require, this, filename, dirname]);
  st.executing = false;
  return result;
};

// The source of a module being required, through registerHooks() load hooks if any.
function loadSource(mod, filename, formatFromNode) {
  const st = stateOf(mod);
  if (st.format === undefined) st.format = formatFromNode;
  if (st.source !== undefined) {
    const source = st.source;
    st.source = undefined;
    return { source, format: st.format };
  }
  if (hasLoadHooks()) return hooksLib().loadSourceForCJS(st, filename);
  return { source: defaultLoadImpl(filename, formatFromNode), format: formatFromNode };
}

function defaultLoadImpl(filename, format) {
  switch (format) {
    case undefined: case null: case 'module': case 'commonjs': case 'json':
    case 'module-typescript': case 'commonjs-typescript': case 'typescript': {
      const text = readFile(filename);
      if (text === undefined) {
        return require('fs').readFileSync(filename, 'utf8');
      }
      return text;
    }
    case 'builtin':
      return null;
    default:
      throw new (codes().ERR_UNKNOWN_MODULE_FORMAT)(format,
        hooksLib().convertCJSFilenameToURL(filename));
  }
}

Module._extensions['.js'] = function(module, filename) {
  let format;
  let pkg;
  if (filename.endsWith('.cjs')) {
    format = 'commonjs';
  } else if (filename.endsWith('.mjs')) {
    format = 'module';
  } else if (filename.endsWith('.js') || path.extname(filename) === '') {
    // A file without an extension takes its package's "type" as a .js file does; one with
    // an extension no loader claims is told by its syntax whatever the "type".
    pkg = packageJson().getNearestParentPackageJSON(filename);
    const type = pkg === undefined ? undefined : pkg.type;
    if (type === 'module' || type === 'commonjs') format = type;
  } else if (filename.endsWith('ts')) {
    format = typescript().commonJSFormat(filename);
  }
  const { source, format: loadedFormat } = loadSource(module, filename, format);
  if ((loadedFormat === 'module' || loadedFormat === 'module-typescript') &&
      !getOptions().requireModule) {
    throw extras().requireESMError(module, filename, source, pkg);
  }
  module._compile(source, filename, loadedFormat);
};

Module._extensions['.json'] = function(module, filename) {
  const { source } = loadSource(module, filename, 'json');
  const text = `${source}`;
  try {
    module.exports = JSON.parse(text.charCodeAt(0) === 0xFEFF ? text.slice(1) : text);
  } catch (err) {
    err.message = `${filename}: ${err.message}`;
    throw require('internal/modules/parse_errors').noteLoaderThrow(err, 'json');
  }
};

Module._extensions['.node'] = function(module, filename) {
  return extras().loadAddon(module, filename);
};

// --- require() ----------------------------------------------------------------------------
function makeRequireFunction(mod) {
  const require = function require(path) {
    return mod.require(path);
  };
  function resolve(request, options) {
    validateString(request, 'request');
    return Module._resolveFilename(request, mod, false, options);
  }
  require.resolve = resolve;
  function paths(request) {
    validateString(request, 'request');
    return Module._resolveLookupPaths(request, mod);
  }
  resolve.paths = paths;
  setOwn(require, 'main', process.mainModule);
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

Module.createRequire = function createRequire(filename) {
  return extras().createRequire(filename);
};

Module._initPaths = function() {
  const homeDir = process.env.HOME;
  const nodePath = process.env.NODE_PATH;
  const prefixDir = path.resolve(process.execPath, '..', '..');
  const paths = [path.resolve(prefixDir, 'lib', 'node')];
  if (homeDir) {
    paths.unshift(path.resolve(homeDir, '.node_libraries'));
    paths.unshift(path.resolve(homeDir, '.node_modules'));
  }
  if (nodePath) paths.unshift(...nodePath.split(path.delimiter).filter(Boolean));
  modulePaths = paths;
  Module.globalPaths = modulePaths.slice();
};

Module._preloadModules = function(requests) {
  extras().preloadModules(requests);
};

Module.syncBuiltinESMExports = function syncBuiltinESMExports() {
  esmInterop().syncBuiltinESMExports();
};

Object.defineProperty(Module.prototype, 'constructor', {
  __proto__: null,
  get: function() { return Module; },
  configurable: false,
  enumerable: false,
});

Module.Module = Module;
Module.registerHooks = function registerHooks(hooks) {
  return hooksLib().registerHooks(hooks);
};

// --- entry points ---------------------------------------------------------------------------
function shouldUseESMLoader(mainPath) {
  if (mainPath.endsWith('.mjs') || mainPath.endsWith('.wasm')) return true;
  if (mainPath.endsWith('.cjs') || mainPath.endsWith('.node')) return false;
  if (mainPath.endsWith('ts')) {
    const esmMain = typescript().mainUsesESMLoader(mainPath);
    if (esmMain !== undefined) return esmMain;
  }
  const pkg = packageJson().getNearestParentPackageJSON(mainPath);
  return pkg !== undefined && pkg.type === 'module';
}

// Module.runMain(main = process.argv[1]): runs a program's entry point.
function executeUserEntryPoint(main = process.argv[1]) {
  let mainPath = Module._findPath(path.resolve(main), null, true);
  if (mainPath) {
    if (!getOptions().preserveSymlinksMain) mainPath = toRealPath(mainPath);
    if (shouldUseESMLoader(mainPath)) {
      esm().runEsmMain(mainPath);
      return;
    }
    if ((hasLoadHooks() || hasResolveHooks()) && preloadsThroughLoader()) {
      runMainAsImport(mainPath);
      return;
    }
  }
  Module._load(main, null, true);
}

// Node runs any entry through its ES module loader when --import or --loader is given.
function preloadsThroughLoader() {
  const args = natives.execArgv;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--import' || a.startsWith('--import=') || a === '--loader' ||
        a.startsWith('--loader=') || a.startsWith('--experimental-loader')) {
      return true;
    }
  }
  return false;
}

// A CommonJS entry imported, as Node's loader does with hooks: they resolve and load it
// with an import's conditions, and may turn it into an ES module.
function runMainAsImport(mainPath) {
  const { module, format, source } = esmInterop().loadMainThroughHooks(mainPath);
  if (format === 'module' || format === 'module-typescript') {
    delete Module._cache[mainPath];
    esmInterop().rememberSourceFromRequire(mainPath, source);
    esm().runEsmMain(mainPath);
    return;
  }
  const st = stateOf(module);
  process.mainModule = module;
  setOwn(Module.prototype.require, 'main', module);
  st.isMain = true;
  // Resolved already: the hooks see the entry once.
  st.circularVisited = true;
  let threw = true;
  try {
    module.load(mainPath);
    threw = false;
  } finally {
    if (threw) delete Module._cache[mainPath];
  }
}

// -e/-p code (CommonJS or ESM, but not code piped to stdin) sees the public built-ins as
// globals (`fs`, `vm`, ...), loaded on first read; assigning one turns it into a plain
// enumerable property, as Node does.
function addBuiltinLibsToGlobal(req) {
  for (const name of builtinModules) {
    if (name.startsWith('_') || name.includes('/') ||
        Object.prototype.hasOwnProperty.call(globalThis, name)) {
      continue;
    }
    const setReal = (value) => {
      delete globalThis[name];
      globalThis[name] = value;
    };
    Object.defineProperty(globalThis, name, {
      __proto__: null,
      get: () => {
        const lib = req(name);
        Object.defineProperty(globalThis, name, {
          __proto__: null, get: () => lib, set: setReal, configurable: true, enumerable: false,
        });
        return lib;
      },
      set: setReal,
      configurable: true,
      enumerable: false,
    });
  }
}

// `name` stands in for the file name (a worker's eval code is '[worker eval]'). `print`:
// stdin's code under -p, whose completion value is printed as -p code's is.
function runScriptLike(kind, code, name, print = kind === 'print') {
  const filename = name ?? (kind === 'stdin' ? '[stdin]' : '[eval]');
  process.argv = [process.execPath, ...natives.scriptArgs];
  // Node keeps the main thread's -e/-p/stdin code (child_process.fork leaves it out).
  if (name === undefined) {
    Object.defineProperty(process, '_eval',
      { value: code, writable: false, enumerable: true, configurable: true });
  }
  const m = new Module(filename, null);
  // A removed working directory has no name: Node then puts -e, -p and stdin code beside
  // its executable (a worker's eval code fails with the error instead).
  let cwd;
  try {
    cwd = process.cwd();
  } catch (err) {
    if (name !== undefined) throw err;
    cwd = path.dirname(process.execPath);
  }
  m.filename = path.join(cwd, filename);
  m.paths = Module._nodeModulePaths(cwd);
  const req = makeRequireFunction(m);
  if (kind !== 'stdin') addBuiltinLibsToGlobal(req);
  // Node assigns them to the global object, in this order; `module` replaces the built-in
  // module's accessor, which places it there too.
  const names = ['__filename', 'module', 'exports', '__dirname', 'require'];
  const values = [filename, m, m.exports, '.', req];
  const globals = {
    define() {
      for (let i = 0; i < names.length; i++) {
        delete globalThis[names[i]];
        Object.defineProperty(globalThis, names[i],
          { value: values[i], writable: true, configurable: true, enumerable: true });
      }
    },
    // The code turned out to be an ES module, which sees none of them.
    remove() {
      for (const name of names) delete globalThis[name];
    },
  };
  registerSource(filename, code);
  const result = require('internal/modules/eval_input').evalInput(kind, code, filename, globals);
  if (print) {
    // As Node: printed when the process exits (a promise shows how it settled; timers run
    // first), ahead of the 'exit' listeners the code added.
    process.prependListener('exit', () => {
      const { inspect } = require('internal/util/inspect');
      process.stdout.write(`${typeof result === 'string' ? result : inspect(result)}\n`);
    });
  }
}

// Called by the runtime: ('file', path) or ('eval' | 'print' | 'stdin' | 'print-stdin', code).
function runMain(kind, payload, name) {
  if (kind === 'print-stdin') {
    runScriptLike('stdin', payload, name, true);
    return;
  }
  if (kind !== 'file') {
    runScriptLike(kind, payload, name);
    return;
  }
  const abs = path.resolve(payload);
  process.argv = [process.execPath, abs, ...natives.scriptArgs];
  Module.runMain(abs);
}

Module.builtinModules = builtinModules;
Module.runMain = executeUserEntryPoint;
Module._initPaths();

// For the siblings that hold the rest of the loader.
function moduleInternals() {
  return {
    stateOf, moduleState, parents, makeRequireFunction, findLongestRegisteredExtension,
    loadSource, defaultLoadImpl, resolveForCJSWithHooks, hasResolveHooks, hasLoadHooks,
    loadResolvedForImport,
    hooksLib, tryFile, tryExtensions, isRelative, codes,
    readPackage(requestPath) { return readPackageImpl(requestPath); },
    setPreloading(value) { isPreloading = value; },
    watchSourceMaps() {
      if (sourceMaps === undefined) sourceMaps = require('internal/modules/source_map');
    },
  };
}

// The ES module loader half loads on first use; these stay cheap for the bootstrap.
function esmResolve(specifier, parentPath, attributes) {
  return esm().esmResolve(specifier, parentPath, attributes);
}
function esmExports(kind, key) {
  return esm().esmExports(kind, key);
}
function esmLink(kind, key) {
  return esm().esmLink(kind, key);
}
function esmEvaluate(kind, key) {
  return esm().esmEvaluate(kind, key);
}
function esmImportMeta(meta, filename, urlSuffix) {
  return esm().esmImportMeta(meta, filename, urlSuffix);
}
function esmSource(filename) {
  return esm().esmSource(filename);
}

module.exports = {
  Module,
  runMain,
  getOptions,
  canBeRequiredWithoutScheme,
  normalizeRequirableId,
  esmEntryStalled,
  warnStalledEsmEntry,
  // For internal/modules/eval_input (through esm(), which esmEntryStalled asks).
  evalEsmEntry(code, filename) {
    esm().evalEsmEntry(code, filename);
  },
  isBuiltin,
  builtinModules,
  moduleInternals,
  esmResolve,
  esmExports,
  esmLink,
  esmEvaluate,
  esmImportMeta,
  esmSource,
  builtinId: normalizeRequirableId,
  nodeModulePaths: (from) => Module._nodeModulePaths(from),
  // For --check (internal/bootstrap/node): a file compiled as require() would, not run.
  wrapSafe,
};
