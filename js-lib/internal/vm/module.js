// internal/vm/module: vm.Module, vm.SourceTextModule and vm.SyntheticModule
// (`--experimental-vm-modules`). A module is compiled natively (internalBinding('vm')
// compileModule: a Boa module in the caller's realm or a context's); its status, error and
// the modules its linker chose live here, because the engine keeps them private. The
// loader asks a module's record for each import (`resolve`) and for `import.meta`.
//
// A SyntheticModule is a generated source text module: one `var` per export name, exported
// under that name, and a first statement that hands a setter for those variables to
// import.meta's host hook, which then runs the evaluation callback. So setExport() after
// evaluation changes the live binding, as in Node; values set between linking and
// evaluation are kept and applied when evaluation starts.
//
// The module loader keeps each module's record for as long as the process runs (Boa's
// modules have no slot of the host's to hold it), so vm modules are never collected.
//
// Not built: dynamic import() inside a vm module with `importModuleDynamically` (the loader
// answers imports synchronously and the callback's answer is a promise), evaluate() with
// `timeout`/`breakOnSigint`, and cached data; each throws ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

const binding = internalBinding('vm');
const { promiseState } = internalBinding('modules');
const {
  codes: {
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_ARG_VALUE,
    ERR_INVALID_THIS,
    ERR_METHOD_NOT_IMPLEMENTED,
    ERR_MODULE_LINK_MISMATCH,
    ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING,
    ERR_VM_MODULE_ALREADY_LINKED,
    ERR_VM_MODULE_DIFFERENT_CONTEXT,
    ERR_VM_MODULE_LINK_FAILURE,
    ERR_VM_MODULE_NOT_MODULE,
    ERR_VM_MODULE_STATUS,
  },
} = require('internal/errors');
const { validateInt32, validateString, validateUint32 } = require('internal/validators');
const { emitExperimentalWarning } = require('internal/util/process_methods');

const customInspect = Symbol.for('nodejs.util.inspect.custom');
const kPerContextModuleId = Symbol('kPerContextModuleId');
const kNoError = Symbol('kNoError');

// Module → its state: { handle, context, identifier, status, error, requests, links,
// topLevelAwait, importMeta, dynamicImport, synthetic }.
const states = new WeakMap();
let nextModuleId = 0;

function stateOf(module) {
  const state = (typeof module === 'object' || typeof module === 'function') && module !== null ?
    states.get(module) : undefined;
  if (state === undefined) throw new ERR_VM_MODULE_NOT_MODULE();
  return state;
}

// One key per specifier and attribute set, whatever the attributes' order.
// The state of a method's receiver, which must be a module of `type`.
function receiverState(value, type) {
  const state = (typeof value === 'object' || typeof value === 'function') && value !== null ?
    states.get(value) : undefined;
  if (state === undefined || (type === 'SourceTextModule' && state.synthetic !== undefined) ||
      (type === 'SyntheticModule' && state.synthetic === undefined)) {
    throw new ERR_INVALID_THIS(type);
  }
  return state;
}

function requestKey(specifier, pairs) {
  const sorted = [...pairs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return JSON.stringify([specifier, sorted]);
}

function attributesObject(pairs) {
  const attributes = { __proto__: null };
  for (const [key, value] of pairs) attributes[key] = value;
  return attributes;
}

// What js-lib/vm.js lends for contexts: isContext, the realm handle of a context, and
// running a function with the context's sandbox copied in and out (bindContexts).
const contexts = {
  isContext: undefined,
  realmHandle: undefined,
  enter: (context, fn) => fn(),
};

function bindContexts(lent) {
  Object.assign(contexts, lent);
}

function contextHandle(context) {
  return context === undefined ? undefined : contexts.realmHandle(context);
}

// What the loader calls for one module.
function makeRecord(state, module) {
  return {
    resolve(specifier, attributes) {
      const key = requestKey(specifier, Object.entries(attributes));
      const linked = state.links?.get(key);
      if (linked !== undefined) return states.get(linked).handle;
      if (state.dynamicImport === undefined) throw new ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING();
      throw new ERR_METHOD_NOT_IMPLEMENTED('import() in a vm module with importModuleDynamically');
    },
    importMeta(meta) {
      if (state.synthetic !== undefined) {
        meta.bindSynthetic = (setter) => runSynthetic(state, module, setter);
        return;
      }
      if (state.importMeta !== undefined) state.importMeta(meta, module);
    },
  };
}

class Module {
  constructor(options) {
    emitExperimentalWarning('VM Modules');
    if (new.target === Module) {
      // eslint-disable-next-line no-restricted-syntax
      throw new TypeError('Module is not a constructor');
    }
    const { context, sourceText, synthetic } = options;
    if (context !== undefined) {
      if (typeof context !== 'object' || context === null) {
        throw new ERR_INVALID_ARG_TYPE('options.context', 'Object', context);
      }
      if (!contexts.isContext(context)) {
        throw new ERR_INVALID_ARG_TYPE('options.context', 'vm.Context', context);
      }
    }
    let { identifier } = options;
    if (identifier !== undefined) {
      validateString(identifier, 'options.identifier');
    } else if (context === undefined) {
      identifier = `vm:module(${nextModuleId++})`;
    } else if (context[kPerContextModuleId] !== undefined) {
      identifier = `vm:module(${context[kPerContextModuleId]++})`;
    } else {
      identifier = 'vm:module(0)';
      Object.defineProperty(context, kPerContextModuleId, {
        __proto__: null, value: 1, writable: true, enumerable: false, configurable: true,
      });
    }
    const state = {
      handle: undefined,
      context,
      identifier,
      status: 'unlinked',
      error: kNoError,
      requests: [],
      links: undefined,
      topLevelAwait: false,
      importMeta: options.initializeImportMeta,
      dynamicImport: options.importModuleDynamically,
      synthetic,
    };
    const text = sourceText !== undefined ? sourceText : syntheticText(synthetic.names);
    const [handle, requests, topLevelAwait] =
      binding.compileModule(text, identifier, contextHandle(context), makeRecord(state, this));
    state.handle = handle;
    state.requests = requests;
    state.topLevelAwait = topLevelAwait;
    states.set(this, state);
  }

  get identifier() {
    return receiverState(this, 'Module').identifier;
  }

  get context() {
    return receiverState(this, 'Module').context;
  }

  get namespace() {
    const state = receiverState(this, 'Module');
    if (state.status === 'unlinked' || state.status === 'linking') {
      throw new ERR_VM_MODULE_STATUS('must not be unlinked or linking');
    }
    return binding.moduleNamespace(state.handle);
  }

  get status() {
    return receiverState(this, 'Module').status;
  }

  get error() {
    const state = receiverState(this, 'Module');
    if (state.status !== 'errored') throw new ERR_VM_MODULE_STATUS('must be errored');
    return state.error;
  }

  async link(linker) {
    const state = receiverState(this, 'Module');
    if (typeof linker !== 'function') throw new ERR_INVALID_ARG_TYPE('linker', 'function', linker);
    if (state.synthetic !== undefined) return;
    if (state.status === 'linked') throw new ERR_VM_MODULE_ALREADY_LINKED();
    if (state.status !== 'unlinked') throw new ERR_VM_MODULE_STATUS('must be unlinked');
    const graph = new Set();
    await linkRequests(this, state, linker, graph);
    try {
      await binding.loadModule(state.handle);
      binding.linkModule(state.handle);
    } catch (e) {
      for (const s of graph) s.status = 'unlinked';
      throw e;
    }
    for (const s of graph) if (s.status === 'linking') s.status = 'linked';
  }

  // Not an async function: the promise is the engine's own, so a module that evaluated
  // synchronously hands back an already settled one, as in Node.
  evaluate(options = {}) {
    try {
      return evaluateNow(this, options);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  [customInspect](depth, options) {
    const state = receiverState(this, 'Module');
    if (typeof depth === 'number' && depth < 0) {
      return options.stylize(`[${this.constructor.name}]`, 'special');
    }
    const constructor = this.constructor;
    const shown = { __proto__: Object.getPrototypeOf(this) };
    Object.defineProperty(shown, 'status', { __proto__: null, value: state.status, enumerable: true });
    Object.defineProperty(shown, 'identifier', {
      __proto__: null, value: state.identifier, enumerable: true,
    });
    Object.defineProperty(shown, 'context', { __proto__: null, value: state.context, enumerable: true });
    Object.defineProperty(shown, Symbol.toStringTag, {
      __proto__: null, value: constructor.name, configurable: true,
    });
    return require('internal/util/inspect').inspect(shown, { ...options, customInspect: false });
  }
}

function evaluateNow(module, options) {
  const state = receiverState(module, 'Module');
  if (typeof options !== 'object' || options === null) {
    throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
  }
  if (options.timeout !== undefined) {
    validateUint32(options.timeout, 'options.timeout', true);
    throw new ERR_METHOD_NOT_IMPLEMENTED('vm module evaluate() with a timeout');
  }
  const { breakOnSigint = false } = options;
  if (typeof breakOnSigint !== 'boolean') {
    throw new ERR_INVALID_ARG_TYPE('options.breakOnSigint', 'boolean', breakOnSigint);
  }
  // While its own code runs a module is 'evaluating' and cannot be evaluated again.
  if (state.status !== 'linked' && state.status !== 'evaluated' && state.status !== 'errored') {
    throw new ERR_VM_MODULE_STATUS('must be one of linked, evaluated, or errored');
  }
  if (state.status === 'linked') state.status = 'evaluating';
  const [promise, now, outcome] =
    contexts.enter(state.context, () => binding.evaluateModule(state.handle));
  settle(state, promise, now, outcome);
  return promise;
}

// Records how an evaluation ended: at once when the engine already knows (`now` is the
// promise's state, `outcome` its value), else when the promise settles.
function settle(state, promise, now, outcome) {
  const finish = (ok, error) => {
    if (ok) {
      // The whole graph below a module that evaluated has evaluated.
      for (const s of graphOf(state)) {
        if (s.status === 'linked' || s.status === 'evaluating') s.status = 'evaluated';
      }
    } else {
      state.status = 'errored';
      state.error = error;
    }
  };
  if (now === 0) {
    // Waiting on top-level await: V8 reports such a module as evaluated until it fails.
    if (state.status === 'evaluating') state.status = 'evaluated';
    promise.then(() => finish(true), (e) => finish(false, e));
  } else {
    finish(now === 1, outcome);
  }
}

// Every module state reachable from `state` through the modules its linker chose.
function graphOf(state) {
  const seen = new Set();
  const visit = (s) => {
    if (seen.has(s)) return;
    seen.add(s);
    for (const dep of s.links?.values() ?? []) visit(states.get(dep));
  };
  visit(state);
  return seen;
}

// Calls the linker for each request, then links what it returned that is still unlinked
// (depth first, as Node), collecting every state of the graph.
async function linkRequests(module, state, linker, graph) {
  state.status = 'linking';
  graph.add(state);
  try {
    const chosen = await Promise.all(state.requests.map(async ([specifier, pairs]) => {
      const attributes = attributesObject(pairs);
      const dependency = await linker(specifier, module, { attributes, assert: attributes });
      const dep = states.get(dependency);
      if (dep === undefined) throw new ERR_VM_MODULE_NOT_MODULE();
      if (dep.context !== state.context) throw new ERR_VM_MODULE_DIFFERENT_CONTEXT();
      if (dep.status === 'errored') {
        throw new ERR_VM_MODULE_LINK_FAILURE(`request for '${specifier}' resolved to an errored module`,
                                             dep.error);
      }
      if (dep.status === 'unlinked') await linkRequests(dependency, dep, linker, graph);
      else graph.add(dep);
      return [requestKey(specifier, pairs), dependency];
    }));
    state.links = new Map(chosen);
  } catch (e) {
    state.status = 'errored';
    state.error = e;
    throw e;
  }
}

class SourceTextModule extends Module {
  constructor(sourceText, options = {}) {
    validateString(sourceText, 'sourceText');
    if (typeof options !== 'object' || options === null) {
      throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
    }
    const {
      lineOffset = 0, columnOffset = 0, initializeImportMeta, importModuleDynamically, context,
      identifier, cachedData,
    } = options;
    validateInt32(lineOffset, 'options.lineOffset');
    validateInt32(columnOffset, 'options.columnOffset');
    if (initializeImportMeta !== undefined && typeof initializeImportMeta !== 'function') {
      throw new ERR_INVALID_ARG_TYPE('options.initializeImportMeta', 'function', initializeImportMeta);
    }
    if (importModuleDynamically !== undefined && typeof importModuleDynamically !== 'function' &&
        typeof importModuleDynamically !== 'symbol') {
      throw new ERR_INVALID_ARG_TYPE('options.importModuleDynamically', 'function',
                                     importModuleDynamically);
    }
    if (cachedData !== undefined) {
      if (!ArrayBuffer.isView(cachedData)) {
        throw new ERR_INVALID_ARG_TYPE('options.cachedData', ['Buffer', 'TypedArray', 'DataView'],
                                       cachedData);
      }
      throw new ERR_METHOD_NOT_IMPLEMENTED('SourceTextModule with cachedData');
    }
    super({
      sourceText, context, identifier, initializeImportMeta,
      importModuleDynamically: typeof importModuleDynamically === 'function' ?
        importModuleDynamically : undefined,
    });
  }

  // Both lists are made once and frozen, as Node's.
  get dependencySpecifiers() {
    const state = receiverState(this, 'SourceTextModule');
    state.specifiers ??= Object.freeze(state.requests.map(([specifier]) => specifier));
    return state.specifiers;
  }

  get moduleRequests() {
    const state = receiverState(this, 'SourceTextModule');
    state.moduleRequests ??= Object.freeze(state.requests.map(([specifier, pairs]) => Object.freeze({
      __proto__: null,
      specifier,
      attributes: Object.freeze(attributesObject(pairs)),
      phase: 'evaluation',
    })));
    return state.moduleRequests;
  }

  hasTopLevelAwait() {
    return receiverState(this, 'SourceTextModule').topLevelAwait;
  }

  hasAsyncGraph() {
    const state = receiverState(this, 'SourceTextModule');
    if (state.status === 'unlinked' || state.status === 'linking') {
      throw new ERR_VM_MODULE_STATUS('must be linked');
    }
    for (const s of graphOf(state)) if (s.topLevelAwait) return true;
    return false;
  }

  // The synchronous pair: the modules for this module's requests, in moduleRequests order;
  // then instantiate() links the whole graph, every module of which must have had its
  // requests given.
  linkRequests(modules) {
    const state = receiverState(this, 'SourceTextModule');
    if (state.status !== 'unlinked') throw new ERR_VM_MODULE_STATUS('must be unlinked');
    if (!Array.isArray(modules)) throw new ERR_INVALID_ARG_TYPE('modules', 'Array', modules);
    if (modules.length !== state.requests.length) {
      throw new ERR_MODULE_LINK_MISMATCH(
        `Expected ${state.requests.length} modules, got ${modules.length}`);
    }
    const links = new Map();
    state.requests.forEach(([specifier, pairs], i) => {
      const dep = states.get(modules[i]);
      if (dep === undefined) throw new ERR_VM_MODULE_NOT_MODULE();
      if (dep.context !== state.context) throw new ERR_VM_MODULE_DIFFERENT_CONTEXT();
      links.set(requestKey(specifier, pairs), modules[i]);
    });
    state.links = links;
  }

  instantiate() {
    const state = receiverState(this, 'SourceTextModule');
    if (state.status !== 'unlinked') throw new ERR_VM_MODULE_STATUS('must be unlinked');
    if (state.links === undefined) throw linkFailure('module is not linked');
    const graph = graphOf(state);
    for (const s of graph) {
      if (s.links === undefined && s.status === 'unlinked' && s.requests.length > 0) {
        throw linkFailure(`request for '${s.requests[0][0]}' can not be resolved on module ` +
          `'${s.identifier}' that is not linked`);
      }
    }
    binding.instantiateModule(state.handle);
    for (const s of graph) if (s.status === 'unlinked') s.status = 'linked';
  }

  createCachedData() {
    receiverState(this, 'SourceTextModule');
    throw new ERR_METHOD_NOT_IMPLEMENTED('SourceTextModule.createCachedData');
  }
}

// ERR_VM_MODULE_LINK_FAILURE as V8's side throws it: with no cause.
function linkFailure(message) {
  const error = new ERR_VM_MODULE_LINK_FAILURE(message, undefined);
  delete error.cause;
  return error;
}

// The module text behind a SyntheticModule with these export names.
function syntheticText(names) {
  const vars = names.map((_, i) => `$${i}`);
  const exported = names.map((name, i) => `$${i} as ${JSON.stringify(name)}`);
  const cases = names.map((_, i) => `case ${i}:$${i}=v;break;`).join('');
  return `var ${vars.join(',') || '$'};export{${exported.join(',')}};` +
    `import.meta.bindSynthetic(function(i,v){switch(i){${cases}}});`;
}

function runSynthetic(state, module, setter) {
  const synthetic = state.synthetic;
  synthetic.setter = setter;
  for (const [index, value] of synthetic.pending) setter(index, value);
  synthetic.pending.clear();
  // Node does not wait for a promise the callback returns.
  Reflect.apply(synthetic.evaluate, module, []);
}

class SyntheticModule extends Module {
  constructor(exportNames, evaluateCallback, options = {}) {
    if (!Array.isArray(exportNames) || exportNames.some((e) => typeof e !== 'string')) {
      throw new ERR_INVALID_ARG_TYPE('exportNames', 'Array of unique strings', exportNames);
    }
    exportNames.forEach((name, i) => {
      if (exportNames.indexOf(name, i + 1) !== -1) {
        throw new ERR_INVALID_ARG_VALUE(`exportNames.${name}`, name, 'is duplicated');
      }
    });
    if (typeof evaluateCallback !== 'function') {
      throw new ERR_INVALID_ARG_TYPE('evaluateCallback', 'function', evaluateCallback);
    }
    if (typeof options !== 'object' || options === null) {
      throw new ERR_INVALID_ARG_TYPE('options', 'Object', options);
    }
    const { context, identifier } = options;
    const synthetic = {
      names: [...exportNames], evaluate: evaluateCallback, setter: undefined, pending: new Map(),
    };
    super({ synthetic, context, identifier });
    // A synthetic module has no requests: it is linked as soon as it exists, as in Node.
    const state = stateOf(this);
    const loaded = binding.loadModule(state.handle);
    if (promiseState(loaded) !== 1) throw new ERR_VM_MODULE_STATUS('could not be linked');
    binding.linkModule(state.handle);
    state.status = 'linked';
  }

  setExport(name, value) {
    const state = receiverState(this, 'SyntheticModule');
    validateString(name, 'name');
    if (state.status === 'unlinked' || state.status === 'linking') {
      throw new ERR_VM_MODULE_STATUS('must be linked');
    }
    const index = state.synthetic.names.indexOf(name);
    if (index === -1) {
      // eslint-disable-next-line no-restricted-syntax
      throw new ReferenceError(`Export '${name}' is not defined in module`);
    }
    if (state.synthetic.setter !== undefined) state.synthetic.setter(index, value);
    else state.synthetic.pending.set(index, value);
  }
}

module.exports = { Module, SourceTextModule, SyntheticModule, bindContexts };
