'use strict';
// internal/test_runner/harness: the root of node:test's tree in this process. The first
// test()/describe()/hook call creates the root test, wires the reporters and the process
// handlers (errors from tests, 'beforeExit' to report the summary), and the public
// test/suite/hook functions attach new tests to the current test (or the root).

const {
  kCancelledByParent, lastRunningTest, Test, Suite, TestContext,
} = require('internal/test_runner/test');
const {
  createTestFailure,
  currentTest,
  getCallerLocation,
  kReporterScope,
  parseCommandLine,
  parsePreviousRuns,
  shouldColorize,
  withResolvers,
} = require('internal/test_runner/utils');

const hrtime = process.hrtime.bigint;
const kGenericUserError = 1;
const TIMEOUT_MAX = 2 ** 31 - 1;
let globalRoot;

function createTestTree(rootTestOptions, globalOptions) {
  const buildPhaseDeferred = withResolvers();
  const isFilteringByName = globalOptions.testNamePatterns || globalOptions.testSkipPatterns;
  const isFilteringByTags = globalOptions.testTagFilters != null;
  const isFilteringByOnly = (globalOptions.isolation === 'process' ||
    process.env.NODE_TEST_CONTEXT) ? globalOptions.only : true;
  const harness = {
    __proto__: null,
    buildPromise: buildPhaseDeferred.promise,
    buildSuites: [],
    isWaitingForBuildPhase: false,
    watching: false,
    config: globalOptions,
    coverage: null,
    resetCounters() {
      harness.counters = {
        __proto__: null,
        tests: 0,
        failed: 0,
        passed: 0,
        cancelled: 0,
        skipped: 0,
        todo: 0,
        topLevel: 0,
        suites: 0,
      };
    },
    success: true,
    counters: null,
    shouldColorizeTestFiles: (globalOptions.destinations ?? []).some((name) =>
      (name === 'stdout' && shouldColorize(process.stdout)) ||
      (name === 'stderr' && shouldColorize(process.stderr))),
    teardown: null,
    snapshotManager: null,
    previousRuns: null,
    isFilteringByName,
    isFilteringByOnly,
    isFilteringByTags,
    globalTeardown: undefined,
    async runBootstrap() {
      if (globalOptions.globalSetupPath) {
        const { globalSetup, globalTeardown } =
          await loadGlobalSetup(globalOptions.globalSetupPath, globalOptions.cwd);
        harness.globalTeardown = globalTeardown;
        if (globalSetup !== undefined) await globalSetup();
      }
    },
    async waitForBuildPhase() {
      if (harness.buildSuites.length > 0) await Promise.all(harness.buildSuites);
      buildPhaseDeferred.resolve();
    },
  };

  harness.resetCounters();
  harness.bootstrapPromise = harness.runBootstrap();
  globalRoot = new Test({ __proto__: null, ...rootTestOptions, harness, name: '<root>' });
  setupProcessState(globalRoot, globalOptions);
  globalRoot.startTime = hrtime();
  return globalRoot;
}

// The module of --test-global-setup (run({ globalSetupPath })), a path from the working
// directory: the functions it exports as globalSetup and globalTeardown, either optional.
async function loadGlobalSetup(globalSetupPath, cwd = process.cwd()) {
  const { pathToFileURL } = require('url');
  const path = require('path');
  const { validateFunction } = require('internal/validators');
  const { defaultResolveForLoader, urlOf } = require('internal/modules/esm');
  // Imported from the working directory, which its errors name.
  const resolved = defaultResolveForLoader(
    pathToFileURL(path.resolve(cwd, `${globalSetupPath}`)).href, `${cwd}${path.sep}`);
  const module = await import(urlOf(resolved));
  // Falsy exports count as absent, as in Node.
  const globalSetup = module.globalSetup || undefined;
  const globalTeardown = module.globalTeardown || undefined;
  if (globalSetup !== undefined) validateFunction(globalSetup, 'globalSetupModule.globalSetup');
  if (globalTeardown !== undefined) {
    validateFunction(globalTeardown, 'globalSetupModule.globalTeardown');
  }
  return { __proto__: null, globalSetup, globalTeardown };
}

function createProcessEventHandler(eventName, rootTest) {
  return (err) => {
    if (rootTest.harness.bootstrapPromise) {
      // The runner is not set up yet: nothing can take the error. Node's report points at
      // this rethrow, not where the error was first thrown.
      if ((typeof err === 'object' && err !== null) || typeof err === 'function') {
        const { kEvalSourcePointer } = require('internal/process/execution');
        try {
          Object.defineProperty(err, kEvalSourcePointer, {
            __proto__: null,
            configurable: true,
            value: 'node:internal/test_runner/harness:124\n      throw err;\n      ^\n',
          });
        } catch {
          // A frozen error keeps the pointer of its own throw.
        }
      }
      throw err;
    }
    // 'unhandledRejection' runs in the rejecting code's async context, so the store names
    // the test that left it behind; where no store is set, the test running now is the
    // best guess.
    const test = currentTest.getStore() ?? lastRunningTest();
    // Errors of reporters are not the tests' business.
    if (test === kReporterScope) throw err;

    if (!test || test.finished || test.hookType) {
      // Not from a running test: report it as a top-level diagnostic.
      let msg;
      if (test) {
        const name = test.hookType ? `Test hook "${test.hookType}"` : `Test "${test.name}"`;
        let locInfo = '';
        if (test.loc) {
          const relPath = require('path').relative(rootTest.config.cwd, test.loc.file);
          locInfo = ` at ${relPath}:${test.loc.line}:${test.loc.column}`;
        }
        msg = `Error: ${name}${locInfo} generated asynchronous ` +
          'activity after the test ended. This activity created the error ' +
          `"${err}" and would have caused the test to fail, but instead ` +
          `triggered an ${eventName} event.`;
      } else {
        msg = 'Error: A resource generated asynchronous activity after ' +
          `the test ended. This activity created the error "${err}" which ` +
          `triggered an ${eventName} event, caught by the test runner.`;
      }
      rootTest.diagnostic(msg);
      rootTest.harness.success = false;
      process.exitCode = kGenericUserError;
      return;
    }

    test.fail(createTestFailure(err, eventName));
    test.abortController.abort();
  };
}

// The innermost tests that have started and not finished: what an interrupt cut short.
function findRunningTests(root) {
  const running = [];
  const visit = (test) => {
    let childRunning = false;
    for (const subtest of test.subtests) {
      if (subtest.startTime !== null && subtest.endTime === null) {
        childRunning = true;
        visit(subtest);
      }
    }
    if (!childRunning && test !== root) {
      running.push({
        __proto__: null,
        name: test.name,
        nesting: test.nesting,
        file: test.loc?.file,
        line: test.loc?.line,
        column: test.loc?.column,
      });
    }
  };
  visit(root);
  return running;
}

// --test-rerun-failures: the state file lists, per earlier run, the tests that passed; they
// are replayed instead of run. Only the outermost process writes the file, once its run
// has been reported; the children of `--test` read it but leave it alone.
function setupFailureStateFile(rootTest, globalOptions) {
  if (!globalOptions.rerunFailuresFilePath) return;
  rootTest.harness.previousRuns = parsePreviousRuns(globalOptions.rerunFailuresFilePath);
  if (rootTest.harness.previousRuns === null) {
    rootTest.diagnostic('Warning: The rerun failures file at ' +
      `${globalOptions.rerunFailuresFilePath} is not a valid rerun file. ` +
      'The test runner will not be able to rerun failed tests.');
    rootTest.harness.success = false;
    process.exitCode = kGenericUserError;
    return;
  }
  if (!process.env.NODE_TEST_CONTEXT) {
    const { reportReruns } = require('internal/test_runner/reporter/rerun');
    const { PassThrough } = require('stream');
    const reporter = reportReruns(rootTest.harness.previousRuns, globalOptions);
    currentTest.run(kReporterScope, () => {
      require('internal/streams/compose')(rootTest.reporter, reporter).pipe(new PassThrough());
    });
  }
}

function setupProcessState(root, globalOptions) {
  const exceptionHandler = createProcessEventHandler('uncaughtException', root);
  const rejectionHandler = createProcessEventHandler('unhandledRejection', root);
  setupFailureStateFile(root, globalOptions);
  const exitHandler = async (kill) => {
    if (root.subtests.length === 0 &&
        (root.hooks.before.length > 0 || root.hooks.after.length > 0)) {
      // Global hooks run even when there are no tests.
      await root.run();
    }
    if (kill !== true && root.subtestsPromise !== null) {
      // Wait for every test to settle; keep the loop alive meanwhile.
      const keepAlive = setInterval(() => {}, TIMEOUT_MAX);
      await root.subtestsPromise.promise;
      clearInterval(keepAlive);
    }
    root.postRun(createTestFailure(
      'Promise resolution is still pending but the event loop has already resolved',
      kCancelledByParent));
    // Once, when the run has ended (the reporters may still be writing its summary).
    const { globalTeardown } = root.harness;
    if (globalTeardown !== undefined) {
      root.harness.globalTeardown = undefined;
      // Under --test, Node's teardown starts a tick later, after the spec reporter has
      // written its list of failures.
      if (globalOptions.isTestRunner) await new Promise((resolve) => process.nextTick(resolve));
      await globalTeardown();
    }

    process.removeListener('uncaughtException', exceptionHandler);
    process.removeListener('unhandledRejection', rejectionHandler);
    process.removeListener('beforeExit', exitHandler);
    if (globalOptions.isTestRunner) {
      process.removeListener('SIGINT', terminationHandler);
      process.removeListener('SIGTERM', terminationHandler);
    }
  };
  const terminationHandler = async () => {
    const running = findRunningTests(root);
    if (running.length > 0) {
      root.reporter.interrupted(running);
      // Asynchronous reporters (tap) need a turn of the loop to write it before the exit.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await exitHandler(true);
    // The spec reporter's closing section is written by a chain of next ticks.
    await new Promise((resolve) => process.nextTick(resolve));
    process.exit();
  };

  process.on('uncaughtException', exceptionHandler);
  process.on('unhandledRejection', rejectionHandler);
  process.on('beforeExit', exitHandler);
  if (globalOptions.isTestRunner) {
    process.on('SIGINT', terminationHandler);
    process.on('SIGTERM', terminationHandler);
  }
  if (globalOptions.coverage) warnCoverageUnavailable();
  root.harness.coverage = () => null;
  root.harness.teardown = exitHandler;
}

// Coverage needs the engine's coverage counters, which only an inspector provides. minirt
// has none (process.features.inspector is false), so it answers as a Node built without
// the inspector does: one warning, no report, and the run's exit code is left alone.
function warnCoverageUnavailable() {
  process.emitWarning('The inspector is disabled, coverage could not be collected', 'Warning');
}

function lazyBootstrapRoot() {
  if (!globalRoot) {
    const globalOptions = parseCommandLine();
    if (globalOptions.isTestRunner && globalOptions.isolation === 'none' &&
        process.env.NODE_TEST_CONTEXT === undefined) {
      return createPreloadRoot(globalOptions);
    }
    // node:test used by a file run directly (no --test, no run()).
    const entryFile = process.argv?.[1];
    const rootTestOptions = {
      __proto__: null,
      entryFile,
      loc: entryFile ? [1, 1, entryFile] : undefined,
    };
    globalOptions.cwd = process.cwd();
    createTestTree(rootTestOptions, globalOptions);
    globalRoot.reporter.on('test:summary', (data) => {
      if (!data.success) process.exitCode = kGenericUserError;
    });
    globalRoot.harness.bootstrapPromise = Promise.all([
      globalRoot.harness.bootstrapPromise,
      globalOptions.setup(globalRoot.reporter),
    ]).then(() => {});
  }
  return globalRoot;
}

// Code preloaded into `--test --test-isolation=none` (--require, --import) runs before
// the runner makes its root. Its hooks and tests belong to that run, so the root made here
// is the one run() adopts (claimPreloadRoot) instead of making its own; until then it has
// no reporters, and its tests wait for the run's files to load, like theirs.
function createPreloadRoot(globalOptions) {
  createTestTree({
    __proto__: null,
    concurrency: globalOptions.concurrency,
    timeout: globalOptions.timeout,
  }, { __proto__: null, ...globalOptions, cwd: process.cwd() });
  const { harness } = globalRoot;
  const gate = withResolvers();
  harness.preloadGate = { __proto__: null, bootstrap: harness.bootstrapPromise, ...gate };
  harness.bootstrapPromise = Promise.all([harness.bootstrapPromise, gate.promise])
    .then(() => {});
  return globalRoot;
}

// The root preloaded code made for this run, or undefined. `release()` lets the preloaded
// tests start.
function claimPreloadRoot() {
  const gate = globalRoot?.harness.preloadGate;
  if (!gate) return undefined;
  globalRoot.harness.preloadGate = null;
  globalRoot.harness.bootstrapPromise = gate.bootstrap;
  return { __proto__: null, root: globalRoot, release: gate.resolve };
}

async function startSubtestAfterBootstrap(subtest) {
  const { harness } = subtest.root;
  if (harness.buildPromise) {
    if (harness.bootstrapPromise) {
      await harness.bootstrapPromise;
      harness.bootstrapPromise = null;
    }
    if (subtest.buildSuite) harness.buildSuites.push(subtest.buildSuite);
    if (!harness.isWaitingForBuildPhase) {
      harness.isWaitingForBuildPhase = true;
      queueMicrotask(() => {
        harness.waitForBuildPhase();
      });
    }
    await harness.buildPromise;
    harness.buildPromise = null;
  }
  await subtest.start();
}

function currentParent() {
  const test = currentTest.getStore();
  return test === undefined || test === kReporterScope ? undefined : test;
}

function runInParentContext(Factory) {
  function run(name, options, fn, overrides) {
    const parent = currentParent() || lazyBootstrapRoot();
    const subtest = parent.createSubtest(Factory, name, options, fn, overrides);
    if (parent instanceof Suite) return Promise.resolve();
    return startSubtestAfterBootstrap(subtest);
  }

  const test = (name, options, fn) => {
    const overrides = { __proto__: null, loc: getCallerLocation() };
    return run(name, options, fn, overrides);
  };
  for (const keyword of ['expectFailure', 'skip', 'todo', 'only']) {
    test[keyword] = (name, options, fn) => {
      const overrides = { __proto__: null, [keyword]: true, loc: getCallerLocation() };
      return run(name, options, fn, overrides);
    };
  }
  return test;
}

function hook(hookName) {
  return (fn, options) => {
    const parent = currentParent() || lazyBootstrapRoot();
    parent.createHook(hookName, fn, {
      __proto__: null,
      ...options,
      parent,
      hookType: hookName,
      loc: getCallerLocation(),
    });
  };
}

function getTestContext() {
  const test = currentParent();
  if (test === undefined || (test.parent === null && test.hookType === undefined)) return undefined;
  // A hook is seen through the context of the test or suite it belongs to, and a suite
  // through a test context of its own, as Node's getCtx().
  const owner = test.hookType !== undefined ? test.parentTest : test;
  if (owner instanceof Suite || owner.parent === null) {
    owner.testContextForSuite ??= new TestContext(owner);
    return owner.testContextForSuite;
  }
  return owner.context ?? owner.getRunArgs().ctx;
}

function getGlobalRoot() {
  return globalRoot;
}

module.exports = {
  claimPreloadRoot,
  createTestTree,
  getGlobalRoot,
  getTestContext,
  lazyBootstrapRoot,
  test: runInParentContext(Test),
  suite: runInParentContext(Suite),
  before: hook('before'),
  after: hook('after'),
  beforeEach: hook('beforeEach'),
  afterEach: hook('afterEach'),
  startSubtestAfterBootstrap,
};
