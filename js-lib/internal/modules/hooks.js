// internal/modules/hooks: `module.registerHooks({ resolve, load })`, Node's synchronous
// in-thread customization hooks. Owns the hook lists, the chains that run them (the last
// registered hook runs first and gets the previous one as `next`; a hook that returns
// without calling `next` must say `shortCircuit: true`), validation of what they return,
// and the filename <-> URL conversions require() uses around them.
'use strict';

const path = require('path');

const resolveHooks = [];
const loadHooks = [];
let nextHookId = 0;

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
  const { resolve, load } = hooks;
  if (resolve) validateFunction(resolve, 'hooks.resolve');
  if (load) validateFunction(load, 'hooks.load');
  return new ModuleHooks(resolve, load);
}

function convertCJSFilenameToURL(filename) {
  if (!filename) return filename;
  const { normalizeRequirableId } = require('internal/modules/cjs');
  const { toFileHref } = require('internal/modules/resolve');
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
        throw new (codes().ERR_INVALID_RETURN_PROPERTY_VALUE)('true', name, 'shortCircuit',
          result ? result.shortCircuit : undefined);
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
  const { ERR_INVALID_RETURN_PROPERTY_VALUE } = codes();
  if (result === null || typeof result !== 'object') {
    throw new (codes().ERR_INVALID_RETURN_VALUE)('an object', 'load', result);
  }
  const { source, format } = result;
  if (!url.startsWith('node:') && typeof source !== 'string' && !isBufferSource(source)) {
    throw new ERR_INVALID_RETURN_PROPERTY_VALUE('a string, an ArrayBuffer, or a TypedArray',
      'load', 'source', source);
  }
  if (typeof format !== 'string' && format !== undefined) {
    throw new ERR_INVALID_RETURN_PROPERTY_VALUE('a string', 'load', 'format', format);
  }
  return { __proto__: null, format, source };
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

function loadWithHooks(url, originalFormat, importAttributes, conditions, defaultLoad) {
  const context = new ModuleLoadContext(originalFormat, importAttributes, conditions);
  if (loadHooks.length === 0) return defaultLoad(url, context);
  const runner = buildChain(loadHooks, 'load', defaultLoad, validateLoad, context);
  const result = runner(url, context);
  if (isBufferSource(result.source) && textFormats.has(result.format)) {
    const { TextDecoder } = require('internal/encoding');
    result.source = new TextDecoder().decode(result.source);
  }
  return result;
}

function resolveWithHooks(specifier, parentURL, importAttributes, conditions, defaultResolve) {
  const context = new ModuleResolveContext(parentURL, importAttributes, conditions);
  if (resolveHooks.length === 0) return defaultResolve(specifier, context);
  const runner = buildChain(resolveHooks, 'resolve', defaultResolve, validateResolve, context);
  return runner(specifier, context);
}

module.exports = {
  registerHooks,
  resolveHooks,
  loadHooks,
  resolveWithHooks,
  loadWithHooks,
  convertCJSFilenameToURL,
  convertURLToCJSFilename,
};
