// internal/modules/hooks: `module.registerHooks({ resolve, load })`, Node's synchronous
// in-thread customization hooks. Owns the hook lists, the chains that run them (the last
// registered hook runs first and gets the previous one as `next`; a hook that returns
// without calling `next` must say `shortCircuit: true`), validation of what they return,
// the filename <-> URL conversions, and require()'s resolution and loading while hooks are
// registered (internal/modules/cjs comes here only then).
'use strict';

const path = require('path');

const resolveHooks = [];
const loadHooks = [];
let nextHookId = 0;
// Set once module.register() has hooks (internal/modules/hooks_thread): imports are then
// loaded as Node's asynchronous loader does.
const asyncLoader = { on: false };

function codes() {
  return require('internal/errors').codes;
}

class ModuleHooks {
  #id;

  constructor(resolve, load) {
    this.#id = nextHookId++;
    this.resolve = resolve;
    this.load = load;
    if (resolve) resolveHooks.push(this);
    if (load) loadHooks.push(this);
    Object.freeze(this);
  }

  deregister() {
    let index = resolveHooks.indexOf(this);
    if (index !== -1) resolveHooks.splice(index, 1);
    index = loadHooks.indexOf(this);
    if (index !== -1) loadHooks.splice(index, 1);
  }
}

function registerHooks(hooks) {
  const { validateFunction } = require('internal/validators');
  // V8's words for destructuring nothing, which Node does here.
  if (hooks === undefined || hooks === null) {
    throw new TypeError(`Cannot destructure property 'resolve' of 'hooks' as it is ${hooks}.`);
  }
  const { resolve, load } = hooks;
  if (resolve) validateFunction(resolve, 'hooks.resolve');
  if (load) validateFunction(load, 'hooks.load');
  return new ModuleHooks(resolve, load);
}

function convertCJSFilenameToURL(filename) {
  if (!filename) return filename;
  const { normalizeRequirableId } = require('internal/modules/cjs');
  const { toFileHref } = require('internal/modules/esm_resolve');
  const id = normalizeRequirableId(filename.startsWith('node:') ? filename : `node:${filename}`);
  if (id !== undefined && (filename.startsWith('node:') || !path.isAbsolute(filename))) {
    return `node:${id}`;
  }
  if (path.isAbsolute(filename)) return toFileHref(filename);
  return filename;
}

function convertURLToCJSFilename(url) {
  if (!url) return url;
  const { normalizeRequirableId } = require('internal/modules/cjs');
  const id = normalizeRequirableId(url);
  if (id) return id;
  if (url.startsWith('file://')) return require('internal/url').fileURLToPath(url);
  return url;
}

function isBufferSource(value) {
  return value instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer === 'function' && value instanceof SharedArrayBuffer) ||
    ArrayBuffer.isView(value);
}

function buildChain(list, name, defaultStep, validate, mergedContext) {
  let lastRunIndex = list.length;
  function wrapHook(index, fn, next) {
    return function nextStep(arg0, context) {
      lastRunIndex = index;
      if (context && context !== mergedContext) Object.assign(mergedContext, context);
      const result = fn(arg0, mergedContext, next);
      if (lastRunIndex > 0 && lastRunIndex === index && !(result && result.shortCircuit)) {
        // Node reads the property of whatever came back: null or undefined fails so.
        if (result === null || result === undefined) {
          throw new TypeError(`Cannot read properties of ${result} (reading 'shortCircuit')`);
        }
        throw new (codes().ERR_INVALID_RETURN_PROPERTY_VALUE)('true', name, 'shortCircuit',
          result.shortCircuit);
      }
      return validate(arg0, mergedContext, result);
    };
  }
  const chain = [wrapHook(0, defaultStep)];
  for (let i = 0; i < list.length; i++) chain.push(wrapHook(i + 1, list[i][name], chain[i]));
  return chain[chain.length - 1];
}

function validateResolve(specifier, context, result) {
  const { ERR_INVALID_RETURN_PROPERTY_VALUE } = codes();
  if (result === null || typeof result !== 'object') {
    throw new (codes().ERR_INVALID_RETURN_VALUE)('an object', 'resolve', result);
  }
  const { url, format, importAttributes } = result;
  if (typeof url !== 'string') {
    throw new ERR_INVALID_RETURN_PROPERTY_VALUE('a URL string', 'resolve', 'url', url);
  }
  if (format && typeof format !== 'string') {
    throw new ERR_INVALID_RETURN_PROPERTY_VALUE('a string', 'resolve', 'format', format);
  }
  if (importAttributes && typeof importAttributes !== 'object') {
    throw new ERR_INVALID_RETURN_PROPERTY_VALUE('an object', 'resolve', 'importAttributes',
      importAttributes);
  }
  return { __proto__: null, url, format, importAttributes };
}

function validateLoad(url, context, result) {
  return checkLoad(url, result, false);
}

// What an import loads may be CommonJS of no source: Node's own CommonJS loader reads it.
function validateLoadForImport(url, context, result) {
  return checkLoad(url, result, true);
}

function checkLoad(url, result, forImport) {
  const { ERR_INVALID_RETURN_PROPERTY_VALUE } = codes();
  if (result === null || typeof result !== 'object') {
    throw new (codes().ERR_INVALID_RETURN_VALUE)('an object', 'load', result);
  }
  const { source, format } = result;
  if (!url.startsWith('node:') && typeof source !== 'string' && !isBufferSource(source) &&
      format !== 'addon' && !(forImport && format === 'commonjs' && source == null)) {
    throw new ERR_INVALID_RETURN_PROPERTY_VALUE('a string, an ArrayBuffer, or a TypedArray',
      'load', 'source', source);
  }
  if (typeof format !== 'string' && format !== undefined) {
    throw new ERR_INVALID_RETURN_PROPERTY_VALUE('a string', 'load', 'format', format);
  }
  // The next hook out gets the object itself, with whatever else it carries (responseURL).
  return result;
}

class ModuleResolveContext {
  constructor(parentURL, importAttributes, conditions) {
    this.parentURL = parentURL;
    this.importAttributes = importAttributes;
    this.conditions = conditions;
  }
}

class ModuleLoadContext {
  constructor(format, importAttributes, conditions) {
    this.format = format;
    this.importAttributes = importAttributes;
    this.conditions = conditions;
  }
}

const textFormats = new Set([undefined, 'module', 'commonjs', 'json', 'module-typescript',
  'commonjs-typescript', 'typescript']);

function loadWithHooks(url, originalFormat, importAttributes, conditions, defaultLoad,
  forImport = false) {
  const context = new ModuleLoadContext(originalFormat, importAttributes, conditions);
  if (loadHooks.length === 0) return defaultLoad(url, context);
  const runner = buildChain(loadHooks, 'load', defaultLoad,
    forImport ? validateLoadForImport : validateLoad, context);
  const result = runner(url, context);
  if (isBufferSource(result.source) && textFormats.has(result.format)) {
    const { TextDecoder } = require('internal/encoding');
    // A copy: the object is the hook's own (it may be frozen).
    return { __proto__: null, format: result.format,
             source: new TextDecoder().decode(result.source) };
  }
  return result;
}

function resolveWithHooks(specifier, parentURL, importAttributes, conditions, defaultResolve) {
  const context = new ModuleResolveContext(parentURL, importAttributes, conditions);
  if (resolveHooks.length === 0) return defaultResolve(specifier, context);
  const runner = buildChain(resolveHooks, 'resolve', defaultResolve, validateResolve, context);
  return runner(specifier, context);
}

// --- require() while hooks are registered --------------------------------------------------
function cjsParts() {
  const cjs = require('internal/modules/cjs');
  return { cjs, internals: cjs.moduleInternals() };
}

// require()'s resolution through the resolve hooks: { url, format, filename }.
function resolveForCJS(specifier, parent, isMain) {
  const { cjs, internals } = cjsParts();
  let defaultResolvedURL;
  let defaultResolvedFilename;
  function defaultResolveImpl(spec, options) {
    if (typeof spec === 'string' && spec.startsWith('node:')) {
      const normalized = cjs.normalizeRequirableId(spec);
      if (!normalized) throw new (codes().ERR_UNKNOWN_BUILTIN_MODULE)(spec);
      defaultResolvedURL = spec;
      return normalized;
    }
    return `${cjs.Module._resolveFilename(spec, parent, isMain, options)}`;
  }
  let parentURL;
  if (parent) {
    const st = internals.stateOf(parent);
    if (!st.url && parent.filename) st.url = convertCJSFilenameToURL(parent.filename);
    parentURL = st.url;
  }
  const result = resolveWithHooks(specifier, parentURL, undefined,
    cjs.getOptions().cjsConditionsArray, (spec, context) => {
      defaultResolvedFilename = defaultResolveImpl(spec,
        { conditions: context.conditions === undefined ? undefined : new Set(context.conditions) });
      defaultResolvedURL = convertCJSFilenameToURL(defaultResolvedFilename);
      return { url: defaultResolvedURL };
    });
  const filename = result.url === defaultResolvedURL && defaultResolvedFilename !== undefined ?
    defaultResolvedFilename : convertURLToCJSFilename(result.url);
  return { url: result.url, format: result.format, filename };
}

// A built-in for require() through the load hooks: undefined when a hook turned it into
// something else.
function loadBuiltinForCJS(id, url, format) {
  const { cjs } = cjsParts();
  const result = loadWithHooks(url === undefined ? `node:${id}` : url, format || 'builtin',
    undefined, cjs.getOptions().cjsConditionsArray,
    (u, context) => ({ source: null, format: context.format }));
  if (result.format && result.format !== 'builtin') return undefined;
  return require('internal/bootstrap/realm').requireBuiltin(id);
}

// The source of a file for require() through the load hooks; `st` is the module's loader
// state (its url and format are kept there).
function loadSourceForCJS(st, filename) {
  const { cjs, internals } = cjsParts();
  if (st.url === undefined) st.url = convertCJSFilenameToURL(filename);
  const url = st.url;
  const conditions = st.loadConditions || cjs.getOptions().cjsConditionsArray;
  const result = loadWithHooks(url, st.format, st.loadAttributes, conditions,
    (urlFromHook, context) => {
      const file = urlFromHook === url ? filename : convertURLToCJSFilename(urlFromHook);
      if (st.loadAttributes === undefined) {
        return { source: internals.defaultLoadImpl(file, context.format), format: context.format };
      }
      // An import's default load reads bytes, saying where they came from, as Node's does;
      // Node's asynchronous loader leaves CommonJS for the CommonJS loader to read instead (no
      // source: undefined when the format was given, null when the file told it).
      const format = context.format ??
        require('internal/modules/esm_interop').loadTimeFormat(file);
      if (format === 'commonjs' && asyncLoader.on) {
        return { __proto__: null, format, responseURL: `${urlFromHook}`,
                 source: context.format == null ? null : undefined };
      }
      const source = internals.defaultLoadImpl(file, format);
      return {
        __proto__: null,
        format,
        responseURL: `${urlFromHook}`,
        source: typeof source === 'string' ? require('buffer').Buffer.from(source) : source,
      };
    }, st.loadAttributes !== undefined);
  if (result.format !== undefined) st.format = result.format;
  if (result.source == null && st.format === 'commonjs') {
    return { source: internals.defaultLoadImpl(filename, 'commonjs'), format: st.format };
  }
  return { source: result.source, format: st.format };
}

module.exports = {
  asyncLoader,
  registerHooks,
  resolveHooks,
  loadHooks,
  resolveWithHooks,
  loadWithHooks,
  convertCJSFilenameToURL,
  convertURLToCJSFilename,
  resolveForCJS,
  loadBuiltinForCJS,
  loadSourceForCJS,
};
