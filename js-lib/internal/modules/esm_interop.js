// internal/modules/esm_interop: the ES module loader's meeting points with everything
// that is not a plain ES module file or built-in, loaded on first use by
// internal/modules/esm: CommonJS modules under import (named exports detected with
// cjs_lexer, reexports followed; the file runs when the graph evaluates), JSON modules,
// data: URLs, import attribute checks, resolution and loading through registerHooks()
// hooks, require(esm) (Node's interop, its cycle and top-level-await errors) and
// module.syncBuiltinESMExports().
'use strict';

const path = require('path');
const { requireBuiltin } = require('internal/bootstrap/realm');
const modulesBinding = internalBinding('modules');
const cjs = require('internal/modules/cjs');
const esm = require('internal/modules/esm');
const resolver = require('internal/modules/esm_resolve');
const { registerModuleFile } = require('internal/errors_stack');

const { Module } = cjs;
const internals = cjs.moduleInternals();
const { state } = esm;

function codes() {
  return require('internal/errors').codes;
}

// --- attributes, data: URLs, hooks -------------------------------------------------------------
const supportedTypes = new Set(['json']);

// The attributes record is the engine's plain object: only an own "type" counts, never one
// inherited from Object.prototype.
function attributeType(attributes) {
  return Object.hasOwn(attributes, 'type') ? attributes.type : undefined;
}

// Attributes but "type" are refused.
function checkAttributeKeys(url, attributes) {
  if (attributes === undefined || attributes === null) return;
  const keys = Object.keys(attributes);
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] !== 'type') {
      throw new (codes().ERR_IMPORT_ATTRIBUTE_UNSUPPORTED)(keys[i], attributes[keys[i]], url);
    }
  }
}

// Import attribute checks of Node's loader (only when the runtime passes attributes).
// With `checkKeys` (the module's first load), attributes but "type" are refused.
function checkAttributes(format, url, attributes, checkKeys = true) {
  if (attributes === undefined || attributes === null) return;
  const type = attributeType(attributes);
  const { ERR_IMPORT_ATTRIBUTE_MISSING, ERR_IMPORT_ATTRIBUTE_UNSUPPORTED,
    ERR_IMPORT_ATTRIBUTE_TYPE_INCOMPATIBLE } = codes();
  if (checkKeys) checkAttributeKeys(url, attributes);
  // Node leaves "type" unchecked for a format it has no type for (an addon).
  if (format === 'addon') return;
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

// data: URLs: JSON is handled here; JavaScript needs the runtime to compile source text.
function dataResult(url, attributes) {
  const comma = url.indexOf(',');
  const meta = comma === -1 ? '' : url.slice(5, comma);
  const mime = meta.split(';')[0].trim().toLowerCase();
  let format;
  if (mime === 'application/json') format = 'json';
  else if (mime === 'text/javascript') format = 'module';
  else {
    // Node refuses an unknown attribute before it looks at the format.
    checkAttributeKeys(url, attributes);
    throw new (codes().ERR_UNKNOWN_MODULE_FORMAT)(mime, url);
  }
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

// Formats chosen by resolve hooks for files, remembered for esmSource/esmEvaluate.
const hookFormats = new Map();

// Sources require() already took through the load hooks for files that turned out to be ES
// modules: Node compiles the module from that source (loadESMFromCJS gets it) instead of
// asking the hooks again, which would then see no format and fall back to the file itself.
const sourcesFromRequire = new Map();
function rememberSourceFromRequire(filename, source) {
  sourcesFromRequire.set(filename, `${source}`);
}

// The format Node's default resolve step reports for a file, before any source is read: a
// file whose format only its syntax can tell (a .js, .ts or extensionless file of a package
// with no "type") gets null, which is how hooks such as tsx's know to decide it themselves.
function resolveTimeFormat(file) {
  const base = path.basename(file);
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot) : '';
  if (ext === '.js' || ext === '' || ext === '.ts') {
    if (ext === '.ts' && !require('internal/modules/typescript').isEnabled()) return undefined;
    const type = require('internal/modules/package_json').getPackageType(file);
    if (type !== 'module' && type !== 'commonjs') return null;
    return ext === '.ts' ? `${type}-typescript` : type;
  }
  if (ext === '.mts' || ext === '.cts') {
    if (!require('internal/modules/typescript').isEnabled()) return undefined;
    return ext === '.mts' ? 'module-typescript' : 'commonjs-typescript';
  }
  // Addons are modules only under --experimental-addon-modules.
  if (ext === '.node') return undefined;
  return resolver.formatOfPath(file, false);
}

// The format of a TypeScript file once its types are stripped.
function withoutTypeScript(format) {
  if (format === 'module-typescript') return 'module';
  if (format === 'commonjs-typescript') return 'commonjs';
  return format;
}

// The format Node's default load step reports for a file the resolve steps left without one.
function loadTimeFormat(file) {
  const format = resolver.formatOfPath(file);
  if (require('internal/modules/typescript').typeScriptExtension(file) !== undefined &&
      (format === 'module' || format === 'commonjs')) {
    return `${format}-typescript`;
  }
  return format;
}

// Node's default resolve step as an import's hooks see it: the URL and, for a file, the
// format known before loading.
function defaultResolveStep(spec, context) {
  // Node's resolver reads the specifier through string primordials.
  spec = `${spec}`;
  const from = context.parentURL === undefined ? undefined : `${context.parentURL}`;
  // A module a hook made under a URL of its own scheme resolves relative specifiers
  // against that URL, and the rest as from the working directory.
  if (from !== undefined && !from.startsWith('file:') && !from.startsWith('node:') &&
      resolver.isRelativeSpecifier(spec)) {
    if (!URL.canParse(spec, from)) {
      throw new (codes().ERR_UNSUPPORTED_RESOLVE_REQUEST)(spec, from);
    }
    return { url: new URL(spec, from).href };
  }
  // A URL of another scheme is left for the load hooks to make.
  if (internals.hasLoadHooks() && resolver.isURLLike(spec) && isUrlKey(spec) &&
      !/^(file|node):/i.test(spec)) {
    return { url: new URL(spec).href };
  }
  const parent = from === undefined || !from.startsWith('file:') ? undefined :
    require('internal/url').fileURLToPath(from);
  const d = esm.defaultResolveForLoader(spec, parent, context.conditions);
  let format;
  if (d.kind === 'file') format = resolveTimeFormat(d.path);
  // A bare built-in id is named 'builtin'; a node: URL's format is only given by loading.
  else if (d.kind === 'builtin' && !spec.startsWith('node:')) format = 'builtin';
  // The URL keeps the specifier's search and hash, as Node's default resolve does.
  return { url: esm.urlOf(d) + (d.kind === 'file' && d.suffix ? d.suffix : ''), format };
}

// esmResolve through the registerHooks() resolve hooks.
function esmResolveWithHooks(specifier, parentPath, attributes) {
  // A module made from a hook's URL (see urlKeyed) is named by that URL.
  const parentURL = parentPath === undefined ? undefined :
    isUrlKey(parentPath) ? parentPath : resolver.toFileHref(parentPath);
  const r = internals.hooksLib().resolveWithHooks(specifier, parentURL, attributes || {},
    cjs.getOptions().esmConditionsArray, defaultResolveStep);
  const url = r.url;
  if (urlKeyed(url)) return loadHookModule(url, r.format);
  if (url.startsWith('node:')) return builtinWithHooks(url, attributes);
  if (url.startsWith('data:')) return dataResult(url, attributes);
  // Another scheme is a module only the load hooks can make, keyed by its URL.
  if (!url.startsWith('file:') && internals.hasLoadHooks() && isUrlKey(url)) {
    return loadHookModule(url, r.format);
  }
  if (!url.startsWith('file:')) {
    throw new (codes().ERR_UNSUPPORTED_ESM_URL_SCHEME)(
      { protocol: url.slice(0, url.indexOf(':') + 1) }, ['file', 'data', 'node']);
  }
  const file = require('internal/url').fileURLToPath(url);
  // A file a hook named that is not there may still be made by a load hook (Node reads
  // the file only in the default load step): keyed by its URL, as below.
  if (internals.hasLoadHooks() && !require('fs').existsSync(file)) {
    return loadHookModule(url, r.format);
  }
  const format = withoutTypeScript(r.format) || resolver.formatOfPath(file);
  // A file of no format Node knows may still be made by a load hook (Node asks for the
  // format when loading): keyed by its URL, its source and format come from the hooks.
  if (!knownFormats.has(format) && internals.hasLoadHooks()) return loadHookModule(url, r.format);
  if (r.format !== undefined) hookFormats.set(file, r.format);
  checkAttributes(format, url, attributes);
  return [esm.formatToKind(format, file), file];
}

// A built-in goes through the load hooks once, as Node loads each module once; a hook that
// gives it a source of another format makes it a module keyed by its URL.
const builtinsLoaded = new Set();
function builtinWithHooks(url, attributes) {
  if (!internals.hasLoadHooks() || builtinsLoaded.has(url)) return esm.builtinResult(url);
  builtinsLoaded.add(url);
  const result = internals.hooksLib().loadWithHooks(url, 'builtin', attributes || {},
    cjs.getOptions().esmConditionsArray, () => ({ format: 'builtin', source: null }));
  if (!result.format || result.format === 'builtin' || result.source == null) {
    return esm.builtinResult(url);
  }
  sourcesFromRequire.set(url, `${result.source}`);
  return ['data', url];
}

function loadHookModule(url, format = undefined) {
  hookFormats.set(url, format);
  return ['data', url];
}

// CommonJS source a load hook gave for a module keyed by its URL: run in the module's
// wrapper (the file may not exist for require()'s loader), with the lexer's named exports.
function commonJsAsModule(url, source) {
  const file = url.startsWith('file:') ? require('internal/url').fileURLToPath(url) :
    path.join(process.cwd(), '[hook]');
  const from = JSON.stringify(file);
  let names;
  try {
    names = require('internal/modules/cjs_lexer').parse(`${source}`).exports;
  } catch {
    names = [];
  }
  return "const __minirtRequire = process.getBuiltinModule('module').createRequire;\n" +
    'const module = { exports: {} };\n' +
    '(function (exports, require, module, __filename, __dirname) {' + `${source}` +
    `\n}).call(module.exports, module.exports, __minirtRequire(${from}), module, ${from}, ` +
    `${JSON.stringify(path.dirname(file))});\nconst __minirtExports = module.exports;\n` +
    exportsText(names);
}

// The exports of a module made from CommonJS whose exports object is __minirtExports:
// itself as the default and "module.exports", and each named export it has as its own.
function exportsText(names) {
  let text = 'const __minirtOwn = (name) => __minirtExports !== null && ' +
    "(typeof __minirtExports === 'object' || typeof __minirtExports === 'function') && " +
    'Object.prototype.hasOwnProperty.call(__minirtExports, name) ? ' +
    '__minirtExports[name] : undefined;\n' +
    'export default __minirtExports;\nexport { __minirtExports as "module.exports" };\n';
  let i = 0;
  const seen = new Set();
  for (const name of names) {
    if (name === 'default' || name === 'module.exports' || seen.has(name)) continue;
    seen.add(name);
    const quoted = JSON.stringify(name);
    text += `const __minirtName${i} = __minirtOwn(${quoted});\n` +
      `export { __minirtName${i} as ${quoted} };\n`;
    i++;
  }
  return text;
}

// CommonJS a load hook gave for a file: URL with a search or hash (quibble's
// `x.js?__quibble=0`): as in Node, the module is the file's own CommonJS module (one per
// filename, run once, with the lexer's named exports), run from that source if not yet run.
function commonJsFileAsModule(url, source) {
  const file = require('internal/url').fileURLToPath(url);
  const fresh = Module._cache[file] === undefined;
  const { module, exportNames } = cjsPreparseModuleExports(file, source);
  if (fresh) internals.stateOf(module).source = source;
  const from = JSON.stringify(file);
  return "const __minirtRequire = process.getBuiltinModule('module').createRequire;\n" +
    `const __minirtExports = __minirtRequire(${from})(${from});\n` + exportsText(exportNames);
}

// What a module keyed by its URL can be made as (its text is an ES module's).
const urlKeyedFormats = new Set(['module', 'builtin', 'module-typescript']);
const knownFormats = new Set(['module', 'commonjs', 'json', 'wasm', 'addon', 'builtin']);

// While there are load hooks, a URL with a search or hash (import-in-the-middle's
// `node:os?iitm=true`, esmock's `x.mjs?esmk=1`) names a module of its own, as in Node: its
// source comes from the load hooks for that exact URL, so the runtime keys it by the URL,
// as it does data: URLs.
function urlKeyed(url) {
  if (!internals.hasLoadHooks()) return false;
  if (!url.startsWith('node:') && !url.startsWith('file:')) return false;
  return url.search(/[?#]/) !== -1;
}

function isUrlKey(key) {
  return key.startsWith('file:') || key.startsWith('node:') ||
    (!key.startsWith('data:') && /^[a-zA-Z][a-zA-Z0-9+.-]+:/.test(key));
}

// import.meta.resolve through the resolve hooks.
function resolveUrlWithHooks(specifier, parentPath) {
  const parentURL = parentPath === undefined ? undefined :
    isUrlKey(parentPath) ? parentPath : resolver.toFileHref(parentPath);
  return internals.hooksLib().resolveWithHooks(specifier, parentURL, {},
    cjs.getOptions().esmConditionsArray, defaultResolveStep).url;
}

// Source text for an ES module file from the load hooks, or a data: URL's JavaScript.
function esmSource(key) {
  if (key.startsWith('data:')) {
    if (!internals.hasLoadHooks()) return dataUrlText(key);
    // A data: module goes through the load hooks too; the default decodes it.
    const loaded = internals.hooksLib().loadWithHooks(key, 'module', { __proto__: null },
      cjs.getOptions().esmConditionsArray,
      () => ({ format: 'module', source: require('buffer').Buffer.from(dataUrlText(key)) }));
    return `${loaded.source}`;
  }
  const given = sourcesFromRequire.get(key);
  if (given !== undefined) {
    sourcesFromRequire.delete(key);
    return given;
  }
  const keyIsUrl = isUrlKey(key);
  const url = keyIsUrl ? key : resolver.toFileHref(key);
  const resolvedFormat = hookFormats.has(key) ? hookFormats.get(key) :
    keyIsUrl ? 'module' : resolveTimeFormat(key);
  // An ES module or CommonJS file is imported without attributes (JSON comes elsewhere).
  const attributes = keyIsUrl ? undefined : { __proto__: null };
  const result = internals.hooksLib().loadWithHooks(url, resolvedFormat, attributes,
    cjs.getOptions().esmConditionsArray, (u, context) => {
      // Node's default load has no source for a built-in.
      if (`${u}`.startsWith('node:')) return { format: 'builtin', source: null };
      const file = u === url && !keyIsUrl ? key : require('internal/url').fileURLToPath(u);
      return {
        __proto__: null,
        format: context.format ?? loadTimeFormat(file),
        responseURL: `${u}`,
        // The import loader reads bytes; a hook sees a Buffer.
        source: require('buffer').Buffer.from(readSourceOrThrow(file)),
      };
    }, true);
  if (keyIsUrl && result.format === undefined && url.startsWith('file:')) {
    const file = require('internal/url').fileURLToPath(url);
    const slash = file.lastIndexOf('/');
    const dot = file.lastIndexOf('.');
    throw new (codes().ERR_UNKNOWN_FILE_EXTENSION)(dot > slash ? file.slice(dot) : '', file);
  }
  if (keyIsUrl && result.source == null && result.format === 'commonjs' &&
      url.startsWith('file:')) {
    return commonJsFileAsModule(url,
      readSourceOrThrow(require('internal/url').fileURLToPath(url)));
  }
  if (keyIsUrl && (result.source === null || result.source === undefined)) {
    throw new (codes().ERR_UNKNOWN_MODULE_FORMAT)(result.format, url);
  }
  // A module keyed by its URL is made from ES module text; a JSON one is its default export.
  if (keyIsUrl && result.format === 'json') return `export default ${result.source};`;
  if (keyIsUrl && result.format === 'commonjs') {
    // A file that is not there has only the hook's text (require() could not find it).
    return url.startsWith('file:') &&
      require('fs').existsSync(require('internal/url').fileURLToPath(url)) ?
      commonJsFileAsModule(url, `${result.source}`) : commonJsAsModule(url, result.source);
  }
  if (keyIsUrl && !urlKeyedFormats.has(result.format)) {
    throw new (codes().ERR_UNKNOWN_MODULE_FORMAT)(result.format, url);
  }
  // An ES module file a load hook made CommonJS.
  if (result.format === 'commonjs') return commonJsAsModule(url, result.source ?? '');
  if (result.format === 'module-typescript' && !keyIsUrl) {
    // Types are stripped after the hooks, from whatever source they settled on.
    const ts = require('internal/modules/typescript');
    const code = ts.stripTypeScriptModuleTypes(`${result.source}`, url, url);
    require('internal/errors_stack').registerSource(key, code);
    return code;
  }
  return `${result.source}`;
}

// --- CommonJS named exports --------------------------------------------------------------------
// Node's cjsPreparseModuleExports: names from the lexer plus those of reexported CommonJS
// files, cached on the module so cycles and repeats are cheap.
function cjsPreparseModuleExports(filename, source, imported = false) {
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
  let lexed;
  if (source === undefined) {
    // A CommonJS TypeScript file keeps its format so that require() strips it; the lexer
    // reads the stripped text.
    const ts = filename.endsWith('ts') ? require('internal/modules/typescript') : undefined;
    const typed = ts !== undefined && ts.typeScriptExtension(filename) !== undefined &&
      ts.isEnabled();
    if (imported && internals.hasLoadHooks()) {
      // The file an import names is loaded as Node's import loader does: the load hooks get
      // the format the resolve hooks chose and the import conditions.
      if (st.format === undefined) {
        st.format = hookFormats.has(filename) ? hookFormats.get(filename) :
          resolveTimeFormat(filename);
      }
      st.loadConditions = cjs.getOptions().esmConditionsArray;
      // A CommonJS file can only be imported without attributes.
      st.loadAttributes = { __proto__: null };
    }
    try {
      ({ source } = internals.loadSource(module, filename,
        typed ? 'commonjs-typescript' : 'commonjs'));
    } finally {
      st.loadConditions = undefined;
      st.loadAttributes = undefined;
    }
    st.source = source;
    if (typed && typeof source === 'string') {
      lexed = ts.stripTypeScriptModuleTypes(source, filename, resolver.toFileHref(filename));
    }
  }
  let exports;
  let reexports;
  try {
    ({ exports, reexports } = require('internal/modules/cjs_lexer').parse(lexed || source || ''));
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
      // A file of an extension require() has no loader for (say .txt, or none) is read as
      // CommonJS, as a .js file is.
      if (format === 'commonjs' || (!cjs.normalizeRequirableId(resolved) &&
          internals.findLongestRegisteredExtension(resolved) === '.js' &&
          !resolved.endsWith('.mjs'))) {
        const { exportNames: names } = cjsPreparseModuleExports(resolved, undefined);
        for (const name of names) exportNames.add(name);
      }
    }
  }
  return { module, exportNames };
}

// A CommonJS entry run as Node's loader imports it (internal/modules/cjs runMainAsImport):
// the resolve hooks see its URL, the load hooks its import; the module keeps the source
// and format they settled on.
function loadMainThroughHooks(filename) {
  const href = resolver.toFileHref(filename);
  if (internals.hasResolveHooks()) {
    const { format } = internals.hooksLib().resolveWithHooks(href, undefined, {},
      cjs.getOptions().esmConditionsArray, () => ({ url: href, format: resolveTimeFormat(filename) }));
    if (format) hookFormats.set(filename, format);
  }
  const { module } = cjsPreparseModuleExports(filename, undefined, true);
  const st = internals.stateOf(module);
  return { module, format: st.format, source: st.source };
}

// The names of a CommonJS module under import, without running it.
function cjsLink(key) {
  const { exportNames } = cjsPreparseModuleExports(key, undefined, true);
  const names = ['default', 'module.exports'];
  for (const name of exportNames) {
    if (name !== 'default' && name !== 'module.exports') names.push(name);
  }
  return names;
}

// Built-in ESM namespaces keep the values the built-in had when first imported; Node's
// module.syncBuiltinESMExports() copies later changes into them. minirt's namespaces cannot
// be updated after evaluation: when nothing changed the call has nothing to do, otherwise it
// says so.
function syncBuiltinESMExports() {
  for (const [id, snapshot] of state.builtinSnapshots) {
    const value = requireBuiltin(id);
    for (const name of Object.keys(snapshot)) {
      if (name !== 'default' && !Object.is(value[name], snapshot[name])) {
        throw new (codes().ERR_METHOD_NOT_IMPLEMENTED)(
          `module.syncBuiltinESMExports() (node:${id} changed: '${name}')`);
      }
    }
  }
}

// The binding gives undefined for a file it cannot read; reading it again through fs throws
// the error Node's loader reports (EACCES, EISDIR, ...) with its syscall and path.
function readSourceOrThrow(file) {
  const text = modulesBinding.readFile(file);
  return text === undefined ? require('fs').readFileSync(file, 'utf8') : text;
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
  let source = readSourceOrThrow(key);
  if (internals.hasLoadHooks()) {
    source = internals.hooksLib().loadWithHooks(resolver.toFileHref(key), 'json', { type: 'json' },
      cjs.getOptions().esmConditionsArray,
      () => ({ source, format: 'json' })).source;
  }
  let exports;
  const text = `${source}`.charCodeAt(0) === 0xFEFF ? `${source}`.slice(1) : `${source}`;
  try {
    exports = JSON.parse(text);
  } catch (err) {
    require('internal/modules/parse_errors').noteJsonPointer(err, text);
    err.message = `${key}: ${err.message}`;
    throw err;
  }
  Module._cache[key] = { exports, loaded: true };
  return exports;
}

function loadCommonJS(key) {
  const module = Module._cache[key];
  if (module !== undefined && module.loaded) return module.exports;
  state.cjsRunningForEsm.push(key);
  try {
    return internals.loadResolvedForImport(key);
  } finally {
    state.cjsRunningForEsm.pop();
  }
}

// esmEvaluate for JSON and CommonJS modules.
function esmEvaluate(kind, key) {
  const record = { __proto__: null };
  if (kind === 'json') {
    record.default = loadJson(key);
    return record;
  }
  const exports = loadCommonJS(key);
  record.default = exports;
  record['module.exports'] = exports;
  const module = Module._cache[key];
  const names = module === undefined ? undefined : internals.stateOf(module).exportNames;
  if (names !== undefined && (exports === null || exports === undefined)) {
    // Node asks the exports whether each named export is its own: with any name to ask
    // about (not "default" or "module.exports"), null or undefined exports fail the import.
    for (const name of names) {
      if (name !== 'default' && name !== 'module.exports') {
        throw new TypeError('Cannot convert undefined or null to object');
      }
    }
  }
  if (names !== undefined && exports !== null &&
      (typeof exports === 'object' || typeof exports === 'function')) {
    for (const name of names) {
      // "default" and "module.exports" are the exports object itself, whatever it holds.
      if (name === 'default' || name === 'module.exports' ||
          !Object.prototype.hasOwnProperty.call(exports, name)) {
        continue;
      }
      try {
        record[name] = exports[name];
      } catch {
        // A throwing getter leaves the export undefined, as in Node.
      }
    }
  }
  return record;
}

// --- require(esm) ------------------------------------------------------------------------------
// Whether an import chain leads from `start` to one of `targets`.
function importsReach(start, targets) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const next = state.importEdges.get(file);
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
  if (state.cjsRunningForEsm.length > 0 &&
      importsReach(filename, new Set(state.cjsRunningForEsm))) {
    return true;
  }
  const requirer = parent && parent.filename;
  return typeof requirer === 'string' && state.loaderTurnFiles.has(filename) &&
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
    const next = state.importEdges.get(stack.pop());
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

function asyncModuleError(filename, parent) {
  const err = new (codes().ERR_REQUIRE_ASYNC_MODULE)(filename, parent && parent.filename,
    undefined);
  const printTla = printRequiredTla();
  // The flag is what the message would suggest.
  if (printTla) err.message = err.message.replace(kPrintTlaHint, '');
  const requireStack = [];
  for (let m = parent; m; m = internals.parents.get(m)) requireStack.push(m.filename || m.id);
  if (requireStack.length > 0) err.message += `\nRequire stack:\n- ${requireStack.join('\n- ')}`;
  require('internal/modules/parse_errors').noteLoaderThrow(err, 'requireAsync');
  if (printTla) {
    const where = topLevelAwaitPointers(filename);
    if (where !== '') {
      const { kEvalSourcePointer } = require('internal/process/execution');
      Object.defineProperty(err, kEvalSourcePointer,
        { __proto__: null, value: where, writable: true, configurable: true });
    }
  }
  return err;
}

const kPrintTlaHint =
  ' To see where the top-level await comes from, use --experimental-print-required-tla.';

let printTlaFlag;
function printRequiredTla() {
  if (printTlaFlag === undefined) {
    const args = require('internal/natives').execArgv;
    printTlaFlag = false;
    for (let i = 0; i < args.length; i++) {
      if (args[i] === '--experimental-print-required-tla') printTlaFlag = true;
    }
  }
  return printTlaFlag;
}

// The ES modules of the graph `filename` starts, as Node walks its linked graph: depth
// first from `filename`, the last import of a module first; each as { file, source, scan }
// (the scan of internal/modules/cjs_lexer). Found from the sources, before any of it runs.
function staticModuleGraph(filename) {
  const { esmScan } = require('internal/modules/cjs_lexer');
  const modules = [];
  const seen = new Set();
  const stack = [filename];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = modulesBinding.readFile(file);
    if (source === undefined) continue;
    const scan = esmScan(source);
    if (scan === undefined) continue;
    modules.push({ file, source, scan });
    const children = [];
    for (const specifier of scan.imports) {
      let r;
      try {
        r = esm.defaultResolveForLoader(specifier, file);
      } catch {
        continue;
      }
      if (r.kind !== 'file' || children.includes(r.path) ||
          resolver.formatOfPath(r.path) !== 'module') {
        continue;
      }
      children.push(r.path);
    }
    for (const child of children) stack.push(child);
  }
  return modules;
}

// Node refuses a graph with top-level await anywhere before running any of it. Resolve
// hooks can make the graph another one: then it is checked once loaded (requireEsm).
function importsHaveTopLevelAwait(filename) {
  if (internals.hasResolveHooks()) return false;
  const modules = staticModuleGraph(filename);
  for (let i = 1; i < modules.length; i++) {
    if (modules[i].scan.hasTopLevelAwait) return true;
  }
  return false;
}

// --experimental-print-required-tla: where the top-level awaits of the graph `filename`
// starts are, printed above the uncaught error: the file and line, a blank line, the source
// line and a caret, for each, module by module (staticModuleGraph) in source order.
function topLevelAwaitPointers(filename) {
  const blocks = [];
  for (const { file, source, scan } of staticModuleGraph(filename)) {
    if (scan.awaits.length === 0) continue;
    const lines = source.split('\n');
    for (const at of scan.awaits) {
      const before = source.slice(0, at);
      const line = before.split('\n').length;
      const column = at - (before.lastIndexOf('\n') + 1);
      const text = lines[line - 1].replace(/\r$/, '');
      blocks.push(`${file}:${line}\n\n${text}\n${' '.repeat(column)}^\n`);
    }
  }
  return blocks.join('\n');
}

// require() of an ES module: evaluated synchronously, namespace returned.
// The names the CommonJS module or built-in `specifier` names from `parent` exports
// (undefined for any other kind of module): which of several missing imports the engine
// would name.
function exportNamesFor(specifier, parent) {
  try {
    const r = esm.defaultResolveForLoader(specifier, parent);
    if (r.kind === 'builtin') return esm.esmLink('builtin', esm.builtinResult(r.url)[1]);
    if (r.kind !== 'file' || /\.[cm]?ts$/.test(r.path) ||
        require('internal/modules/esm_resolve').formatOfPath(r.path) !== 'commonjs') {
      return undefined;
    }
    return cjsLink(r.path);
  } catch {
    return undefined;
  }
}

function requireEsm(filename, mod, parent) {
  if (requireIsCycle(filename, parent)) {
    throw require('internal/modules/parse_errors').noteLoaderThrow(
      new (codes().ERR_REQUIRE_CYCLE_MODULE)(cycleMessage(filename, parent)), 'requireCycle');
  }
  if (fileHasTopLevelAwait(filename) || importsHaveTopLevelAwait(filename)) {
    throw asyncModuleError(filename, parent);
  }
  state.requireEsmDepth++;
  registerModuleFile(filename);
  try {
    const namespace = modulesBinding.requireEsm(filename);
    if (importedModuleHasTopLevelAwait(filename)) throw asyncModuleError(filename, parent);
    return namespace;
  } catch (e) {
    if (e instanceof Error && typeof e.message === 'string' &&
        e.message.startsWith('require() cannot be used on an ESM graph with top-level await')) {
      throw asyncModuleError(filename, parent);
    }
    if (e instanceof SyntaxError) {
      const parseErrors = require('internal/modules/parse_errors');
      // require() words a CommonJS module's missing export as any other (Node's hint about
      // CommonJS comes from its asynchronous loader only).
      parseErrors.explainMissingExport(e, state.importEdges.keys(), esm.esmSourceForMessage,
        exportNamesFor, esm.givesDefault, false);
      parseErrors.noteModuleParseError(e);
    }
    esm.explainCommonJSGlobal(e, filename);
    // Node rethrows what the module's evaluation threw: uncaught, it points where the error
    // was made, not at a throw statement.
    require('internal/process/execution').noteCaughtError(e);
    throw e;
  } finally {
    state.requireEsmDepth--;
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

// The exports require() gives for an ES module namespace: its 'module.exports' export if it
// has one, the namespace itself, or (when there is a default export and no __esModule) the
// namespace seen with `__esModule: true` for transpiled consumers.
function exportsOfNamespace(namespace) {
  const hasOwn = Object.prototype.hasOwnProperty;
  if (hasOwn.call(namespace, 'module.exports')) return namespace['module.exports'];
  if (!hasOwn.call(namespace, 'default') || hasOwn.call(namespace, '__esModule')) {
    return namespace;
  }
  return requiredModuleFacade(namespace);
}

// require() of an ES module, from the CommonJS loader: for the entry (a typeless file that
// turned out to be one) the ES module loader takes over; otherwise the namespace's exports.
function loadESMFromCJS(mod, filename) {
  const st = internals.stateOf(mod);
  if (st.isMain) {
    process.mainModule = undefined;
    esm.runEsmMain(filename);
    return;
  }
  st.esm = 'evaluating';
  let namespace;
  try {
    namespace = requireEsm(filename, mod, internals.parents.get(mod));
  } finally {
    st.esm = 'evaluated';
  }
  mod.exports = exportsOfNamespace(namespace);
}

module.exports = {
  defaultResolveStep,
  loadMainThroughHooks,
  loadTimeFormat,
  checkAttributes,
  dataResult,
  esmResolveWithHooks,
  builtinWithHooks,
  loadHookModule,
  resolveUrlWithHooks,
  esmSource,
  cjsLink,
  esmEvaluate,
  cjsPreparseModuleExports,
  syncBuiltinESMExports,
  cycleMessage,
  requireEsm,
  loadESMFromCJS,
  rememberSourceFromRequire,
  exportNamesFor,
};
