'use strict';
// minirt's test helpers, API-compatible with Node.js core's test/common/index.js.
// Written for minirt; see README.md in this directory for the list of helpers.
//
// Loading this file must stay cheap: minirt's engine runs JavaScript far slower
// than V8, so apart from 'path' (which nearly every test loads anyway) modules are
// required only when a helper actually needs them.

const process = globalThis.process; // keep a reference even if a test replaces the global

// ---------------------------------------------------------------------------
// Lazily loaded modules
// ---------------------------------------------------------------------------
const lazyModules = { __proto__: null };
function load(name) {
  let mod = lazyModules[name];
  if (mod === undefined) {
    mod = require(name);
    lazyModules[name] = mod;
  }
  return mod;
}
const getAssert = () => load('assert');
const getFs = () => load('fs');
const getPath = () => load('path');

function inspect(value, options) {
  try {
    return load('util').inspect(value, options);
  } catch {
    try {
      return typeof value === 'string' ? `'${value}'` : String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
}

function canRequire(name) {
  try {
    require(name);
    return true;
  } catch {
    return false;
  }
}

const noop = () => {};

// ---------------------------------------------------------------------------
// Platform and build facts
// ---------------------------------------------------------------------------
const platform = process.platform;
const isWindows = platform === 'win32';
const isSunOS = platform === 'sunos';
const isFreeBSD = platform === 'freebsd';
const isOpenBSD = platform === 'openbsd';
const isLinux = platform === 'linux';
const isMacOS = platform === 'darwin';
const isRiscv64 = process.arch === 'riscv64';

const configVariables = (process.config && process.config.variables) || {};
const features = process.features || {};
const versions = process.versions || {};
const env = process.env;

const is64Bit = ['arm64', 'loong64', 'mips64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'x64']
  .includes(process.arch);
const isASan = configVariables.asan === 1;
const isDebug = Boolean(features.debug);
const usesSharedLibrary = configVariables.node_shared;
const hasInspector = Boolean(features.inspector);
const hasSQLite = Boolean(versions.sqlite);
const hasIntl = typeof Intl === 'object' && Intl !== null;
const buildType = (process.config && process.config.target_defaults) ?
  process.config.target_defaults.default_configuration :
  'Release';

// The umask that several tests assume. Worker threads may not set it, so a
// failure is ignored (which also covers runtimes without process.umask).
try {
  process.umask(0o022);
} catch {
  // Not the main thread, or no umask support.
}

let cachedHasCrypto;
function computeHasCrypto() {
  if (cachedHasCrypto === undefined) {
    // The openssl version is a cheap gate; only then is the module loaded.
    cachedHasCrypto = Boolean(versions.openssl) && !env.NODE_SKIP_CRYPTO &&
      canRequire('crypto');
  }
  return cachedHasCrypto;
}

let cachedIsPi;
function isPi() {
  if (cachedIsPi === undefined) {
    cachedIsPi = false;
    if (isLinux) {
      try {
        const info = getFs().readFileSync('/proc/cpuinfo', { encoding: 'utf8' });
        const match = /^Hardware\s*:\s*(.*)$/im.exec(info);
        cachedIsPi = match !== null && match[1] === 'BCM2835';
        /^/.test(''); // leave the legacy RegExp statics empty
      } catch {
        cachedIsPi = false;
      }
    }
  }
  return cachedIsPi;
}

function isAIXLike(typeName) {
  if (platform !== 'aix' && platform !== 'os400') return false;
  try {
    return load('os').type() === typeName;
  } catch {
    return typeName === 'AIX' ? platform === 'aix' : platform === 'os400';
  }
}

function platformTimeout(ms) {
  const times = typeof ms === 'bigint' ?
    (n) => BigInt(n) * ms :
    (n) => n * ms;
  let factor = 1;
  if (isDebug) factor *= 2;
  if (isAIXLike('AIX') || isAIXLike('OS400')) return times(factor * 2);
  if (isPi()) return times(factor * 2);
  if (isRiscv64) return times(factor * 4);
  return times(factor);
}

// ---------------------------------------------------------------------------
// Leaked-globals check
// ---------------------------------------------------------------------------
// Globals that a test may find on globalThis as enumerable properties without
// that counting as a leak. Names are compared first (so reading accessors such
// as localStorage, which warn on Node 26, is avoided); for an unknown name its
// value is compared with the values of the known globals and with the values
// passed to allowGlobals(), as Node's helper compares values.
const knownGlobalNames = new Set([
  'AbortController', 'atob', 'btoa', 'clearImmediate', 'clearInterval',
  'clearTimeout', 'global', 'setImmediate', 'setInterval', 'setTimeout',
  'queueMicrotask', 'structuredClone', 'fetch', 'gc', 'navigator', 'Navigator',
  'performance', 'Performance', 'PerformanceMark', 'PerformanceMeasure',
  'EventSource', 'CustomEvent', 'ReadableStream', 'ReadableStreamDefaultReader',
  'ReadableStreamBYOBReader', 'ReadableStreamBYOBRequest',
  'ReadableByteStreamController', 'ReadableStreamDefaultController',
  'TransformStream', 'TransformStreamDefaultController', 'WritableStream',
  'WritableStreamDefaultWriter', 'WritableStreamDefaultController',
  'ByteLengthQueuingStrategy', 'CountQueuingStrategy', 'TextEncoderStream',
  'TextDecoderStream', 'CompressionStream', 'DecompressionStream', 'Storage',
  'Worker',
]);
const conditionalGlobalNames = {
  crypto: ['crypto', 'Crypto', 'CryptoKey', 'SubtleCrypto'],
  storage: ['localStorage', 'sessionStorage'],
};
const allowedGlobalValues = new Set();

function allowGlobals(...allowlist) {
  for (const value of allowlist) allowedGlobalValues.add(value);
}

function findLeakedGlobals() {
  const names = new Set(knownGlobalNames);
  const withCrypto = computeHasCrypto();
  if (withCrypto) conditionalGlobalNames.crypto.forEach((n) => names.add(n));
  // Node's Web Storage needs its SQLite; minirt's sessionStorage is in memory, so the
  // storage globals are known wherever the Storage class exists.
  if (hasSQLite || typeof globalThis.Storage === 'function') {
    conditionalGlobalNames.storage.forEach((n) => names.add(n));
  }

  const unknown = [];
  for (const key in globalThis) {
    if (names.has(key)) continue;
    // Without crypto, reading globalThis.crypto may throw; Node skips it too.
    if (key === 'crypto' && !withCrypto) continue;
    unknown.push(key);
  }
  if (unknown.length === 0) return unknown;

  const knownValues = new Set(allowedGlobalValues);
  for (const name of names) {
    if (name === 'localStorage' || name === 'sessionStorage') continue;
    const desc = Object.getOwnPropertyDescriptor(globalThis, name);
    if (desc === undefined) continue;
    try {
      knownValues.add('value' in desc ? desc.value : globalThis[name]);
    } catch {
      // An accessor that throws is simply not a known value.
    }
  }
  return unknown.filter((key) => {
    let value;
    try {
      value = globalThis[key];
    } catch {
      return true;
    }
    return !knownValues.has(value);
  });
}

if (env.NODE_TEST_KNOWN_GLOBALS !== '0') {
  if (env.NODE_TEST_KNOWN_GLOBALS) {
    // A comma-separated list of extra global *names* to accept.
    for (const name of env.NODE_TEST_KNOWN_GLOBALS.split(',')) {
      if (name) knownGlobalNames.add(name.trim());
    }
  }
  process.on('exit', function checkForLeakedGlobals() {
    const leaked = findLeakedGlobals();
    if (leaked.length > 0) {
      getAssert().fail(`Unexpected global(s) found: ${leaked.join(', ')}`);
    }
  });
}

// ---------------------------------------------------------------------------
// Call counting: mustCall, mustCallAtLeast, mustSucceed, mustNotCall
// ---------------------------------------------------------------------------
const callRecords = [];

function reportCallMismatches(exitCode) {
  // A test that already fails keeps its own exit code and error output.
  if (exitCode !== 0) return;
  const failed = [];
  for (const record of callRecords) {
    if (record.atLeast) {
      if (record.actual < record.expected) failed.push(record);
    } else if (record.actual !== record.expected) {
      failed.push(record);
    }
  }
  for (const record of failed) {
    const wanted = `${record.atLeast ? 'at least' : 'exactly'} ${record.expected}`;
    // Built here rather than with console.log's %s/%d formatting.
    console.log(`Mismatched ${record.name} function calls. ` +
                `Expected ${wanted}, actual ${record.actual}.`);
    const stack = stackAfterHelpers(record.site);
    if (stack !== '') console.log(stack);
  }
  if (failed.length > 0) process.exit(1);
}

// The frames of a stack string: V8 starts it with an "Error" header line, Boa
// has none, so only the "    at ..." lines are kept.
function stackFrames(stack) {
  if (typeof stack !== 'string') return [];
  return stack.split('\n').filter((line) => /^\s*at /.test(line));
}

// The stack of `site` without the frame of countCalls itself, so that it starts
// at mustCall*() and then the test's own line (what Node prints).
function stackAfterHelpers(site) {
  let stack;
  try {
    stack = site.stack;
  } catch {
    stack = undefined;
  }
  return stackFrames(stack).slice(1).join('\n');
}

function countCalls(fn, expected, atLeast) {
  if (process._exiting) {
    throw new Error('Cannot use common.mustCall*() in process exit handler');
  }
  if (typeof fn === 'number') {
    expected = fn;
    fn = noop;
  } else if (fn === undefined) {
    fn = noop;
  }
  if (expected === undefined) expected = 1;
  if (typeof expected !== 'number') {
    throw new TypeError(`Invalid ${atLeast ? 'minimum' : 'exact'} value: ${expected}`);
  }

  const record = {
    name: fn.name || '<anonymous>',
    expected,
    atLeast,
    actual: 0,
    site: new Error(), // its stack is only formatted if the check fails
  };
  if (callRecords.length === 0) process.on('exit', reportCallMismatches);
  callRecords.push(record);

  const counted = function() {
    record.actual++;
    return fn.apply(this, arguments);
  };
  Object.defineProperty(counted, 'name', {
    value: fn.name, writable: false, enumerable: false, configurable: true,
  });
  Object.defineProperty(counted, 'length', {
    value: fn.length, writable: false, enumerable: false, configurable: true,
  });
  return counted;
}

function mustCall(fn, exact) {
  return countCalls(fn, exact, false);
}

function mustCallAtLeast(fn, minimum) {
  return countCalls(fn, minimum, true);
}

function mustSucceed(fn, exact) {
  return mustCall(function(err, ...args) {
    getAssert().ifError(err);
    if (typeof fn === 'function') return fn.apply(this, args);
  }, exact);
}

// Where mustNotCall() was called from: { scriptName, lineNumber }.
function callerLocation() {
  try {
    const util = load('util');
    if (typeof util.getCallSites === 'function') {
      // [0] is this function, [1] mustNotCall, [2] its caller.
      const site = util.getCallSites()[2];
      if (site) return { scriptName: site.scriptName, lineNumber: site.lineNumber };
    }
  } catch {
    // Fall back to the stack text below.
  }
  let stack;
  try {
    stack = new Error().stack;
  } catch {
    stack = undefined;
  }
  const frames = stackFrames(stack);
  if (frames.length > 2) {
    // Frame 0 is this function, 1 mustNotCall, 2 its caller.
    const frame = frames[2];
    const m = /\(?((?:file:\/\/)?[^()\s][^()]*?):(\d+)(?::\d+)?\)?\s*$/.exec(frame.trim());
    if (m) return { scriptName: m[1].replace(/^at\s+/, ''), lineNumber: Number(m[2]) };
  }
  return { scriptName: '<unknown>', lineNumber: 0 };
}

function mustNotCall(msg) {
  const where = callerLocation();
  return function mustNotCall(...args) {
    const argsInfo = args.length > 0 ?
      `\ncalled with arguments: ${args.map((a) => inspect(a)).join(', ')}` : '';
    getAssert().fail(
      `${msg || 'function should not have been called'} at ` +
      `${where.scriptName}:${where.lineNumber}${argsInfo}`);
  };
}

// ---------------------------------------------------------------------------
// mustNotMutateObjectDeep
// ---------------------------------------------------------------------------
const immutableViews = new WeakMap();

function mutationFailure(text) {
  getAssert().fail(`Expected no side effects, got ${text}`);
}

const immutableHandler = {
  __proto__: null,
  get(target, key, receiver) {
    return mustNotMutateObjectDeep(Reflect.get(target, key, receiver));
  },
  set(target, key, value) {
    mutationFailure(`${inspect(value)} assigned to ${inspect(key)}`);
  },
  defineProperty(target, key) {
    mutationFailure(`${inspect(key)} defined`);
  },
  deleteProperty(target, key) {
    mutationFailure(`${inspect(key)} deleted`);
  },
  setPrototypeOf(target, proto) {
    mutationFailure(`set prototype to ${proto}`);
  },
  preventExtensions(target) {
    mutationFailure(`extensions prevented on ${inspect(target)}`);
  },
};

function mustNotMutateObjectDeep(value) {
  // Primitives cannot change, and functions are returned as they are so that
  // they still compare equal to the originals.
  if (value === null || typeof value !== 'object') return value;
  let view = immutableViews.get(value);
  if (view === undefined) {
    view = new Proxy(value, immutableHandler);
    immutableViews.set(value, view);
  }
  return view;
}

// ---------------------------------------------------------------------------
// Errors and warnings
// ---------------------------------------------------------------------------
function expectsError(validator, exact) {
  return mustCall((...args) => {
    const assert = getAssert();
    if (args.length !== 1) {
      assert.fail(`Expected one argument, got ${inspect(args)}`);
    }
    const error = args[0];
    // Node's errors keep their message non-enumerable.
    assert.strictEqual(Object.prototype.propertyIsEnumerable.call(error, 'message'), false);
    assert.throws(() => { throw error; }, validator);
    return true;
  }, exact);
}

// Normalises the forms expectWarning() accepts into a list of [message, code].
function toWarningList(expected, code) {
  if (typeof expected === 'string' || expected instanceof RegExp) {
    return [[expected, code]];
  }
  if (Array.isArray(expected)) {
    if (expected.length === 0) return [];
    if (Array.isArray(expected[0])) return expected.map((pair) => [pair[0], pair[1]]);
    return [[expected[0], expected[1]]];
  }
  // An object: { code: message, ... }
  return Object.keys(expected).map((key) => [expected[key], key]);
}

function warningChecker(name, expected, code) {
  const pending = toWarningList(expected, code);
  if (name === 'DeprecationWarning') {
    for (const [, depCode] of pending) {
      getAssert()(depCode, `Missing deprecation code: ${pending}`);
    }
  }
  return mustCall((warning) => {
    const assert = getAssert();
    const next = pending.shift();
    if (next === undefined) {
      assert.fail(`Unexpected extra warning received: ${warning}`);
    }
    const [message, warningCode] = next;
    assert.strictEqual(warning.name, name);
    if (typeof message === 'string') {
      assert.strictEqual(warning.message, message);
    } else {
      assert.match(warning.message, message);
    }
    assert.strictEqual(warning.code, warningCode);
  }, pending.length);
}

let warningCheckers;

function expectWarning(nameOrMap, expected, code) {
  if (warningCheckers === undefined) {
    warningCheckers = { __proto__: null };
    process.on('warning', (warning) => {
      const check = warningCheckers[warning.name];
      if (check === undefined) {
        throw new TypeError(
          `"${warning.name}" was triggered without being expected.\n${inspect(warning)}`);
      }
      check(warning);
    });
  }
  if (typeof nameOrMap === 'string') {
    warningCheckers[nameOrMap] = warningChecker(nameOrMap, expected, code);
  } else {
    for (const name of Object.keys(nameOrMap)) {
      warningCheckers[name] = warningChecker(name, nameOrMap[name]);
    }
  }
}

// The " Received ..." tail of an ERR_INVALID_ARG_TYPE message.
function invalidArgTypeHelper(input) {
  if (input === null || input === undefined) return ` Received ${input}`;
  if (typeof input === 'function') return ` Received function ${input.name}`;
  if (typeof input === 'object') {
    const ctor = input.constructor;
    if (ctor && ctor.name) return ` Received an instance of ${ctor.name}`;
    return ` Received ${inspect(input, { depth: -1 })}`;
  }
  let shown = inspect(input, { colors: false });
  if (shown.length > 28) shown = `${shown.slice(0, 25)}...`;
  return ` Received type ${typeof input} (${shown})`;
}

// ---------------------------------------------------------------------------
// Skipping
// ---------------------------------------------------------------------------
function printSkipMessage(msg) {
  console.log(`1..0 # Skipped: ${msg}`);
}

function skip(msg) {
  printSkipMessage(msg);
  // Under test/known_issues a skip must not look like a pass.
  let known = false;
  try {
    const main = require.main && require.main.filename;
    known = typeof main === 'string' &&
      main.startsWith(getPath().resolve(__dirname, '../known_issues/'));
  } catch {
    known = false;
  }
  process.exit(known ? 1 : 0);
}

function skipIf32Bits() {
  if (!is64Bit) skip('The tested feature is not available in 32bit builds');
}

function skipIfInspectorDisabled() {
  if (!hasInspector) skip('V8 inspector is disabled');
}

function skipIfSQLiteMissing() {
  if (!hasSQLite) skip('missing SQLite');
}

function skipIfEslintMissing() {
  const p = getPath().join(__dirname, '..', '..', 'tools', 'eslint', 'node_modules', 'eslint');
  if (!getFs().existsSync(p)) skip('missing ESLint');
}

// ---------------------------------------------------------------------------
// Buffers and file descriptors
// ---------------------------------------------------------------------------
const viewTypeNames = [
  'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array',
  'Int32Array', 'Uint32Array', 'Float16Array', 'Float32Array', 'Float64Array',
  'BigInt64Array', 'BigUint64Array', 'DataView',
];

function getArrayBufferViews(buf) {
  const { buffer, byteOffset, byteLength } = buf;
  const views = [];
  for (const typeName of viewTypeNames) {
    const Type = globalThis[typeName];
    if (typeof Type !== 'function') continue; // e.g. no Float16Array
    const size = Type.BYTES_PER_ELEMENT || 1;
    if (byteLength % size === 0) {
      views.push(new Type(buffer, byteOffset, byteLength / size));
    }
  }
  return views;
}

function getBufferSources(buf) {
  return [...getArrayBufferViews(buf), new Uint8Array(buf).buffer];
}

function runWithInvalidFD(func) {
  const fs = getFs();
  // Walk down from a large number to the first fd that is not open.
  let fd = 1 << 30;
  try {
    while (fs.fstatSync(fd--) && fd > 0);
  } catch {
    return func(fd);
  }
  printSkipMessage('Could not generate an invalid fd');
}

function getTTYfd() {
  const tty = load('tty');
  const fd = [1, 2, 4, 5].find((n) => tty.isatty(n));
  if (fd !== undefined) return fd;
  try {
    return getFs().openSync('/dev/tty');
  } catch {
    return -1;
  }
}

function canCreateSymLink() {
  if (!isWindows) return true;
  // On Windows the SeCreateSymbolicLinkPrivilege is needed.
  try {
    const whoami = getPath().join(env.SystemRoot, 'System32', 'whoami.exe');
    const out = load('child_process').execSync(`${whoami} /priv`, { timeout: 1000 });
    return out.includes('SeCreateSymbolicLinkPrivilege');
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------
// Processes and shell
// ---------------------------------------------------------------------------
// Tagged template: returns [command, options] for exec/execSync, passing every
// interpolated value through an environment variable instead of quoting it.
function escapePOSIXShell(strings, ...values) {
  if (isWindows) return [String.raw({ raw: strings }, ...values)];
  const childEnv = { ...env };
  let command = strings[0];
  values.forEach((value, i) => {
    const name = `ESCAPED_${i}`;
    childEnv[name] = value;
    command += '${' + name + '}' + strings[i + 1];
  });
  return [command, { env: childEnv }];
}

function nodeProcessAborted(exitCode, signal) {
  if (signal !== null && signal !== undefined) {
    return ['SIGILL', 'SIGTRAP', 'SIGABRT'].includes(signal);
  }
  const codes = isWindows ? [0x80000003, 134] : [132, 133, 134];
  return codes.includes(exitCode);
}

function childShouldThrowAndAbort() {
  const args = escapePOSIXShell`"${process.argv[0]}" --abort-on-uncaught-exception "${process.argv[1]}" child`;
  if (!isWindows) args[0] = `ulimit -c 0 && ${args[0]}`; // no core files
  const child = load('child_process').exec(...args);
  child.on('exit', (exitCode, signal) => {
    getAssert()(nodeProcessAborted(exitCode, signal),
                'Test should have aborted but instead exited with exit code ' +
                `${exitCode} and signal ${signal}`);
  });
}

function spawnPromisified(...args) {
  const child = load('child_process').spawn(...args);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk) => { stdout += chunk; });
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  return new Promise((resolve, reject) => {
    child.on('close', (code, signal) => resolve({ code, signal, stderr, stdout }));
    child.on('error', (code, signal) => reject({ code, signal, stderr, stdout }));
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 'SIGCONT');
    return true;
  } catch {
    return false;
  }
}

function sleepSync(ms) {
  if (typeof SharedArrayBuffer === 'function' && typeof Atomics === 'object' &&
      typeof Atomics.wait === 'function') {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    return;
  }
  const end = Date.now() + ms;
  while (Date.now() < end);
}

function resolveBuiltBinary(binary) {
  const name = isWindows ? `${binary}.exe` : binary;
  return getPath().join(getPath().dirname(process.execPath), name);
}

function requireNoPackageJSONAbove(dir = __dirname) {
  const path = getPath();
  const fs = getFs();
  let candidate = path.join(dir, '..', 'package.json');
  let previous = null;
  while (candidate !== previous) {
    if (fs.existsSync(candidate)) {
      getAssert().fail(
        'This test shouldn\'t load properties from a package.json above ' +
        `its file location. Found package.json at ${candidate}.`);
    }
    previous = candidate;
    candidate = path.join(candidate, '..', '..', 'package.json');
  }
}

// Reads the "// Flags:" and "// Env:" comments at the top of a test file.
// (Unlike Node's common, this module does not re-spawn the test with them.)
function parseTestMetadata(filename = process.argv[1]) {
  const fs = getFs();
  const fd = fs.openSync(filename, 'r');
  const buf = Buffer.alloc(1500);
  let n;
  try {
    n = fs.readSync(fd, buf, 0, buf.length);
  } finally {
    fs.closeSync(fd);
  }
  const head = buf.toString('utf8', 0, n);
  const lineAfter = (re) => {
    const m = re.exec(head);
    return m ? m[1].split(/\s+/).filter(Boolean) : [];
  };
  const flags = lineAfter(/\/\/ Flags:\s+(--[^\r\n]*)/);
  const envs = {};
  for (const pair of lineAfter(/\/\/ Env:\s+([^\r\n]*)/)) {
    const eq = pair.indexOf('=');
    if (eq === -1) envs[pair] = undefined;
    else envs[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return { flags, envs };
}

function expectRequiredModule(mod, expectation, checkESModule = true) {
  const assert = getAssert();
  const { isModuleNamespaceObject } = load('util/types');
  const copy = { ...mod };
  if (Object.hasOwn(mod, 'default') && checkESModule) {
    assert.strictEqual(mod.__esModule, true);
    delete copy.__esModule;
  }
  assert(isModuleNamespaceObject(mod));
  assert.deepStrictEqual(copy, { ...expectation });
}

function expectRequiredTLAError(err) {
  const assert = getAssert();
  const message = /require\(\) cannot be used on an ESM graph with top-level await/;
  if (typeof err === 'string') {
    assert.match(err, /ERR_REQUIRE_ASYNC_MODULE/);
    assert.match(err, message);
  } else {
    assert.strictEqual(err.code, 'ERR_REQUIRE_ASYNC_MODULE');
    assert.match(err.message, message);
  }
}

const localIPv6Hosts = isLinux ?
  ['ip6-localhost', 'ip6-loopback', 'ipv6-localhost', 'ipv6-loopback', 'localhost'] :
  ['localhost'];

const pwdCommand = isWindows ? ['cmd.exe', ['/d', '/c', 'cd']] : ['pwd', []];

let cachedPipe;
let cachedHasFullICU;
let cachedIsMainThread;
let cachedAutoSelectTimeout;

// ---------------------------------------------------------------------------
// The exported object
// ---------------------------------------------------------------------------
const common = {
  allowGlobals,
  buildType,
  canCreateSymLink,
  childShouldThrowAndAbort,
  escapePOSIXShell,
  expectsError,
  expectRequiredModule,
  expectRequiredTLAError,
  expectWarning,
  getArrayBufferViews,
  getBufferSources,
  getTTYfd,
  hasIntl,
  hasInspector,
  hasSQLite,
  hasIPv6: false,
  invalidArgTypeHelper,
  isAlive,
  isASan,
  isDebug,
  isFreeBSD,
  isLinux,
  isMacOS,
  isOpenBSD,
  isPi,
  isSunOS,
  isWindows,
  localIPv6Hosts,
  localhostIPv4: '127.0.0.1',
  mustCall,
  mustCallAtLeast,
  mustNotCall,
  mustNotMutateObjectDeep,
  mustSucceed,
  nodeProcessAborted,
  parseTestMetadata,
  platformTimeout,
  printSkipMessage,
  pwdCommand,
  requireNoPackageJSONAbove,
  resolveBuiltBinary,
  runWithInvalidFD,
  skip,
  skipIf32Bits,
  skipIfEslintMissing,
  skipIfInspectorDisabled,
  skipIfSQLiteMissing,
  sleepSync,
  spawnPromisified,
  usesSharedLibrary,

  get hasCrypto() {
    return computeHasCrypto();
  },
  get hasQuic() {
    return computeHasCrypto() && Boolean(features.quic);
  },
  get hasFullICU() {
    if (cachedHasFullICU === undefined) {
      try {
        const month = new Intl.DateTimeFormat('es', { month: 'long' });
        cachedHasFullICU = month.format(new Date(9e8)) === 'enero';
      } catch {
        cachedHasFullICU = false;
      }
    }
    return cachedHasFullICU;
  },
  get isAIX() {
    return isAIXLike('AIX');
  },
  get isIBMi() {
    return isAIXLike('OS400');
  },
  get isDumbTerminal() {
    return env.TERM === 'dumb';
  },
  get isMainThread() {
    if (cachedIsMainThread === undefined) {
      try {
        cachedIsMainThread = require('worker_threads').isMainThread !== false;
      } catch {
        cachedIsMainThread = true;
      }
    }
    return cachedIsMainThread;
  },
  get isInsideDirWithUnusualChars() {
    return /[%$\n\r\t]/.test(__dirname) || (!isWindows && __dirname.includes('\\'));
  },
  get enoughTestMem() {
    try {
      return load('os').totalmem() > 0x70000000; // 1.75 GiB
    } catch {
      return true;
    }
  },
  get inFreeBSDJail() {
    if (!isFreeBSD) return false;
    try {
      return load('child_process')
        .execSync('sysctl -n security.jail.jailed').toString() === '1\n';
    } catch {
      return false;
    }
  },
  get PIPE() {
    if (cachedPipe === undefined) {
      const path = getPath();
      const name = `node-test.${process.pid}.sock`;
      cachedPipe = isWindows ?
        path.join('\\\\.\\pipe\\', name) :
        path.join(path.relative(process.cwd(), `${require('./tmpdir').path}/`), name);
    }
    return cachedPipe;
  },
  get PORT() {
    if (+env.TEST_PARALLEL) {
      throw new Error('common.PORT cannot be used in a parallelized test');
    }
    return +env.NODE_COMMON_PORT || 12346;
  },
  // Node's common raises net's happy-eyeballs timeout at load time; here it
  // happens the first time a test reads this value.
  get defaultAutoSelectFamilyAttemptTimeout() {
    if (cachedAutoSelectTimeout === undefined) {
      const net = load('net');
      net.setDefaultAutoSelectFamilyAttemptTimeout(
        platformTimeout(net.getDefaultAutoSelectFamilyAttemptTimeout() * 5));
      cachedAutoSelectTimeout = net.getDefaultAutoSelectFamilyAttemptTimeout();
    }
    return cachedAutoSelectTimeout;
  },
};

// The getters that load modules, run commands or throw are non-enumerable, so
// that code which copies every enumerable property of module.exports (an ESM
// wrapper, a spread) does not trigger them.
for (const key of ['PIPE', 'PORT', 'defaultAutoSelectFamilyAttemptTimeout',
                   'enoughTestMem', 'inFreeBSDJail', 'hasFullICU', 'isMainThread']) {
  Object.defineProperty(common, key, { enumerable: false });
}

// Reading a helper that does not exist is a test bug (or a missing helper here):
// fail loudly, as Node's common does, instead of returning undefined.
const harmlessKeys = new Set(['__esModule', 'then', 'default', 'toJSON', 'constructor']);
module.exports = new Proxy(common, {
  get(target, key, receiver) {
    if (typeof key === 'symbol' || key in target || harmlessKeys.has(key)) {
      return Reflect.get(target, key, receiver);
    }
    throw new Error(`Using invalid common property: '${key}'`);
  },
});
