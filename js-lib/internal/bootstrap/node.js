// Startup: Error stack headers, the `process` object, the Node globals, and the hooks
// object through which the Rust event loop calls back into JS.
'use strict';

const natives = require('internal/natives');
internalBinding('util').getCallSites = require('internal/errors_stack').getCallSites;
// Built-ins js-lib replaces print as V8's own do (`function Proxy() { [native code] }`):
// markNative(fn, name), and markNativeMembers(object) for its methods and accessors. (The
// engine's helper stays a hidden global, as the other __minirt_ helpers: realm helper
// modules such as internal/engine/explicit_resources have no bindings.)
{
  // A no-op when the binary predates the helper (js-lib run from a directory).
  const markNative = globalThis.__minirt_markNative ?? (() => {});
  const utilBinding = internalBinding('util');
  utilBinding.markNative = markNative;
  // Each function is shown by its own name (`[Symbol.dispose]` is `dispose`, as in V8).
  const shownName = (fn, fallback) =>
    (typeof fn.name === 'string' && fn.name !== '' ? fn.name : fallback);
  utilBinding.markNativeMembers = (object) => {
    for (const key of Reflect.ownKeys(object)) {
      const d = Reflect.getOwnPropertyDescriptor(object, key);
      const name = typeof key === 'symbol' ? `[${key.description}]` : key;
      if (typeof d.value === 'function' && key !== 'constructor') {
        markNative(d.value, shownName(d.value, name));
      }
      if (typeof d.get === 'function') markNative(d.get, shownName(d.get, `get ${name}`));
      if (typeof d.set === 'function') markNative(d.set, shownName(d.set, `set ${name}`));
    }
  };
}
// Engine errors that user code catches get V8's wording (internal/errors_wording).
{
  let fix;
  internalBinding('util').setErrorWordingHook((err) => {
    fix ??= require('internal/errors_wording').fix;
    fix(err);
  });
}

// Boa does not expose a Proxy's target and handler to the host, but util.inspect needs them
// (showProxy, and inspecting a proxy without running its traps). Record them at creation.
{
  const OriginalProxy = Proxy;
  const details = new WeakMap();
  const ProxyRecorder = new OriginalProxy(OriginalProxy, {
    construct(target, args, newTarget) {
      const proxy = Reflect.construct(target, args, newTarget);
      details.set(proxy, [args[0], args[1]]);
      return proxy;
    },
  });
  const originalRevocable = OriginalProxy.revocable;
  Object.defineProperty(OriginalProxy, 'revocable', {
    value: function revocable(target, handler) {
      const r = originalRevocable(target, handler);
      const entry = [target, handler];
      details.set(r.proxy, entry);
      const revoke = r.revoke;
      r.revoke = function () {
        entry[0] = null;
        entry[1] = null;
        revoke();
      };
      utilBinding.markNative(r.revoke, '');
      return r;
    },
    writable: true,
    configurable: true,
  });
  Object.defineProperty(globalThis, 'Proxy', { value: ProxyRecorder, writable: true, configurable: true });
  const utilBinding = internalBinding('util');
  utilBinding.markNative(ProxyRecorder, 'Proxy');
  utilBinding.markNative(OriginalProxy.revocable, 'revocable');
  const nativeProxyDetails = utilBinding.getProxyDetails;
  // Objects V8 builds with interceptors (Web Storage) are proxies here, but must not look
  // like proxies to util.inspect or util.types: they are made unrecorded.
  const interceptors = new WeakSet();
  // The global Proxy itself is this recorder; to programs it is the plain constructor.
  interceptors.add(ProxyRecorder);
  utilBinding.createInterceptorProxy = (target, handler) => {
    const proxy = new OriginalProxy(target, handler);
    interceptors.add(proxy);
    return proxy;
  };
  utilBinding.getProxyDetails = function getProxyDetails(value, showProxy = true) {
    if (interceptors.has(value)) return undefined;
    const d = details.get(value);
    if (d === undefined) return nativeProxyDetails(value, showProxy);
    return showProxy ? [d[0], d[1]] : d[0];
  };
}

// Built-ins V8 has and Boa 0.22 lacks or gets wrong (internal/engine/*), before user code:
// native stubs with V8's names and lengths that load their JS on the first call, so start-up
// compiles none of it.
{
  const { defineLazyMethod, defineLazyGlobal } = internalBinding('util');
  // Boa exposes %TypedArray% as a global; V8 (and so every program's feature test) has none.
  delete globalThis.TypedArray;
  // The setters of Iterator.prototype's `constructor` and @@toStringTag take one argument.
  for (const key of ['constructor', Symbol.toStringTag]) {
    const set = Object.getOwnPropertyDescriptor(Iterator.prototype, key)?.set;
    if (set?.length === 0) Object.defineProperty(set, 'length', { value: 1 });
  }
  const b64 = (group, name) => () => require('internal/engine/uint8_base64_codec')[group][name];
  defineLazyMethod(Uint8Array.prototype, 'toBase64', 0, b64('methods', 'toBase64'));
  defineLazyMethod(Uint8Array.prototype, 'toHex', 0, b64('methods', 'toHex'));
  defineLazyMethod(Uint8Array.prototype, 'setFromBase64', 1, b64('methods', 'setFromBase64'));
  defineLazyMethod(Uint8Array.prototype, 'setFromHex', 1, b64('methods', 'setFromHex'));
  defineLazyMethod(Uint8Array, 'fromBase64', 1, b64('statics', 'fromBase64'));
  defineLazyMethod(Uint8Array, 'fromHex', 1, b64('statics', 'fromHex'));
  defineLazyMethod(Atomics, 'pause', 0, () => require('internal/engine/atomics_pause').pause);
  // Node's global object is tagged (`Object.prototype.toString.call(globalThis)` is
  // `[object global]`).
  Object.defineProperty(globalThis, Symbol.toStringTag, {
    __proto__: null, value: 'global', writable: false, enumerable: false, configurable: true,
  });
  // Boa's BigInt() takes `'1_000'` and words its errors its own way: the global becomes a
  // stub for internal/engine/bigint_convert with the engine's statics and prototype.
  const engineBigInt = BigInt;
  defineLazyMethod(globalThis, 'BigInt', 1, () => {
    const convert = require('internal/engine/bigint_convert');
    convert.setEngine(engineBigInt);
    return convert.BigInt;
  });
  for (const key of ['prototype', 'asUintN', 'asIntN']) {
    Object.defineProperty(globalThis.BigInt, key,
                          Object.getOwnPropertyDescriptor(engineBigInt, key));
  }
  Object.defineProperty(engineBigInt.prototype, 'constructor', { value: globalThis.BigInt });
  const engineDateToString = Date.prototype.toString;
  const dateText = (name) => () => {
    const text = require('internal/engine/date_to_string');
    text.setEngineToString(engineDateToString);
    return text[name];
  };
  const engineObjectSetPrototypeOf = Object.setPrototypeOf;
  const engineReflectSetPrototypeOf = Reflect.setPrototypeOf;
  const protoNames = (name) => () => {
    const names = require('internal/engine/null_proto_names');
    names.setEngineMethods(engineObjectSetPrototypeOf, engineReflectSetPrototypeOf);
    return names[name];
  };
  defineLazyMethod(Object, 'setPrototypeOf', 2, protoNames('setPrototypeOf'));
  defineLazyMethod(Reflect, 'setPrototypeOf', 2, protoNames('reflectSetPrototypeOf'));
  defineLazyMethod(Date.prototype, 'toString', 0, dateText('toString'));
  defineLazyMethod(Date.prototype, 'toTimeString', 0, dateText('toTimeString'));
  const engineGetTimezoneOffset = Date.prototype.getTimezoneOffset;
  defineLazyMethod(Date.prototype, 'getTimezoneOffset', 0, () => {
    const offset = require('internal/engine/date_timezone_offset');
    offset.setEngineMethod(engineGetTimezoneOffset);
    return offset.getTimezoneOffset;
  });
  // The numeric-year, default-locale and space fixes of Intl dates: installed the first time Intl is read or a Date
  // method that formats through it is called (making Boa's Intl objects costs start-up).
  const intl = globalThis.Intl;
  const engineDateMethods = [Date.prototype.toLocaleString, Date.prototype.toLocaleDateString,
                             Date.prototype.toLocaleTimeString];
  let intlFixed = false;
  const fixIntl = () => {
    const year = require('internal/engine/intl_date_year');
    if (!intlFixed) {
      intlFixed = true;
      year.setEngineDateMethods(...engineDateMethods);
      year.install(intl);
    }
    return year;
  };
  defineLazyGlobal('Intl', () => {
    fixIntl();
    return intl;
  }, false);
  defineLazyMethod(Date.prototype, 'toLocaleString', 0,
                   () => fixIntl().replacements.toLocaleString);
  defineLazyMethod(Date.prototype, 'toLocaleDateString', 0,
                   () => fixIntl().replacements.toLocaleDateString);
  defineLazyMethod(Date.prototype, 'toLocaleTimeString', 0,
                   () => fixIntl().replacements.toLocaleTimeString);
  // Boa's Temporal toLocaleString returns toString() (internal/engine/temporal_locale).
  for (const type of ['PlainDate', 'PlainDateTime', 'PlainTime', 'PlainYearMonth', 'PlainMonthDay',
                      'Instant', 'ZonedDateTime']) {
    const proto = globalThis.Temporal?.[type]?.prototype;
    if (proto === undefined) continue;
    const engineToString = proto.toString;
    defineLazyMethod(proto, 'toLocaleString', 0, () => {
      fixIntl();
      return require('internal/engine/temporal_locale').methodFor(type, engineToString);
    });
  }
  // Boa's throws for NaN and ignores currency/percent; js-lib's Intl.NumberFormat formats.
  const numbers = (name) => () => {
    fixIntl();
    return require('internal/engine/intl_number_format')[name];
  };
  // Boa's regexp split runs an exec per position of the text (internal/engine/regexp_split).
  const engineRegExpSplit = RegExp.prototype[Symbol.split];
  const builtinRegExpExec = RegExp.prototype.exec;
  defineLazyMethod(RegExp.prototype, Symbol.split, 2, () => {
    const regexpSplit = require('internal/engine/regexp_split');
    regexpSplit.setEngine(engineRegExpSplit, builtinRegExpExec);
    return regexpSplit.split;
  });
  defineLazyMethod(String.prototype, 'localeCompare', 1, () => {
    fixIntl();
    const compare = require('internal/engine/locale_compare');
    compare.setCollator(intl.Collator);
    return compare.localeCompare;
  });
  // V8's words for a cycle (with its path) and a BigInt (internal/engine/json_stringify).
  const engineJSONStringify = JSON.stringify;
  defineLazyMethod(JSON, 'stringify', 3, () => {
    const json = require('internal/engine/json_stringify');
    json.setEngine(engineJSONStringify);
    return json.stringify;
  });
  defineLazyMethod(Number.prototype, 'toLocaleString', 0, numbers('numberToLocaleString'));
  defineLazyMethod(BigInt.prototype, 'toLocaleString', 0, numbers('bigintToLocaleString'));
}

const process = require('internal/process/object');
globalThis.process = process;

const taskQueues = require('internal/process/task_queues');
const { clearAsyncIdStack, emitPendingDestroys } = require('internal/async_hooks');
const timers = require('internal/timers');
const cjs = require('internal/modules/cjs');

const { defineProperty } = Object;

function defineGlobal(name, value, enumerable = false) {
  defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable });
}

// Lazy globals: native accessors that call the loader on first read (util binding).
const { defineLazyGlobal } = internalBinding('util');

// Node's globals, in the order Node's bootstrap gives them (Object.keys(globalThis) and
// getOwnPropertyNames show it). The enumerable ones are Node's enumerable globals (the
// leaked-globals check of Node's test/common sees only those); everything else the runtime
// adds is non-enumerable.
defineLazyGlobal('console', () => require('console'));
// Set early for the modules loaded above; placed again here, after console.
delete globalThis.process;
defineGlobal('process', process);
defineGlobal('global', globalThis, true);
defineLazyGlobal('Buffer', () => require('buffer').Buffer);
defineGlobal('clearImmediate', timers.clearImmediate, true);
defineGlobal('setImmediate', timers.setImmediate, true);
defineLazyGlobal('URL', () => require('internal/url').URL);
defineLazyGlobal('URLSearchParams', () => require('internal/url').URLSearchParams);
defineLazyGlobal('DOMException', () => require('internal/dom_exception').DOMException);
defineLazyGlobal('QuotaExceededError', () => require('internal/dom_exception').QuotaExceededError);
defineLazyGlobal('AbortController', () => require('internal/abort_controller').AbortController);
defineLazyGlobal('AbortSignal', () => require('internal/abort_controller').AbortSignal);
defineLazyGlobal('Event', () => require('internal/event_target').Event);
defineLazyGlobal('EventTarget', () => require('internal/event_target').EventTarget);
defineLazyGlobal('CustomEvent', () => require('internal/event_target').CustomEvent);
defineLazyGlobal('TextEncoder', () => require('internal/encoding').TextEncoder);
defineLazyGlobal('TextDecoder', () => require('internal/encoding').TextDecoder);
{
  const web = () => require('stream/web');
  for (const name of ['TransformStream', 'TransformStreamDefaultController', 'WritableStream',
    'WritableStreamDefaultController', 'WritableStreamDefaultWriter', 'ReadableStream',
    'ReadableStreamDefaultReader', 'ReadableStreamBYOBReader', 'ReadableStreamBYOBRequest',
    'ReadableByteStreamController', 'ReadableStreamDefaultController',
    'ByteLengthQueuingStrategy', 'CountQueuingStrategy', 'TextEncoderStream',
    'TextDecoderStream', 'CompressionStream', 'DecompressionStream']) {
    defineLazyGlobal(name, () => web()[name]);
  }
}
defineGlobal('clearInterval', timers.clearInterval, true);
defineGlobal('clearTimeout', timers.clearTimeout, true);
defineGlobal('setInterval', timers.setInterval, true);
defineGlobal('setTimeout', timers.setTimeout, true);
defineGlobal('queueMicrotask', taskQueues.queueMicrotask, true);
defineLazyGlobal('structuredClone', () => require('internal/structured_clone').structuredClone, true);
defineLazyGlobal('atob', () => require('buffer').atob, true);
defineLazyGlobal('btoa', () => require('buffer').btoa, true);
defineLazyGlobal('BroadcastChannel', () => require('internal/worker/io').BroadcastChannel);
defineLazyGlobal('MessageChannel', () => require('internal/worker/io').MessageChannel);
defineLazyGlobal('MessagePort', () => require('internal/worker/io').MessagePort);
defineLazyGlobal('Blob', () => require('internal/blob').Blob);
defineLazyGlobal('File', () => require('internal/file').File);
defineLazyGlobal('Performance', () => require('internal/perf').Performance);
defineLazyGlobal('PerformanceEntry', () => require('internal/perf').PerformanceEntry);
defineLazyGlobal('PerformanceMark', () => require('internal/perf').PerformanceMark);
defineLazyGlobal('PerformanceMeasure', () => require('internal/perf').PerformanceMeasure);
defineLazyGlobal('PerformanceObserver', () => require('internal/perf').PerformanceObserver);
defineLazyGlobal('PerformanceObserverEntryList', () => require('internal/perf').PerformanceObserverEntryList);
defineLazyGlobal('PerformanceResourceTiming', () => require('internal/perf').PerformanceResourceTiming);
defineLazyGlobal('performance', () => require('internal/perf').performance, true);
defineLazyGlobal('URLPattern', () => require('internal/url_pattern').URLPattern);
// A data property, as in Node (mock.method(globalThis, 'fetch') needs a value to replace);
// the implementation loads on the first call.
defineGlobal('fetch', function fetch(input, init = undefined) {
  return Reflect.apply(require('internal/fetch').fetch, this, arguments);
}, true);
defineLazyGlobal('FormData', () => require('internal/fetch_formdata').FormData);
defineLazyGlobal('Headers', () => require('internal/fetch_headers').Headers);
defineLazyGlobal('Request', () => require('internal/fetch_body').Request);
defineLazyGlobal('Response', () => require('internal/fetch_body').Response);
defineLazyGlobal('MessageEvent', () => require('internal/http').webClass('MessageEvent'));
// --no-experimental-websocket removes the WebSocket client and its CloseEvent, as in Node.
const webSocket = !natives.execArgv.includes('--no-experimental-websocket');
if (webSocket) defineLazyGlobal('CloseEvent', () => require('internal/http').webClass('CloseEvent'));
defineLazyGlobal('ErrorEvent', () => require('internal/http').webClass('ErrorEvent'));
if (webSocket) defineLazyGlobal('WebSocket', () => require('internal/http').webClass('WebSocket'));
defineLazyGlobal('crypto', () => require('internal/crypto/webcrypto').crypto, true);
defineLazyGlobal('Crypto', () => require('internal/crypto/webcrypto').Crypto);
defineLazyGlobal('CryptoKey', () => require('internal/crypto/keys').CryptoKey);
defineLazyGlobal('SubtleCrypto', () => require('internal/crypto/subtle').SubtleCrypto);
// V8 installs these after Node's first globals; moved here from where the engine put them.
for (const name of ['Temporal', 'SuppressedError', 'DisposableStack', 'AsyncDisposableStack',
  'SharedArrayBuffer']) {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
  if (descriptor === undefined || !descriptor.configurable) continue;
  delete globalThis[name];
  defineProperty(globalThis, name, descriptor);
}
// --expose-gc: V8's gc(), which it installs there.
if (natives.exposeGc) {
  const collectNow = internalBinding('process').gc;
  // Through internal/v8/gc, so that open v8.GCProfiler sessions and watchers see it.
  const { runCollection } = require('internal/v8/gc');
  const collect = () => runCollection(collectNow);
  // V8's gc(): a full collection now; with `{ execution: 'async' }`, in a later task, with a
  // promise that resolves after it.
  const gc = function gc(options) {
    if (options !== null && typeof options === 'object' && options.execution === 'async') {
      return new Promise((resolve) => {
        setImmediate(() => {
          collect();
          resolve();
        });
      });
    }
    collect();
  };
  defineProperty(globalThis, 'gc', { value: gc, writable: true, configurable: false, enumerable: true });
}
defineLazyGlobal('WebAssembly', () => require('internal/wasm/webassembly'));
defineLazyGlobal('Navigator', () => require('internal/navigator').Navigator);
defineLazyGlobal('navigator', () => require('internal/navigator').navigator, true);
// Web Storage, unless --no-experimental-webstorage turns it off as in Node.
const webStorage = !natives.execArgv.includes('--no-experimental-webstorage');
if (webStorage) defineLazyGlobal('Storage', () => require('internal/webstorage').Storage);
// Accessors as in Node: reading makes the store (or warns, for localStorage); writing
// replaces what later reads give. As in Node 26.10, sessionStorage is enumerable and
// localStorage is not.
for (const name of webStorage ? ['localStorage', 'sessionStorage'] : []) {
  const enumerable = name === 'sessionStorage';
  let replaced = false;
  let replacement;
  defineProperty(globalThis, name, {
    __proto__: null,
    enumerable,
    configurable: true,
    get: { [`get ${name}`]() {
      return replaced ? replacement : require('internal/webstorage')[name]();
    } }[`get ${name}`],
    set: { [`set ${name}`](value) {
      replaced = true;
      replacement = value;
    } }[`set ${name}`],
  });
}
if (natives.execArgv.some((a) => a === '--expose-externalize-string' ||
                                 a === '--expose_externalize_string')) {
  const strings = require('internal/engine/externalize_string');
  for (const name of Object.keys(strings)) defineGlobal(name, strings[name], true);
}
if (natives.execArgv.some((a) => a === '--allow-natives-syntax' ||
                                 a === '--allow_natives_syntax')) {
  require('internal/engine/natives_syntax').installNativesHolder();
}

// Whether --test runs the test files in this process (the last --test-isolation says).
function testFilesRunHere() {
  let isolation = 'process';
  for (const a of natives.execArgv) {
    if (a.startsWith('--test-isolation=')) isolation = a.slice(17);
    else if (a.startsWith('--experimental-test-isolation=')) isolation = a.slice(30);
  }
  return isolation === 'none';
}

// `minirt --test [globs...]`: the script arguments are the patterns.
function runTestFiles() {
  const patterns = natives.scriptArgs;
  process.argv = [process.execPath, ...patterns];
  require('internal/test_runner/cli').main(patterns);
}

// Unhandled rejections and uncaught errors are handled by internal/process/promises and
// internal/process/execution, compiled when the first one happens; the end every program
// reaches is here.
function processRejections(list) {
  require('internal/process/promises').processRejections(list);
}

function fatalException(err) {
  require('internal/process/execution').fatalException(err);
}

function exitCode() {
  const code = process.exitCode;
  if (code === undefined || code === null) return 0;
  return require('internal/process/execution').normalizeExitCode(code);
}

function beforeExit() {
  if (process._exiting) return;
  // Destroy events still queued come first, as in Node (no check phase is left to run them).
  emitPendingDestroys();
  process.emit('beforeExit', exitCode());
}

// The loop is empty: 'exit', then the exit code.
let exitEmitted = false;
function emitExit() {
  if (!exitEmitted) {
    exitEmitted = true;
    // Node's code for an entry module left waiting in a top-level await, with its warning
    // (a failure code the program set is kept, without the warning).
    if (cjs.esmEntryStalled() && exitCode() === 0) {
      process.exitCode = 13;
      cjs.warnStalledEsmEntry();
    }
    process._exiting = true;
    process.emit('exit', exitCode());
  }
  return exitCode();
}


// `--env-file F` / `--env-file-if-exists F` (the CLI keeps them in execArgv as given and has
// refused a missing --env-file): each file's variables, in order, later files replacing
// earlier ones, none replacing a variable the process was started with.
function loadEnvFiles() {
  const argv = natives.execArgv;
  let started;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    let file;
    let optional = false;
    if ((a === '--env-file' || a === '--env-file-if-exists') && i + 1 < argv.length) {
      file = argv[++i];
      optional = a === '--env-file-if-exists';
    } else if (a.startsWith('--env-file=')) {
      file = a.slice(11);
    } else if (a.startsWith('--env-file-if-exists=')) {
      file = a.slice(21);
      optional = true;
    } else {
      continue;
    }
    let content;
    try {
      content = require('fs').readFileSync(file, 'utf8');
    } catch {
      if (optional) process._rawDebug(`${file} not found. Continuing without it.`);
      continue;
    }
    started ??= new Set(Object.keys(process.env));
    for (const [key, value] of require('internal/util/dotenv').parseEnvEntries(content)) {
      if (!started.has(key)) process.env[key] = value;
    }
  }
}

// `-c` / `--check FILE`: parses the file as the loader would (CommonJS, or an ES module by
// its extension, package type or syntax) without running it; a SyntaxError is uncaught.
function checkSyntax(file) {
  const path = require('path');
  const filename = path.resolve(file);
  const content = require('fs').readFileSync(filename, 'utf8');
  const format = require('internal/modules/esm_resolve').formatOfPath(filename, false);
  if (format !== 'module') {
    // A .js file of no package type is CommonJS unless only module syntax parses.
    const typeless = filename.endsWith('.js') &&
      require('internal/modules/package_json').getPackageType(filename) === 'none';
    const result = cjs.wrapSafe(filename, content, typeless ? undefined : format, filename);
    if (!result.canParseAsESM) return;
  }
  internalBinding('vm').compileModule(content, filename, undefined, { __proto__: null });
}

// `-r X` / `--require X` / `--require=X`, in order, before the entry point (as Node, also
// before -e code, the REPL and the test runner); the CLI keeps them in execArgv as given.
// Returns the `--import` specifiers, which load after them. `--loader X` then registers X's
// hooks (module.register(), from the working directory), with Node's warning.
function preloadRequired() {
  const argv = natives.execArgv;
  const requests = [];
  const imports = [];
  const loaders = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if ((a === '-r' || a === '--require') && i + 1 < argv.length) requests.push(argv[++i]);
    else if (a.startsWith('--require=')) requests.push(a.slice(10));
    else if (a === '--import' && i + 1 < argv.length) imports.push(argv[++i]);
    else if (a.startsWith('--import=')) imports.push(a.slice(9));
    else if ((a === '--loader' || a === '--experimental-loader') && i + 1 < argv.length) {
      loaders.push(argv[++i]);
    } else if (a.startsWith('--loader=')) loaders.push(a.slice(9));
    else if (a.startsWith('--experimental-loader=')) loaders.push(a.slice(22));
  }
  if (requests.length > 0) require('module')._preloadModules(requests);
  if (loaders.length > 0) {
    process.emitWarning('`--experimental-loader` may be removed in the future; instead use ' +
      '`register()`:\n--import \'data:text/javascript,import { register } from "node:module"; ' +
      'import { pathToFileURL } from "node:url"; register(' +
      `${JSON.stringify(loaders[0])}, pathToFileURL("./"));'`, 'ExperimentalWarning');
    const { register } = require('internal/modules/hooks_thread');
    const parentURL = require('internal/url').pathToFileURL(`${process.cwd()}/`).href;
    for (const loader of loaders) register(loader, parentURL);
  }
  return imports;
}

// `--import X`: ES modules (or anything import() takes) resolved from the working directory,
// imported one after the other; the entry point starts when the last has evaluated.
async function importPreloads(imports) {
  const { defaultResolveForLoader, urlOf } = require('internal/modules/esm');
  // The parent is the directory itself (Node's base URL ends in '/'), which failures name.
  const cwd = process.cwd();
  const parent = cwd.endsWith('/') ? cwd : `${cwd}/`;
  for (const specifier of imports) {
    let r;
    try {
      r = defaultResolveForLoader(specifier, parent);
    } catch (err) {
      // Reported from the resolver's throw, as an import's failure is.
      require('internal/modules/parse_errors').noteImportThrow(err, false);
      throw err;
    }
    await import(urlOf(r));
  }
}

function startEntry(kind, payload) {
  if (kind === 'worker') return require('internal/worker/child').start();
  if (kind === 'test') return runTestFiles();
  if (kind === 'repl') return void require('internal/repl/cli').startCli();
  // `-i -e CODE` (or -p): as Node, the REPL starts and the code then runs in its realm.
  // The code sees its own module/require; the REPL keeps its '<repl>' ones.
  if ((kind === 'eval' || kind === 'print') &&
      (natives.execArgv.includes('-i') || natives.execArgv.includes('--interactive'))) {
    require('internal/repl/cli').startCli();
    const names = ['module', 'exports', 'require', '__filename', '__dirname'];
    const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
    try {
      return cjs.runMain(kind, payload);
    } finally {
      names.forEach((name, i) => {
        if (saved[i] === undefined) delete globalThis[name];
        else Object.defineProperty(globalThis, name, saved[i]);
      });
    }
  }
  return cjs.runMain(kind, payload);
}

// The valid JSON texts the engine refuses and runtime/src/engine/json_fast.rs does not take
// (with a reviver, or nested past its depth): JSON.parse's native wrapper hands them here.
function jsonParseValid(text, reviver) {
  return require('internal/engine/json_parse_text')
    .parseValid(text, typeof reviver === 'function' ? reviver : undefined);
}

module.exports = {
  jsonParseValid,
  runTimer: timers.runTimer,
  runImmediates: timers.runImmediates,
  runTicks: taskQueues.processTicksAndRejections,
  processRejections,
  fatalException,
  beforeExit,
  emitExit,
  runMain: (kind, payload) => {
    // A forked child's channel is the main thread's: a worker whose environment still
    // names it (a copy of its parent's) gets the IPC stubs of internal/worker/child.
    if (kind !== 'worker' && process.env.NODE_CHANNEL_FD) {
      require('internal/child_process/ipc_child');
      // A cluster worker reports 'online' and shares its servers' ports whether or not the
      // program asks for the cluster module.
      if (process.env.NODE_UNIQUE_ID) require('cluster');
    }
    // The watcher leaves the --env-file files to its child, which reads them at each start.
    if (kind === 'file' && natives.execArgv.some((a) => a === '--watch' ||
        (a.startsWith('--watch=') && a !== '--watch=false') || a.startsWith('--watch-path'))) {
      return require('internal/watch_mode').start(payload);
    }
    if (kind !== 'worker') loadEnvFiles();
    if (kind === 'run') return require('internal/task_runner').run(payload, natives.scriptArgs);
    if (kind === 'file' && (natives.execArgv.includes('-c') ||
        natives.execArgv.includes('--check'))) {
      return checkSyntax(payload);
    }
    let imports = preloadRequired();
    // Under --test the runner leaves the --import modules to the files' child processes
    // (it imports them itself only when the files run in it: --test-isolation=none).
    if (kind === 'test' && imports.length > 0 && !testFilesRunHere()) imports = [];
    // A program file is run from here directly: Node's stacks have one frame under its
    // module loader's (run_main_module), and programs see the count (a stack trace limit,
    // `... N lines matching cause stack trace ...`).
    // The main script runs as async id 1; the ticks, microtasks and loop after it start
    // from 0, as in Node.
    try {
      if (imports.length === 0 && kind === 'file') return cjs.runMain(kind, payload);
      if (imports.length === 0) return startEntry(kind, payload);
    } finally {
      clearAsyncIdStack();
    }
    importPreloads(imports).then(() => {
      try {
        startEntry(kind, payload);
      } catch (err) {
        fatalException(err);
      }
    }, fatalException);
  },
  esmResolve: cjs.esmResolve,
  esmExports: cjs.esmExports,
  esmLink: cjs.esmLink,
  esmEvaluate: cjs.esmEvaluate,
  esmImportMeta: cjs.esmImportMeta,
  esmSource: cjs.esmSource,
  // A module the loader could not parse (a static or dynamic import, --import): the error
  // gets Node's pointer lines and message.
  esmParseError: (err) => require('internal/modules/parse_errors').noteModuleParseError(err),
};
