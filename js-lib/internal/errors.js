'use strict';
// internal/errors: the error vocabulary shared by minirt's built-ins.
// Owns: the `codes` table (one class per ERR_* code, all made by one factory), SystemError
// and its ERR_FS_CP_* / ERR_SYSTEM_ERROR family, AbortError, the libuv-style system error
// builders (uvException, UVException, ErrnoException, ExceptionWithHostPort, ...), the
// errno lookups (uvErrmapGet, getSystemErrorName/Map/Message), aggregateTwoErrors,
// genericNodeError, hideStackFrames and the "Received ..." describers used by messages.
// Message texts, classes, own-property order and stack headers match Node 26.10, because
// user code and tests compare them verbatim.
// The errno table itself belongs to the native side: internalBinding('uv') provides
// getErrorMap() -> Map<negative errno, [code, description]> and errname(errno) -> code.

const kIsNodeError = Symbol('kIsNodeError');
// Set by events on an unhandled 'error' Error: returns its stack plus the emit site.
const kEnhanceStackBeforeInspector = Symbol('kEnhanceStackBeforeInspector');
const kNodejsInspect = Symbol.for('nodejs.util.inspect.custom');

// ---------------------------------------------------------------------------------------
// Lazy collaborators. Loaded on first use so that requiring this module stays cheap and so
// that inspect (which itself throws our errors) can require us without a cycle at load time.

let inspectModule;
function inspectLib() {
  if (inspectModule === undefined) {
    let m = null;
    try { m = require('internal/util/inspect'); } catch { m = null; }
    if (m === null || typeof m.inspect !== 'function') m = require('util');
    inspectModule = m;
  }
  return inspectModule;
}
function inspect(value, options) {
  return inspectLib().inspect(value, options);
}
function utilFormat(args) {
  const lib = inspectLib();
  if (typeof lib.format === 'function') return lib.format(...args);
  return require('util').format(...args);
}

let uvBinding;
let uvMap;
function uv() {
  if (uvBinding === undefined) uvBinding = internalBinding('uv');
  return uvBinding;
}
function errorMap() {
  if (uvMap === undefined) uvMap = uv().getErrorMap();
  return uvMap;
}

// ---------------------------------------------------------------------------------------
// Stack handling. Like V8, `stack` is built on first read: the frames are fixed when the
// error object is created, and the first line shows the name, code and message at the time
// of that first read (`${name} [${code}]: ${message}` for Node errors, i.e. those with
// kIsNodeError, otherwise Error.prototype.toString's form). Building it eagerly would also
// be costly on Boa, where formatting a stack takes about a millisecond.
// reserveStack() runs straight after super(): it makes `stack` the first own property (V8's
// order) as an accessor that materialises the text once. Leading frames from this module
// and from the validators are dropped, as Node's hideStackFrames does.

const kFrameMark = '\n    at ';
const engineStackDescriptors = new WeakMap();

function isOwnFrame(line) {
  return line.includes('internal/errors') || line.includes('internal/validators');
}

// The frame lines ("    at ...") of an engine stack string, minus our own leading frames.
function framesOf(stack) {
  if (typeof stack !== 'string') return '';
  let start;
  if (stack.startsWith('    at ')) {
    start = 0;
  } else {
    start = stack.indexOf(kFrameMark);
    if (start === -1) return '';
    start += 1;
  }
  let end = stack.length;
  while (end > start && (stack.charCodeAt(end - 1) === 10 || stack.charCodeAt(end - 1) === 13)) end--;
  while (start < end) {
    let nl = stack.indexOf('\n', start);
    if (nl === -1 || nl > end) nl = end;
    if (!isOwnFrame(stack.slice(start, nl))) break;
    start = nl + 1;
  }
  return start < end ? stack.slice(start, end) : '';
}

// The engine's own stack text for `err`: V8 keeps an own accessor (saved by reserveStack),
// Boa serves it from Error.prototype.
function engineStack(err) {
  const own = engineStackDescriptors.get(err);
  if (own !== undefined) return own.get !== undefined ? own.get.call(err) : own.value;
  for (let p = Object.getPrototypeOf(err); p !== null; p = Object.getPrototypeOf(p)) {
    const d = Object.getOwnPropertyDescriptor(p, 'stack');
    if (d !== undefined) return d.get !== undefined ? d.get.call(err) : d.value;
  }
  return undefined;
}

function defineHidden(obj, key, value) {
  Object.defineProperty(obj, key, {
    __proto__: null, value, writable: true, enumerable: false, configurable: true,
  });
}

function stackHeader(err) {
  let name;
  let message;
  let code;
  try {
    name = err.name;
    message = err.message;
    if (kIsNodeError in err) {
      code = err.code;
      return `${name} [${code}]: ${message}`;
    }
  } catch {
    // A throwing accessor must not make reading `stack` throw.
  }
  return plainHeader(name, message);
}

function materializeStack() {
  let frames = '';
  try { frames = framesOf(engineStack(this)); } catch { frames = ''; }
  const header = stackHeader(this);
  const value = frames === '' ? header : `${header}\n${frames}`;
  defineHidden(this, 'stack', value);
  return value;
}

function replaceStack(value) {
  defineHidden(this, 'stack', value);
}

function reserveStack(err) {
  const own = Object.getOwnPropertyDescriptor(err, 'stack');
  if (own !== undefined) engineStackDescriptors.set(err, own);
  Object.defineProperty(err, 'stack', {
    __proto__: null, get: materializeStack, set: replaceStack, enumerable: false, configurable: true,
  });
}

// Error.prototype.toString semantics, used for plain (non-Node) headers.
function plainHeader(name, message) {
  if (name === undefined) name = 'Error';
  else name = `${name}`;
  if (message === undefined) message = '';
  else message = `${message}`;
  if (name === '') return message;
  if (message === '') return name;
  return `${name}: ${message}`;
}

// A plain error whose own properties start [stack, message], like V8's `new Base(message)`.
function newPlainError(Base, message) {
  const err = new Base();
  reserveStack(err);
  defineHidden(err, 'message', message);
  return err;
}

// ---------------------------------------------------------------------------------------
// Message helpers (exported: other built-ins build messages with them too).

// "A", "A or B", "A, B, or C" (with `word` instead of "or").
function formatList(items, word = 'and') {
  const n = items.length;
  if (n === 0) return '';
  if (n === 1) return `${items[0]}`;
  if (n === 2) return `${items[0]} ${word} ${items[1]}`;
  return `${items.slice(0, n - 1).join(', ')}, ${word} ${items[n - 1]}`;
}

// Groups digits of an integer string in threes with '_' ("-1_000_000").
function addNumericalSeparator(digits) {
  const neg = digits[0] === '-' ? 1 : 0;
  let i = digits.length;
  let tail = '';
  while (i - neg > 3) {
    tail = `_${digits.slice(i - 3, i)}${tail}`;
    i -= 3;
  }
  return digits.slice(0, i) + tail;
}

// The "Received ..." description of a value in type errors.
function determineSpecificType(value) {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  switch (typeof value) {
    case 'string': {
      let s = value.length > 28 ? `${value.slice(0, 25)}...` : value;
      s = s.includes("'") ? JSON.stringify(s) : `'${s}'`;
      return `type string (${s})`;
    }
    case 'number': {
      let text;
      if (value === 0) text = 1 / value < 0 ? '-0' : '0';
      else text = `${value}`;
      return `type number (${text})`;
    }
    case 'boolean':
      return `type boolean (${value})`;
    case 'bigint':
      return `type bigint (${value}n)`;
    case 'symbol':
      return `type symbol (${String(value)})`;
    case 'function':
      return `function ${value.name}`;
    case 'object': {
      // Read `constructor` and its name once each: either may be a user accessor.
      const ctor = value.constructor;
      const name = ctor == null ? undefined : ctor.name;
      if (typeof name === 'string' && name !== '') return `an instance of ${name}`;
      return inspect(value, { depth: -1 });
    }
    default: {
      let text = inspect(value, { colors: false });
      if (text.length > 28) text = `${text.slice(0, 25)}...`;
      return `type ${typeof value} (${text})`;
    }
  }
}

function inspectWithNoCustomRetry(value, options) {
  try {
    return inspect(value, options);
  } catch {
    return inspect(value, { ...options, customInspect: false });
  }
}

// Type words that ERR_INVALID_ARG_TYPE prints in lower case ("of type string").
const kTypeWords = new Set(['string', 'function', 'number', 'object', 'Function', 'Object',
  'boolean', 'bigint', 'symbol']);
const kClassName = /^[A-Z][a-zA-Z0-9]*$/;
// Expected-type strings come from a small fixed vocabulary; remembering their class-name test
// avoids a (slow, on Boa) regular expression per error.
const classNameCache = new Map();
function isClassName(entry) {
  let yes = classNameCache.get(entry);
  if (yes === undefined) {
    yes = kClassName.test(entry);
    if (classNameCache.size < 256) classNameCache.set(entry, yes);
  }
  return yes;
}

function describeExpected(expected) {
  const list = Array.isArray(expected) ? expected : [expected];
  const types = [];
  const classes = [];
  const others = [];
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    internalAssert(typeof entry === 'string', 'All expected entries have to be of type string');
    if (kTypeWords.has(entry)) types.push(entry.toLowerCase());
    else if (isClassName(entry)) classes.push(entry);
    else others.push(entry);
  }
  // With classes present, plain "object" reads better as the class "Object" at the end.
  if (classes.length > 0) {
    const at = types.indexOf('object');
    if (at !== -1) {
      types.splice(at, 1);
      classes.push('Object');
    }
  }
  const parts = [];
  if (types.length > 0) {
    parts.push(`${types.length > 1 ? 'one of type' : 'of type'} ${formatList(types, 'or')}`);
  }
  if (classes.length > 0) parts.push(`an instance of ${formatList(classes, 'or')}`);
  if (others.length > 1) {
    parts.push(`one of ${formatList(others, 'or')}`);
  } else if (others.length === 1) {
    const only = others[0];
    parts.push(only.toLowerCase() !== only ? `an ${only}` : `${only}`);
  }
  return parts.join(' or ');
}

// Node checks its own use of some templates; a failed check is ERR_INTERNAL_ASSERTION.
function internalAssert(ok, message) {
  if (!ok) throw new codes.ERR_INTERNAL_ASSERTION(message);
}

function argumentNoun(name) {
  return name.includes('.') ? 'property' : 'argument';
}

function inspectTrimmed(value) {
  const text = inspect(value);
  return text.length > 128 ? `${text.slice(0, 128)}...` : text;
}

// ---------------------------------------------------------------------------------------
// The ERR_* factory.

const templates = new Map();   // code -> string template or message function
const codes = {};

function countPlaceholders(template) {
  const m = template.match(/%[dfijoOs]/g);
  return m === null ? 0 : m.length;
}

// Whether a string template uses only %s placeholders (then string arguments can be spliced
// in directly instead of going through util.format). Computed once per code: regular
// expressions are slow on Boa.
function onlyStringPlaceholders(template) {
  return typeof template === 'string' && !/%[dfijoO%]/.test(template);
}

function renderTemplate(template, args, self, plainS) {
  if (typeof template === 'function') return template.apply(self, args);
  if (args.length === 0) return template;
  if (plainS) {
    let simple = true;
    for (let i = 0; i < args.length; i++) {
      if (typeof args[i] !== 'string') { simple = false; break; }
    }
    if (simple) {
      let out = '';
      let from = 0;
      for (let i = 0; i < args.length; i++) {
        const at = template.indexOf('%s', from);
        out += template.slice(from, at) + args[i];
        from = at + 2;
      }
      return out + template.slice(from);
    }
  }
  return utilFormat([template, ...args]);
}

function makeNodeErrorClass(Base, code) {
  const template = templates.get(code);
  // Node's own-property order differs by template kind: a plain string template gives
  // [stack, message, code]; a message function gives [stack, code, <props it sets>, message].
  const fromFunction = typeof template === 'function';
  // Like Node, a wrong argument count is an internal bug: a message function needs at least
  // its declared parameters (defaults do not count), a string template exactly one
  // argument per placeholder.
  const required = fromFunction ? template.length : countPlaceholders(template);
  const plainS = onlyStringPlaceholders(template);
  class NodeError extends Base {
    constructor(...args) {
      if (fromFunction ? args.length < required : args.length !== required) {
        throw new codes.ERR_INTERNAL_ASSERTION(`Code: ${code}; The provided arguments length ` +
          `(${args.length}) does not match the required ones (${required}).`);
      }
      super();
      reserveStack(this);
      let message;
      if (fromFunction) {
        this.code = code;
        message = template.apply(this, args);
        defineHidden(this, 'message', message);
      } else {
        message = renderTemplate(template, args, this, plainS);
        defineHidden(this, 'message', message);
        this.code = code;
      }
    }

    // Some web-platform tests expect `err.constructor` to be the base class.
    get ['constructor']() {
      return Base;
    }

    get [kIsNodeError]() {
      return true;
    }

    toString() {
      return `${this.name} [${code}]: ${this.message}`;
    }
  }
  return NodeError;
}

function makeSystemErrorClass(code) {
  return class NodeError extends SystemError {
    constructor(context) {
      super(code, context);
    }
  };
}

function buildCodeClass(code, Base, altBases) {
  const Cls = Base === SystemError ? makeSystemErrorClass(code) : makeNodeErrorClass(Base, code);
  // Node exposes a stack-trimming twin; stacks are trimmed anyway here, so it is an alias.
  Cls.HideStackFramesError = Cls;
  for (let i = 0; i < altBases.length; i++) {
    const Alt = altBases[i];
    const AltCls = makeNodeErrorClass(Alt, code);
    AltCls.HideStackFramesError = AltCls;
    Cls[Alt.name] = AltCls;
  }
  return Cls;
}

// Registers a code. Classes are built on first access: most programs touch a handful of
// codes, and building ~170 classes up front is measurable on a slow engine. The accessor
// stays an accessor for good: turning it into a data property after first use trips a
// Boa 0.22 inline-cache bug (the cached getter slot then calls the class without `new`).
const builtClasses = new Map();
function E(code, template, Base, ...altBases) {
  templates.set(code, template);
  Object.defineProperty(codes, code, {
    __proto__: null,
    enumerable: true,
    configurable: true,
    get() {
      let Cls = builtClasses.get(code);
      if (Cls === undefined) {
        Cls = buildCodeClass(code, Base, altBases);
        builtClasses.set(code, Cls);
      }
      return Cls;
    },
    set(value) {
      builtClasses.set(code, value);
    },
  });
}

function getMessage(code, args, self) {
  const template = templates.get(code);
  return renderTemplate(template, args, self, onlyStringPlaceholders(template));
}

// ---------------------------------------------------------------------------------------
// SystemError: a Node error wrapping a libuv-style context {code, message, syscall, errno,
// path?, dest?}; errno/syscall/path/dest are live views onto that context.

let BufferCtor;
function lazyBuffer() {
  if (BufferCtor === undefined) BufferCtor = require('buffer').Buffer;
  return BufferCtor;
}

class SystemError extends Error {
  constructor(key, context) {
    super();
    reserveStack(this);
    const prefix = getMessage(key, [], this);
    let message = `${prefix}: ${context.syscall} returned ${context.code} (${context.message})`;
    if (context.path !== undefined) message += ` ${context.path}`;
    if (context.dest !== undefined) message += ` => ${context.dest}`;
    this.code = key;
    Object.defineProperties(this, {
      [kIsNodeError]: {
        __proto__: null, value: true, enumerable: false, writable: false, configurable: true,
      },
      name: {
        __proto__: null, value: 'SystemError', enumerable: false, writable: true, configurable: true,
      },
      message: {
        __proto__: null, value: message, enumerable: false, writable: true, configurable: true,
      },
      info: {
        __proto__: null, value: context, enumerable: true, configurable: true, writable: false,
      },
      errno: {
        __proto__: null,
        get() { return context.errno; },
        set: (value) => { context.errno = value; },
        enumerable: true,
        configurable: true,
      },
      syscall: {
        __proto__: null,
        get() { return context.syscall; },
        set: (value) => { context.syscall = value; },
        enumerable: true,
        configurable: true,
      },
    });
    if (context.path !== undefined) {
      Object.defineProperty(this, 'path', {
        __proto__: null,
        get() { return context.path != null ? context.path.toString() : context.path; },
        set: (value) => {
          context.path = value ? lazyBuffer().from(value.toString()) : undefined;
        },
        enumerable: true,
        configurable: true,
      });
    }
    if (context.dest !== undefined) {
      Object.defineProperty(this, 'dest', {
        __proto__: null,
        get() { return context.dest != null ? context.dest.toString() : context.dest; },
        set: (value) => {
          context.dest = value ? lazyBuffer().from(value.toString()) : undefined;
        },
        enumerable: true,
        configurable: true,
      });
    }
  }

  toString() {
    return `${this.name} [${this.code}]: ${this.message}`;
  }

  [kNodejsInspect](recurseTimes, ctx) {
    return inspect(this, { ...ctx, getters: true, customInspect: false });
  }
}

// ---------------------------------------------------------------------------------------
// System errors from errno values (negative, libuv style).

const kUnmapped = ['UNKNOWN', 'unknown error'];

function uvErrmapGet(errno) {
  return errorMap().get(errno);
}

function uvErrName(errno) {
  const b = uv();
  if (typeof b.errname === 'function') return b.errname(errno);
  const entry = errorMap().get(errno);
  return entry === undefined ? `Unknown system error ${errno}` : entry[0];
}

// Builds the error that a failing native fs call produces: a plain Error with message
// "CODE: description, syscall 'path' -> 'dest'" and own properties in the order
// [stack, message, errno, code, syscall, path?, dest?] (what Node's C++ side produces).
// ctx: {errno (negative), syscall, path?, dest?, message? (replaces the description),
// code? (overrides the looked-up code)}; other ctx keys are copied after those.
function uvException(ctx) {
  const errno = ctx.errno;
  const entry = errorMap().get(errno);
  let code;
  let description;
  if (entry !== undefined) {
    code = entry[0];
    description = entry[1];
  } else {
    code = description = `Unknown system error ${errno}`;
  }
  if (ctx.code !== undefined) code = ctx.code;
  let message = `${code}: ${ctx.message || description}, ${ctx.syscall}`;
  let path;
  let dest;
  // An empty path still shows ('' quoted), as fs.openSync('') reports it.
  if (ctx.path !== undefined && ctx.path !== null) {
    path = ctx.path.toString();
    message += ` '${path}'`;
  }
  if (ctx.dest !== undefined && ctx.dest !== null) {
    dest = ctx.dest.toString();
    message += ` -> '${dest}'`;
  }
  const err = newPlainError(Error, message);
  err.errno = errno;
  err.code = code;
  err.syscall = ctx.syscall;
  if (path !== undefined) err.path = path;
  if (dest !== undefined) err.dest = dest;
  const keys = Object.keys(ctx);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (k === 'errno' || k === 'code' || k === 'syscall' || k === 'path' || k === 'dest' ||
        k === 'message') continue;
    err[k] = ctx[k];
  }
  return err;
}

// Node's JS-side constructor for the same error. It copies the context keys in their own
// order and sets `code` afterwards, so `Object.keys` is [errno, syscall, code, path?, dest?]
// for the usual context (this is what fs.writeSync-loop errors look like in Node 26).
class UVException extends Error {
  constructor(ctx) {
    const entry = errorMap().get(ctx.errno) || kUnmapped;
    const code = entry[0];
    let message = `${code}: ${ctx.message || entry[1]}, ${ctx.syscall}`;
    let path;
    let dest;
    if (ctx.path) {
      path = ctx.path.toString();
      message += ` '${path}'`;
    }
    if (ctx.dest) {
      dest = ctx.dest.toString();
      message += ` -> '${dest}'`;
    }
    super();
    reserveStack(this);
    defineHidden(this, 'message', message);
    const keys = Object.keys(ctx);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (k === 'message' || k === 'path' || k === 'dest') continue;
      this[k] = ctx[k];
    }
    this.code = code;
    if (path) this.path = path;
    if (dest) this.dest = dest;
  }

  get ['constructor']() {
    return Error;
  }
}

class UVExceptionWithHostPort extends Error {
  constructor(errno, syscall, address, port) {
    const entry = errorMap().get(errno) || kUnmapped;
    const code = entry[0];
    let details = '';
    if (port && port > 0) details = ` ${address}:${port}`;
    else if (address) details = ` ${address}`;
    const message = `${syscall} ${code}: ${entry[1]}${details}`;
    super();
    reserveStack(this);
    defineHidden(this, 'message', message);
    this.code = code;
    this.errno = errno;
    this.syscall = syscall;
    this.address = address;
    if (port) this.port = port;
  }

  get ['constructor']() {
    return Error;
  }
}

function isPermissionModelError(err) {
  return typeof err !== 'number' && err && err.code && err.code === 'ERR_ACCESS_DENIED';
}

class ErrnoException extends Error {
  constructor(errno, syscall, original) {
    const code = getSystemErrorName(errno);
    const message = original ? `${syscall} ${code} ${original}` : `${syscall} ${code}`;
    super();
    reserveStack(this);
    defineHidden(this, 'message', message);
    this.errno = errno;
    this.code = code;
    this.syscall = syscall;
  }

  get ['constructor']() {
    return Error;
  }
}

class ExceptionWithHostPort extends Error {
  constructor(errno, syscall, address, port, additional) {
    let code;
    let details = '';
    if (isPermissionModelError(errno)) {
      code = errno.code;
      details = ` ${errno.message}`;
    } else {
      code = getSystemErrorName(errno);
      if (port && port > 0) details = ` ${address}:${port}`;
      else if (address) details = ` ${address}`;
      if (additional) details += ` - Local (${additional})`;
    }
    const message = `${syscall} ${code}${details}`;
    super();
    reserveStack(this);
    defineHidden(this, 'message', message);
    this.errno = errno;
    this.code = code;
    this.syscall = syscall;
    this.address = address;
    if (port) this.port = port;
  }

  get ['constructor']() {
    return Error;
  }
}

class DNSException extends Error {
  constructor(code, syscall, hostname) {
    let errno;
    if (typeof code === 'number') {
      errno = code;
      const b = uv();
      if (code === b.UV_EAI_NODATA || code === b.UV_EAI_NONAME) code = 'ENOTFOUND';
      else code = uvErrName(code);
    } else if (isPermissionModelError(code)) {
      code = code.code;
    }
    const message = `${syscall} ${code}${hostname ? ` ${hostname}` : ''}`;
    super();
    reserveStack(this);
    defineHidden(this, 'message', message);
    this.errno = errno;
    this.code = code;
    this.syscall = syscall;
    if (hostname) this.hostname = hostname;
  }

  get ['constructor']() {
    return Error;
  }
}

class ConnResetException extends Error {
  constructor(message) {
    super();
    reserveStack(this);
    if (message !== undefined) defineHidden(this, 'message', `${message}`);
    this.code = 'ECONNRESET';
  }

  get ['constructor']() {
    return Error;
  }
}

function errnoException(errno, syscall, original) {
  return new ErrnoException(errno, syscall, original);
}
function exceptionWithHostPort(errno, syscall, address, port, additional) {
  return new ExceptionWithHostPort(errno, syscall, address, port, additional);
}

function checkNegativeErrno(errno) {
  if (typeof errno !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('err', 'number', errno);
  if (errno >= 0 || !Number.isSafeInteger(errno)) {
    throw new codes.ERR_OUT_OF_RANGE('err', 'a negative integer', errno);
  }
}

function getSystemErrorName(errno) {
  checkNegativeErrno(errno);
  const entry = errorMap().get(errno);
  return entry === undefined ? `Unknown system error ${errno}` : entry[0];
}

function getSystemErrorMessage(errno) {
  checkNegativeErrno(errno);
  const entry = errorMap().get(errno);
  if (entry !== undefined) return entry[1];
  // Node hands the number to C++ as an int, which saturates below INT32_MIN.
  return `Unknown system error ${errno < -2147483648 ? -2147483648 : errno}`;
}

function getSystemErrorMap() {
  return new Map(errorMap());
}

// ---------------------------------------------------------------------------------------
// Misc exported helpers.

class AbortError extends Error {
  constructor(message = 'The operation was aborted', options = undefined) {
    if (options !== undefined && typeof options !== 'object') {
      throw new codes.ERR_INVALID_ARG_TYPE('options', 'Object', options);
    }
    super();
    reserveStack(this);
    if (message !== undefined) defineHidden(this, 'message', `${message}`);
    if (options !== null && options !== undefined && 'cause' in options) {
      defineHidden(this, 'cause', options.cause);
    }
    this.code = 'ABORT_ERR';
    this.name = 'AbortError';
  }
}

// When both errors exist and differ, report both: the outer one first, inside an
// AggregateError carrying the outer message and code (or appended to an existing one).
function aggregateTwoErrors(innerError, outerError) {
  if (innerError && outerError && innerError !== outerError) {
    if (Array.isArray(outerError.errors)) {
      outerError.errors.push(innerError);
      return outerError;
    }
    const err = new AggregateError([], undefined);
    // Rebuild own properties in V8's order: [stack, message, errors].
    delete err.errors;
    reserveStack(err);
    const message = outerError.message;
    if (message !== undefined) defineHidden(err, 'message', `${message}`);
    defineHidden(err, 'errors', [outerError, innerError]);
    err.code = outerError.code;
    return err;
  }
  return innerError || outerError;
}

class NodeAggregateError extends AggregateError {
  constructor(errors, message) {
    super([], undefined);
    delete this.errors;
    reserveStack(this);
    if (message !== undefined) defineHidden(this, 'message', `${message}`);
    defineHidden(this, 'errors', [...errors]);
    this.code = errors[0] === undefined || errors[0] === null ? undefined : errors[0].code;
  }

  get [kIsNodeError]() {
    return true;
  }

  get ['constructor']() {
    return AggregateError;
  }
}

function genericNodeError(message, errorProperties) {
  const err = new Error();
  reserveStack(err);
  defineHidden(err, 'message', message);
  Object.assign(err, errorProperties);
  // The header reflects a `name` passed in the properties, as V8's lazy stack would.
  return err;
}

// Node wraps `fn` to re-capture stacks without internal frames. Stacks here are trimmed at
// construction instead, so the function is returned as is (keeping Node's
// `withoutStackTrace` escape hatch available).
function hideStackFrames(fn) {
  fn.withoutStackTrace = fn;
  return fn;
}

function isErrorStackTraceLimitWritable() {
  return true;
}

// Node learns V8's overflow name and message by overflowing once. Boa's recursion limit is
// an uncatchable engine error (docs/ENGINE.md), so probing would end the process; compare
// with V8's wording instead, which is what a caught overflow reads as on Node.
function isStackOverflowError(err) {
  if (!err) return false;
  return err.name === 'RangeError' && err.message === 'Maximum call stack size exceeded';
}

// ---------------------------------------------------------------------------------------
// The code table. Keep alphabetical.

E('ERR_ACCESS_DENIED', function(message, permission = '', resource = '') {
  this.permission = permission;
  this.resource = resource;
  return message;
}, Error);
E('ERR_AMBIGUOUS_ARGUMENT', 'The "%s" argument is ambiguous. %s', TypeError);
E('ERR_ARG_NOT_ITERABLE', '%s must be iterable', TypeError);
E('ERR_ASSERTION', '%s', Error);
E('ERR_ASYNC_CALLBACK', '%s must be a function', TypeError);
E('ERR_ASYNC_TYPE', 'Invalid name for async "type": %s', TypeError);
E('ERR_BROTLI_INVALID_PARAM', '%s is not a valid Brotli parameter', RangeError);
E('ERR_BUFFER_OUT_OF_BOUNDS', (name = undefined) => (name ?
  `"${name}" is outside of buffer bounds` :
  'Attempt to access memory outside buffer bounds'), RangeError);
E('ERR_BUFFER_TOO_LARGE', 'Cannot create a Buffer larger than %s bytes', RangeError);
E('ERR_CHILD_CLOSED_BEFORE_REPLY', 'Child closed before reply received', Error);
E('ERR_CHILD_PROCESS_IPC_REQUIRED',
  "Forked processes must have an IPC channel, missing value 'ipc' in %s", Error);
E('ERR_CHILD_PROCESS_STDIO_MAXBUFFER', '%s maxBuffer length exceeded', RangeError);
E('ERR_CONSOLE_WRITABLE_STREAM', 'Console expects a writable stream instance for %s',
  TypeError);
E('ERR_CONSTRUCT_CALL_REQUIRED', 'Class constructor %s cannot be invoked without `new`',
  TypeError);
E('ERR_CONTEXT_NOT_INITIALIZED', 'context used is not initialized', Error);
E('ERR_CRYPTO_ECDH_INVALID_FORMAT', 'Invalid ECDH format: %s', TypeError);
E('ERR_CRYPTO_FIPS_FORCED', 'Cannot set FIPS mode, it was forced with --force-fips at startup.', Error);
E('ERR_CRYPTO_FIPS_UNAVAILABLE', 'Cannot set FIPS mode in a non-FIPS build.', Error);
E('ERR_CRYPTO_CUSTOM_ENGINE_NOT_SUPPORTED', 'Custom engines not supported by this OpenSSL', Error);
E('ERR_CRYPTO_HASH_FINALIZED', 'Digest already called', Error);
E('ERR_CRYPTO_HASH_UPDATE_FAILED', 'Hash update failed', Error);
E('ERR_CRYPTO_INCOMPATIBLE_KEY', 'Incompatible %s: %s', Error);
E('ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS', 'The selected key encoding %s %s.', Error);
E('ERR_CRYPTO_INVALID_DIGEST', 'Invalid digest: %s', TypeError);
E('ERR_CRYPTO_INVALID_JWK', 'Invalid JWK data', TypeError);
E('ERR_CRYPTO_JWK_UNSUPPORTED_CURVE', 'Unsupported JWK EC curve: %s.', Error);
E('ERR_CRYPTO_JWK_UNSUPPORTED_KEY_TYPE', 'Unsupported JWK Key Type.', Error);
E('ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE', 'Invalid key object type %s, expected %s.', TypeError);
E('ERR_CRYPTO_INVALID_STATE', 'Invalid state for operation %s', Error);
E('ERR_CRYPTO_PBKDF2_ERROR', 'PBKDF2 error', Error);
E('ERR_CRYPTO_SCRYPT_NOT_SUPPORTED', 'Scrypt algorithm not supported', Error);
E('ERR_CRYPTO_SIGN_KEY_REQUIRED', 'No key provided to sign', Error);
E('ERR_DIR_CLOSED', 'Directory handle was closed', Error);
E('ERR_DIR_CONCURRENT_OPERATION',
  'Cannot do synchronous work on directory handle with concurrent asynchronous operations',
  Error);
E('ERR_ENCODING_INVALID_ENCODED_DATA', function(encoding, ret) {
  this.errno = ret;
  return `The encoded data was not valid for encoding ${encoding}`;
}, TypeError);
E('ERR_ENCODING_NOT_SUPPORTED', 'The "%s" encoding is not supported', RangeError);
E('ERR_EVAL_ESM_CANNOT_PRINT', '--print cannot be used with ESM input', Error);
E('ERR_EVENT_RECURSION', 'The event "%s" is already being dispatched', Error);
E('ERR_FALSY_VALUE_REJECTION', function(reason) {
  this.reason = reason;
  return 'Promise was rejected with falsy value';
}, Error);
E('ERR_FEATURE_UNAVAILABLE_ON_PLATFORM',
  'The feature %s is unavailable on the current platform, which is being used to run Node.js',
  TypeError);
E('ERR_FS_CP_DIR_TO_NON_DIR', 'Cannot overwrite non-directory with directory', SystemError);
E('ERR_FS_CP_EEXIST', 'Target already exists', SystemError);
E('ERR_FS_CP_EINVAL', 'Invalid src or dest', SystemError);
E('ERR_FS_CP_FIFO_PIPE', 'Cannot copy a FIFO pipe', SystemError);
E('ERR_FS_CP_NON_DIR_TO_DIR', 'Cannot overwrite directory with non-directory', SystemError);
E('ERR_FS_CP_SOCKET', 'Cannot copy a socket file', SystemError);
E('ERR_FS_CP_SYMLINK_TO_SUBDIRECTORY', 'Cannot overwrite symlink in subdirectory of self',
  SystemError);
E('ERR_FS_CP_UNKNOWN', 'Cannot copy an unknown file type', SystemError);
E('ERR_FS_EISDIR', 'Path is a directory', SystemError);
E('ERR_FS_FILE_TOO_LARGE', 'File size (%s) is greater than 2 GiB', RangeError);
E('ERR_FS_WATCH_QUEUE_OVERFLOW', 'fs.watch() queued more than %d events', Error);
E('ERR_HTTP2_INVALID_PACKED_SETTINGS_LENGTH', 'Packed settings length must be a multiple of six', RangeError);
E('ERR_HTTP2_INVALID_SETTING_VALUE', function(name, actual, min = undefined, max = undefined) { this.actual = actual; if (min !== undefined) { this.min = min; this.max = max; } return `Invalid value for setting "${name}": ${actual}`; }, TypeError, RangeError);
E('ERR_HTTP_BODY_NOT_ALLOWED', 'Adding content for this request method or response status is not allowed.', Error);
E('ERR_HTTP_CONTENT_LENGTH_MISMATCH', 'Response body\'s content-length of %s byte(s) does not match the content-length of %s byte(s) set in header', Error);
E('ERR_HTTP_HEADERS_SENT', 'Cannot %s headers after they are sent to the client', Error);
E('ERR_HTTP_INVALID_HEADER_VALUE', 'Invalid value "%s" for header "%s"', TypeError);
E('ERR_HTTP_INVALID_STATUS_CODE', 'Invalid status code: %s', RangeError);
E('ERR_HTTP_REQUEST_TIMEOUT', 'Request timeout', Error);
E('ERR_HTTP_SOCKET_ASSIGNED', 'ServerResponse has an already assigned socket', Error);
E('ERR_HTTP_SOCKET_ENCODING', 'Changing the socket encoding is not allowed per RFC7230 Section 3.', Error);
E('ERR_HTTP_TRAILER_INVALID', 'Trailers are invalid with this transfer encoding', Error);
E('ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor', TypeError);
E('ERR_IMPORT_ATTRIBUTE_MISSING', 'Module "%s" needs an import attribute of "%s: %s"',
  TypeError);
E('ERR_IMPORT_ATTRIBUTE_TYPE_INCOMPATIBLE', 'Module "%s" is not of type "%s"', TypeError);
E('ERR_IMPORT_ATTRIBUTE_UNSUPPORTED', (attribute, value, url = undefined) => {
  const base = `Import attribute "${attribute}" with value "${value}" is not supported`;
  return url === undefined ? base : `${base} in ${url}`;
}, TypeError);
E('ERR_INCOMPATIBLE_OPTION_PAIR', 'Option "%s" cannot be used in combination with option "%s"',
  TypeError);
E('ERR_INSPECTOR_NOT_ACTIVE', 'Inspector is not active', Error);
E('ERR_INSPECTOR_NOT_CONNECTED', 'Session is not connected', Error);
E('ERR_INTERNAL_ASSERTION', (message) => {
  const suffix = 'This is caused by either a bug in Node.js or incorrect usage of Node.js ' +
    'internals.\nPlease open an issue with this stack trace at ' +
    'https://github.com/nodejs/node/issues\n';
  return message === undefined ? suffix : `${message}\n${suffix}`;
}, Error);
E('ERR_INVALID_ADDRESS', 'Invalid socket address', Error);
E('ERR_INVALID_ADDRESS_FAMILY', function(addressType, host, port) {
  this.host = host;
  this.port = port;
  return `Invalid address family: ${addressType} ${host}:${port}`;
}, RangeError);
E('ERR_INVALID_ARG_TYPE', (name, expected, actual) => {
  internalAssert(typeof name === 'string', "'name' must be a string");
  const subject = name.endsWith(' argument') ? name : `"${name}" ${argumentNoun(name)}`;
  return `The ${subject} must be ${describeExpected(expected)}. ` +
    `Received ${determineSpecificType(actual)}`;
}, TypeError);
E('ERR_INVALID_ARG_VALUE', (name, value, reason = 'is invalid') =>
  `The ${argumentNoun(name)} '${name}' ${reason}. Received ${inspectTrimmed(value)}`,
TypeError, RangeError);
E('ERR_INVALID_ASYNC_ID', 'Invalid %s value: %s', RangeError);
E('ERR_INVALID_BUFFER_SIZE', 'Buffer size must be a multiple of %s', RangeError);
E('ERR_INVALID_CHAR', (name, field = undefined) => (field === undefined ?
  `Invalid character in ${name}` : `Invalid character in ${name} ["${field}"]`), TypeError);
E('ERR_INVALID_CURSOR_POS', 'Cannot set cursor row without setting its column', TypeError);
E('ERR_INVALID_FD', '"fd" must be a positive integer: %s', RangeError);
E('ERR_INVALID_FD_TYPE', 'Unsupported fd type: %s', TypeError);
E('ERR_INVALID_FILE_URL_HOST', 'File URL host must be "localhost" or empty on %s', TypeError);
E('ERR_INVALID_FILE_URL_PATH', function(reason, input) {
  this.input = input;
  return `File URL path ${reason}`;
}, TypeError);
E('ERR_INVALID_HANDLE_TYPE', 'This handle type cannot be sent', TypeError);
E('ERR_INVALID_HTTP_TOKEN', '%s must be a valid HTTP token ["%s"]', TypeError);
E('ERR_INVALID_IP_ADDRESS', 'Invalid IP address: %s', TypeError);
E('ERR_INVALID_MIME_SYNTAX', (production, str, invalidIndex) =>
  `The MIME syntax for a ${production} in "${str}" is invalid` +
  (invalidIndex !== -1 ? ` at ${invalidIndex}` : ''), TypeError);
E('ERR_INVALID_MODULE_SPECIFIER', (request, reason, base = undefined) =>
  `Invalid module "${request}" ${reason}${base ? ` imported from ${base}` : ''}`, TypeError);
E('ERR_INVALID_PACKAGE_CONFIG', (path, base, message) =>
  `Invalid package config ${path}${base ? ` while importing ${base}` : ''}` +
  `${message ? `. ${message}` : ''}`, Error);
E('ERR_INVALID_PACKAGE_TARGET', (pkgPath, key, target, isImport = false, base = undefined) => {
  const relError = typeof target === 'string' && !isImport && target.length > 0 &&
    !target.startsWith('./');
  const from = base ? ` imported from ${base}` : '';
  const hint = relError ? '; targets must start with "./"' : '';
  if (key === '.') {
    return `Invalid "exports" main target ${JSON.stringify(target)} defined in the package ` +
      `config ${pkgPath}package.json${from}${hint}`;
  }
  return `Invalid "${isImport ? 'imports' : 'exports'}" target ${JSON.stringify(target)} ` +
    `defined for '${key}' in the package config ${pkgPath}package.json${from}${hint}`;
}, Error);
E('ERR_INVALID_PROTOCOL', 'Protocol "%s" not supported. Expected "%s"', TypeError);
E('ERR_INVALID_REPL_EVAL_CONFIG', 'Cannot specify both "breakEvalOnSigint" and "eval" for REPL', TypeError);
E('ERR_INVALID_REPL_INPUT', '%s', TypeError);
E('ERR_INVALID_RETURN_PROPERTY', (input, name, prop, value) =>
  `Expected a valid ${input} to be returned for the "${prop}" from the "${name}" hook but ` +
  `got ${determineSpecificType(value)}.`, TypeError);
E('ERR_INVALID_RETURN_PROPERTY_VALUE', (input, name, prop, value) =>
  `Expected ${input} to be returned for the "${prop}" from the "${name}" hook but got ` +
  `${determineSpecificType(value)}.`, TypeError);
E('ERR_INVALID_RETURN_VALUE', (input, name, value) =>
  `Expected ${input} to be returned from the "${name}" function but got ` +
  `${determineSpecificType(value)}.`, TypeError, RangeError);
E('ERR_INVALID_STATE', 'Invalid state: %s', Error, TypeError, RangeError);
E('ERR_LOADER_CHAIN_INCOMPLETE', '"%s" did not call the next hook in its chain and did not' +
  ' explicitly signal a short circuit. If this is intentional, include' +
  ' `shortCircuit: true` in the hook\'s return.', Error);
E('ERR_INVALID_SYNC_FORK_INPUT',
  'Asynchronous forks do not support Buffer, TypedArray, DataView or string input: %s',
  TypeError);
E('ERR_INVALID_THIS', 'Value of "this" must be of type %s', TypeError);
E('ERR_INVALID_TUPLE', '%s must be an iterable %s tuple', TypeError);
E('ERR_INVALID_TYPESCRIPT_SYNTAX', '%s', SyntaxError);
E('ERR_INVALID_URI', 'URI malformed', URIError);
E('ERR_INVALID_URL', function(input, base = null) {
  this.input = input;
  if (base != null) this.base = base;
  // The URL itself stays out of the message on purpose (it may hold credentials).
  return 'Invalid URL';
}, TypeError);
E('ERR_INVALID_URL_SCHEME', (expected) => {
  const list = typeof expected === 'string' ? [expected] : expected;
  internalAssert(list.length <= 2);
  return list.length === 2 ?
    `The URL must be one of scheme ${list[0]} or ${list[1]}` :
    `The URL must be of scheme ${list[0]}`;
}, TypeError);
E('ERR_IP_BLOCKED', (ip) => `IP(${ip}) is blocked by net.BlockList`, Error);
E('ERR_IPC_CHANNEL_CLOSED', 'Channel closed', Error);
E('ERR_IPC_DISCONNECTED', 'IPC channel is already disconnected', Error);
E('ERR_IPC_ONE_PIPE', 'Child process can have only one IPC pipe', Error);
E('ERR_IPC_SYNC_FORK', 'IPC cannot be used with synchronous forks', Error);
E('ERR_METHOD_NOT_IMPLEMENTED', 'The %s method is not implemented', Error);
E('ERR_MISSING_ARGS', (...names) => {
  internalAssert(names.length > 0, 'At least one arg needs to be specified');
  const quote = (n) => `"${n}"`;
  const shown = names.map((n) => (Array.isArray(n) ? n.map(quote).join(' or ') : quote(n)));
  return `The ${formatList(shown)} argument${names.length > 1 ? 's' : ''} must be specified`;
}, TypeError);
E('ERR_MISSING_OPTION', '%s is required', TypeError);
E('ERR_MODULE_LINK_MISMATCH', '%s', TypeError);
E('ERR_MODULE_NOT_FOUND', function(path, base, exactUrl) {
  if (exactUrl) {
    Object.defineProperty(this, 'url', {
      __proto__: null, value: `${exactUrl}`, writable: true, enumerable: true, configurable: true,
    });
  }
  return `Cannot find ${exactUrl ? 'module' : 'package'} '${path}' imported from ${base}`;
}, Error);
E('ERR_MULTIPLE_CALLBACK', 'Callback called multiple times', Error);
E('ERR_NOT_IN_SINGLE_EXECUTABLE_APPLICATION', 'Operation cannot be invoked when not in a single-executable application', Error);
E('ERR_NO_CRYPTO', 'Node.js is not compiled with OpenSSL crypto support', Error);
E('ERR_NO_ICU', '%s is not supported on Node.js compiled without ICU', TypeError);
E('ERR_NOT_BUILDING_SNAPSHOT', 'Operation cannot be invoked when not building startup snapshot', Error);
E('ERR_OPERATION_FAILED', 'Operation failed: %s', Error, TypeError);
E('ERR_OUT_OF_RANGE', (str, range, input, replaceDefaultBoolean = false) => {
  internalAssert(range, 'Missing "range" argument');
  let received;
  if (Number.isInteger(input) && Math.abs(input) > 2 ** 32) {
    received = addNumericalSeparator(String(input));
  } else if (typeof input === 'bigint') {
    received = String(input);
    if (input > 2n ** 32n || input < -(2n ** 32n)) received = addNumericalSeparator(received);
    received += 'n';
  } else {
    received = inspect(input);
  }
  const head = replaceDefaultBoolean ? str : `The value of "${str}" is out of range.`;
  return `${head} It must be ${range}. Received ${received}`;
}, RangeError);
E('ERR_PACKAGE_IMPORT_NOT_DEFINED', (specifier, packagePath, base) =>
  `Package import specifier "${specifier}" is not defined` +
  `${packagePath ? ` in package ${packagePath}package.json` : ''} imported from ${base}`,
TypeError);
E('ERR_PACKAGE_PATH_NOT_EXPORTED', (pkgPath, subpath, base = undefined) => {
  const from = base ? ` imported from ${base}` : '';
  if (subpath === '.') return `No "exports" main defined in ${pkgPath}package.json${from}`;
  return `Package subpath '${subpath}' is not defined by "exports" in ` +
    `${pkgPath}package.json${from}`;
}, Error);
E('ERR_PARSE_ARGS_INVALID_OPTION_VALUE', '%s', TypeError);
E('ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL',
  "Unexpected argument '%s'. This command does not take positional arguments", TypeError);
E('ERR_PARSE_ARGS_UNKNOWN_OPTION', (option, allowPositionals) => {
  const hint = allowPositionals ?
    ". To specify a positional argument starting with a '-', place it at the end of the " +
    `command after '--', as in '-- ${JSON.stringify(option)}` : '';
  return `Unknown option '${option}'${hint}`;
}, TypeError);
E('ERR_PERFORMANCE_INVALID_TIMESTAMP', '%d is not a valid timestamp', TypeError);
E('ERR_PERFORMANCE_MEASURE_INVALID_OPTIONS', '%s', TypeError);
// (The require stack for `parent` and the top-level-await locations that Node appends are
// not reproduced.)
E('ERR_REQUIRE_ASYNC_MODULE', function(filename, parent, locations) {
  let message = 'require() cannot be used on an ESM graph with top-level await. Use ' +
    'import() instead. To see where the top-level await comes from, use ' +
    '--experimental-print-required-tla.';
  if (filename) message += `\nRequired module: ${filename}`;
  return message;
}, Error);
E('ERR_REQUIRE_CYCLE_MODULE', '%s', Error);
E('ERR_REQUIRE_ESM', function(filename, hasEsmSyntax, parentPath = null, packageJsonPath = null) {
  let msg = `require() of ES Module ${filename}${parentPath ? ` from ${parentPath}` : ''} ` +
    'not supported.';
  if (!packageJsonPath) {
    if (filename.endsWith('.mjs')) {
      msg += `\nInstead change the require of ${filename} to a dynamic import() which is ` +
        'available in all CommonJS modules.';
    }
    return msg;
  }
  const path = require('path');
  const basename = parentPath && path.basename(filename) === path.basename(parentPath) ?
    filename : path.basename(filename);
  if (hasEsmSyntax) {
    return `${msg}\nInstead change the require of ${basename} in ${parentPath} to a dynamic ` +
      'import() which is available in all CommonJS modules.';
  }
  return `${msg}\n${basename} is treated as an ES module file as it is a .js file whose ` +
    'nearest parent package.json contains "type": "module" which declares all .js files in ' +
    `that package scope as ES modules.\nInstead either rename ${basename} to end in .cjs, ` +
    'change the requiring code to use dynamic import() which is available in all CommonJS ' +
    'modules, or change "type": "module" to "type": "commonjs" in ' +
    `${packageJsonPath} to treat all .js files as CommonJS (using .mjs for all ES modules ` +
    'instead).\n';
}, Error);
E('ERR_SCRIPT_EXECUTION_INTERRUPTED', 'Script execution was interrupted by `SIGINT`', Error);
E('ERR_SCRIPT_EXECUTION_TIMEOUT', 'Script execution timed out after %sms', Error);
E('ERR_SERVER_ALREADY_LISTEN', 'Listen method has been called more than once without closing.', Error);
E('ERR_SERVER_NOT_RUNNING', 'Server is not running.', Error);
E('ERR_SOCKET_ALREADY_BOUND', 'Socket is already bound', Error);
E('ERR_SOCKET_BAD_BUFFER_SIZE', 'Buffer size must be a positive integer', TypeError);
E('ERR_SOCKET_BAD_PORT', (name, port, allowZero = true) => {
  internalAssert(typeof allowZero === 'boolean',
    "The 'allowZero' argument must be of type boolean.");
  return `${name} should be ${allowZero ? '>=' : '>'} 0 and < 65536. ` +
    `Received ${determineSpecificType(port)}.`;
}, RangeError);
E('ERR_SOCKET_BAD_TYPE', 'Bad socket type specified. Valid types are: udp4, udp6', TypeError);
E('ERR_SOCKET_BUFFER_SIZE', 'Could not get or set buffer size', SystemError);
E('ERR_SOCKET_CLOSED', 'Socket is closed', Error);
E('ERR_SOCKET_CLOSED_BEFORE_CONNECTION', 'Socket closed before the connection was established', Error);
E('ERR_SOCKET_CONNECTION_TIMEOUT', 'Socket connection timeout', Error);
E('ERR_SOCKET_DGRAM_IS_CONNECTED', 'Already connected', Error);
E('ERR_SOCKET_DGRAM_NOT_CONNECTED', 'Not connected', Error);
E('ERR_SOCKET_DGRAM_NOT_RUNNING', 'Not running', Error);
E('ERR_SOCKET_HANDLE_ADOPTED', 'The bound socket has already been adopted by a server or socket', Error);
E('ERR_STREAM_ALREADY_FINISHED', 'Cannot call %s after a stream was finished', Error);
E('ERR_STREAM_CANNOT_PIPE', 'Cannot pipe, not readable', Error);
E('ERR_STREAM_DESTROYED', 'Cannot call %s after a stream was destroyed', Error);
E('ERR_STREAM_NULL_VALUES', 'May not write null values to stream', TypeError);
E('ERR_STREAM_PREMATURE_CLOSE', 'Premature close', Error);
E('ERR_STREAM_PUSH_AFTER_EOF', 'stream.push() after EOF', Error);
E('ERR_STREAM_UNABLE_TO_PIPE', 'Cannot pipe to a closed or destroyed stream', Error);
E('ERR_STREAM_UNSHIFT_AFTER_END_EVENT', 'stream.unshift() after end event', Error);
E('ERR_STREAM_WRAP', 'Stream has StringDecoder set or is in objectMode', Error);
E('ERR_STREAM_WRITE_AFTER_END', 'write after end', Error);
E('ERR_STRING_TOO_LONG', 'Cannot create a string longer than 0x1fffffe8 characters', Error);
E('ERR_SYNTHETIC', 'JavaScript Callstack', Error);
E('ERR_SYSTEM_ERROR', 'A system error occurred', SystemError);
E('ERR_TEST_FAILURE', function(error, failureType) { let msg = error?.message ?? error; if (typeof msg !== 'string') msg = inspectWithNoCustomRetry(msg); this.failureType = failureType; this.cause = error; return msg; }, Error);
E('ERR_THROTTLED', 'The call was dropped by the throttled function', Error);
E('ERR_TLS_CERT_ALTNAME_INVALID', function(reason, host, cert) { this.reason = reason; this.host = host; this.cert = cert; return `Hostname/IP does not match certificate's altnames: ${reason}`; }, Error);
E('ERR_TLS_HANDSHAKE_TIMEOUT', 'TLS handshake timeout', Error);
E('ERR_TLS_INVALID_CONTEXT', '%s must be a SecureContext', TypeError);
E('ERR_TLS_INVALID_STATE', 'TLS socket connection must be securely established', Error);
E('ERR_TLS_INVALID_PROTOCOL_METHOD', '%s', TypeError);
E('ERR_TLS_INVALID_PROTOCOL_VERSION', '%j is not a valid %s TLS protocol version', TypeError);
E('ERR_TLS_PROTOCOL_VERSION_CONFLICT', 'TLS protocol version %j conflicts with secureProtocol %j', TypeError);
E('ERR_TLS_REQUIRED_SERVER_NAME',
  '"servername" is required parameter for Server.addContext', Error);
E('ERR_TLS_SNI_FROM_SERVER', 'Cannot issue SNI from a TLS server-side socket', Error);
E('ERR_TRACE_EVENTS_CATEGORY_REQUIRED', 'At least one category is required', TypeError);
E('ERR_TRACE_EVENTS_UNAVAILABLE', 'Trace events are unavailable', Error);
E('ERR_TRAILING_JUNK_AFTER_STREAM_END',
  'Trailing junk found after the end of the compressed stream', TypeError);
E('ERR_TTY_INIT_FAILED', 'TTY initialization failed', SystemError);
E('ERR_UNAVAILABLE_DURING_EXIT', 'Cannot call function in process exit handler', Error);
E('ERR_UNCAUGHT_EXCEPTION_CAPTURE_ALREADY_SET',
  '`process.setupUncaughtExceptionCapture()` was called while a capture callback was ' +
  'already active', Error);
E('ERR_UNESCAPED_CHARACTERS', '%s contains unescaped characters', TypeError);
E('ERR_UNHANDLED_ERROR', (err = undefined) => (err === undefined ?
  'Unhandled error.' : `Unhandled error. (${err})`), Error);
E('ERR_UNKNOWN_BUILTIN_MODULE', 'No such built-in module: %s', Error);
E('ERR_UNKNOWN_CREDENTIAL', '%s identifier does not exist: %s', Error);
E('ERR_UNKNOWN_ENCODING', 'Unknown encoding: %s', TypeError);
E('ERR_UNKNOWN_FILE_EXTENSION', 'Unknown file extension "%s" for %s', TypeError);
E('ERR_UNKNOWN_MODULE_FORMAT', 'Unknown module format: %s for URL %s', RangeError);
E('ERR_UNKNOWN_SIGNAL', 'Unknown signal: %s', TypeError);
E('ERR_UNSUPPORTED_DIR_IMPORT', function(path, base, exactUrl) {
  Object.defineProperty(this, 'url', {
    __proto__: null, value: exactUrl, writable: true, enumerable: true, configurable: true,
  });
  return `Directory import '${path}' is not supported resolving ES modules imported from ${base}`;
}, Error);
E('ERR_UNSUPPORTED_ESM_URL_SCHEME', (url, supported) =>
  `Only URLs with a scheme in: ${formatList(supported)} are supported by the default ESM ` +
  `loader. Received protocol '${url.protocol}'`, Error);
E('ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING', 'Stripping types is currently unsupported for files under node_modules, for "%s"', Error);
E('ERR_UNSUPPORTED_RESOLVE_REQUEST',
  'Failed to resolve module specifier "%s" from "%s": Invalid relative URL or base scheme ' +
  'is not hierarchical.', TypeError);
E('ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX', '%s', SyntaxError);
E('ERR_USE_AFTER_CLOSE', '%s was closed', Error);
E('ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING', 'A dynamic import callback was not specified.',
  TypeError);
E('ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG',
  'A dynamic import callback was invoked without --experimental-vm-modules', TypeError);
E('ERR_VM_MODULE_ALREADY_LINKED', 'Module has already been linked', Error);
E('ERR_VM_MODULE_CANNOT_CREATE_CACHED_DATA',
  'Cached data cannot be created for a module which has been evaluated', Error);
E('ERR_VM_MODULE_DIFFERENT_CONTEXT', 'Linked modules must use the same context', Error);
E('ERR_VM_MODULE_LINK_FAILURE', function(message, cause) {
  this.cause = cause;
  return message;
}, Error);
E('ERR_VM_MODULE_NOT_MODULE', 'Provided module is not an instance of Module', Error);
E('ERR_VM_MODULE_STATUS', 'Module status %s', Error);
E('ERR_WEBASSEMBLY_RESPONSE', 'WebAssembly response %s', TypeError);
E('ERR_WORKER_INIT_FAILED', 'Worker initialization failure: %s', Error);
E('ERR_WORKER_INVALID_EXEC_ARGV', (errors, msg = 'invalid execArgv flags') =>
  `Initiated Worker with ${msg}: ${errors.join(', ')}`, Error);
E('ERR_WORKER_MESSAGING_ERRORED',
  'The destination thread threw an error while processing the message', Error);
E('ERR_WORKER_MESSAGING_FAILED', 'Cannot find the destination thread or listener', Error);
E('ERR_WORKER_MESSAGING_SAME_THREAD', 'Cannot sent a message to the same thread', Error);
E('ERR_WORKER_MESSAGING_TIMEOUT', 'Sending a message to another thread timed out', Error);
E('ERR_WORKER_NOT_RUNNING', 'Worker instance not running', Error);
E('ERR_WORKER_PATH', (filename) =>
  'The worker script or module filename must be an absolute path or a relative path ' +
  `starting with './' or '../'.${filename.startsWith('file://') ?
    ' Wrap file:// URLs with `new URL`.' : ''}${filename.startsWith('data:text/javascript') ?
    ' Wrap data: URLs with `new URL`.' : ''} Received "${filename}"`, TypeError);
E('ERR_WORKER_UNSERIALIZABLE_ERROR', 'Serializing an uncaught exception failed', Error);
E('ERR_WORKER_UNSUPPORTED_OPERATION', '%s is not supported in workers', TypeError);
E('ERR_ZLIB_INITIALIZATION_FAILED', 'Initialization failed', Error);
E('ERR_ZSTD_INVALID_PARAM', '%s is not a valid zstd parameter', RangeError);

module.exports = {
  AbortError,
  aggregateTwoErrors,
  NodeAggregateError,
  codes,
  ConnResetException,
  DNSException,
  determineSpecificType,
  E,
  ErrnoException,
  errnoException,
  ExceptionWithHostPort,
  exceptionWithHostPort,
  formatList,
  genericNodeError,
  getMessage,
  getSystemErrorMap,
  getSystemErrorMessage,
  getSystemErrorName,
  hideStackFrames,
  inspectWithNoCustomRetry,
  isErrorStackTraceLimitWritable,
  isStackOverflowError,
  kEnhanceStackBeforeInspector,
  kIsNodeError,
  addNumericalSeparator,
  SystemError,
  uvErrmapGet,
  uvErrName,
  UVException,
  uvException,
  UVExceptionWithHostPort,
};
