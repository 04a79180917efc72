// The `vm` module: Script, createContext/runInContext on a fresh realm, runInThisContext,
// compileFunction, isContext; with --experimental-vm-modules, the module classes of
// internal/vm/module.
//
// A context is a realm of its own (internalBinding('vm').createRealm: new intrinsics, so
// `[] instanceof Array` differs across it as in Node) whose global object is kept in step
// with the sandbox object: the sandbox's own properties are defined on the global before
// each run, and afterwards every global the script added, changed or deleted is written
// back to the sandbox. So `var`, function declarations and assignments to globals show up
// on the sandbox once the run returns, as in Node; unlike Node, a change the script makes
// later (from a callback that runs after the run returned) reaches the sandbox only at the
// next run, and a sandbox change made by outside code during a run is not seen by it.
// Realms get a `console` whose methods do nothing, as V8 gives a context without an
// inspector. createContext(vm.constants.DONT_CONTEXTIFY) hands out the realm's global object
// itself, with no sandbox and so no copying.
'use strict';

const binding = internalBinding('vm');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_METHOD_NOT_IMPLEMENTED },
} = require('internal/errors');
const {
  validateArray, validateBoolean, validateObject, validateString, validateInt32,
} = require('internal/validators');

const contexts = new WeakMap();

const constants = Object.freeze({
  __proto__: null,
  USE_MAIN_CONTEXT_DEFAULT_LOADER: Symbol('vm_dynamic_import_main_context_default'),
  DONT_CONTEXTIFY: Symbol('vm_context_no_contextify'),
});

const CONSOLE_METHODS = ['debug', 'error', 'info', 'log', 'warn', 'dir', 'dirxml', 'table',
  'trace', 'group', 'groupCollapsed', 'groupEnd', 'clear', 'count', 'countReset', 'assert',
  'profile', 'profileEnd', 'time', 'timeLog', 'timeEnd', 'timeStamp', 'context',
  'createTask'];

function silentConsole() {
  const c = {};
  for (const name of CONSOLE_METHODS) c[name] = function () {};
  return c;
}

function makeContextRecord() {
  const [handle, global] = binding.createRealm();
  require('internal/errors_stack').installStack(global.Error);
  Object.defineProperty(global, 'console', {
    value: silentConsole(), writable: true, enumerable: false, configurable: true,
  });
  // What the realm's global held before any sandbox property was put on it.
  const pristine = new Map();
  for (const key of Reflect.ownKeys(global)) pristine.set(key, Reflect.getOwnPropertyDescriptor(global, key));
  return { handle, global, pristine, synced: new Set() };
}

function sameDescriptor(a, b) {
  return a !== undefined && b !== undefined && a.value === b.value && a.get === b.get &&
    a.set === b.set;
}

function syncIn(record, sandbox) {
  const { global, synced } = record;
  for (const key of synced) {
    if (!Object.prototype.hasOwnProperty.call(sandbox, key)) {
      const original = record.pristine.get(key);
      if (original !== undefined) Reflect.defineProperty(global, key, original);
      else Reflect.deleteProperty(global, key);
      synced.delete(key);
    }
  }
  for (const key of Reflect.ownKeys(sandbox)) {
    const desc = Reflect.getOwnPropertyDescriptor(sandbox, key);
    desc.configurable = true;
    if (Reflect.defineProperty(global, key, desc)) synced.add(key);
  }
}

function syncOut(record, sandbox) {
  const { global, pristine, synced } = record;
  for (const key of Reflect.ownKeys(global)) {
    const desc = Reflect.getOwnPropertyDescriptor(global, key);
    if (!synced.has(key) && sameDescriptor(desc, pristine.get(key))) continue;
    const current = Reflect.getOwnPropertyDescriptor(sandbox, key);
    if (!synced.has(key) || !sameDescriptor(desc, current)) {
      Reflect.defineProperty(sandbox, key, {
        ...desc, configurable: current === undefined ? true : current.configurable,
      });
    }
    synced.add(key);
  }
  for (const key of synced) {
    if (!Object.prototype.hasOwnProperty.call(global, key)) {
      Reflect.deleteProperty(sandbox, key);
      synced.delete(key);
    }
  }
}

function isContext(object) {
  validateObject(object, 'object', { allowArray: true, allowFunction: true });
  return contexts.has(object);
}

function createContext(contextObject = {}, options = {}) {
  const dontContextify = contextObject === constants.DONT_CONTEXTIFY;
  if (!dontContextify) {
    validateObject(contextObject, 'object', { allowArray: true, allowFunction: true });
    if (contexts.has(contextObject)) return contextObject;
  }
  validateObject(options, 'options');
  const { name, origin, codeGeneration, microtaskMode } = options;
  if (name !== undefined) validateString(name, 'options.name');
  if (origin !== undefined) validateString(origin, 'options.origin');
  if (codeGeneration !== undefined) validateObject(codeGeneration, 'options.codeGeneration');
  if (microtaskMode !== undefined && microtaskMode !== 'afterEvaluate') {
    throw new ERR_INVALID_ARG_TYPE('options.microtaskMode', "'afterEvaluate'", microtaskMode);
  }
  const record = makeContextRecord();
  if (dontContextify) {
    // The context is its own global object, not a sandbox kept in step with one: what
    // outside code puts on it (jsdom's window getters) is at once what scripts see, and
    // `runInContext('this', ctx)` is ctx.
    record.direct = true;
    contexts.set(record.global, record);
    return record.global;
  }
  contexts.set(contextObject, record);
  return contextObject;
}

function contextRecord(contextifiedObject) {
  const record = (typeof contextifiedObject === 'object' || typeof contextifiedObject === 'function') &&
    contextifiedObject !== null ? contexts.get(contextifiedObject) : undefined;
  if (record === undefined) {
    throw new ERR_INVALID_ARG_TYPE('contextifiedObject', 'vm.Context', contextifiedObject);
  }
  return record;
}

function runIn(record, sandbox, code, filename) {
  if (record === undefined || record.direct === true) {
    return binding.runInRealm(record === undefined ? undefined : record.handle, code, filename);
  }
  syncIn(record, sandbox);
  try {
    return binding.runInRealm(record.handle, code, filename);
  } finally {
    syncOut(record, sandbox);
  }
}

function scriptOptions(options) {
  if (typeof options === 'string') return { filename: options };
  if (options === undefined) return {};
  validateObject(options, 'options');
  return options;
}

function validateRunOptions(options) {
  const opts = scriptOptions(options);
  if (opts.displayErrors !== undefined) validateBoolean(opts.displayErrors, 'options.displayErrors');
  if (opts.breakOnSigint !== undefined) validateBoolean(opts.breakOnSigint, 'options.breakOnSigint');
  if (opts.timeout !== undefined) {
    validateInt32(opts.timeout, 'options.timeout', 1);
    throw new ERR_METHOD_NOT_IMPLEMENTED('vm run with a timeout');
  }
  return opts;
}

class Script {
  #code;
  #filename;

  constructor(code, options = {}) {
    code = `${code}`;
    const opts = scriptOptions(options);
    const filename = opts.filename === undefined ? 'evalmachine.<anonymous>' : opts.filename;
    validateString(filename, 'options.filename');
    if (opts.lineOffset !== undefined) validateInt32(opts.lineOffset, 'options.lineOffset');
    if (opts.columnOffset !== undefined) validateInt32(opts.columnOffset, 'options.columnOffset');
    if (opts.produceCachedData !== undefined) {
      validateBoolean(opts.produceCachedData, 'options.produceCachedData');
    }
    binding.checkSyntax(code, filename);
    this.#code = code;
    this.#filename = filename;
    this.sourceURL = undefined;
    this.sourceMapURL = undefined;
    if (opts.cachedData !== undefined) this.cachedDataRejected = true;
  }

  runInThisContext(options) {
    validateRunOptions(options);
    return runIn(undefined, undefined, this.#code, this.#filename);
  }

  runInContext(contextifiedObject, options) {
    const record = contextRecord(contextifiedObject);
    validateRunOptions(options);
    return runIn(record, contextifiedObject, this.#code, this.#filename);
  }

  runInNewContext(contextObject, options) {
    const context = createContext(contextObject, scriptOptions(options).contextOptions);
    return this.runInContext(context, options);
  }

  // A V8 code cache has no equivalent in this engine.
  createCachedData() {
    throw new ERR_METHOD_NOT_IMPLEMENTED('Script.createCachedData');
  }
}

function createScript(code, options) {
  return new Script(code, options);
}

function runInContext(code, contextifiedObject, options) {
  return new Script(code, options).runInContext(contextifiedObject, options);
}

function runInNewContext(code, contextObject, options) {
  return new Script(code, options).runInNewContext(contextObject, options);
}

function runInThisContext(code, options) {
  return new Script(code, options).runInThisContext(options);
}

function compileFunction(code, params = [], options = {}) {
  validateString(code, 'code');
  validateArray(params, 'params');
  params.forEach((p, i) => validateString(p, `params[${i}]`));
  validateObject(options, 'options');
  const { filename = '', parsingContext, contextExtensions = [] } = options;
  validateString(filename, 'options.filename');
  validateArray(contextExtensions, 'options.contextExtensions');
  contextExtensions.forEach((e, i) => validateObject(e, `options.contextExtensions[${i}]`));
  const record = parsingContext === undefined ? undefined : contextRecord(parsingContext);
  // The function is written as Node prints it, `function (a, b) {\nbody\n}`; context
  // extensions become `with` scopes around it (sloppy mode, as compileFunction's are).
  const fn = `function (${params.join(', ')}) {\n${code}\n}`;
  if (contextExtensions.length === 0) return runIn(record, parsingContext, `(${fn})`, filename);
  let head = '';
  let tail = '';
  contextExtensions.forEach((_, i) => {
    head += `with (arguments[${i}]) { `;
    tail += ' }';
  });
  const outer = runIn(record, parsingContext, `(function () { ${head}return ${fn}${tail} })`, filename);
  return Reflect.apply(outer, undefined, contextExtensions);
}

let measureWarned = false;
function measureMemory(options = {}) {
  validateObject(options, 'options');
  const { mode = 'summary', execution = 'default' } = options;
  if (mode !== 'summary' && mode !== 'detailed') {
    throw new ERR_INVALID_ARG_TYPE('options.mode', "'summary' or 'detailed'", mode);
  }
  if (execution !== 'default' && execution !== 'eager') {
    throw new ERR_INVALID_ARG_TYPE('options.execution', "'default' or 'eager'", execution);
  }
  if (!measureWarned) {
    measureWarned = true;
    process.emitWarning('vm.measureMemory is an experimental feature and might change at any time',
      'ExperimentalWarning');
  }
  const { heapUsed, heapTotal } = process.memoryUsage();
  const total = { jsMemoryEstimate: heapUsed, jsMemoryRange: [heapUsed, heapTotal] };
  return Promise.resolve(mode === 'summary' ? { total } : { total, current: total, other: [] });
}


const vmModulesEnabled = require('internal/natives').execArgv.includes('--experimental-vm-modules');
let vmModules;
if (vmModulesEnabled) {
  vmModules = require('internal/vm/module');
  vmModules.bindContexts({
    isContext,
    realmHandle: (context) => contextRecord(context).handle,
    enter(context, fn) {
      const record = context === undefined ? undefined : contextRecord(context);
      if (record === undefined || record.direct === true) return fn();
      syncIn(record, context);
      try {
        return fn();
      } finally {
        syncOut(record, context);
      }
    },
  });
}

module.exports = {
  Script,
  createContext,
  createScript,
  runInContext,
  runInNewContext,
  runInThisContext,
  isContext,
  compileFunction,
  measureMemory,
  constants,
};
if (vmModulesEnabled) {
  module.exports.Module = vmModules.Module;
  module.exports.SourceTextModule = vmModules.SourceTextModule;
  module.exports.SyntheticModule = vmModules.SyntheticModule;
}
