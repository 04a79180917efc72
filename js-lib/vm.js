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
// next run, and a sandbox change made by outside code during a run is not seen by it
// (one made through the global proxy is: it is put on the global at once).
// Where V8 hands out its global proxy (a run's result that is the global: `this`,
// `globalThis`), a proxy over the sandbox is given instead (globalProxyOf), so what is added
// to the sandbox later is seen through it and the context's built-ins are read from it;
// inside, a sandbox property holding the sandbox (or a getter returning it) gives the
// global, and the sandbox's prototype chain is the global's, as V8's interceptors read
// names through it. Scripts keep their positions: lineOffset/columnOffset, and the text
// that ran is what stack formatting reads call-site columns from.
// Realms get a `console` whose methods do nothing, as V8 gives a context without an
// inspector; with codeGeneration.strings false, `eval` and the function constructors are
// stand-ins that throw EvalError; descriptor readers show sandbox getters unwrapped. createContext(vm.constants.DONT_CONTEXTIFY) hands out the realm's global object
// itself, with no sandbox and so no copying. Errors get Node's displayErrors decoration (the
// line that threw, with a caret, above the stack) and parse errors V8's words. A `timeout`
// ends the script at the first loop iteration after the deadline (every 10,000 iterations
// of each loop are checked), so code that only recurses is not stopped by it.
'use strict';

const binding = internalBinding('vm');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_METHOD_NOT_IMPLEMENTED },
} = require('internal/errors');
const {
  validateArray, validateBoolean, validateObject, validateString, validateInt32, validateUint32,
  validateOneOf, kValidateObjectAllowArray,
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
  // The engine's new realms carry %TypedArray% as a global, which V8 never exposes.
  Reflect.deleteProperty(global, 'TypedArray');
  require('internal/errors_stack').installStack(global.Error);
  Object.defineProperty(global, 'console', {
    value: silentConsole(), writable: true, enumerable: false, configurable: true,
  });
  const wrapped = new WeakMap();
  showOriginalGetters(global, wrapped);
  // What the realm's global held before any sandbox property was put on it.
  const pristine = new Map();
  for (const key of Reflect.ownKeys(global)) pristine.set(key, Reflect.getOwnPropertyDescriptor(global, key));
  return {
    handle, global, pristine, synced: new Set(), globalProto: Object.getPrototypeOf(global),
    installed: new Map(), getters: new WeakMap(), wrapped, proxy: undefined,
  };
}

// A sandbox getter is installed on the global wrapped (selfMappingGetter), but V8 shows
// scripts the sandbox's own accessor: the realm's descriptor readers give back the original
// getter wherever a wrapper would show. Bound, so that they print as native code.
function showOriginalGetters(global, wrapped) {
  const unwrap = (desc) => {
    if (desc !== undefined && typeof desc.get === 'function') {
      const original = wrapped.get(desc.get);
      if (original !== undefined) desc.get = original;
    }
    return desc;
  };
  const { Object: CtxObject, Reflect: CtxReflect } = global;
  const ownDescriptor = CtxObject.getOwnPropertyDescriptor;
  const ownDescriptors = CtxObject.getOwnPropertyDescriptors;
  const reflectDescriptor = CtxReflect.getOwnPropertyDescriptor;
  const replace = (holder, name, unbound) => {
    const fn = Reflect.apply(Function.prototype.bind, unbound, [undefined]);
    Object.defineProperty(fn, 'name', { __proto__: null, value: name });
    Object.defineProperty(fn, 'length', { __proto__: null, value: holder[name].length });
    Object.setPrototypeOf(fn, global.Function.prototype);
    Object.defineProperty(holder, name, {
      __proto__: null, ...Reflect.getOwnPropertyDescriptor(holder, name), value: fn,
    });
  };
  // Arrow functions: like the built-ins they stand for, they cannot be constructed.
  replace(CtxObject, 'getOwnPropertyDescriptor',
          (o, key) => unwrap(Reflect.apply(ownDescriptor, CtxObject, [o, key])));
  replace(CtxReflect, 'getOwnPropertyDescriptor',
          (o, key) => unwrap(Reflect.apply(reflectDescriptor, CtxReflect, [o, key])));
  replace(CtxObject, 'getOwnPropertyDescriptors', (o) => {
    const all = Reflect.apply(ownDescriptors, CtxObject, [o]);
    for (const key of Reflect.ownKeys(all)) unwrap(all[key]);
    return all;
  });
}

function sameDescriptor(a, b) {
  // Object.is: the global's NaN is unchanged, not a new value each time it is compared.
  return a !== undefined && b !== undefined && Object.is(a.value, b.value) && a.get === b.get &&
    a.set === b.set;
}

function syncIn(record, sandbox) {
  const { global, synced } = record;
  // What the sandbox inherits, scripts see as globals too (V8's interceptors look the name
  // up on the sandbox, prototype chain included): jsdom's window gets its methods so.
  // A plain object's Object.prototype stays the context's own.
  const proto = Object.getPrototypeOf(sandbox);
  const globalProto = proto === null || proto === Object.prototype ? record.globalProto : proto;
  if (Object.getPrototypeOf(global) !== globalProto) Object.setPrototypeOf(global, globalProto);
  // The names come from one ownKeys call: a proxy sandbox is not asked for descriptors here.
  const keys = Reflect.ownKeys(sandbox);
  const present = new Set(keys);
  for (const key of synced) {
    if (!present.has(key)) {
      const original = record.pristine.get(key);
      if (original !== undefined) Reflect.defineProperty(global, key, original);
      else Reflect.deleteProperty(global, key);
      synced.delete(key);
    }
  }
  const { installed } = record;
  installed.clear();
  for (const key of keys) {
    let desc;
    try {
      desc = Reflect.getOwnPropertyDescriptor(sandbox, key);
    } catch {
      // A proxy sandbox whose trap throws: V8 asks it only when a script uses the name, so
      // the global reads and writes through to the sandbox instead of holding a copy.
      desc = {
        get: () => sandbox[key],
        set: (value) => { sandbox[key] = value; },
        enumerable: true,
        configurable: true,
      };
    }
    if (desc !== undefined) installKey(record, sandbox, key, desc);
  }
}

// Puts the sandbox's property `key` (its descriptor `desc`) on the context's global.
function installKey(record, sandbox, key, desc) {
  const { global } = record;
  // A configurable property is made so on the global too, to be taken away when the
  // sandbox drops it; one that is not can never go, and scripts see it locked as it is.
  // Inside, the sandbox is the global: a property holding it (window.window, self) or a
  // getter giving it back holds the global instead, so `window.x = 1` in a script
  // declares a global as in a browser.
  if ('value' in desc && (desc.value === sandbox ||
      (record.proxy !== undefined && desc.value === record.proxy))) {
    desc.value = global;
  }
  else if (typeof desc.get === 'function') desc.get = selfMappingGetter(record, desc.get, sandbox);
  if (Reflect.defineProperty(global, key, desc)) {
    record.synced.add(key);
    record.installed.set(key, desc);
  }
}

// An assignment through the global proxy reaches the global at once, not at the next run:
// functions compiled in the context and called later from outside (a test framework's
// module wrappers) read globals such as `setTimeout` after outside code replaced them
// through the proxy (jest's fake timers, jest's lazy getters for Node's globals).
function installChange(record, sandbox, key) {
  const desc = Reflect.getOwnPropertyDescriptor(sandbox, key);
  if (desc !== undefined) {
    installKey(record, sandbox, key, desc);
  } else if (record.synced.has(key)) {
    const original = record.pristine.get(key);
    if (original !== undefined) Reflect.defineProperty(record.global, key, original);
    else Reflect.deleteProperty(record.global, key);
    record.synced.delete(key);
    record.installed.delete(key);
  }
}

function selfMappingGetter(record, get, sandbox) {
  let wrapper = record.getters.get(get);
  if (wrapper === undefined) {
    const { global } = record;
    wrapper = function () {
      const value = Reflect.apply(get, this, []);
      return value === sandbox || (value !== undefined && value === record.proxy) ? global : value;
    };
    record.getters.set(get, wrapper);
    record.wrapped.set(wrapper, get);
  }
  return wrapper;
}

function syncOut(record, sandbox) {
  const { global, pristine, synced, installed } = record;
  for (const key of Reflect.ownKeys(global)) {
    const desc = Reflect.getOwnPropertyDescriptor(global, key);
    if (!synced.has(key) && sameDescriptor(desc, pristine.get(key))) continue;
    // Left as syncIn put it: the sandbox has it already.
    if (sameDescriptor(desc, installed.get(key))) continue;
    if (desc.value === global) desc.value = globalProxyOf(record, sandbox);
    if (desc.get !== undefined) desc.get = record.wrapped.get(desc.get) ?? desc.get;
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

// V8's global proxy as outside code holds it: it reads and writes the sandbox, and a name
// the sandbox lacks is the context's own global (its built-ins: vm2 takes `Object`,
// `Reflect` and the rest from `runInContext('this', ctx)`). One per context, so two runs
// give the same object; it is neither the sandbox nor a context itself.
function globalProxyOf(record, sandbox) {
  if (record.proxy === undefined) {
    const { global } = record;
    record.proxy = new Proxy(sandbox, {
      __proto__: null,
      get(target, key) {
        return Reflect.has(target, key) ? Reflect.get(target, key) : Reflect.get(global, key);
      },
      has(target, key) {
        return Reflect.has(target, key) || Reflect.has(global, key);
      },
      // V8's interceptor stores a write on the sandbox as a plain assignment to it. Without
      // this trap the write would land on the proxy as receiver, find the built-in's
      // descriptor through getOwnPropertyDescriptor below, and define `{ value }` alone on
      // the sandbox: a non-writable, non-configurable copy (`g.Date = fake` then locks it,
      // which fake-timers' second assignment trips over).
      set(target, key, value, receiver) {
        if (receiver !== record.proxy) return Reflect.set(target, key, value, receiver);
        if (!Reflect.set(target, key, value)) return false;
        installChange(record, target, key);
        return true;
      },
      defineProperty(target, key, desc) {
        if (!Reflect.defineProperty(target, key, desc)) return false;
        installChange(record, target, key);
        return true;
      },
      // V8 lists the global's own names (the context's built-ins) besides the sandbox's:
      // jest-environment-node defines every name it does not find here as a getter of the
      // outer realm's value, so a short list would swap the context's Object, Array, ...
      // for the outer ones.
      // In V8's order: index keys, the global's names, the sandbox's names, symbols.
      ownKeys(target) {
        const own = Reflect.ownKeys(target);
        if (!Reflect.isExtensible(target)) return own;
        const seen = new Set(own);
        const isIndex = (key) => typeof key === 'string' && String(key >>> 0) === key &&
          key !== '4294967295';
        const keys = own.filter(isIndex);
        for (const key of Reflect.ownKeys(global)) {
          // The source pass's own globals are no names of the context's.
          if (typeof key === 'string' && !seen.has(key) && !key.startsWith('__minirt_')) {
            keys.push(key);
          }
        }
        for (const key of own) if (typeof key === 'string' && !isIndex(key)) keys.push(key);
        for (const key of own) if (typeof key === 'symbol') keys.push(key);
        for (const key of Reflect.ownKeys(global)) {
          if (typeof key === 'symbol' && !seen.has(key)) keys.push(key);
        }
        return keys;
      },
      // V8 deletes the name from the global as well: a built-in deleted so is gone.
      deleteProperty(target, key) {
        if (!Reflect.deleteProperty(target, key)) return false;
        if (Reflect.deleteProperty(global, key)) {
          record.synced.delete(key);
          record.installed.delete(key);
        }
        return true;
      },
      getOwnPropertyDescriptor(target, key) {
        const own = Reflect.getOwnPropertyDescriptor(target, key);
        if (own !== undefined) return own;
        // A proxy may only report what its target lacks as configurable.
        const desc = Reflect.getOwnPropertyDescriptor(global, key);
        return desc !== undefined && desc.configurable ? desc : undefined;
      },
      getPrototypeOf(target) {
        return Reflect.isExtensible(target) ? Reflect.getPrototypeOf(global) :
          Reflect.getPrototypeOf(target);
      },
    });
    require('internal/vm/global_proxies').sandboxOf.set(record.proxy, sandbox);
  }
  return record.proxy;
}

function isContext(object) {
  validateObject(object, 'object', kValidateObjectAllowArray);
  return contexts.has(object);
}

function createContext(contextObject = {}, options = {}) {
  const dontContextify = contextObject === constants.DONT_CONTEXTIFY;
  if (!dontContextify && isContext(contextObject)) return contextObject;
  validateObject(options, 'options');
  const { name, origin, codeGeneration, microtaskMode } = options;
  if (name !== undefined) validateString(name, 'options.name');
  if (origin !== undefined) validateString(origin, 'options.origin');
  if (codeGeneration !== undefined) {
    validateObject(codeGeneration, 'options.codeGeneration');
    const { strings = true, wasm = true } = codeGeneration;
    validateBoolean(strings, 'options.codeGeneration.strings');
    validateBoolean(wasm, 'options.codeGeneration.wasm');
  }
  validateOneOf(microtaskMode, 'options.microtaskMode', ['afterEvaluate', undefined]);
  const record = makeContextRecord();
  // The context's own WebAssembly, refusing to compile when codeGeneration.wasm is false;
  // made on first read, so that contexts that never use it do not load it.
  const wasmAllowed = codeGeneration?.wasm !== false;
  let wasmNamespace;
  Object.defineProperty(record.global, 'WebAssembly', {
    __proto__: null,
    get() {
      return wasmNamespace ??= require('internal/wasm/webassembly').forContext(wasmAllowed);
    },
    set(value) {
      wasmNamespace = value;
    },
    enumerable: false, configurable: true,
  });
  record.pristine.set('WebAssembly', Reflect.getOwnPropertyDescriptor(record.global, 'WebAssembly'));
  if (codeGeneration?.strings === false) refuseStringCodegen(record);
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

// codeGeneration.strings === false: V8 asks the embedder before eval or a Function
// constructor compiles text. The engine has no such hook, so the realm's `eval` and its four
// function constructors are replaced by stand-ins throwing the realm's EvalError. A direct
// `eval(...)` calls the stand-in too: it is direct only while `eval` is the intrinsic.
// V8 refuses any eval call then, even one of a non-string.
function refuseStringCodegen(record) {
  const { global, pristine } = record;
  const realmEval = global.eval;
  const refuse = () => new global.EvalError('Code generation from strings disallowed for this context');
  const constructors = [global.Function];
  for (const kind of ['async function () {}', 'function* () {}', 'async function* () {}']) {
    constructors.push(Object.getPrototypeOf(realmEval(`(${kind})`)).constructor);
  }
  for (const original of constructors) {
    const { name } = original;
    // A plain function: `new Function(...)` must reach the throw, not fail as a non-constructor.
    const standIn = function() { throw refuse(); };
    Object.defineProperty(standIn, 'name', { __proto__: null, value: name });
    Object.defineProperty(standIn, 'length', { __proto__: null, value: original.length });
    Object.defineProperty(standIn, 'prototype', {
      __proto__: null, value: original.prototype, writable: false, enumerable: false, configurable: false,
    });
    Object.setPrototypeOf(standIn, Object.getPrototypeOf(original));
    Object.defineProperty(original.prototype, 'constructor', {
      __proto__: null, ...Reflect.getOwnPropertyDescriptor(original.prototype, 'constructor'), value: standIn,
    });
    if (original === global.Function) {
      Object.defineProperty(global, 'Function', {
        __proto__: null, value: standIn, writable: true, enumerable: false, configurable: true,
      });
    }
  }
  const evalStandIn = {
    eval(x) { throw refuse(); },
  }.eval;
  Object.setPrototypeOf(evalStandIn, global.Function.prototype);
  Object.defineProperty(global, 'eval', {
    __proto__: null, value: evalStandIn, writable: true, enumerable: false, configurable: true,
  });
  for (const key of ['Function', 'eval']) pristine.set(key, Reflect.getOwnPropertyDescriptor(global, key));
}

function contextRecord(contextifiedObject) {
  // Not an object at all is isContext's own complaint, as in Node.
  validateObject(contextifiedObject, 'object', kValidateObjectAllowArray);
  const record = contexts.get(contextifiedObject);
  if (record === undefined) {
    throw new ERR_INVALID_ARG_TYPE('contextifiedObject', 'vm.Context', contextifiedObject);
  }
  return record;
}

// `timeout`: the binding gives the script's loops stop points that end it at the deadline
// (code that never loops cannot overrun: recursion ends in a RangeError first).
// `breakOnSigint`: the same stop points end it after a Ctrl-C, which meanwhile reaches
// neither the process's 'SIGINT' listeners nor its default action.
function runIn(record, sandbox, code, filename, displayErrors, timeout, pad, breakOnSigint) {
  try {
    if (record === undefined || record.direct === true) {
      return binding.runInRealm(record === undefined ? undefined : record.handle, code, filename,
                                timeout, breakOnSigint === true);
    }
    syncIn(record, sandbox);
    let result;
    try {
      result = binding.runInRealm(record.handle, code, filename, timeout, breakOnSigint === true);
    } finally {
      syncOut(record, sandbox);
    }
    // The context's global object as a value (`this`, `globalThis`) stands for the sandbox:
    // V8 hands out a proxy that reads and writes the sandbox, and this global is only kept
    // in step with it during runs (jsdom keeps it as `window` and adds to it afterwards).
    return result === record.global ? globalProxyOf(record, sandbox) : result;
  } catch (err) {
    if (timeout !== undefined && binding.takeTimedOut()) {
      throw runError('ERR_SCRIPT_EXECUTION_TIMEOUT',
                     `Script execution timed out after ${timeout}ms`);
    }
    if (breakOnSigint === true && binding.takeInterrupted()) {
      throw runError('ERR_SCRIPT_EXECUTION_INTERRUPTED',
                     'Script execution was interrupted by `SIGINT`');
    }
    nameRedeclaration(err, record, code, filename);
    if (displayErrors !== false) decorateThrow(err, code, filename, pad);
    throw err;
  }
}

// A stopped run's error as Node's C++ makes it: a plain Error with an own `code` (its stack
// starts `Error: ...`, not `Error [CODE]: ...`).
function runError(code, message) {
  const err = new Error(message);
  err.code = code;
  return err;
}

// The engine reports a script redeclaring a global let/const/class without the name
// ("invalid scope analysis: duplicate lexical declaration"); V8 says which. The candidates
// are the script's top-level declarations, and the one meant is the first the context has
// already (reading it there does not fail with "is not defined").
const kDuplicateLexical = 'invalid scope analysis: duplicate lexical declaration';
function nameRedeclaration(err, record, code, filename) {
  if (!(err instanceof SyntaxError) || typeof err.message !== 'string' ||
      !err.message.startsWith(kDuplicateLexical)) {
    return;
  }
  const handle = record === undefined ? undefined : record.handle;
  const declared = /(?:^|[;{}\n])\s*(?:let|const|class)\s+([A-Za-z_$][\w$]*)/g;
  for (const m of code.matchAll(declared)) {
    const name = m[1];
    try {
      binding.runInRealm(handle, `void ${name}`, filename);
    } catch (e) {
      if (e instanceof ReferenceError && / is not defined$/.test(e.message)) continue;
    }
    const message = `Identifier '${name}' has already been declared`;
    if (typeof err.stack === 'string') err.stack = err.stack.replace(err.message, message);
    err.message = message;
    return;
  }
}

// With displayErrors (the default), Node puts the script's line that threw, with a caret,
// above the stack of an error thrown there, and reports it uncaught as that stack alone.
const decorated = new WeakSet();
function decorateStack(err, pointer) {
  try {
    if (decorated.has(err)) return;
    let stack = err.stack;
    if (typeof stack !== 'string') return;
    // The stack was written with the engine's message, which may have been put in V8's
    // words since.
    const frames = stack.search(/\n {4}at /);
    const header = `${err.name}: ${err.message}`;
    if (stack.startsWith(`${err.name}: `) && !stack.startsWith(header)) {
      stack = header + (frames === -1 ? '' : stack.slice(frames));
    }
    err.stack = `${pointer}\n${stack}`;
    decorated.add(err);
    const { kEvalSourcePointer } = require('internal/process/execution');
    Object.defineProperty(err, kEvalSourcePointer,
      { __proto__: null, value: { text: '' }, writable: true, configurable: true });
  } catch {
    // A frozen error keeps its stack.
  }
}

// `pad`: the columnOffset spaces placeSource put in front of the script's first line, which
// the line shown leaves out, as V8 shows the text it was given.
function decorateThrow(err, code, filename, pad) {
  if (err === null || typeof err !== 'object' || !Error.isError(err)) return;
  let stack;
  try {
    stack = err.stack;
  } catch {
    return;
  }
  if (typeof stack !== 'string') return;
  // Where it was thrown: the script, or a file of a function the script called.
  const frame = /\n {4}at (?:.*? \()?(.*?):(\d+):(\d+)\)?(?:\n|$)/.exec(stack);
  if (frame === null) return;
  let source = frame[1] === filename ? code : undefined;
  if (source === undefined && frame[1].startsWith('/')) {
    try {
      source = internalBinding('modules').readFile(frame[1]);
    } catch {
      // Not a file that can be shown.
    }
  }
  if (typeof source !== 'string') return;
  let line = source.split('\n')[Number(frame[2]) - 1];
  if (line === undefined) return;
  let col = Math.max(0, Number(frame[3]) - 1);
  if (pad !== undefined && source === code && Number(frame[2]) - 1 === pad.line) {
    line = line.slice(pad.column);
    col = Math.max(0, col - pad.column);
  }
  // Node points at the throw statement: the one in front of `throw new Error(...)`, or for
  // an error made earlier on the line, the `throw` after it.
  const at = line.slice(0, col).search(/\bthrow\b(?!.*\bthrow\b)/);
  if (at !== -1) {
    col = at;
  } else {
    const after = line.slice(col).search(/\bthrow\b/);
    if (after !== -1) col += after;
  }
  decorateStack(err, `${frame[1]}:${frame[2]}\n${line}\n${' '.repeat(col)}^\n`);
}

// A compileFunction body that does not parse: the engine saw it one line down, inside the
// function text, whose closing brace it may have stopped at (V8: the input ended).
function explainBodySyntaxError(err, code, filename) {
  if (!(err instanceof SyntaxError)) return;
  let message;
  try {
    message = `${err.message}`;
  } catch {
    return;
  }
  const m = /at line (\d+), col (\d+)(?: \([^()]*\))?$/.exec(message);
  if (m === null) return;
  const lines = code.split('\n');
  const lineNumber = Number(m[1]) - 1;
  try {
    if (lineNumber > lines.length) {
      const last = lines[lines.length - 1];
      err.message = 'Unexpected end of input';
      decorateStack(err, `${filename}:${lines.length}\n${last}\n${' '.repeat(last.length)}\n`);
      return;
    }
    if (lineNumber < 1) return;
    err.message = `${message.slice(0, m.index)}at line ${lineNumber}, col ${m[2]}`;
  } catch {
    return;
  }
  explainSyntaxError(err, code, filename);
}

// A script that does not parse: V8's words and the source line over the stack.
function explainSyntaxError(err, code, filename) {
  // The REPL (internal/repl/server) compiles its input as REPL<n> and words and points at
  // the error itself, from the engine's position in the message.
  if (!(err instanceof SyntaxError) || /^REPL\d+$/.test(filename)) return;
  const parseErrors = require('internal/modules/parse_errors');
  parseErrors.notePointer(err, filename, code);
  parseErrors.dropPosition(err);
  const { kEvalSourcePointer } = require('internal/process/execution');
  const pointer = err[kEvalSourcePointer];
  if (typeof pointer === 'string') decorateStack(err, pointer);
}

// lineOffset/columnOffset move where the script's text is reported to be: the text is
// compiled after that many blank lines, its first line after that many spaces, which puts
// the engine's line and column numbers where V8's would be (offsets below zero are not
// honoured, nor are they for a text starting with a hashbang, which must stay first).
// Stack formatting reads call-site columns from the text that ran, which for a script is
// not the file of the same name (a test runner runs a transformed copy).
const { registerSource } = require('internal/errors_stack');
function placeSource(code, filename, lineOffset, columnOffset) {
  if (code.startsWith('#!')) {
    registerSource(filename, code);
    return code;
  }
  if (lineOffset > 0) code = '\n'.repeat(lineOffset) + code;
  if (columnOffset > 0) {
    const lineStart = lineOffset > 0 ? lineOffset : 0;
    code = code.slice(0, lineStart) + ' '.repeat(columnOffset) + code.slice(lineStart);
  }
  registerSource(filename, code);
  return code;
}

function scriptOptions(options) {
  if (typeof options === 'string') return { filename: options };
  if (options === undefined) return {};
  validateObject(options, 'options');
  return options;
}

// A run's options are an object; only the module-level functions take a filename string.
function validateRunOptions(options) {
  const opts = options === undefined ? {} : options;
  validateObject(opts, 'options');
  if (opts.displayErrors !== undefined) validateBoolean(opts.displayErrors, 'options.displayErrors');
  if (opts.breakOnSigint !== undefined) validateBoolean(opts.breakOnSigint, 'options.breakOnSigint');
  if (opts.timeout !== undefined) validateUint32(opts.timeout, 'options.timeout', true);
  return opts;
}

// V8's magic comments: `//# sourceURL=` and `//# sourceMappingURL=` (or `//@`), the last of
// each; one whose value is followed by more text on its line, or holds a quote (the
// comment was inside a string), does not count.
const kMagicComment = /\/\/[#@][ \t]+source(Mapping)?URL=[ \t]*(\S*)[ \t]*$/gm;
function magicComments(code) {
  const found = { sourceURL: undefined, sourceMapURL: undefined };
  if (!code.includes('sourceURL=') && !code.includes('sourceMappingURL=')) return found;
  for (const m of code.matchAll(kMagicComment)) {
    if (m[2] === '' || /["']/.test(m[2])) continue;
    if (m[1] === undefined) found.sourceURL = m[2];
    else found.sourceMapURL = m[2];
  }
  return found;
}

class Script {
  #code;
  #filename;
  #pad;

  constructor(code, options = {}) {
    code = `${code}`;
    const opts = scriptOptions(options);
    const filename = opts.filename === undefined ? 'evalmachine.<anonymous>' : opts.filename;
    validateString(filename, 'options.filename');
    if (opts.lineOffset !== undefined) validateInt32(opts.lineOffset, 'options.lineOffset');
    if (opts.columnOffset !== undefined) validateInt32(opts.columnOffset, 'options.columnOffset');
    if (opts.cachedData !== undefined && !ArrayBuffer.isView(opts.cachedData)) {
      throw new ERR_INVALID_ARG_TYPE('options.cachedData', ['Buffer', 'TypedArray', 'DataView'],
                                     opts.cachedData);
    }
    if (opts.produceCachedData !== undefined) {
      validateBoolean(opts.produceCachedData, 'options.produceCachedData');
    }
    code = placeSource(code, filename, opts.lineOffset, opts.columnOffset);
    try {
      binding.checkSyntax(code, filename);
    } catch (err) {
      // Compile errors are shown whatever displayErrors says.
      explainSyntaxError(err, code, filename);
      throw err;
    }
    this.#code = code;
    this.#filename = filename;
    if (opts.columnOffset > 0 && !code.startsWith('#!')) {
      this.#pad = { line: opts.lineOffset > 0 ? opts.lineOffset : 0, column: opts.columnOffset };
    }
    const magic = magicComments(code);
    this.sourceURL = magic.sourceURL;
    this.sourceMapURL = magic.sourceMapURL;
    if (opts.cachedData !== undefined) this.cachedDataRejected = true;
  }

  runInThisContext(options) {
    const opts = validateRunOptions(options);
    return runIn(undefined, undefined, this.#code, this.#filename, opts.displayErrors,
                 opts.timeout, this.#pad, opts.breakOnSigint);
  }

  runInContext(contextifiedObject, options) {
    const record = contextRecord(contextifiedObject);
    const opts = validateRunOptions(options);
    return runIn(record, contextifiedObject, this.#code, this.#filename, opts.displayErrors,
                 opts.timeout, this.#pad, opts.breakOnSigint);
  }

  runInNewContext(contextObject, options) {
    const context = createContext(contextObject, newContextOptions(options));
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

// runInNewContext's context* options are createContext's options for the new context.
function newContextOptions(options) {
  if (!options) return {};
  const contextOptions = {
    name: options.contextName,
    origin: options.contextOrigin,
    codeGeneration: undefined,
    microtaskMode: options.microtaskMode,
  };
  if (contextOptions.name !== undefined) validateString(contextOptions.name, 'options.contextName');
  if (contextOptions.origin !== undefined) {
    validateString(contextOptions.origin, 'options.contextOrigin');
  }
  if (options.contextCodeGeneration !== undefined) {
    validateObject(options.contextCodeGeneration, 'options.contextCodeGeneration');
    const { strings, wasm } = options.contextCodeGeneration;
    if (strings !== undefined) validateBoolean(strings, 'options.contextCodeGeneration.strings');
    if (wasm !== undefined) validateBoolean(wasm, 'options.contextCodeGeneration.wasm');
    contextOptions.codeGeneration = { strings, wasm };
  }
  if (options.microtaskMode !== undefined) validateString(options.microtaskMode, 'options.microtaskMode');
  return contextOptions;
}

function runInContext(code, contextifiedObject, options) {
  if (typeof options === 'string') options = { filename: options };
  return new Script(code, options).runInContext(contextifiedObject, options);
}

function runInNewContext(code, contextObject, options) {
  if (typeof options === 'string') options = { filename: options };
  return new Script(code, options).runInNewContext(contextObject, options);
}

function runInThisContext(code, options) {
  if (typeof options === 'string') options = { filename: options };
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
  let record;
  if (parsingContext !== undefined) {
    record = typeof parsingContext === 'object' && parsingContext !== null ?
      contexts.get(parsingContext) : undefined;
    if (record === undefined) {
      throw new ERR_INVALID_ARG_TYPE('options.parsingContext', 'Context', parsingContext);
    }
  }
  // The function is written as Node prints it, `function (a, b) {\nbody\n}`; context
  // extensions become `with` scopes around it (sloppy mode, as compileFunction's are).
  const fn = `function (${params.join(', ')}) {\n${code}\n}`;
  if (contextExtensions.length === 0) {
    try {
      registerSource(filename, `(${fn})`);
      return runIn(record, parsingContext, `(${fn})`, filename);
    } catch (err) {
      explainBodySyntaxError(err, code, filename);
      throw err;
    }
  }
  let head = '';
  let tail = '';
  contextExtensions.forEach((_, i) => {
    head += `with (arguments[${i}]) { `;
    tail += ' }';
  });
  const wrapped = `(function () { ${head}return ${fn}${tail} })`;
  registerSource(filename, wrapped);
  const outer = runIn(record, parsingContext, wrapped, filename);
  return Reflect.apply(outer, undefined, contextExtensions);
}

let measureWarned = false;
function measureMemory(options = {}) {
  // Node warns before it looks at the arguments.
  if (!measureWarned) {
    measureWarned = true;
    process.emitWarning('vm.measureMemory is an experimental feature and might change at any time',
      'ExperimentalWarning');
  }
  validateObject(options, 'options');
  const { mode = 'summary', execution = 'default' } = options;
  validateOneOf(mode, 'options.mode', ['summary', 'detailed']);
  validateOneOf(execution, 'options.execution', ['default', 'eager']);
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
