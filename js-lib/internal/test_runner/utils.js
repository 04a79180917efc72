'use strict';
// internal/test_runner/utils: what the node:test pieces share: the test-runner options read
// from process.execArgv (the CLI passes --test-* flags through untouched), reporter loading
// and wiring, the caller location of test()/it()/hooks, pass/fail counting, the deferred
// callback of done-style tests, the colours the built-in reporters use, the seeded generator
// of --test-randomize and the reading of the --test-rerun-failures state file.

const { AsyncLocalStorage } = require('async_hooks');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE, ERR_TEST_FAILURE },
  kIsNodeError,
} = require('internal/errors');

const kMultipleCallbackInvocations = 'multipleCallbackInvocations';
const kRegExpPattern = /^\/(.*)\/([a-z]*)$/;

// The test (or suite, or hook) whose code is running: tests run their function inside
// currentTest.run(test, ...), and the host carries the store across awaits, timers and
// ticks, so test()/it()/before() called from anywhere inside attach to the right parent.
const currentTest = new AsyncLocalStorage();
// Reporter code runs under this store so that errors it throws are not blamed on a test.
const kReporterScope = { __proto__: null, reporterScope: true, reporters: [] };

// ---------------------------------------------------------------------------------------
// Command-line options

// Flags that take a value, and whether they may be given more than once.
const kValueFlags = {
  __proto__: null,
  '--test-name-pattern': true,
  '--test-skip-pattern': true,
  '--test-reporter': true,
  '--test-reporter-destination': true,
  '--test-timeout': false,
  '--test-concurrency': false,
  '--test-isolation': false,
  '--experimental-test-isolation': false,
  '--test-shard': false,
  '--test-global-setup': false,
  '--test-coverage-branches': false,
  '--test-coverage-lines': false,
  '--test-coverage-functions': false,
  '--test-coverage-include': true,
  '--test-coverage-exclude': true,
  '--test-random-seed': false,
  '--test-rerun-failures': false,
  '--experimental-test-tag-filter': true,
};
const kBoolFlags = [
  '--test', '--test-only', '--test-update-snapshots', '--test-force-exit',
  '--experimental-test-coverage', '--test-randomize', '--watch',
  '--experimental-test-snapshots', '--enable-source-maps', '--test-coverage-include-all',
];

function tagFilters(values) {
  return require('internal/test_runner/tag_filter')
    .parseTagFilters(values, '--experimental-test-tag-filter');
}

let parsedFlags;
function getOptionValues() {
  if (parsedFlags !== undefined) return parsedFlags;
  const flags = { __proto__: null };
  for (const name of kBoolFlags) flags[name] = false;
  for (const name in kValueFlags) flags[name] = kValueFlags[name] ? [] : undefined;
  const argv = require('internal/natives').execArgv;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (typeof arg !== 'string' || !arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (name in kValueFlags) {
      let value;
      if (eq !== -1) value = arg.slice(eq + 1);
      else if (i + 1 < argv.length) value = argv[++i];
      else continue;
      if (kValueFlags[name]) flags[name].push(value);
      else flags[name] = value;
    } else if (flags[name] === false) {
      flags[name] = true;
    } else if (name.startsWith('--no-') && flags[`--${name.slice(5)}`] !== undefined &&
               typeof flags[`--${name.slice(5)}`] === 'boolean') {
      flags[`--${name.slice(5)}`] = false;
    }
  }
  if (flags['--experimental-test-isolation'] !== undefined &&
      flags['--test-isolation'] === undefined) {
    flags['--test-isolation'] = flags['--experimental-test-isolation'];
  }
  parsedFlags = flags;
  return flags;
}

// Whether `flags` is a flag string RegExp accepts: known letters, none twice, not both
// 'u' and 'v'. The engine words a bad flag string its own way; Node's message is V8's.
function validRegExpFlags(flags) {
  const seen = new Set();
  for (const ch of flags) {
    if (!'dgimsuvy'.includes(ch) || seen.has(ch)) return false;
    seen.add(ch);
  }
  return !(seen.has('u') && seen.has('v'));
}

function convertStringToRegExp(str, name) {
  const match = kRegExpPattern.exec(str);
  const pattern = match?.[1] ?? str;
  const flags = match?.[2] || '';
  try {
    return new RegExp(pattern, flags);
  } catch (err) {
    const msg = validRegExpFlags(flags) ? err?.message :
      `Invalid flags supplied to RegExp constructor '${flags}'`;
    throw new ERR_INVALID_ARG_VALUE(name, str,
                                    `is an invalid regular expression.${msg ? ` ${msg}` : ''}`);
  }
}

function patternsFrom(list, name) {
  if (list === undefined || list === null || list.length === 0) return null;
  return list.map((re) => convertStringToRegExp(re, name));
}

function numberFlag(value, fallback) {
  if (value === undefined) return fallback;
  const n = Number(value);
  return Number.isNaN(n) ? fallback : n;
}

const kBuiltinReporters = new Map([
  ['spec', 'internal/test_runner/reporter/spec'],
  ['dot', 'internal/test_runner/reporter/dot'],
  ['tap', 'internal/test_runner/reporter/tap'],
  ['junit', 'internal/test_runner/reporter/junit'],
  ['lcov', 'internal/test_runner/reporter/lcov'],
]);
const kDefaultReporter = 'spec';
const kDefaultDestination = 'stdout';

// The value of an unsigned 64-bit option as the command-line parser reads it: leading
// decimal digits (none reads as 0), a minus sign wrapping around 2 ** 64.
function parseUnsignedOption(text) {
  const match = /^\s*([+-]?)(\d*)/.exec(text);
  let value = match[2] === '' ? 0n : BigInt(match[2]);
  if (value >= 2n ** 64n) value = 2n ** 64n - 1n;
  else if (match[1] === '-' && value !== 0n) value = 2n ** 64n - value;
  return Number(value);
}

const kMaxRandomSeed = 0xFFFF_FFFF;

function createRandomSeed() {
  return Math.floor(Math.random() * (kMaxRandomSeed + 1));
}

// Mulberry32: one uint32 of state, so a seed printed by one run replays its order exactly.
function createSeededGenerator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6D2B79F5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// The state file of --test-rerun-failures: a missing file is a first run.
function parsePreviousRuns(rerunFailuresFilePath) {
  let data;
  try {
    data = require('fs').readFileSync(rerunFailuresFilePath, 'utf8');
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
    data = '[]';
  }
  return JSON.parse(data);
}

// Node's path check without the URL conversion: a URL object is refused too.
function validatePath(path, name) {
  if (typeof path !== 'string' && !require('internal/util/types').isUint8Array(path)) {
    throw new ERR_INVALID_ARG_TYPE(name, ['string', 'Buffer', 'URL'], path);
  }
  if (typeof path === 'string' ? path.includes('\u0000') : path.includes(0)) {
    throw new ERR_INVALID_ARG_VALUE(name, path,
                                    'must be a string, Uint8Array, or URL without null bytes');
  }
}

let globalTestOptions;
function parseCommandLine() {
  if (globalTestOptions !== undefined) return globalTestOptions;
  const flags = getOptionValues();
  const isTestRunner = flags['--test'];
  const context = process.env.NODE_TEST_CONTEXT;
  const isChildProcess = context === 'child';
  const isChildProcessV8 = context === 'child-v8';
  let reporters;
  let destinations;
  let concurrency;
  let isolation;
  let shard;
  let only = flags['--test-only'];
  // Patterns are checked even where the files' own processes apply them, so a bad one
  // fails the run before any file starts.
  let testNamePatterns = patternsFrom(flags['--test-name-pattern'], '--test-name-pattern');
  let testSkipPatterns = patternsFrom(flags['--test-skip-pattern'], '--test-skip-pattern');

  if (isChildProcessV8) {
    kBuiltinReporters.set('v8-serializer', 'internal/test_runner/reporter/v8-serializer');
    reporters = ['v8-serializer'];
    destinations = [kDefaultDestination];
  } else if (isChildProcess) {
    reporters = ['tap'];
    destinations = [kDefaultDestination];
  } else {
    reporters = flags['--test-reporter'].slice();
    destinations = flags['--test-reporter-destination'].slice();
    if (reporters.length === 0 && destinations.length === 0) reporters.push(kDefaultReporter);
    if (reporters.length === 1 && destinations.length === 0) destinations.push(kDefaultDestination);
    if (destinations.length !== reporters.length) {
      throw new ERR_INVALID_ARG_VALUE('--test-reporter', reporters,
                                      'must match the number of specified ' +
                                      '\'--test-reporter-destination\'');
    }
  }

  if (isTestRunner) {
    isolation = flags['--test-isolation'] ?? 'process';
    if (isolation === 'none') {
      concurrency = 1;
    } else {
      concurrency = numberFlag(flags['--test-concurrency'], 0) || true;
      only = false;
      testNamePatterns = null;
      testSkipPatterns = null;
    }
    const shardOption = flags['--test-shard'];
    if (shardOption) {
      if (!/^\d+\/\d+$/.test(shardOption)) {
        throw new ERR_INVALID_ARG_VALUE('--test-shard', shardOption,
                                        'must be in the form of <index>/<total>');
      }
      const parts = shardOption.split('/');
      shard = { __proto__: null, index: Number(parts[0]), total: Number(parts[1]) };
    }
  } else {
    concurrency = 1;
  }

  const setup = async (rootReporter) => {
    const reportersMap = await getReportersMap(reporters, destinations);
    for (let i = 0; i < reportersMap.length; i++) {
      const { reporter, destination } = reportersMap[i];
      currentTest.run(kReporterScope, () => {
        require('internal/streams/compose')(rootReporter, reporter).pipe(destination);
      });
    }
    kReporterScope.reporters = reportersMap;
  };

  const rerunFailuresFilePath = flags['--test-rerun-failures'];
  if (rerunFailuresFilePath) {
    validatePath(rerunFailuresFilePath, '--test-rerun-failures');
  }
  let randomize = flags['--test-randomize'];
  let randomSeed;
  if (flags['--test-random-seed'] !== undefined) {
    randomSeed = parseUnsignedOption(flags['--test-random-seed']);
    require('internal/validators').validateUint32(randomSeed, '--test-random-seed');
    randomize = true;
  }

  const tagFilterList = tagFilters(flags['--experimental-test-tag-filter']);
  globalTestOptions = {
    __proto__: null,
    isTestRunner,
    concurrency,
    coverage: flags['--experimental-test-coverage'],
    destinations,
    forceExit: flags['--test-force-exit'],
    isolation,
    only,
    reporters,
    setup,
    shard,
    sourceMaps: flags['--enable-source-maps'],
    testNamePatterns,
    testSkipPatterns,
    timeout: numberFlag(flags['--test-timeout'], 0) || Infinity,
    updateSnapshots: flags['--test-update-snapshots'],
    watch: flags['--watch'],
    globalSetupPath: flags['--test-global-setup'],
    randomize,
    randomSeed,
    rerunFailuresFilePath,
    // Under `--test` the files' own processes do the filtering; they are checked here.
    testTagFilters: isTestRunner && isolation !== 'none' ? null : tagFilterList,
  };
  return globalTestOptions;
}

// ---------------------------------------------------------------------------------------
// Reporters

function tryBuiltinReporter(name) {
  const id = kBuiltinReporters.get(name);
  return id === undefined ? undefined : require(id);
}

async function loadUserReporter(name) {
  // As Node: an ES import with the working directory as the parent, so a missing reporter
  // fails with the ES resolver's ERR_MODULE_NOT_FOUND.
  const { defaultResolveForLoader, urlOf } = require('internal/modules/esm');
  const parent = `${process.cwd()}${require('path').sep}`;
  return import(urlOf(defaultResolveForLoader(name, parent)));
}

async function getReportersMap(reporters, destinations) {
  return Promise.all(reporters.map(async (name, i) => {
    const destName = destinations[i];
    let destination;
    if (destName === 'stdout') destination = process.stdout;
    else if (destName === 'stderr') destination = process.stderr;
    else destination = require('fs').createWriteStream(destName, { __proto__: null, flush: true });

    let reporter = tryBuiltinReporter(name);
    if (reporter === undefined) reporter = await loadUserReporter(name);
    if (reporter?.default) reporter = reporter.default;
    if (reporter?.prototype && Object.getOwnPropertyDescriptor(reporter.prototype, 'constructor')) {
      reporter = new reporter();
    }
    if (!reporter) throw new ERR_INVALID_ARG_VALUE('Reporter', name, 'is not a valid reporter');
    return { __proto__: null, reporter, destination };
  }));
}

// Node's test reporters take their colours from stderr (and inspect errors for stdout).
function shouldColorize(stream) {
  const force = process.env.FORCE_COLOR;
  if (force !== undefined) {
    return force === '' || force === '1' || force === 'true' || force === '2' || force === '3';
  }
  if (!stream?.isTTY) return false;
  return typeof stream.getColorDepth === 'function' ? stream.getColorDepth() > 2 : true;
}

function getColors() {
  const on = shouldColorize(process.stderr);
  return {
    __proto__: null,
    hasColors: on,
    blue: on ? '\u001b[34m' : '',
    green: on ? '\u001b[32m' : '',
    white: on ? '\u001b[39m' : '',
    yellow: on ? '\u001b[33m' : '',
    red: on ? '\u001b[31m' : '',
    gray: on ? '\u001b[90m' : '',
    clear: on ? '\u001bc' : '',
    reset: on ? '\u001b[0m' : '',
  };
}

// ---------------------------------------------------------------------------------------
// Caller locations

// [line, column, file] of the first frame outside the built-in modules.
function getCallerLocation() {
  const sites = internalBinding('util').getCallSites(16);
  for (let i = 0; i < sites.length; i++) {
    const site = sites[i];
    const file = site.scriptName;
    if (typeof file !== 'string' || file === '' || file.startsWith('node:')) continue;
    // getCallSites gives V8's column: the callee's name, where Node's test locations point.
    return [site.lineNumber, site.column, file];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Results

function createDeferredCallback() {
  let calledCount = 0;
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const cb = (err) => {
    calledCount++;
    // A second call is reported once, through the test that made it.
    if (calledCount > 1) {
      if (calledCount === 2) {
        throw createTestFailure('callback invoked multiple times', kMultipleCallbackInvocations);
      }
      return;
    }
    if (err) return reject(err);
    resolve();
  };
  return { __proto__: null, promise, cb };
}

// ERR_TEST_FAILURE as Node shows it: without the runner's own frames (only frames of user
// code that led to it stay).
function createTestFailure(error, failureType) {
  // An engine error from the test's code, with V8's wording.
  if (Error.isError(error)) require('internal/errors_wording').fix(error);
  const err = new ERR_TEST_FAILURE(error, failureType);
  const stack = err.stack;
  if (typeof stack === 'string') {
    const at = stack.indexOf('\n    at ');
    if (at !== -1) {
      const frames = stack.slice(at + 1).split('\n').filter((line) =>
        !line.includes('(node:') && !line.startsWith('    at node:') &&
        !line.endsWith('(native)'));
      err.stack = frames.length === 0 ? stack.slice(0, at) :
        `${stack.slice(0, at)}\n${frames.join('\n')}`;
    }
  }
  return err;
}

function isTestFailureError(err) {
  return err?.code === 'ERR_TEST_FAILURE' && kIsNodeError in err;
}

function countCompletedTest(test, harness = test.root.harness) {
  if (test.nesting === 0) harness.counters.topLevel++;
  if (test.reportedType === 'suite') {
    harness.counters.suites++;
    // A suite fails by itself only through its hooks; unless todo, that fails the run too.
    if (!test.passed && !test.isTodo) harness.success = false;
    return;
  }
  // Skipped and todo tests never count as failures.
  if (test.skipped) {
    harness.counters.skipped++;
  } else if (test.isTodo) {
    harness.counters.todo++;
  } else if (test.cancelled) {
    harness.counters.cancelled++;
    harness.success = false;
  } else if (!test.passed) {
    harness.counters.failed++;
    harness.success = false;
  } else {
    harness.counters.passed++;
  }
  harness.counters.tests++;
}

function withResolvers() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { __proto__: null, promise, resolve, reject };
}

module.exports = {
  convertStringToRegExp,
  countCompletedTest,
  createDeferredCallback,
  createRandomSeed,
  createSeededGenerator,
  createTestFailure,
  currentTest,
  getCallerLocation,
  getColors,
  getOptionValues,
  getReportersMap,
  isTestFailureError,
  kDefaultReporter,
  kReporterScope,
  kMaxRandomSeed,
  parseCommandLine,
  parsePreviousRuns,
  shouldColorize,
  validatePath,
  withResolvers,
};
