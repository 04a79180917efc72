// The public `module` module: the CommonJS Module class (internal/modules/cjs) with the
// statics Node adds in lib/module.js: register (off-thread hooks),
// constants, the compile cache calls, findPackageJSON, stripTypeScriptTypes and the
// source map API.
'use strict';

const { Module } = require('internal/modules/cjs');
const sourceMaps = require('internal/modules/source_map');

function codes() {
  return require('internal/errors').codes;
}

const compileCacheStatus = Object.freeze({
  __proto__: null, FAILED: 0, ENABLED: 1, ALREADY_ENABLED: 2, DISABLED: 3,
});
const constants = Object.freeze({ __proto__: null, compileCacheStatus });

// Off-thread hooks (internal/modules/hooks_thread), deprecated in Node 26 for registerHooks.
let warnedRegister = false;
// eslint-disable-next-line no-unused-vars
function register(specifier, parentURL = undefined, options = undefined) {
  if (!warnedRegister && !process.noDeprecation) {
    warnedRegister = true;
    process.emitWarning('`module.register()` is deprecated. Use `module.registerHooks()` ' +
      'instead.', 'DeprecationWarning', 'DEP0205');
  }
  Reflect.apply(require('internal/modules/hooks_thread').register, undefined, arguments);
}

// minirt compiles with Boa, which has no code cache to persist: the cache cannot be
// enabled, and Node reports that as FAILED with a message.
function enableCompileCache(options) {
  if (options !== undefined && typeof options !== 'string' &&
      (options === null || typeof options !== 'object')) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('options', ['string', 'Object'], options);
  }
  if (process.env.NODE_DISABLE_COMPILE_CACHE) {
    return { status: compileCacheStatus.DISABLED };
  }
  return {
    status: compileCacheStatus.FAILED,
    message: 'Compile cache is not supported by minirt (no engine code cache)',
  };
}

function flushCompileCache() {}

// The resolver it needs is large; it loads on the first call.
// eslint-disable-next-line no-unused-vars
function findPackageJSON(specifier, base = 'data:') {
  return Reflect.apply(require('internal/modules/resolve').findPackageJSON, undefined, arguments);
}

function getCompileCacheDir() {
  return undefined;
}

// The stripper loads on first call: a program without TypeScript never pays for it.
function stripTypeScriptTypes(code, options = undefined) {
  const { stripTypeScriptTypes: stripTypes } = require('internal/modules/typescript');
  return options === undefined ? stripTypes(code) : stripTypes(code, options);
}

Module.register = register;
Module.constants = constants;
Module.enableCompileCache = enableCompileCache;
Module.findPackageJSON = findPackageJSON;
Module.flushCompileCache = flushCompileCache;
Module.getCompileCacheDir = getCompileCacheDir;
Module.stripTypeScriptTypes = stripTypeScriptTypes;
Module.findSourceMap = sourceMaps.findSourceMap;
Module.SourceMap = sourceMaps.SourceMap;
Module.getSourceMapsSupport = sourceMaps.getSourceMapsSupport;
Module.setSourceMapsSupport = sourceMaps.setSourceMapsSupport;

module.exports = Module;
