'use strict';
// internal/test_runner/runner: node:test's run() and the engine of `--test`. Test files are
// found with Node's default patterns (or the given globs), each runs in a child process of
// this binary with NODE_TEST_CONTEXT=child-v8, and the child's reporter frames are replayed
// into this process's TestsStream, in file order (a seeded random order under
// --test-randomize, the seed passed on to the children), as if the tests had run here. Children are
// spawned asynchronously, as many at once as the run's concurrency allows, and killed
// through their test's AbortSignal when it is cancelled (SIGINT/SIGTERM, timeout). With
// isolation 'none' the files are instead imported into this process one after the other, their tests attach to this process's root,
// and they run (one at a time) once every file has loaded. In watch mode (run({ watch }),
// `--test --watch`) the run never ends: each file reruns, in a new child, when it or a file
// it loaded changes (with isolation 'none', one child runs every file), and every run is
// summarised as its last file ends.

const { join, resolve } = require('path');
const { Buffer } = require('buffer');
const {
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
} = require('internal/errors');
const {
  validateArray,
  validateBoolean,
  validateFunction,
  validateInteger,
  validateObject,
  validateOneOf,
  validateString,
  validateStringArray,
  validateUint32,
} = require('internal/validators');
const { kEmitMessage } = require('internal/test_runner/tests_stream');
const { claimPreloadRoot, createTestTree } = require('internal/test_runner/harness');
const {
  kAborted,
  kCancelledByParent,
  kSubtestsFailed,
  kTestCodeFailure,
  kTestTimeoutFailure,
  Test,
} = require('internal/test_runner/test');
const {
  convertStringToRegExp,
  countCompletedTest,
  createRandomSeed,
  createTestFailure,
  getOptionValues,
  parseCommandLine,
  validatePath,
} = require('internal/test_runner/utils');

const kFilterArgs = ['--test', '--experimental-test-coverage', '--test-randomize', '--watch'];
// Tag filters are taken out too: the children get the run's, as given to run() or on the
// command line. The global setup module runs once, in this process.
const kFilterArgValues = ['--test-reporter', '--test-reporter-destination',
  '--experimental-test-tag-filter', '--test-global-setup', '--test-random-seed'];
const kDiagnosticsFilterArgs = ['tests', 'suites', 'pass', 'fail', 'cancelled', 'skipped', 'todo',
  'duration_ms'];
// Watch mode with isolation 'none' runs every file in one child, reported as one nameless
// file test.
const kIsolatedProcessName = Symbol('kIsolatedProcessName');
const kExecutionOrderedEvents = new Set(['test:enqueue', 'test:dequeue', 'test:complete',
  'test:log']);
const kCanceledTests = new Set([kCancelledByParent, kAborted, kTestTimeoutFailure]);
const kPatterns = ['test', 'test/**/*', 'test-*', '*[._-]test'];
const kFileExtensions = ['js', 'mjs', 'cjs'];
// With type stripping on (Node's default), TypeScript test files match the defaults too.
if (require('internal/modules/typescript').isEnabled()) kFileExtensions.push('ts', 'mts', 'cts');
const kDefaultPattern = `**/{${kPatterns.join(',')}}.{${kFileExtensions.join(',')}}`;
// v8's serialization header: version tag 0xFF, version 15.
const kV8Header = Buffer.from([0xFF, 0x0F]);
const kSerializedSizeHeader = 4 + kV8Header.length;

function hasMagic(pattern) {
  return /[*?[\]{}!]/.test(pattern);
}

function createTestFileList(patterns, cwd) {
  const hasUserSuppliedPattern = patterns != null;
  if (!patterns || patterns.length === 0) {
    patterns = [kDefaultPattern];
  } else {
    // A directory named as it is (no glob characters) stands for the test files under it,
    // found with the default patterns; a glob's matches are taken as they are.
    const { statSync } = require('fs');
    patterns = patterns.map((pattern) => {
      if (hasMagic(pattern)) return pattern;
      const stat = statSync(resolve(cwd, pattern), { throwIfNoEntry: false });
      return stat?.isDirectory() ? join(pattern, kDefaultPattern) : pattern;
    });
  }
  const results = require('fs').globSync(patterns, {
    __proto__: null,
    cwd,
    exclude: (name) => name === 'node_modules',
  });
  if (hasUserSuppliedPattern && results.length === 0 && patterns.every((p) => !hasMagic(p))) {
    process.stderr.write(`Could not find '${patterns.join(', ')}'\n`);
    process.exit(1);
  }
  return results.sort();
}

function filterExecArgv(arg, i, arr) {
  return !kFilterArgs.includes(arg) &&
    !kFilterArgValues.some((p) => arg === p || (i > 0 && arr[i - 1] === p) ||
                                  arg.startsWith(`${p}=`));
}

function getRunArgs(path, { forceExit, testNamePatterns, testSkipPatterns, testTagFilters,
                            only, argv: suppliedArgs, execArgv, rerunFailuresFilePath,
                            randomize, randomSeed, hasFiles, testFiles, globPatterns,
                            root: { timeout } }) {
  const argv = process.execArgv.filter(filterExecArgv);
  if (forceExit === true) argv.push('--test-force-exit');
  if (testNamePatterns != null) {
    for (const pattern of testNamePatterns) argv.push(`--test-name-pattern=${pattern}`);
  }
  if (testSkipPatterns != null) {
    for (const pattern of testSkipPatterns) argv.push(`--test-skip-pattern=${pattern}`);
  }
  if (testTagFilters != null) {
    for (const filter of testTagFilters) argv.push(`--experimental-test-tag-filter=${filter}`);
  }
  if (only === true) argv.push('--test-only');
  if (timeout != null) argv.push(`--test-timeout=${timeout}`);
  if (rerunFailuresFilePath) argv.push(`--test-rerun-failures=${rerunFailuresFilePath}`);
  if (randomize) argv.push('--test-randomize');
  if (randomSeed != null) argv.push(`--test-random-seed=${randomSeed}`);
  argv.push(...execArgv);
  if (path === kIsolatedProcessName) {
    argv.push('--test', '--test-isolation=none', ...(hasFiles ? testFiles : globPatterns ?? []));
  } else {
    argv.push(path);
  }
  argv.push(...suppliedArgs);
  return argv;
}

// One test file, run in a child; its results are the child's.
class FileTest extends Test {
  #reportBuffer = [];
  #reportedChildren = 0;
  failedSubtests = false;

  constructor(options) {
    super(options);
    this.loc ??= { __proto__: null, line: 1, column: 1, file: resolve(this.name) };
    this.timeout = null;
  }

  #skipReporting() {
    return this.#reportedChildren > 0 &&
      (!this.error || this.error.failureType === kSubtestsFailed);
  }

  // The child's own summary lines ("tests 3", ...) give way to the parent's.
  #checkNestedComment(comment) {
    const first = comment.indexOf(' ');
    if (first === -1) return false;
    const second = comment.indexOf(' ', first + 1);
    return second === -1 && kDiagnosticsFilterArgs.includes(comment.slice(0, first));
  }

  #handleReportItem(item) {
    const { deserializeError } = require('internal/test_runner/error_serdes');
    // Every event from a file names it, for reporters (and the rerun state file).
    if (this.name !== '') item.data.entryFile = this.loc.file;
    const isTopLevel = item.data.nesting === 0;
    if (isTopLevel) {
      if (item.type === 'test:plan' && this.#skipReporting()) return;
      if (item.type === 'test:diagnostic' && this.#checkNestedComment(item.data.message)) return;
    }
    if (item.data.details?.error) {
      item.data.details.error = deserializeError(item.data.details.error);
    }
    if (item.type === 'test:pass' || item.type === 'test:fail') {
      item.data.testNumber = isTopLevel ? (this.root.harness.counters.topLevel + 1) :
        item.data.testNumber;
      countCompletedTest({
        __proto__: null,
        name: item.data.name,
        finished: true,
        skipped: item.data.skip !== undefined,
        isTodo: item.data.todo !== undefined,
        passed: item.type === 'test:pass',
        cancelled: kCanceledTests.has(item.data.details?.error?.failureType),
        nesting: item.data.nesting,
        reportedType: item.data.details?.type,
      }, this.root.harness);
    }
    this.reporter[kEmitMessage](item.type, item.data);
  }

  #accumulateReportItem(item) {
    if (item.type !== 'test:pass' && item.type !== 'test:fail') return;
    this.#reportedChildren++;
    if (item.data.nesting === 0 && item.type === 'test:fail') this.failedSubtests = true;
  }

  #drainReportBuffer() {
    if (this.#reportBuffer.length > 0) {
      for (const item of this.#reportBuffer) this.#handleReportItem(item);
      this.#reportBuffer = [];
    }
  }

  addToReport(item) {
    // Queueing, completion and logs are reported as they happen, not in file order.
    if (kExecutionOrderedEvents.has(item.type)) {
      this.#handleReportItem(item);
      return;
    }
    this.#accumulateReportItem(item);
    if (!this.isClearToSend()) {
      this.#reportBuffer.push(item);
      return;
    }
    this.#drainReportBuffer();
    this.#handleReportItem(item);
  }

  reportStarted() {}

  report() {
    this.#drainReportBuffer();
    if (!this.#skipReporting()) {
      super.reportStarted();
      super.report();
    }
  }

  #pending = null;
  #sawFrame = false;
  #heldStderr = '';
  #stderrTail = '';

  // Takes the next chunk of a child's stdout: plain output and complete reporter frames are
  // reported now; an incomplete frame (or a byte that may start a header) waits for more.
  parseChunk(chunk) {
    const { DefaultDeserializer } = require('v8');
    let data = this.#pending ? Buffer.concat([this.#pending, chunk]) : chunk;
    this.#pending = null;
    let offset = 0;
    while (offset < data.length) {
      const headerIndex = data.indexOf(kV8Header, offset);
      let plainEnd = headerIndex === -1 ? data.length : headerIndex;
      // A trailing 0xFF may be the first half of a header split across chunks.
      if (headerIndex === -1 && data[data.length - 1] === kV8Header[0]) plainEnd--;
      if (plainEnd > offset) this.#reportStdout(data.toString('utf8', offset, plainEnd));
      if (headerIndex === -1) {
        if (plainEnd < data.length) this.#pending = data.subarray(plainEnd);
        return;
      }
      if (headerIndex + kSerializedSizeHeader > data.length) {
        this.#pending = data.subarray(headerIndex);
        return;
      }
      const size = data.readUInt32BE(headerIndex + kV8Header.length);
      const frameStart = headerIndex + kSerializedSizeHeader;
      if (frameStart + size > data.length) {
        this.#pending = data.subarray(headerIndex);
        return;
      }
      this.#firstFrame();
      const deserializer = new DefaultDeserializer(data.subarray(frameStart, frameStart + size));
      deserializer.readHeader();
      this.addToReport(deserializer.readValue());
      offset = frameStart + size;
    }
  }

  // Called when the child's stdout ends: what is left is plain output.
  finishOutput() {
    if (this.#pending) this.#reportStdout(this.#pending.toString('utf8'));
    this.#pending = null;
    this.#firstFrame();
    const tail = this.#stderrTail;
    this.#stderrTail = '';
    if (tail) this.parseStderr(`${tail}\n`);
  }

  #reportStdout(message) {
    this.addToReport({
      __proto__: null,
      type: 'test:stdout',
      data: { __proto__: null, file: this.name, message },
    });
  }

  // A child's own writes are synchronous while its reporter frames lag behind, so stderr
  // that comes before the first frame is reported after the plain output that preceded it.
  #firstFrame() {
    if (this.#sawFrame) return;
    this.#sawFrame = true;
    const held = this.#heldStderr;
    this.#heldStderr = '';
    if (held) this.#reportStderrLines(held);
  }

  parseStderr(text) {
    text = this.#stderrTail + text;
    const lastBreak = text.lastIndexOf('\n');
    this.#stderrTail = text.slice(lastBreak + 1);
    if (lastBreak === -1) return;
    const complete = text.slice(0, lastBreak + 1);
    if (!this.#sawFrame) {
      this.#heldStderr += complete;
      return;
    }
    this.#reportStderrLines(complete);
  }

  #reportStderrLines(text) {
    const lines = text.split(/\r?\n/);
    if (lines[lines.length - 1] === '') lines.pop();
    for (const line of lines) {
      this.addToReport({
        __proto__: null,
        type: 'test:stderr',
        data: { __proto__: null, file: this.name, message: `${line}\n` },
      });
    }
  }
}

function runTestFile(path, opts, filesWatcher = null) {
  const testOpts = { __proto__: null, signal: opts.signal };
  const testPath = path === kIsolatedProcessName ? '' : path;
  const subtest = opts.root.createSubtest(FileTest, testPath, testOpts, async (t) => {
    const args = getRunArgs(path, opts);
    const env = { __proto__: null, ...process.env, NODE_TEST_CONTEXT: 'child-v8' };
    env.NODE_TEST_WORKER_ID = String(opts.nextWorkerId());
    if (opts.root.harness.shouldColorizeTestFiles) env.FORCE_COLOR = '1';
    const stdio = ['ignore', 'pipe', 'pipe'];
    // Watch mode learns what each file loads from the child's loaders, over IPC.
    if (filesWatcher !== null) {
      stdio.push('ipc');
      env.WATCH_REPORT_DEPENDENCIES = '1';
    }
    const { spawn } = require('child_process');
    const child = spawn(process.execPath, args, {
      __proto__: null,
      env,
      cwd: opts.cwd,
      stdio,
      // Cancelling the file's test (an interrupt, a timeout, run()'s signal) kills the child.
      signal: t.signal,
    });
    if (filesWatcher !== null) {
      filesWatcher.runningProcesses.set(path, child);
      filesWatcher.watcher.watchChildProcessModules(child, path);
      // Watching the whole directory, the watcher records no file's owners itself; a
      // change must still name the test files that loaded the file changed.
      if (!opts.hasFiles) child.on('message', (message) => filesWatcher.recordLoads(message, path));
    }
    let spawnError = null;
    child.on('error', (err) => { spawnError = err; });
    child.stdout.on('data', (chunk) => subtest.parseChunk(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text) => subtest.parseStderr(text));
    const { once } = require('events');
    const { finished } = require('stream/promises');
    const [[code, signal]] = await Promise.all([
      once(child, 'exit', { __proto__: null, signal: t.signal }),
      finished(child.stdout, { __proto__: null, signal: t.signal }),
      finished(child.stderr, { __proto__: null, signal: t.signal }),
    ]);
    subtest.finishOutput();
    if (filesWatcher !== null) {
      filesWatcher.runningProcesses.delete(path);
      filesWatcher.runningSubtests.delete(path);
      // The run is summarised once the last running file has reported.
      (async () => {
        try {
          await ended;
        } finally {
          if (filesWatcher.runningSubtests.size === 0) {
            opts.root.reporter[kEmitMessage]('test:watch:drained');
            opts.root.postRun();
          }
        }
      })();
    }
    if (spawnError) throw spawnError;
    if (code !== 0 || signal !== null) {
      const failureType = subtest.failedSubtests ? kSubtestsFailed : kTestCodeFailure;
      const err = createTestFailure('test failed', failureType);
      // The stack would only show this runner: the failures came from the child.
      Object.assign(err, { __proto__: null, exitCode: code, signal, stack: undefined });
      throw err;
    }
  });
  const ended = subtest.start();
  return ended;
}

// Watch mode: a file reruns when it, or a file it loaded, changes. Given no explicit file
// list, the whole working directory is watched, so that a test file created later runs too
// (and a deleted one is dropped without a rerun).
function watchFiles(testFiles, opts) {
  const { FilesWatcher } = require('internal/watch_mode/files_watcher');
  const { once } = require('events');
  const runningProcesses = new Map();
  const runningSubtests = new Map();
  const watcher = new FilesWatcher({
    __proto__: null,
    debounce: 200,
    mode: opts.hasFiles ? 'filter' : 'all',
    signal: opts.signal,
  });
  if (!opts.hasFiles) watcher.watchPath(opts.cwd);
  const recordLoads = (message, owner) => {
    try {
      const required = message?.['watch:require'];
      if (Array.isArray(required)) {
        for (const file of required) watcher.filterFile(file, owner);
      }
      const imported = message?.['watch:import'];
      if (Array.isArray(imported)) {
        const { fileURLToPath } = require('internal/url');
        for (const url of imported) watcher.filterFile(fileURLToPath(url), owner);
      }
    } catch {
      // A file gone by now, or an import that is no file.
    }
  };
  const filesWatcher = { __proto__: null, watcher, runningProcesses, runningSubtests, recordLoads };
  opts.root.harness.watching = true;

  async function restart(file) {
    const running = runningProcesses.get(file);
    if (running) {
      running.kill();
      await once(running, 'exit');
    }
    // A fresh run numbers its files from 1 again.
    if (runningSubtests.size === 0) opts.root.harness.counters.topLevel = 0;
    await runningSubtests.get(file);
    runningSubtests.set(file, runTestFile(file, opts, filesWatcher));
  }

  const onChanged = ({ owners, eventType }) => {
    if (!opts.hasFiles && (eventType === 'rename' || eventType === 'change')) {
      const updated = createTestFileList(opts.globPatterns, opts.cwd);
      const added = updated.find((file) => !testFiles.includes(file));
      const removed = testFiles.find((file) => !updated.includes(file));
      testFiles = updated;
      if (added) {
        owners = new Set([added]);
        watcher.filterFile(resolve(opts.cwd, added), owners);
      }
      if (!added && removed) return;
    }
    opts.root.clearExecutionTime();
    opts.root.reporter[kEmitMessage]('test:watch:restarted');
    const rethrow = (err) => process.nextTick(() => { throw err; });
    if (opts.isolation === 'none') {
      restart(kIsolatedProcessName).catch(rethrow);
      return;
    }
    watcher.unfilterFilesOwnedBy(owners);
    Promise.all(testFiles.map(async (file) => {
      if (owners.has(file)) await restart(file);
    })).catch(rethrow);
  };
  watcher.on('changed', onChanged);
  if (opts.signal) {
    const { kResistStopPropagation } = require('internal/event_target');
    opts.signal.addEventListener('abort', () => {
      watcher.removeListener('changed', onChanged);
      opts.root.harness.watching = false;
      opts.root.postRun();
    }, { __proto__: null, once: true, [kResistStopPropagation]: true });
  }
  return filesWatcher;
}

// Isolation 'none': every file is imported here, in order, while the tests they declare wait
// for the bootstrap promise; a file that declares no test is reported as a test named after
// it, failed with the error it threw at load if it threw one.
// `onLoaded` runs as the files' tests are let go, so tests that preloaded code declared
// start first, in the order they were declared.
async function loadFilesInProcess(root, testFiles, cwd, onLoaded) {
  const { startSubtestAfterBootstrap } = require('internal/test_runner/harness');
  const { pathToFileURL } = require('url');
  const { harness } = root;
  let finishLoading;
  const loaded = new Promise((res) => { finishLoading = res; });
  harness.bootstrapPromise = harness.bootstrapPromise ?
    Promise.all([harness.bootstrapPromise, loaded]).then(() => {}) : loaded;

  await root.runInAsyncScope(async () => {
    let topLevelTests = root.subtests.length;
    for (const testFile of testFiles) {
      const absolute = resolve(cwd, testFile);
      root.entryFile = absolute;
      let loadError;
      let threw = false;
      try {
        await import(pathToFileURL(absolute).href);
      } catch (err) {
        threw = true;
        loadError = err;
      }
      if (root.subtests.length === topLevelTests) {
        const placeholder = root.createSubtest(Test, testFile, { __proto__: null }, undefined,
                                               { __proto__: null, loc: [1, 1, absolute] });
        if (threw) placeholder.fail(loadError);
        startSubtestAfterBootstrap(placeholder);
      }
      topLevelTests = root.subtests.length;
    }
  });

  root.entryFile = null;
  onLoaded?.();
  finishLoading();
  return root.processPendingSubtests();
}

function toPatterns(list, name) {
  if (list == null) return list;
  if (!Array.isArray(list)) list = [list];
  return list.map((value, i) => {
    if (value instanceof RegExp) return value;
    const itemName = `${name}[${i}]`;
    if (typeof value === 'string') return convertStringToRegExp(value, itemName);
    throw new ERR_INVALID_ARG_TYPE(itemName, ['string', 'RegExp'], value);
  });
}

function run(options = { __proto__: null }) {
  validateObject(options, 'options');
  let { testNamePatterns, testSkipPatterns, shard } = options;
  let testTagFilters = options.testTagFilters ??
    getOptionValues()['--experimental-test-tag-filter'];
  const {
    concurrency,
    timeout,
    signal,
    files,
    forceExit,
    isolation = 'process',
    watch,
    setup,
    globalSetupPath,
    only,
    globPatterns,
    coverage = false,
    lineCoverage = 0,
    branchCoverage = 0,
    functionCoverage = 0,
    coverageExcludeGlobs,
    coverageIncludeGlobs,
    execArgv = [],
    argv = [],
    cwd = process.cwd(),
    randomize: suppliedRandomize,
    randomSeed: suppliedRandomSeed,
    rerunFailuresFilePath,
  } = options;

  if (files != null) validateArray(files, 'options.files');
  if (watch != null) validateBoolean(watch, 'options.watch');
  if (forceExit != null) {
    validateBoolean(forceExit, 'options.forceExit');
    if (forceExit && watch) {
      throw new ERR_INVALID_ARG_VALUE('options.forceExit', watch,
                                      'is not supported with watch mode');
    }
  }
  if (only != null) validateBoolean(only, 'options.only');
  if (globPatterns != null) validateArray(globPatterns, 'options.globPatterns');
  if (suppliedRandomize != null) validateBoolean(suppliedRandomize, 'options.randomize');
  if (suppliedRandomSeed != null) validateUint32(suppliedRandomSeed, 'options.randomSeed');
  let randomize = suppliedRandomize;
  let randomSeed = suppliedRandomSeed;
  if (randomSeed != null) randomize = true;
  if (watch) {
    if (randomSeed != null) {
      throw new ERR_INVALID_ARG_VALUE('options.randomSeed', randomSeed,
                                      'is not supported with watch mode');
    }
    if (randomize) {
      throw new ERR_INVALID_ARG_VALUE('options.randomize', randomize,
                                      'is not supported with watch mode');
    }
  }
  if (rerunFailuresFilePath) {
    validatePath(rerunFailuresFilePath, 'options.rerunFailuresFilePath');
    // The state file keys tests by where they are declared, not by a seed: a shuffled
    // rerun could not be replayed.
    if (randomSeed != null) {
      throw new ERR_INVALID_ARG_VALUE('options.randomSeed', randomSeed,
                                      'is not supported with rerun failures mode');
    }
    if (randomize) {
      throw new ERR_INVALID_ARG_VALUE('options.randomize', randomize,
                                      'is not supported with rerun failures mode');
    }
  }
  if (randomize) randomSeed ??= createRandomSeed();
  validateString(cwd, 'options.cwd');
  if (globPatterns?.length > 0 && files?.length > 0) {
    throw new ERR_INVALID_ARG_VALUE('options.globPatterns', globPatterns,
                                    'is not supported when specifying \'options.files\'');
  }
  if (shard != null) {
    validateObject(shard, 'options.shard');
    shard = { __proto__: null, index: shard.index, total: shard.total };
    validateInteger(shard.total, 'options.shard.total', 1);
    validateInteger(shard.index, 'options.shard.index', 1, shard.total);
    if (watch) {
      throw new ERR_INVALID_ARG_VALUE('options.shard', watch,
                                      'shards not supported with watch mode');
    }
  }
  if (setup != null) validateFunction(setup, 'options.setup');
  testNamePatterns = toPatterns(testNamePatterns, 'options.testNamePatterns');
  testSkipPatterns = toPatterns(testSkipPatterns, 'options.testSkipPatterns');
  const tagFilters = require('internal/test_runner/tag_filter')
    .parseTagFilters(testTagFilters, 'options.testTagFilters');
  if (tagFilters !== null) {
    testTagFilters = Array.isArray(testTagFilters) ? testTagFilters : [testTagFilters];
  }
  validateOneOf(isolation, 'options.isolation', ['process', 'none']);
  validateBoolean(coverage, 'options.coverage');
  validateInteger(lineCoverage, 'options.lineCoverage', 0, 100);
  validateInteger(branchCoverage, 'options.branchCoverage', 0, 100);
  validateInteger(functionCoverage, 'options.functionCoverage', 0, 100);
  // Checked as Node does even though no coverage is collected (see harness.js).
  if (coverageExcludeGlobs != null) {
    validateStringArray(Array.isArray(coverageExcludeGlobs) ? coverageExcludeGlobs :
      [coverageExcludeGlobs], 'options.coverageExcludeGlobs');
  }
  if (coverageIncludeGlobs != null) {
    validateStringArray(Array.isArray(coverageIncludeGlobs) ? coverageIncludeGlobs :
      [coverageIncludeGlobs], 'options.coverageIncludeGlobs');
  }
  validateStringArray(argv, 'options.argv');
  validateStringArray(execArgv, 'options.execArgv');
  if (globalSetupPath != null) {
    // Node's path check without the URL conversion: a URL object is refused too.
    if (typeof globalSetupPath !== 'string' &&
        !require('internal/util/types').isUint8Array(globalSetupPath)) {
      throw new ERR_INVALID_ARG_TYPE('options.globalSetupPath', ['string', 'Buffer', 'URL'],
                                     globalSetupPath);
    }
    if (`${globalSetupPath}`.includes('\u0000')) {
      throw new ERR_INVALID_ARG_VALUE('options.globalSetupPath', globalSetupPath,
                                      'must be a string, Uint8Array, or URL without null bytes');
    }
  }

  const rootTestOptions = { __proto__: null, concurrency, timeout, signal };
  const globalOptions = {
    __proto__: null,
    // Node reads the command line here too.
    ...parseCommandLine(),
    setup,
    coverage,
    rerunFailuresFilePath,
    cwd,
    globalSetupPath,
    randomize,
    randomSeed,
  };
  // In-process files are filtered here; each child process filters its own.
  if (tagFilters !== null) globalOptions.testTagFilters = isolation === 'none' ? tagFilters : null;
  if (isolation === 'none') {
    if (testNamePatterns != null) globalOptions.testNamePatterns = testNamePatterns;
    if (testSkipPatterns != null) globalOptions.testSkipPatterns = testSkipPatterns;
  }
  const preloaded = isolation === 'none' && !watch ? claimPreloadRoot() : undefined;
  const root = preloaded?.root ?? createTestTree(rootTestOptions, globalOptions);
  let testFiles = files ?? createTestFileList(globPatterns, cwd);
  if (randomize) root.diagnostic(`Randomized test order seed: ${randomSeed}`);
  if (shard) {
    testFiles = testFiles.filter((_, index) => index % shard.total === shard.index - 1);
  }

  // Each file's child is told which of `workers` slots runs it (NODE_TEST_WORKER_ID,
  // t.workerId): Node hands the ids 1..workers out in turn.
  const effectiveConcurrency = globalOptions.concurrency ?? concurrency;
  let workers = 1;
  if (effectiveConcurrency === true) {
    workers = Math.max(require('os').availableParallelism() - 1, 1);
  } else if (typeof effectiveConcurrency === 'number') {
    workers = effectiveConcurrency;
  }
  let filesStarted = 0;
  const opts = {
    __proto__: null,
    root,
    signal,
    nextWorkerId: () => (filesStarted++ % workers) + 1,
    testNamePatterns,
    testSkipPatterns,
    testTagFilters: tagFilters === null ? null : testTagFilters,
    hasFiles: files != null,
    globPatterns,
    only,
    forceExit,
    cwd,
    isolation,
    argv,
    execArgv,
    rerunFailuresFilePath,
    randomize,
    randomSeed,
    testFiles,
  };

  let runFiles;
  let finish;
  if (isolation === 'process') {
    if (process.env.NODE_TEST_CONTEXT !== undefined) {
      process.emitWarning('node:test run() is being called recursively within a test file. ' +
                          'skipping running files.');
      root.postRun();
      return root.reporter;
    }
    // In watch mode each run is summarised as its last file ends, and the run never ends.
    const filesWatcher = watch ? watchFiles(testFiles, opts) : null;
    runFiles = () => {
      root.harness.bootstrapPromise = null;
      root.harness.buildPromise = null;
      return Promise.allSettled(testFiles.map((path) => {
        const subtest = runTestFile(path, opts, filesWatcher);
        filesWatcher?.runningSubtests.set(path, subtest);
        return subtest;
      }));
    };
    if (!watch) {
      finish = () => {
        root.postRun();
        root.harness.teardown();
      };
    }
  } else if (watch) {
    // Every file runs in this one process, so they all share worker slot 1.
    process.env.NODE_TEST_WORKER_ID = '1';
    const absoluteFiles = testFiles.map((file) => resolve(cwd, file));
    const filesWatcher = watchFiles(absoluteFiles, opts);
    runFiles = () => {
      root.harness.bootstrapPromise = null;
      root.harness.buildPromise = null;
      const subtest = runTestFile(kIsolatedProcessName, opts, filesWatcher);
      filesWatcher.runningSubtests.set(kIsolatedProcessName, subtest);
      return subtest;
    };
  } else {
    // The summary comes from the harness's 'beforeExit' handler, as for a file run directly:
    // tests may still be running when the last file has loaded.
    runFiles = () => {
      // Every file runs in this one process, so they all share worker slot 1.
      process.env.NODE_TEST_WORKER_ID = '1';
      return loadFilesInProcess(root, testFiles, cwd, preloaded?.release);
    };
  }

  const runChain = async () => {
    if (root.harness?.bootstrapPromise) await root.harness.bootstrapPromise;
    if (typeof setup === 'function') await setup(root.reporter);
    await runFiles();
    finish?.();
  };

  runChain();
  return root.reporter;
}

module.exports = {
  FileTest,
  createTestFileList,
  kDefaultPattern,
  run,
};
