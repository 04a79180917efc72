// internal/modules/esm: the JavaScript half of the ES module loader (the Rust half is
// runtime/src/host/module_loader.rs), the part every ES module program runs. Owns what the
// loader asks JS: `esmResolve` (specifier -> [kind, key]), the exports of built-ins
// (`esmLink` for the names without running anything, `esmEvaluate` for the values;
// `esmExports` does both at once), `esmSource`, and the entry points (`runEsmMain`,
// `evalEsmEntry`), with the typeless-package.json warning of syntax detection. It records the import edges and the ES modules of the current loader
// turn that require(esm)'s cycle checks read.
// CommonJS, JSON and data: modules, import attributes, registerHooks() and require(esm)
// itself are in internal/modules/esm_interop; the resolver and import.meta in
// internal/modules/esm_resolve (and internal/modules/resolve for package names). Each
// loads on first use.
'use strict';

const path = require('path');
const { requireBuiltin } = require('internal/bootstrap/realm');
const modulesBinding = internalBinding('modules');
const cjs = require('internal/modules/cjs');
const { registerModuleFile } = require('internal/errors_stack');

const { Module } = cjs;
const internals = cjs.moduleInternals();

let resolverModule;
function resolver() {
  if (resolverModule === undefined) resolverModule = require('internal/modules/esm_resolve');
  return resolverModule;
}
let interopModule;
function interop() {
  if (interopModule === undefined) interopModule = require('internal/modules/esm_interop');
  return interopModule;
}

function codes() {
  return require('internal/errors').codes;
}

// Loader state internal/modules/esm_interop reads and updates too.
const state = {
  // The file the ESM loader was handed as the entry (import.meta.main).
  mainPath: undefined,
  // --input-type=module code: Node names it <cwd>/[eval1]; its URL is that path as it is.
  evalEntryPath: undefined,
  // The entry module has not finished evaluating (see entryStalled).
  entryPending: false,
  // require(esm) calls in progress (cycle detection for `import cjs` inside them).
  requireEsmDepth: 0,
  // Import edges seen by esmResolve: parent file -> resolved keys.
  importEdges: new Map(),
  // Modules resolved for an import before (built-in ids and file paths).
  loadedKeys: new Set(),
  // The CommonJS files the loader is running right now. A require() of an ES module that
  // leads to one of them is a cycle through a module whose evaluation has not finished.
  cjsRunningForEsm: [],
  // ES modules handed to the runtime's loader during the current turn of the event loop:
  // the only ones that can still be loading, linking or evaluating (the runtime finishes a
  // graph without top-level await within the turn that started it).
  loaderTurnFiles: new Set(),
  // Built-in namespaces as first imported (module.syncBuiltinESMExports compares).
  builtinSnapshots: new Map(),
  // The experimental warning for importing an addon was given.
  addonWarned: false,
};

let loaderTurnClearing = false;
function noteLoaderFile(file) {
  state.loaderTurnFiles.add(file);
  if (!loaderTurnClearing) {
    loaderTurnClearing = true;
    setImmediate(() => {
      state.loaderTurnFiles = new Set();
      loaderTurnClearing = false;
    }).unref();
  }
}

// --- resolution ----------------------------------------------------------------------------
function defaultResolveForLoader(specifier, parentPath, conditions) {
  // Built-ins need no resolver: `node:x`, and a bare public id (PACKAGE_RESOLVE's first step).
  if (specifier.startsWith('node:')) return { kind: 'builtin', url: specifier };
  if (cjs.canBeRequiredWithoutScheme(specifier)) return { kind: 'builtin', url: `node:${specifier}` };
  const opts = cjs.getOptions();
  const set = conditions === undefined ? opts.esmConditions : new Set(conditions);
  const preserve = parentPath === undefined ? opts.preserveSymlinksMain : opts.preserveSymlinks;
  const from = parentPath === undefined ? path.join(process.cwd(), '[eval1]') : parentPath;
  try {
    return resolver().esmModuleResolve(specifier, from, set, preserve);
  } catch (e) {
    require('internal/modules/resolve').addCommonJSHint(e, specifier, from);
    throw e;
  }
}

function urlOf(r) {
  return r.kind === 'file' ? resolver().toFileHref(r.path) : r.url;
}

// Import attributes need checking only when one is given or the module is JSON.
function attributesToCheck(format, attributes, key) {
  if (attributes === undefined || attributes === null) return false;
  if (format === 'json' || (Object.hasOwn(attributes, 'type') && attributes.type !== undefined)) {
    return true;
  }
  // Any attribute but "type" is refused, whatever the module, when it is first loaded (a
  // later import gets the module already made, as in Node).
  if (state.loadedKeys.has(key)) return false;
  const keys = Object.keys(attributes);
  for (let i = 0; i < keys.length; i++) if (keys[i] !== 'type') return true;
  return false;
}

function formatToKind(format, file) {
  switch (format) {
    case 'module': return 'esm';
    case 'commonjs': return 'cjs';
    case 'json': return 'json';
    // The runtime parses the ES module text internal/modules/esm_wasm writes for it.
    case 'wasm': return 'esm';
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

// [kind, key]: kind 'builtin' (key: id), 'esm' | 'cjs' | 'json' (key: file path),
// 'data' (key: the data: URL).
function esmResolve(specifier, parentPath, attributes) {
  try {
    return resolveImport(specifier, parentPath, attributes);
  } catch (err) {
    const sync = state.requireEsmDepth > 0;
    require('internal/modules/parse_errors').noteImportThrow(err, sync);
    if (!sync) forgetHintedPointer(err);
    throw err;
  }
}

// Node rewrites the stack of an error it added a "Did you mean" hint to, and V8 forgets
// where it was thrown: the import's rejection is reported from Node's own rejection
// machinery (require() of an ES module keeps the pointer: its loader throws it again).
function forgetHintedPointer(err) {
  try {
    if ((err.code !== 'ERR_MODULE_NOT_FOUND' && err.code !== 'ERR_UNSUPPORTED_DIR_IMPORT') ||
        !/\nDid you mean to import /.test(`${err.message}`)) {
      return;
    }
    delete err[require('internal/process/execution').kEvalSourcePointer];
    const stack = err.stack;
    err.stack = stack;
  } catch {
    // Reported with the pointer it has.
  }
}

function resolveImport(specifier, parentPath, attributes) {
  // The runtime names -e / stdin scripts "[eval]" / "[stdin]"; Node resolves their imports
  // as if they were files of that name in the working directory.
  // REPL input (named REPL1, REPL2, ...) imports relative to the working directory too.
  if (parentPath === '[eval]' || parentPath === '[stdin]' ||
      (typeof parentPath === 'string' && /^REPL\d+$/.test(parentPath))) {
    parentPath = path.join(process.cwd(), parentPath);
  }
  let result;
  if (internals.hasResolveHooks()) {
    result = interop().esmResolveWithHooks(specifier, parentPath, attributes);
  } else {
    const r = defaultResolveForLoader(specifier, parentPath);
    if (r.kind === 'builtin') {
      if (attributesToCheck('builtin', attributes, r.url)) {
        interop().checkAttributes('builtin', r.url, attributes, !state.loadedKeys.has(r.url));
      }
      state.loadedKeys.add(r.url);
      // Named as an importer, for the words of a missing-export error.
      if (parentPath !== undefined && !state.importEdges.has(parentPath)) {
        state.importEdges.set(parentPath, new Set());
      }
      if (internals.hasLoadHooks()) return interop().builtinWithHooks(r.url, attributes);
      return builtinResult(r.url);
    }
    if (r.kind === 'data') return interop().dataResult(r.url, attributes);
    const format = resolver().formatOfPath(r.path);
    // Told when the format is found, before the attributes are checked against it.
    const href = resolver().toFileHref(r.path) + (r.suffix === undefined ? '' : r.suffix);
    if (format === 'module' && detectedBySyntax(r.path)) warnTypelessPackage(r.path, href);
    // An unknown extension fails before any attribute is looked at, unless a load hook
    // may still give the file a format.
    if (format === undefined && internals.hasLoadHooks()) return interop().loadHookModule(href);
    if (format === undefined) formatToKind(format, r.path);
    // Node keeps a module per URL and "type" attribute: another type is a first load again.
    // (Own properties only: a getter a program put on Object.prototype must not run.)
    const loadKey = attributes != null && Object.hasOwn(attributes, 'type') &&
      attributes.type !== undefined ? `${r.path}\0${attributes.type}` : r.path;
    if (attributesToCheck(format, attributes, loadKey)) {
      interop().checkAttributes(format, href, attributes, !state.loadedKeys.has(loadKey));
    }
    if (format === 'addon' && !state.addonWarned) {
      state.addonWarned = true;
      process.emitWarning('Importing addons is an experimental feature and might change at ' +
        'any time', 'ExperimentalWarning');
    }
    result = [formatToKind(format, r.path), r.path];
    state.loadedKeys.add(loadKey);
  }
  if (result[0] === 'builtin' || result[1].startsWith('data:')) return result;
  if (process.env.WATCH_REPORT_DEPENDENCIES) {
    require('internal/watch_mode/report').reportImported(result[1]);
  }
  if (parentPath !== undefined) {
    let set = state.importEdges.get(parentPath);
    if (set === undefined) state.importEdges.set(parentPath, set = new Set());
    set.add(result[1]);
  }
  if (result[0] === 'esm') {
    if (detectedBySyntax(result[1])) warnTypelessPackage(result[1]);
    noteLoaderFile(result[1]);
    registerModuleFile(result[1]);
  }
  if (state.requireEsmDepth > 0 && result[0] === 'cjs') {
    const cached = Module._cache[result[1]];
    if (cached !== undefined && !cached.loaded && !internals.stateOf(cached).cachedByEsm) {
      throw new (codes().ERR_REQUIRE_CYCLE_MODULE)(
        `Cannot import CommonJS Module ${specifier} in a cycle. (from ${parentPath})`);
    }
    // A CommonJS module an import is running right now (it is the one that called
    // require()): the module it would be is still being evaluated.
    if (cached !== undefined && !cached.loaded && state.cjsRunningForEsm.includes(result[1])) {
      throw require('internal/modules/parse_errors').noteLoaderThrow(
        new (codes().ERR_REQUIRE_CYCLE_MODULE)(
          `Cannot import Module ${specifier} in a cycle. (from ${parentPath})`), 'importCycle');
    }
  }
  return result;
}

// A .js (or .ts) file the ES module loader runs as a module only because of its syntax, in a
// package of the program's own (not under node_modules) whose package.json has no "type":
// Node suggests adding one, once per package.json. (An extensionless file it runs so
// without a word.)
const typelessWarned = new Set();
function detectedBySyntax(file) {
  return file.endsWith('.js') || (file.endsWith('.ts') && !/\.[mc]ts$/.test(file));
}
function warnTypelessPackage(file, href = resolver().toFileHref(file)) {
  const config = require('internal/modules/package_json').getPackageScopeConfig(file);
  if (config.type !== 'none' || !config.exists || typelessWarned.has(config.pjsonPath) ||
      config.pjsonPath.includes('/node_modules/')) {
    return;
  }
  typelessWarned.add(config.pjsonPath);
  process.emitWarning(`Module type of ${href} is not specified and it ` +
    "doesn't parse as CommonJS.\nReparsing as ES module because module syntax was detected. " +
    'This incurs a performance overhead.\nTo eliminate this warning, add "type": "module" to ' +
    `${config.pjsonPath}.`, { code: 'MODULE_TYPELESS_PACKAGE_JSON' });
}

// --- exports -----------------------------------------------------------------------------------
// Own keys of a function that are not exports of a built-in.
// (Built with add(): the loader must work after a program deleted Array.prototype[@@iterator].)
const functionKeys = new Set();
functionKeys.add('length').add('name').add('prototype').add('caller').add('arguments');

function builtinNames(value) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return [];
  // Node exports a built-in's enumerable own keys (so deprecated non-enumerable getters,
  // such as crypto's fips or prng, are not touched).
  return Object.keys(value).filter((k) =>
    k !== 'default' && (typeof value !== 'function' || !functionKeys.has(k)));
}

// Names a module of `kind` exports, without evaluating CommonJS code.
function esmLink(kind, key) {
  if (kind === 'builtin') return ['default', ...builtinNames(requireBuiltin(key))];
  if (kind === 'cjs') return interop().cjsLink(key);
  return ['default'];
}

// The values of the exports esmLink named: an object with one property per name. A
// built-in's export made by a getter (fs.promises, crypto.webcrypto: each loads more
// modules) sits on the record's prototype, read only if the runtime asks for it, which it
// does for the names some import takes (runtime/src/host/module_loader.rs).
function esmEvaluate(kind, key) {
  if (kind !== 'builtin') return interop().esmEvaluate(kind, key);
  const lazy = { __proto__: null };
  const record = { __proto__: lazy };
  const value = requireBuiltin(key);
  record.default = value;
  for (const name of builtinNames(value)) {
    const desc = Object.getOwnPropertyDescriptor(value, name);
    if (desc !== undefined && desc.get !== undefined) {
      Object.defineProperty(lazy, name, {
        __proto__: null, enumerable: true, configurable: true, get: () => value[name],
      });
    } else {
      record[name] = value[name];
    }
  }
  // The runtime only reads the record, so it can serve as the snapshot.
  if (!state.builtinSnapshots.has(key)) state.builtinSnapshots.set(key, record);
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
// read the file). For a data: URL, its JavaScript; for TypeScript, the stripped source.
function esmSource(key) {
  if (key.endsWith('.wasm')) return require('internal/modules/esm_wasm').sourceOf(key);
  if (key.endsWith('ts') && !internals.hasLoadHooks()) {
    const ts = require('internal/modules/typescript');
    if (ts.typeScriptExtension(key) !== undefined && ts.isEnabled()) return ts.esmSourceOf(key);
  }
  if (!key.startsWith('data:') && !internals.hasLoadHooks()) return undefined;
  return interop().esmSource(key);
}

// import.meta is filled by internal/modules/esm_resolve (it needs the file's URL).
function esmImportMeta(meta, filename, urlSuffix) {
  if (filename.endsWith('.wasm')) require('internal/modules/esm_wasm').fillImportMeta(meta);
  return resolver().esmImportMeta(meta, filename, urlSuffix);
}

// --- entry points ----------------------------------------------------------------------------
// The entry's evaluation promise: a rejection is an uncaught error; while it is pending the
// entry is stuck in a top-level await, which decides the exit code if the loop runs dry.
function watchEntry(promise, entryPath) {
  state.entryPending = true;
  promise.then(() => {
    state.entryPending = false;
  }, (err) => {
    state.entryPending = false;
    explainCommonJSGlobal(err, entryPath);
    if (err instanceof SyntaxError) {
      explainLinkError(err);
      require('internal/modules/parse_errors').noteModuleParseError(err);
    }
    const execution = require('internal/process/execution');
    execution.noteEntryRejection(err);
    execution.triggerUncaughtException(err, false);
  });
}

// Node's words for the engine's link error about a name no module exports, in the graph
// the loader loaded last (the entry's, or with `dynamic` an import()'s).
function explainLinkError(err, dynamic = false) {
  const isRoot = dynamic ? importedDynamically : undefined;
  require('internal/modules/parse_errors').explainMissingExport(err, state.importEdges.keys(),
    esmSourceForMessage,
    (s, p) => commonJSExportsFor(s, p, isRoot) || interop().exportNamesFor(s, p),
    givesDefault, (s, p) => commonJSExportsFor(s, p, isRoot) !== undefined);
}

// Whether `file` is the root of an import()'s graph: a module that calls import() loaded it.
function importedDynamically(file) {
  for (const [parent, children] of state.importEdges) {
    if (!children.has(file)) continue;
    const source = esmSourceForMessage(parent);
    if (typeof source === 'string' && /\bimport\s*\(/.test(source)) return true;
  }
  return false;
}

// The names CommonJS module `specifier` of `parent` exports to an import; undefined when
// it is no CommonJS module. Node words the error for CommonJS only when the root of the
// graph (the entry, or what `isRoot` says) itself imports that module (it looks the format
// up among the modules the root's job loaded).
function commonJSExportsFor(specifier, parent, isRoot) {
  try {
    const r = defaultResolveForLoader(specifier, parent);
    // TypeScript's formats are Node's "commonjs-typescript", which it does not word so.
    if (r.kind !== 'file' || /\.[cm]?ts$/.test(r.path) ||
        resolver().formatOfPath(r.path) !== 'commonjs') {
      return undefined;
    }
    if (isRoot !== undefined) {
      if (!isRoot(parent)) return undefined;
    } else {
      const fromEntry = state.importEdges.get(state.mainPath);
      if (fromEntry === undefined || !fromEntry.has(r.path)) return undefined;
    }
    return interop().cjsLink(r.path);
  } catch {
    return undefined;
  }
}

// Whether the module `specifier` names from `parent` surely has a default export: a
// CommonJS module, JSON, a built-in, or ES module text that declares one. For telling which
// default import of a graph failed to link.
function givesDefault(specifier, parent) {
  try {
    const r = defaultResolveForLoader(specifier, parent);
    if (r.kind !== 'file') return r.kind === 'builtin';
    if (/\.[cm]?ts$/.test(r.path)) return false;
    const format = resolver().formatOfPath(r.path);
    if (format === 'commonjs' || format === 'json') return true;
    if (format !== 'module') return false;
    const text = modulesBinding.readFile(r.path);
    return typeof text === 'string' &&
      /\bexport\s+default\b|\bas\s+default\b|\bexport\s*\{[^}]*\bdefault\b/.test(text);
  } catch {
    return false;
  }
}

// A module's JavaScript as the engine saw it (stripped for TypeScript), for error messages.
function esmSourceForMessage(file) {
  try {
    // --input-type=module code is no file: its text was registered when it started.
    if (file === state.evalEntryPath) {
      return require('internal/errors_stack').givenSources.get(file);
    }
    if (require('internal/modules/typescript').typeScriptExtension(file) !== undefined) {
      return require('internal/modules/typescript').esmSourceOf(file);
    }
    return modulesBinding.readFile(file);
  } catch {
    return undefined;
  }
}

// Node's words for a CommonJS-only name used in an ES module graph (`require is not
// defined in ES module scope, ...`), with a hint when the entry is a .js file that
// package.json "type" made a module.
const commonJSGlobals = ['module', 'exports', 'require', '__filename', '__dirname'];
function explainCommonJSGlobal(err, entryPath) {
  try {
    if (err === null || typeof err !== 'object' || err.name !== 'ReferenceError') return;
    const message = `${err.message}`;
    if (!commonJSGlobals.some((name) => message === `${name} is not defined`)) return;
    let text = `${message} in ES module scope`;
    if (message.startsWith('require ')) text += ', you can use import instead';
    if (typeof entryPath === 'string' && entryPath.endsWith('.js')) {
      const config = require('internal/modules/package_json').getPackageScopeConfig(entryPath);
      if (config.type === 'module') {
        text += '\nThis file is being treated as an ES module because it has a \'.js\' file ' +
          `extension and '${config.pjsonPath}' contains "type": "module". To treat it as a ` +
          'CommonJS script, rename it to use the \'.cjs\' file extension.';
      }
    }
    err.message = text;
  } catch {
    // The error is reported as it came.
  }
}

// True when the loop ran dry while the entry module still awaited at its top level: the
// process then exits with 13 unless an exit code was already set. (Node also prints a
// warning pointing at the stalled await; minirt cannot locate that await yet.)
function entryStalled() {
  return state.entryPending === true;
}

// Node's warning for the entry stalled in a top-level await; undefined when its place is
// not known.
function stalledEntryWarning() {
  const file = state.mainPath;
  if (typeof file !== 'string') return undefined;
  let source;
  let url;
  if (file === state.evalEntryPath) {
    source = require('internal/errors_stack').givenSources.get(file);
    // Node names -e code by its path, unencoded.
    url = `file://${path.resolve(file)}`;
  } else {
    source = esmSourceForMessage(file);
    url = resolver().toFileHref(file);
  }
  return require('internal/modules/stalled_await').stalledAwaitWarning(source, url);
}

function runEsmMain(filename) {
  // A "type": "module" scope sends any entry here; only module files run as such.
  if (!filename.endsWith('.wasm')) {
    const format = resolver().formatOfPath(filename);
    try {
      if (format === 'json') {
        throw new (codes().ERR_IMPORT_ATTRIBUTE_MISSING)(resolver().toFileHref(filename), 'type',
          'json');
      }
      // A load hook may still give a file of an unknown extension a format.
      if (format === undefined && !internals.hasLoadHooks()) formatToKind(format, filename);
    } catch (err) {
      // Uncaught, Node's report quotes the throw in its loader, as for an import.
      require('internal/modules/parse_errors').noteImportThrow(err, false);
      throw err;
    }
  }
  // The entry is resolved through the hooks too (its URL, no parent), as Node imports it.
  if (internals.hasResolveHooks()) {
    const href = resolver().toFileHref(filename);
    internals.hooksLib().resolveWithHooks(href, undefined, {},
      cjs.getOptions().esmConditionsArray, () => ({ url: href, format: 'module' }));
  }
  state.mainPath = filename;
  registerModuleFile(filename);
  noteLoaderFile(filename);
  if (process.env.WATCH_REPORT_DEPENDENCIES) {
    require('internal/watch_mode/report').reportImported(filename);
  }
  let promise;
  try {
    const trace = require('internal/diagnostics_channel/builtin').tracing('module.import');
    promise = trace === null ? modulesBinding.runEsm(filename) : traceEntry(trace, filename);
  } catch (err) {
    // The entry itself did not parse.
    require('internal/modules/parse_errors').noteModuleParseError(err);
    throw err;
  }
  watchEntry(promise, filename);
}

// Node imports its ES module entry through the loader's import(), traced on
// tracing:module.import with no parentURL, the entry's URL object as `url`, and the
// module namespace as the result.
function traceEntry(trace, filename) {
  const context = { __proto__: null, parentURL: undefined,
                    url: require('internal/url').pathToFileURL(filename) };
  return trace.tracePromise(() => modulesBinding.runEsm(filename).then(
    // Evaluated already: this only reads its namespace.
    () => modulesBinding.requireEsm(filename)), context);
}

function evalEsmEntry(code, filename) {
  // Known to the stack and source readers, as -e CommonJS code is (assert.ok quotes it).
  require('internal/errors_stack').registerSource(filename, code);
  state.mainPath = filename;
  state.evalEntryPath = filename;
  noteLoaderFile(filename);
  watchEntry(modulesBinding.evalEsm(code, filename), filename);
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
  entryStalled,
  stalledEntryWarning,
  // For internal/modules/esm_interop.
  state,
  defaultResolveForLoader,
  esmSourceForMessage,
  explainLinkError,
  commonJSExportsFor,
  givesDefault,
  warnTypelessPackage,
  detectedBySyntax,
  explainCommonJSGlobal,
  urlOf,
  formatToKind,
  builtinResult,
  interop,
  hasResolveHooks: internals.hasResolveHooks,
};
