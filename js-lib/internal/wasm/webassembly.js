'use strict';
// internal/wasm/webassembly: the `WebAssembly` global — Module, Instance, Memory, Table,
// Global, CompileError/LinkError/RuntimeError, validate/compile/instantiate and their
// streaming forms — over internalBinding('wasm') (runtime/src/bindings/wasm, the wasmi
// interpreter). This file owns the JS API's argument checks, import resolution and V8's
// messages; the binding owns compilation, execution and memory.
//
// Not here (absent, as a program can test): Tag, Exception and JSTag (exception handling),
// Suspending/promising (JSPI), shared memories (threads), Memory#toResizableBuffer.

const binding = internalBinding('wasm');

const ObjectDefineProperty = Object.defineProperty;

// The native handle behind each API object, and the API object of each exported handle
// (so that an instance's exported memory is one object however often it is read).
const handles = new WeakMap();
const wrappers = new WeakMap();

function handleOf(obj, Class) {
  const h = obj !== null && (typeof obj === 'object' || typeof obj === 'function') ?
    handles.get(obj) : undefined;
  return h !== undefined && h.Class === Class ? h.handle : undefined;
}

// The object `new Class()` returns for a new handle (a subclass's prototype included).
function adopt(newTarget, Class, handle) {
  const self = Reflect.construct(Object, [], newTarget);
  handles.set(self, { Class, handle });
  wrappers.set(handle, self);
  return self;
}

// The handle of the receiver `obj` of a `Class` method, or the TypeError V8 gives.
function receiverHandle(obj, Class, api) {
  const h = handleOf(obj, Class);
  if (h === undefined) throw new TypeError(`${api}: Receiver is not a WebAssembly.${Class.name}`);
  return h;
}

function wrap(Class, handle) {
  let obj = wrappers.get(handle);
  if (obj === undefined) {
    obj = Object.create(Class.prototype);
    handles.set(obj, { Class, handle });
    wrappers.set(handle, obj);
  }
  return obj;
}

// The three error classes: callable without `new`, as the other error constructors, and
// declared under their own names, which stack frames and captureStackTrace go by.
function CompileError(message, options) {
  return makeError(CompileError, new.target, message, options);
}
function LinkError(message, options) {
  return makeError(LinkError, new.target, message, options);
}
function RuntimeError(message, options) {
  return makeError(RuntimeError, new.target, message, options);
}

function makeError(C, newTarget, message, options) {
  const err = Reflect.construct(Error, [message, options], newTarget || C);
  // The stack starts at the caller, not at the constructor.
  Error.captureStackTrace(err, C);
  return err;
}

for (const C of [CompileError, LinkError, RuntimeError]) {
  Object.setPrototypeOf(C, Error);
  C.prototype = Object.create(Error.prototype, {
    constructor: { __proto__: null, value: C, writable: true, configurable: true },
    name: { __proto__: null, value: C.name, writable: true, configurable: true },
    message: { __proto__: null, value: '', writable: true, configurable: true },
  });
  ObjectDefineProperty(C, 'prototype', { __proto__: null, writable: false });
}

// Traps: the stack starts at the exported function the caller called.
binding.setRuntimeError(function trapError(message) {
  const err = new RuntimeError(message);
  Error.captureStackTrace(err, trapError);
  return err;
});

function isBufferSource(x) {
  return ArrayBuffer.isView(x) || x instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer === 'function' && x instanceof SharedArrayBuffer);
}

function requireNew(newTarget, name) {
  if (newTarget === undefined) {
    throw new TypeError(`WebAssembly.${name}(): WebAssembly.${name} must be invoked with 'new'`);
  }
}

// Compiles or throws CompileError under the name of the API call `api`.
function compileBytes(bytes, api) {
  if (!isBufferSource(bytes)) throw new TypeError(`${api}: Argument 0 must be a buffer source`);
  const h = binding.compile(bytes);
  if (typeof h === 'string') throw new CompileError(`${api}: ${h}`);
  // Kept for posting the module to a worker, which compiles it again on its own thread.
  moduleBytes.set(h, copyBytes(bytes));
  return h;
}

const moduleBytes = new WeakMap();

function copyBytes(source) {
  return ArrayBuffer.isView(source) ?
    new Uint8Array(source.buffer, source.byteOffset, source.byteLength).slice() :
    new Uint8Array(source).slice();
}

// Errors thrown by an API call show the caller's frames first, as V8's built-ins do.
function fromCaller(err, api) {
  if (err !== null && typeof err === 'object') Error.captureStackTrace(err, api);
  return err;
}

function Module(bytes) {
  requireNew(new.target, 'Module');
  let h;
  try {
    h = compileBytes(bytes, 'WebAssembly.Module()');
  } catch (e) {
    throw fromCaller(e, Module);
  }
  const self = Reflect.construct(Object, [], new.target);
  handles.set(self, { Class: Module, handle: h });
  return self;
}

function moduleArg(m, api) {
  const h = handleOf(m, Module);
  if (h === undefined) throw new TypeError(`${api}: Argument 0 must be a WebAssembly.Module`);
  return h;
}

function importsOf(h) {
  return binding.moduleImports(h).map((row) => {
    const [module, name, kind, valueType, mutable] = row.split('\0');
    return { module, name, kind, valueType, mutable: mutable === '1' };
  });
}

defineMethods(Module, {
  imports(module) {
    return importsOf(moduleArg(module, 'WebAssembly.Module.imports()'))
      .map(({ module, name, kind }) => ({ module, name, kind }));
  },
  exports(module) {
    return binding.moduleExports(moduleArg(module, 'WebAssembly.Module.exports()'))
      .map((row) => {
        const [name, kind] = row.split('\0');
        return { name, kind };
      });
  },
  customSections(module, sectionName) {
    const h = moduleArg(module, 'WebAssembly.Module.customSections()');
    if (sectionName === undefined) {
      throw new TypeError('WebAssembly.Module.customSections(): Argument 1 is required');
    }
    return binding.customSections(h, `${sectionName}`);
  },
});

function resolveImports(h, importObject, api) {
  const imports = importsOf(h);
  if (importObject !== undefined && (importObject === null || typeof importObject !== 'object')) {
    throw new TypeError(`${api}: Imports argument must be present and must be an object`);
  }
  if (imports.length > 0 && importObject === undefined) {
    throw new TypeError(`${api}: Imports argument must be present and must be an object`);
  }
  const values = [];
  for (let i = 0; i < imports.length; i++) {
    const { module, name, kind, valueType } = imports[i];
    const ns = importObject[module];
    if (ns === null || (typeof ns !== 'object' && typeof ns !== 'function')) {
      throw new TypeError(`${api}: Import #${i} "${module}": module is not an object or function`);
    }
    const v = ns[name];
    const where = `${api}: Import #${i} "${module}" "${name}"`;
    switch (kind) {
      case 'function':
        if (typeof v !== 'function') throw new LinkError(`${where}: function import requires a callable`);
        values.push(v);
        break;
      case 'memory': {
        const m = handleOf(v, Memory);
        if (m === undefined) {
          throw new LinkError(`${where}: memory import must be a WebAssembly.Memory object`);
        }
        values.push(m);
        break;
      }
      case 'table': {
        const t = handleOf(v, Table);
        if (t === undefined) throw new LinkError(`${where}: table import requires a WebAssembly.Table`);
        values.push(t);
        break;
      }
      default: {
        const g = handleOf(v, Global);
        if (g !== undefined) {
          values.push(g);
        } else if (valueType === 'i64' ? typeof v === 'bigint' : typeof v === 'number') {
          values.push(v);
        } else if (valueType === 'externref' || valueType === 'anyfunc') {
          values.push(v);
        } else if (valueType === 'i64') {
          throw new LinkError(`${where}: global import must be a BigInt value`);
        } else {
          throw new LinkError(
            `${where}: global import must be a number, valid Wasm reference, or WebAssembly.Global object`);
        }
      }
    }
  }
  return values;
}

function instantiateModule(h, importObject, api) {
  const values = resolveImports(h, importObject, api);
  const [status, result] = binding.instantiate(h, values);
  if (status === 1) throw new LinkError(`${api}: ${result}`);
  const exports = { __proto__: null };
  for (let i = 0; i < result.length; i += 3) {
    const name = result[i];
    const kind = result[i + 1];
    const value = result[i + 2];
    let exported;
    if (kind === 'function') exported = value;
    else if (kind === 'memory') exported = wrap(Memory, value);
    else if (kind === 'table') exported = wrap(Table, value);
    else exported = wrap(Global, value);
    ObjectDefineProperty(exports, name, {
      __proto__: null, value: exported, enumerable: true, writable: false, configurable: false,
    });
  }
  return Object.freeze(exports);
}

const instanceExports = new WeakMap();

function Instance(module, importObject) {
  requireNew(new.target, 'Instance');
  const h = handleOf(module, Module);
  if (h === undefined) {
    throw new TypeError('WebAssembly.Instance(): Argument 0 must be a WebAssembly.Module');
  }
  let exports;
  try {
    exports = instantiateModule(h, importObject, 'WebAssembly.Instance()');
  } catch (e) {
    // Exceptions of JS imports and traps keep their own frames.
    if (e instanceof LinkError || (e instanceof TypeError && `${e.message}`.startsWith('WebAssembly.'))) {
      throw fromCaller(e, Instance);
    }
    throw e;
  }
  const self = Reflect.construct(Object, [], new.target);
  handles.set(self, { Class: Instance, handle: h });
  instanceExports.set(self, exports);
  return self;
}

defineAccessor(Instance.prototype, 'exports', function() {
  const e = instanceExports.get(this);
  if (e === undefined) throw new TypeError('Receiver is not a WebAssembly.Instance');
  return e;
});

// V8's reading of a descriptor's size property: `initial` (or `minimum`), `maximum`.
function sizeProperty(desc, names, api, upper, required) {
  let value;
  let used;
  for (const name of names) {
    const v = desc[name];
    if (v !== undefined) {
      if (used !== undefined) {
        throw new TypeError(`${api}: The properties '${used}' and '${name}' are not allowed at the same time`);
      }
      value = v;
      used = name;
    }
  }
  const name = used ?? names[0];
  if (value === undefined) {
    if (required) throw new TypeError(`${api}: Property '${name}' is required`);
    return undefined;
  }
  const n = Number(value);
  if (Number.isNaN(n) || n === Infinity || n === -Infinity) {
    throw new TypeError(`${api}: Property '${name}' must be convertible to a valid number`);
  }
  const i = Math.trunc(n);
  if (i < 0) throw new TypeError(`${api}: Property '${name}' must be non-negative`);
  if (i > upper) {
    throw new RangeError(`${api}: Property '${name}': value ${i} is above the upper bound ${upper}`);
  }
  return i;
}

function Memory(descriptor) {
  requireNew(new.target, 'Memory');
  const api = 'WebAssembly.Memory()';
  if (descriptor === null || typeof descriptor !== 'object') {
    throw new TypeError(`${api}: Argument 0 must be a memory descriptor`);
  }
  const initial = sizeProperty(descriptor, ['initial', 'minimum'], api, 65536, true);
  const maximum = sizeProperty(descriptor, ['maximum'], api, 65536, false);
  if (maximum !== undefined && maximum < initial) {
    throw new RangeError(`${api}: Property 'maximum': value ${maximum} is below the lower bound ${initial}`);
  }
  if (descriptor.shared) {
    const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');
    throw new ERR_METHOD_NOT_IMPLEMENTED('WebAssembly.Memory({ shared: true })');
  }
  const h = binding.memoryNew(initial, maximum);
  if (typeof h === 'string') throw new RangeError(h);
  return adopt(new.target, Memory, h);
}

function memoryOf(obj, api) {
  return receiverHandle(obj, Memory, api);
}

function toDelta(v, api) {
  const n = Number(v);
  if (Number.isNaN(n) || n === Infinity || n === -Infinity || n < 0) {
    throw new TypeError(`${api}: Argument 0 must be convertible to a valid number`);
  }
  return Math.trunc(n);
}

defineMethods(Memory.prototype, {
  grow(delta) {
    const api = 'WebAssembly.Memory.grow()';
    const h = memoryOf(this, api);
    const d = toDelta(delta, api);
    const old = d > 65536 ? -1 : binding.memoryGrow(h, d);
    if (old === -1) throw new RangeError(`${api}: Maximum memory size exceeded`);
    return old;
  },
  toFixedLengthBuffer() {
    return binding.memoryBuffer(memoryOf(this, 'WebAssembly.Memory.toFixedLengthBuffer()'));
  },
});
defineAccessor(Memory.prototype, 'buffer', function() {
  return binding.memoryBuffer(memoryOf(this, 'WebAssembly.Memory.buffer'));
});

const tableTypes = { __proto__: null, anyfunc: 'anyfunc', funcref: 'anyfunc', externref: 'externref' };
const tableMeta = new WeakMap();

function Table(descriptor, value) {
  requireNew(new.target, 'Table');
  const api = 'WebAssembly.Table()';
  if (descriptor === null || typeof descriptor !== 'object') {
    throw new TypeError(`${api}: Argument 0 must be a table descriptor`);
  }
  const element = tableTypes[`${descriptor.element}`];
  if (element === undefined) {
    throw new TypeError(`${api}: Descriptor property 'element' must be a WebAssembly reference type`);
  }
  const initial = sizeProperty(descriptor, ['initial', 'minimum'], api, 10000000, true);
  const maximum = sizeProperty(descriptor, ['maximum'], api, 4294967295, false);
  if (maximum !== undefined && maximum < initial) {
    throw new RangeError(`${api}: Property 'maximum': value ${maximum} is below the lower bound ${initial}`);
  }
  checkElement(element, value, `${api}: Argument 1 is invalid for table`);
  const h = binding.tableNew(element, initial, maximum, value);
  if (typeof h === 'string') throw new RangeError(`${api}: ${h}`);
  return adopt(new.target, Table, h);
}

function checkElement(element, value, where) {
  if (element === 'anyfunc' && value !== undefined && value !== null &&
      !(typeof value === 'function' && isWasmFunction(value))) {
    throw new TypeError(
      `${where}: function-typed object must be null (if nullable) or a Wasm function object`);
  }
}

function isWasmFunction(f) {
  return binding.isExportedFunction(f);
}

function tableOf(obj, api) {
  return receiverHandle(obj, Table, api);
}

function toIndex(v, api) {
  const n = Number(v);
  if (Number.isNaN(n) || n === Infinity || n === -Infinity || n < 0 || n > 4294967295) {
    throw new TypeError(`${api}: Argument 0 must be convertible to a valid number`);
  }
  return Math.trunc(n);
}

defineMethods(Table.prototype, {
  grow(delta, value) {
    const api = 'WebAssembly.Table.grow()';
    const h = tableOf(this, api);
    const d = toIndex(delta, api);
    const old = binding.tableGrow(h, d, value);
    if (old === -1) throw new RangeError(`${api}: failed to grow table by ${d}`);
    return old;
  },
  set(index, value) {
    const api = 'WebAssembly.Table.set()';
    const h = tableOf(this, api);
    const i = slotIndex(h, index, api);
    if (typeName(h) === 'funcref') checkElement('anyfunc', value, `${api}: Argument 1 is invalid for table`);
    binding.tableSet(h, i, value);
  },
  get(index) {
    const api = 'WebAssembly.Table.get()';
    const h = tableOf(this, api);
    const i = slotIndex(h, index, api);
    return binding.tableGet(h, i);
  },
});
defineAccessor(Table.prototype, 'length', function() {
  return binding.tableLength(tableOf(this, 'WebAssembly.Table.length'));
});

// A table index within the table's length, or V8's RangeError.
function slotIndex(h, index, api) {
  const i = toIndex(index, api);
  const length = binding.tableLength(h);
  if (i >= length) {
    throw new RangeError(`${api}: invalid address ${i} in ${typeName(h)} table of size ${length}`);
  }
  return i;
}

function typeName(h) {
  let t = tableMeta.get(h);
  if (t === undefined) {
    t = binding.tableType(h);
    tableMeta.set(h, t);
  }
  return t;
}

const globalTypes = {
  __proto__: null, i32: 'i32', i64: 'i64', f32: 'f32', f64: 'f64',
  anyfunc: 'anyfunc', funcref: 'anyfunc', externref: 'externref',
};

function Global(descriptor, value) {
  requireNew(new.target, 'Global');
  const api = 'WebAssembly.Global()';
  if (descriptor === null || typeof descriptor !== 'object') {
    throw new TypeError(`${api}: Argument 0 must be a global descriptor`);
  }
  const mutable = !!descriptor.mutable;
  const type = globalTypes[`${descriptor.value}`];
  if (type === undefined) {
    throw new TypeError(`${api}: Descriptor property 'value' must be a WebAssembly type`);
  }
  if (type === 'anyfunc') checkElement(type, value, `${api}: The value of anyfunc globals`);
  const h = binding.globalNew(type, mutable, value);
  return adopt(new.target, Global, h);
}

function globalOf(obj, api) {
  return receiverHandle(obj, Global, api);
}

defineMethods(Global.prototype, {
  valueOf() {
    return binding.globalGet(globalOf(this, 'WebAssembly.Global.valueOf()'));
  },
});
defineAccessor(Global.prototype, 'value', function() {
  return binding.globalGet(globalOf(this, 'get WebAssembly.Global.value'));
}, function(v) {
  const h = globalOf(this, 'set WebAssembly.Global.value');
  if (arguments.length === 0) {
    throw new TypeError('set WebAssembly.Global.value: Argument 0 is required');
  }
  const [type, mutable] = binding.globalType(h).split('\0');
  if (mutable !== '1') {
    throw new TypeError("set WebAssembly.Global.value): Can't set the value of an immutable global.");
  }
  if (type === 'anyfunc') checkElement(type, v, 'set WebAssembly.Global.value');
  binding.globalSet(h, v);
});

function validate(bytes) {
  if (!isBufferSource(bytes)) {
    throw new TypeError('WebAssembly.validate(): Argument 0 must be a buffer source');
  }
  return binding.validate(bytes);
}

// V8 compiles off the main thread and settles in a later task; compilation here is
// synchronous, and the settling waits for the check phase so that the order against
// other callbacks stays V8's.
function settleLater(fn) {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        resolve(fn());
      } catch (e) {
        reject(e);
      }
    });
  });
}

function compile(bytes) {
  if (!isBufferSource(bytes)) {
    return Promise.reject(
      new TypeError('WebAssembly.compile(): Argument 0 must be a buffer source'));
  }
  // The bytes are read now: later writes to the buffer do not change the module.
  const copy = copyBytes(bytes);
  return settleLater(() => {
    const h = compileBytes(copy, 'WebAssembly.compile()');
    const m = Object.create(Module.prototype);
    handles.set(m, { Class: Module, handle: h });
    return m;
  });
}

function newInstance(h, importObject, api) {
  const exports = instantiateModule(h, importObject, api);
  const instance = Object.create(Instance.prototype);
  handles.set(instance, { Class: Instance, handle: h });
  instanceExports.set(instance, exports);
  return instance;
}

function instantiate(source, importObject) {
  const api = 'WebAssembly.instantiate()';
  try {
    const moduleHandle = handleOf(source, Module);
    if (moduleHandle !== undefined) {
      // Instantiation happens in a later job, as in V8; imports are read then.
      return Promise.resolve().then(() => newInstance(moduleHandle, importObject, api));
    }
    if (!isBufferSource(source)) {
      throw new TypeError(`${api}: Argument 0 must be a buffer source or a WebAssembly.Module object`);
    }
    const copy = copyBytes(source);
    return settleLater(() => {
      const h = compileBytes(copy, api);
      const module = Object.create(Module.prototype);
      handles.set(module, { Class: Module, handle: h });
      return { module, instance: newInstance(h, importObject, api) };
    });
  } catch (e) {
    return Promise.reject(e);
  }
}

// compileStreaming/instantiateStreaming: a Response (or a promise of one) whose body is
// the module, served as exactly application/wasm; Node's checks and errors.
async function responseBytes(source) {
  const response = await source;
  const { Response } = require('internal/fetch_body');
  const { codes } = require('internal/errors');
  if (!(response instanceof Response)) {
    throw new codes.ERR_INVALID_ARG_TYPE(
      'source', ['Response', 'Promise resolving to Response'], response);
  }
  const type = response.headers.get('Content-Type');
  if (type !== 'application/wasm') {
    throw new codes.ERR_WEBASSEMBLY_RESPONSE(`has unsupported MIME type '${type}'`);
  }
  if (!response.ok) {
    throw new codes.ERR_WEBASSEMBLY_RESPONSE(`has status code ${response.status}`);
  }
  if (response.bodyUsed) {
    throw new codes.ERR_WEBASSEMBLY_RESPONSE('body has already been used');
  }
  return new Uint8Array(await response.arrayBuffer());
}

function compileStreaming(source) {
  return compileResponse(source);
}

async function compileResponse(source) {
  const bytes = await responseBytes(source);
  const h = compileBytes(bytes, 'WebAssembly.compileStreaming()');
  const m = Object.create(Module.prototype);
  handles.set(m, { Class: Module, handle: h });
  return m;
}

function instantiateStreaming(source, importObject) {
  return instantiateResponse(source, importObject);
}

async function instantiateResponse(source, importObject) {
  const bytes = await responseBytes(source);
  const h = compileBytes(bytes, 'WebAssembly.instantiateStreaming()');
  const module = Object.create(Module.prototype);
  handles.set(module, { Class: Module, handle: h });
  return { module, instance: newInstance(h, importObject, 'WebAssembly.instantiateStreaming()') };
}

function defineMethods(target, methods) {
  for (const name of Object.keys(methods)) {
    ObjectDefineProperty(target, name, {
      __proto__: null, value: methods[name], writable: true, enumerable: false, configurable: true,
    });
  }
}

function defineAccessor(target, name, get, set) {
  ObjectDefineProperty(get, 'name', { __proto__: null, value: `get ${name}` });
  if (set) ObjectDefineProperty(set, 'name', { __proto__: null, value: `set ${name}` });
  ObjectDefineProperty(target, name, {
    __proto__: null, get, set, enumerable: true, configurable: true,
  });
}

for (const [C, tag] of [[Module, 'Module'], [Instance, 'Instance'], [Memory, 'Memory'],
  [Table, 'Table'], [Global, 'Global']]) {
  ObjectDefineProperty(C.prototype, Symbol.toStringTag, {
    __proto__: null, value: `WebAssembly.${tag}`, configurable: true,
  });
  ObjectDefineProperty(C, 'prototype', { __proto__: null, writable: false });
}

for (const [f, length] of [[Module, 1], [Instance, 1], [Memory, 1], [Table, 1], [Global, 1],
  [compile, 1], [validate, 1], [instantiate, 1], [compileStreaming, 1],
  [instantiateStreaming, 1]]) {
  ObjectDefineProperty(f, 'length', { __proto__: null, value: length });
}

// As in V8, the functions are enumerable and the classes are not.
const WebAssembly = {
  compile, validate, instantiate, compileStreaming, instantiateStreaming,
};
defineMethods(WebAssembly, {
  Module, Instance, Table, Memory, Global, CompileError, LinkError, RuntimeError,
});
ObjectDefineProperty(WebAssembly, Symbol.toStringTag, {
  __proto__: null, value: 'WebAssembly', configurable: true,
});

// A vm context's namespace: the same classes, and with code generation refused
// (`codeGeneration: { wasm: false }`) compiling fails as V8 fails it.
function forContext(codegen) {
  if (codegen) return Object.create(WebAssembly, {});
  const refuse = (api) => new CompileError(`${api}: Wasm code generation disallowed by embedder`);
  const ns = Object.create(WebAssembly);
  function ModuleRefused(bytes) {
    requireNew(new.target, 'Module');
    throw fromCaller(refuse('WebAssembly.Module()'), ModuleRefused);
  }
  ModuleRefused.prototype = Module.prototype;
  defineMethods(ns, {
    Module: ModuleRefused,
    compile: () => Promise.reject(refuse('WebAssembly.compile()')),
    instantiate(source, importObject) {
      if (handleOf(source, Module) !== undefined) return instantiate(source, importObject);
      return Promise.reject(refuse('WebAssembly.instantiate()'));
    },
    compileStreaming: () => Promise.reject(refuse('WebAssembly.compileStreaming()')),
    instantiateStreaming: () => Promise.reject(refuse('WebAssembly.instantiateStreaming()')),
  });
  return ns;
}

ObjectDefineProperty(WebAssembly, 'forContext', { __proto__: null, value: forContext });

// For postMessage (internal/worker/wire): a module travels as its bytes.
function isModule(v) {
  return handleOf(v, Module) !== undefined;
}
function moduleToBytes(m) {
  return moduleBytes.get(handleOf(m, Module));
}
function moduleFromBytes(bytes) {
  const m = Object.create(Module.prototype);
  handles.set(m, { Class: Module, handle: compileBytes(bytes, 'WebAssembly.Module()') });
  return m;
}
for (const [name, value] of [['isModule', isModule], ['moduleToBytes', moduleToBytes],
  ['moduleFromBytes', moduleFromBytes]]) {
  ObjectDefineProperty(WebAssembly, name, { __proto__: null, value });
}

module.exports = WebAssembly;
