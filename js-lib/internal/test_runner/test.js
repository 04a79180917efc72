'use strict';
// internal/test_runner/test: the test tree of node:test. Test (a test or subtest), Suite
// (describe), TestHook (before/after/beforeEach/afterEach), the contexts handed to user
// functions (TestContext, SuiteContext) and TestPlan (t.plan). A test runs its function with
// its hooks, a timeout and an abort signal, waits for its subtests, then reports in the order
// the tests started (creation order, or a seeded random order under --test-randomize) through
// the root's TestsStream; the root reports the summary at the end. Under
// --test-rerun-failures a test that passed in the previous run replays that pass.

const {
  AbortError,
  codes: { ERR_INVALID_ARG_TYPE, ERR_INVALID_ARG_VALUE },
} = require('internal/errors');
const { canonicalTags, kNoTags, matchesTagFilters } = require('internal/test_runner/tag_filter');
const { TestsStream } = require('internal/test_runner/tests_stream');
const {
  countCompletedTest,
  createDeferredCallback,
  createSeededGenerator,
  createTestFailure,
  currentTest,
  getCallerLocation,
  isTestFailureError,
  kReporterScope,
  withResolvers,
} = require('internal/test_runner/utils');
const {
  validateAbortSignal,
  validateFunction,
  validateNumber,
  validateObject,
  validateOneOf,
  validateUint32,
} = require('internal/validators');
const { setTimeout, clearTimeout } = require('timers');
const { getFrame, setFrame } = internalBinding('async_context');

const hrtime = process.hrtime.bigint;
const TIMEOUT_MAX = 2 ** 31 - 1;
const kEmptyObject = Object.freeze({ __proto__: null });
const kCallbackAndPromisePresent = 'callbackAndPromisePresent';
const kCancelledByParent = 'cancelledByParent';
const kAborted = 'testAborted';
const kParentAlreadyFinished = 'parentAlreadyFinished';
const kSubtestsFailed = 'subtestsFailed';
const kTestCodeFailure = 'testCodeFailure';
const kTestTimeoutFailure = 'testTimeoutFailure';
const kHookFailure = 'hookFailed';
const kExpectedFailure = 'expectedFailure';
const kDefaultTimeout = null;
// Nameless, so a test given no name and no function is called '<anonymous>'.
const noop = Function.prototype;
const kHookNames = Object.freeze(['before', 'after', 'beforeEach', 'afterEach']);
const kUnwrapErrors = new Set([kTestCodeFailure, kHookFailure, 'uncaughtException',
  'unhandledRejection']);

let assertObj;
let noopTestStream;
let MockTracker;
let nextTestId = 1;
// Tests (and hooks) whose function is running, oldest first. When the host cannot tell in
// which test an uncaught error arose, the newest of them takes the blame.
const runningTests = [];

function removeRunning(test) {
  const i = runningTests.lastIndexOf(test);
  if (i !== -1) runningTests.splice(i, 1);
}

function lastRunningTest() {
  return runningTests.length === 0 ? undefined : runningTests[runningTests.length - 1];
}

function isPromise(value) {
  return value instanceof Promise;
}

// Wraps `fn` so it runs once; later calls get the first call's result.
function runOnce(fn) {
  let called = false;
  let result;
  return function(...args) {
    if (called) return result;
    called = true;
    result = Reflect.apply(fn, this, args);
    return result;
  };
}

function addAbortListener(signal, listener) {
  if (signal.aborted) {
    queueMicrotask(() => listener());
    return () => {};
  }
  signal.addEventListener('abort', listener, { __proto__: null, once: true });
  return () => signal.removeEventListener('abort', listener);
}

// Resolves when the signal aborts; with a timeout, rejects with a timeout failure when it
// fires first. `dispose` removes both.
function stopTest(timeout, signal) {
  const deferred = withResolvers();
  const removeAbortListener = addAbortListener(signal, deferred.resolve);
  let promise = deferred.promise;
  let dispose;
  if (timeout === kDefaultTimeout) {
    dispose = removeAbortListener;
  } else {
    const timer = setTimeout(() => deferred.resolve(), timeout);
    timer.unref();
    promise = promise.then(() => {
      throw createTestFailure(`test timed out after ${timeout}ms`, kTestTimeoutFailure);
    });
    dispose = () => {
      removeAbortListener();
      clearTimeout(timer);
    };
  }
  promise.dispose = dispose;
  return promise;
}

function lazyAssertObject(harness) {
  if (assertObj === undefined) {
    const { getAssertionMap } = require('internal/test_runner/assert');
    const { SnapshotManager } = require('internal/test_runner/snapshot');
    assertObj = getAssertionMap();
    harness.snapshotManager = new SnapshotManager(harness.config.updateSnapshots);
    if (!assertObj.has('snapshot')) {
      assertObj.set('snapshot', harness.snapshotManager.createAssert());
    }
    if (!assertObj.has('fileSnapshot')) {
      assertObj.set('fileSnapshot', harness.snapshotManager.createFileAssert());
    }
  }
  return assertObj;
}

function testMatchesPattern(test, patterns) {
  const byName = patterns.some((re) => re.exec(test.name) !== null) ||
    (test.parent && testMatchesPattern(test.parent, patterns));
  if (byName) return true;
  const withAncestors = test.getTestNameWithAncestors().trim();
  return patterns.some((re) => re.exec(withAncestors) !== null);
}

class TestPlan {
  #waitIndefinitely = false;
  #planPromise = null;
  #timeoutId = null;

  constructor(count, options = kEmptyObject) {
    validateUint32(count, 'count');
    validateObject(options, 'options');
    this.expected = count;
    this.actual = 0;
    const { wait } = options;
    if (typeof wait === 'boolean') {
      this.wait = wait;
      this.#waitIndefinitely = wait;
    } else if (typeof wait === 'number') {
      validateNumber(wait, 'options.wait', 0, TIMEOUT_MAX);
      this.wait = wait;
    } else if (wait !== undefined) {
      throw new ERR_INVALID_ARG_TYPE('options.wait', ['boolean', 'number'], wait);
    }
  }

  check() {
    if (this.actual === this.expected) {
      if (this.#timeoutId) {
        clearTimeout(this.#timeoutId);
        this.#timeoutId = null;
      }
      if (this.#planPromise) {
        const { resolve } = this.#planPromise;
        this.#planPromise = null;
        resolve();
      }
      return;
    }
    if (this.wait === undefined || this.wait === false) {
      throw createTestFailure(
        `plan expected ${this.expected} assertions but received ${this.actual}`,
        kTestCodeFailure);
    }
    if (!this.#planPromise) {
      this.#planPromise = withResolvers();
      if (!this.#waitIndefinitely) {
        const reject = this.#planPromise.reject;
        this.#timeoutId = setTimeout(() => {
          reject(createTestFailure(
            `plan timed out after ${this.wait}ms with ${this.actual} assertions when ` +
            `expecting ${this.expected}`, kTestTimeoutFailure));
        }, this.wait);
      }
    }
    return this.#planPromise.promise;
  }

  count() {
    this.actual++;
    if (this.#planPromise) this.check();
  }
}

class TestContext {
  #assert;
  #test;

  constructor(test) {
    this.#test = test;
  }

  get signal() {
    return this.#test.signal;
  }

  get name() {
    return this.#test.name;
  }

  get filePath() {
    return this.#test.entryFile;
  }

  get fullName() {
    return getFullName(this.#test);
  }

  get error() {
    return this.#test.error;
  }

  get passed() {
    return this.#test.passed;
  }

  get attempt() {
    return this.#test.attempt ?? 0;
  }

  get tags() {
    return this.#test.tags;
  }

  // Which worker slot of `--test` runs this file (undefined outside such a run).
  get workerId() {
    return Number(process.env.NODE_TEST_WORKER_ID) || undefined;
  }

  diagnostic(message) {
    this.#test.diagnostic(message);
  }

  log(message, data) {
    this.#test.log(message, data);
  }

  plan(count, options = kEmptyObject) {
    if (this.#test.plan !== null) {
      throw createTestFailure('cannot set plan more than once', kTestCodeFailure);
    }
    this.#test.plan = new TestPlan(count, options);
  }

  get assert() {
    if (this.#assert === undefined) {
      const { plan } = this.#test;
      const map = lazyAssertObject(this.#test.root.harness);
      const assert = { __proto__: null };
      this.#assert = assert;
      const ctx = this;
      map.forEach((method, name) => {
        assert[name] = function(...args) {
          if (plan !== null) plan.count();
          return Reflect.apply(method, ctx, args);
        };
      });
      if (!map.has('ok')) {
        const { ok } = require('assert');
        assert.ok = function ok_(...args) {
          if (plan !== null) plan.count();
          return Reflect.apply(ok, undefined, args);
        };
      }
    }
    return this.#assert;
  }

  get mock() {
    if (this.#test.mock === null) {
      MockTracker ??= require('internal/test_runner/mock/mock').MockTracker;
      this.#test.mock = new MockTracker();
    }
    return this.#test.mock;
  }

  runOnly(value) {
    this.#test.runOnlySubtests = !!value;
  }

  skip(message) {
    this.#test.skip(message);
  }

  todo(message) {
    this.#test.todo(message);
  }

  test(name, options, fn) {
    const overrides = { __proto__: null, loc: getCallerLocation() };
    const { plan } = this.#test;
    if (plan !== null) plan.count();
    const subtest = this.#test.createSubtest(Test, name, options, fn, overrides);
    return subtest.start();
  }

  before(fn, options) {
    this.#test.createHook('before', fn, hookOptions(options, this.#test, 'before'));
  }

  after(fn, options) {
    this.#test.createHook('after', fn, hookOptions(options, this.#test, 'after'));
  }

  beforeEach(fn, options) {
    this.#test.createHook('beforeEach', fn, hookOptions(options, this.#test, 'beforeEach'));
  }

  afterEach(fn, options) {
    this.#test.createHook('afterEach', fn, hookOptions(options, this.#test, 'afterEach'));
  }

  waitFor(condition, options = kEmptyObject) {
    validateFunction(condition, 'condition');
    validateObject(options, 'options');
    const { interval = 50, timeout = 1000 } = options;
    validateNumber(interval, 'options.interval', 0, TIMEOUT_MAX);
    validateNumber(timeout, 'options.timeout', 0, TIMEOUT_MAX);
    const { promise, resolve, reject } = withResolvers();
    const noError = Symbol('noError');
    let cause = noError;
    let pollerId;
    const done = (err, result) => {
      clearTimeout(pollerId);
      clearTimeout(timeoutId);
      if (err === noError) resolve(result);
      else reject(err);
    };
    const timeoutId = setTimeout(() => {
      const err = new Error('waitFor() timed out');
      if (cause !== noError) err.cause = cause;
      done(err);
    }, timeout);
    const poller = async () => {
      try {
        const result = await condition();
        done(noError, result);
      } catch (err) {
        cause = err;
        pollerId = setTimeout(poller, interval);
      }
    };
    poller();
    return promise;
  }
}

function hookOptions(options, parent, hookType) {
  return {
    __proto__: null, ...options, parent, hookType, loc: getCallerLocation(),
  };
}

class SuiteContext {
  #suite;

  constructor(suite) {
    this.#suite = suite;
  }

  get signal() {
    return this.#suite.signal;
  }

  get name() {
    return this.#suite.name;
  }

  get filePath() {
    return this.#suite.entryFile;
  }

  get fullName() {
    return getFullName(this.#suite);
  }

  get passed() {
    return this.#suite.passed;
  }

  get attempt() {
    return this.#suite.attempt ?? 0;
  }

  diagnostic(message) {
    this.#suite.diagnostic(message);
  }

  log(message, data) {
    this.#suite.log(message, data);
  }
}

// The expectFailure option: true or a string (the label shown in reports), a matcher the
// error must satisfy (RegExp, error class, validation function, or an object of expected
// properties, as assert.throws takes them), or { label, match } holding both.
function normalizeExpectFailure(value) {
  if (value === undefined || value === false) return undefined;
  if (value === true) return { __proto__: null, label: undefined, match: undefined };
  if (typeof value === 'string') return { __proto__: null, label: value, match: undefined };
  if (typeof value === 'object' && value !== null && !(value instanceof RegExp)) {
    const keys = Object.keys(value);
    if (keys.length === 0) {
      throw new ERR_INVALID_ARG_VALUE('options.expectFailure', value,
                                      'must not be an empty object');
    }
    if (keys.every((key) => key === 'label' || key === 'match')) {
      return { __proto__: null, label: value.label, match: value.match };
    }
  }
  return { __proto__: null, label: undefined, match: value };
}

function failureMatches(expectFailure, err) {
  if (expectFailure.match === undefined) return true;
  try {
    require('assert').throws(() => { throw err; }, expectFailure.match);
    return true;
  } catch {
    return false;
  }
}

class Test {
  reportedType = 'test';
  abortController;
  outerSignal;
  #reportedSubtest = false;

  constructor(options) {
    let { fn, name, parent } = options;
    const {
      concurrency, entryFile, loc, only, timeout, todo, skip, signal, plan, expectFailure,
    } = options;

    if (typeof fn !== 'function') fn = noop;
    if (typeof name !== 'string' || name === '') name = fn.name || '<anonymous>';
    if (!(parent instanceof Test)) parent = null;

    this.name = name;
    this.parent = parent;
    this.testNumber = 0;
    this.outputSubtestCount = 0;
    this.diagnostics = [];
    this.filtered = false;
    this.filteredByName = false;
    this.filteredByTag = false;
    this.hasOnlyTests = false;

    // A test carries its own tags and those of its ancestors (hooks take none).
    const ownTags = options.tags === undefined ? kNoTags :
      canonicalTags(options.tags, 'options.tags');
    if (parent !== null && parent.tags.length > 0) {
      const all = [...parent.tags];
      for (const tag of ownTags) if (!all.includes(tag)) all.push(tag);
      this.tags = Object.freeze(all);
    } else {
      this.tags = ownTags;
    }

    if (parent === null) {
      this.root = this;
      this.harness = options.harness;
      this.config = this.harness.config;
      this.concurrency = 1;
      this.nesting = 0;
      this.only = this.config.only;
      // Hooks are parentless too; they never report, so they share one idle stream.
      this.reporter = options.hookType === undefined ? new TestsStream() :
        (noopTestStream ??= new TestsStream());
      this.runOnlySubtests = this.only;
      this.childNumber = 0;
      this.timeout = kDefaultTimeout;
      this.entryFile = entryFile;
      this.testDisambiguator = new Map();
      this.testId = 0;
    } else {
      const nesting = parent.parent === null ? parent.nesting : parent.nesting + 1;
      const { config, isFilteringByName, isFilteringByOnly, isFilteringByTags } =
        parent.root.harness;
      this.root = parent.root;
      this.harness = null;
      this.config = config;
      this.concurrency = parent.concurrency;
      this.nesting = nesting;
      this.only = only;
      this.reporter = parent.reporter;
      this.runOnlySubtests = false;
      this.childNumber = parent.subtests.length + 1;
      this.timeout = parent.timeout;
      this.entryFile = parent.entryFile;
      this.testId = nextTestId++;

      if (isFilteringByName) {
        this.filteredByName = this.willBeFilteredByName();
        if (!this.filteredByName) {
          for (let t = this.parent; t !== null && t.filteredByName; t = t.parent) {
            t.filteredByName = false;
          }
        }
      }

      if (isFilteringByTags) {
        this.filteredByTag = !matchesTagFilters(config.testTagFilters, new Set(this.tags));
        if (!this.filteredByTag) {
          for (let t = this.parent; t !== null && t.filteredByTag; t = t.parent) {
            t.filteredByTag = false;
          }
        }
      }

      if (isFilteringByOnly) {
        if (this.only) {
          // A suite with `only` children runs only those; otherwise all of them.
          this.parent.runOnlySubtests = true;
          if (this.parent === this.root || this.parent.startTime === null) {
            for (let t = this.parent; t !== null && !t.hasOnlyTests; t = t.parent) {
              t.hasOnlyTests = true;
            }
          }
        } else if (this.only === false) {
          fn = noop;
        }
      } else if (only || this.parent.runOnlySubtests) {
        this.diagnostic("'only' and 'runOnly' require the --test-only command-line option.");
      }
    }

    switch (typeof concurrency) {
      case 'number':
        validateUint32(concurrency, 'options.concurrency', true);
        this.concurrency = concurrency;
        break;
      case 'boolean':
        if (concurrency) {
          this.concurrency = parent === null ?
            Math.max(require('os').availableParallelism() - 1, 1) : Infinity;
        } else {
          this.concurrency = 1;
        }
        break;
      default:
        if (concurrency != null) {
          throw new ERR_INVALID_ARG_TYPE('options.concurrency', ['boolean', 'number'],
                                         concurrency);
        }
    }

    if (timeout != null && timeout !== Infinity) {
      validateNumber(timeout, 'options.timeout', 0, TIMEOUT_MAX);
      this.timeout = timeout;
    } else if (timeout == null) {
      const cliTimeout = this.config.timeout;
      if (cliTimeout != null && cliTimeout !== Infinity) {
        validateNumber(cliTimeout, 'this.config.timeout', 0, TIMEOUT_MAX);
        this.timeout = cliTimeout;
      }
    }

    if (skip) fn = noop;

    this.abortController = new AbortController();
    this.outerSignal = signal;
    this.signal = this.abortController.signal;
    validateAbortSignal(signal, 'options.signal');
    this.outerSignal?.addEventListener('abort', this.#abortHandler);

    this.fn = fn;
    this.mock = null;
    this.plan = null;
    this.expectedAssertions = plan;
    this.cancelled = false;
    this.skipped = skip !== undefined && skip !== false;
    // The tests of a todo test or suite are todo too.
    this.isTodo = (todo !== undefined && todo !== false) || (parent !== null && parent.isTodo);
    // { label, match } or undefined; the tests of a test or suite expected to fail are
    // expected to fail too (with the same label and matcher).
    this.expectFailure = normalizeExpectFailure(expectFailure);
    if (this.expectFailure === undefined && parent !== null && parent !== parent.root) {
      this.expectFailure = parent.expectFailure;
    }
    this.startTime = null;
    this.endTime = null;
    this.passed = false;
    this.error = null;
    this.message = typeof skip === 'string' ? skip : typeof todo === 'string' ? todo : null;
    this.activeSubtests = 0;
    // Under --test-randomize every test draws its children's run order from its own
    // generator, all seeded alike, so a seed names one order for the whole tree.
    this.subtestQueueRandom = this.config.randomize ?
      createSeededGenerator(this.config.randomSeed) : null;
    this.pendingSubtests = [];
    this.pendingSubtestsScheduled = false;
    this.readySubtests = new Map();
    this.unfinishedSubtests = new Set();
    this.subtestsPromise = null;
    this.subtests = [];
    // Results are reported in the order the children started (their reportOrder, counted
    // from 1), which is creation order unless the order is randomized.
    this.nextReportOrder = 1;
    this.reportOrder = 0;
    this.waitingOn = 0;
    this.finished = false;
    this.hooks = {
      __proto__: null,
      before: [],
      after: [],
      beforeEach: [],
      afterEach: [],
      ownAfterEachCount: 0,
    };

    const outerFrame = getFrame();
    this.asyncFrame = outerFrame === undefined ? new Map() : new Map(outerFrame);
    this.asyncFrame.set(currentTest, this);

    if (loc === undefined) {
      this.loc = undefined;
    } else {
      this.loc = { __proto__: null, line: loc[0], column: loc[1], file: loc[2] };
      if (typeof this.loc.file === 'string' && this.loc.file.startsWith('file://')) {
        this.loc.file = require('url').fileURLToPath(this.loc.file);
      }
    }

    this.attempt = undefined;
    this.passedAttempt = undefined;
    if (this.loc != null && this.root.harness?.previousRuns != null) this.#replayPreviousPass();
  }

  // --test-rerun-failures: a test that passed in the last recorded run is not run again;
  // it reports the earlier pass (its duration, and its children under the same names).
  #replayPreviousPass() {
    const { previousRuns } = this.root.harness;
    const base = `${require('path').relative(this.config.cwd, this.loc.file)}:` +
      `${this.loc.line}:${this.loc.column}`;
    const seen = this.root.testDisambiguator.get(base);
    let key = base;
    if (seen === undefined) {
      this.root.testDisambiguator.set(base, 1);
    } else {
      key += `:(${seen})`;
      this.root.testDisambiguator.set(base, seen + 1);
    }
    this.attempt = previousRuns.length;
    const previous = previousRuns[this.attempt - 1]?.[key];
    if (previous == null) return;
    this.passedAttempt = previous.passed_on_attempt;
    if (previous.duration_ms !== undefined) {
      this.replayedDurationNs = BigInt(Math.round(previous.duration_ms * 1_000_000));
    }
    this.fn = () => {
      // Suite.run() sets its own start time afterwards, and starts its children itself.
      if (this.reportedType !== 'suite') {
        this.startTime = hrtime();
        this.endTime = this.startTime + (this.replayedDurationNs ?? 0n);
      }
      const children = previous.children ?? [];
      for (let i = 0; i < children.length; i++) {
        const child = children[i];
        const t = this.createSubtest(Test, child.name, { __proto__: null }, noop, {
          __proto__: null,
          loc: [child.line, child.column, child.file],
        });
        t.startTime = hrtime();
        t.endTime = t.startTime + (t.replayedDurationNs ?? 0n);
        if (this.reportedType !== 'suite') t.start();
      }
    };
  }

  get reportExtra() {
    return {
      __proto__: null,
      testId: this.testId,
      parentId: this.parent === null ? undefined : this.parent.testId,
      tags: this.tags,
    };
  }

  applyFilters() {
    if (this.error) return;
    if (this.filteredByName) {
      this.filtered = true;
      return;
    }
    if (this.root.harness.isFilteringByOnly && !this.only && !this.hasOnlyTests) {
      if (this.parent.runOnlySubtests || this.parent.hasOnlyTests || this.only === false) {
        this.filtered = true;
        return;
      }
    }
    if (this.filteredByTag) this.filtered = true;
  }

  willBeFilteredByName() {
    const { testNamePatterns, testSkipPatterns } = this.config;
    if (testNamePatterns && !testMatchesPattern(this, testNamePatterns)) return true;
    if (testSkipPatterns && testMatchesPattern(this, testSkipPatterns)) return true;
    return false;
  }

  getTestNameWithAncestors() {
    if (!this.parent) return '';
    return `${this.parent.getTestNameWithAncestors()} ${this.name}`;
  }

  hasConcurrency() {
    return this.concurrency > this.activeSubtests;
  }

  addPendingSubtest(deferred) {
    this.pendingSubtests.push(deferred);
  }

  schedulePendingSubtests() {
    if (this.pendingSubtestsScheduled) return;
    this.pendingSubtestsScheduled = true;
    queueMicrotask(() => {
      this.pendingSubtestsScheduled = false;
      this.processPendingSubtests();
    });
  }

  // A child cancelled before it was dequeued still needs a place in the report order.
  assignReportOrder(subtest) {
    if (subtest.reportOrder === 0) subtest.reportOrder = this.nextReportOrder++;
  }

  dequeuePendingSubtest() {
    if (this.subtestQueueRandom === null || this.pendingSubtests.length < 2) {
      return this.pendingSubtests.shift();
    }
    const index = Math.floor(this.subtestQueueRandom() * this.pendingSubtests.length);
    return this.pendingSubtests.splice(index, 1)[0];
  }

  async processPendingSubtests() {
    while (this.pendingSubtests.length > 0 && this.hasConcurrency()) {
      const deferred = this.dequeuePendingSubtest();
      const test = deferred.test;
      this.assignReportOrder(test);
      test.reporter.dequeue(test.nesting, test.loc, test.name, this.reportedType,
                            test.reportExtra);
      await test.run();
      deferred.resolve();
    }
  }

  addReadySubtest(subtest) {
    this.assignReportOrder(subtest);
    this.readySubtests.set(subtest.reportOrder, subtest);
    if (this.unfinishedSubtests.delete(subtest) && this.unfinishedSubtests.size === 0) {
      this.subtestsPromise.resolve();
    }
  }

  processReadySubtestRange(canSend) {
    const start = this.waitingOn;
    const end = start + this.readySubtests.size;
    for (let i = start; i < end; i++) {
      const subtest = this.readySubtests.get(i);
      // Results go out in creation order: stop at the first one not ready yet.
      if (subtest === undefined) return;
      canSend ||= this.isClearToSend();
      if (!canSend) return;
      subtest.finalize();
      this.readySubtests.delete(i);
    }
  }

  createSubtest(Factory, name, options, fn, overrides) {
    if (typeof name === 'function') {
      fn = name;
    } else if (name !== null && typeof name === 'object') {
      fn = options;
      options = name;
    } else if (typeof options === 'function') {
      fn = options;
    }
    if (options === null || typeof options !== 'object') options = kEmptyObject;

    let parent = this;
    // A test added after its parent ended is attached to the root so its failure shows.
    const preventAddingSubtests = this.finished || this.buildPhaseFinished;
    if (preventAddingSubtests) {
      while (parent.parent !== null) parent = parent.parent;
    }

    const test = new Factory({ __proto__: null, fn, name, parent, ...options, ...overrides });

    if (parent.waitingOn === 0) {
      parent.waitingOn = test.childNumber;
      parent.subtestsPromise = withResolvers();
    }
    if (preventAddingSubtests) {
      test.fail(createTestFailure('test could not be started because its parent finished',
                                     kParentAlreadyFinished));
    }
    parent.subtests.push(test);
    return test;
  }

  #abortHandler = () => {
    const error = this.outerSignal?.reason || new AbortError('The test was aborted');
    error.failureType = kAborted;
    this.#cancel(error);
  };

  #cancel(error) {
    if (this.endTime !== null || this.error !== null) return;
    this.fail(error ||
      createTestFailure('test did not finish before its parent and was cancelled',
                           kCancelledByParent));
    this.cancelled = true;
    this.abortController.abort();
  }

  computeInheritedHooks() {
    if (this.parent.hooks.beforeEach.length > 0) {
      this.hooks.beforeEach.unshift(...this.parent.hooks.beforeEach);
    }
    if (this.parent.hooks.afterEach.length > 0) {
      this.hooks.afterEach.push(...this.parent.hooks.afterEach);
    }
  }

  createHook(name, fn, options) {
    validateOneOf(name, 'hook name', kHookNames);
    const hook = new TestHook(fn, options);
    if (name === 'before' || name === 'after') hook.run = runOnce(hook.run);
    if (name === 'before' && this.startTime !== null) {
      // The test is already running: its before hook runs now.
      hook.run(this.getRunArgs()).then(() => {
        if (hook.error != null) this.fail(hook.error);
      });
    }
    if (name === 'afterEach') {
      // A test's own afterEach hooks run in creation order, before inherited ones.
      this.hooks.afterEach.splice(this.hooks.ownAfterEachCount, 0, hook);
      this.hooks.ownAfterEachCount++;
    } else {
      this.hooks[name].push(hook);
    }
  }

  fail(err) {
    if (this.error !== null) return;
    this.passed = false;
    this.error = err;
  }

  pass() {
    if (this.error !== null) return;
    this.passed = true;
  }

  skip(message) {
    this.skipped = true;
    this.message = message;
  }

  todo(message) {
    this.isTodo = true;
    this.message = message;
  }

  diagnostic(message) {
    this.diagnostics.push(message);
  }

  log(message, data) {
    this.reporter.log(this.nesting, this.loc, this.name, message, data, this.reportExtra);
  }

  start() {
    this.applyFilters();
    if (this.filtered) {
      noopTestStream ??= new TestsStream();
      this.reporter = noopTestStream;
      this.run = this.filteredRun;
    } else {
      this.testNumber = ++this.parent.outputSubtestCount;
    }

    // Run now if the parent has room, else queue behind the running siblings.
    this.parent.unfinishedSubtests.add(this);
    this.reporter.enqueue(this.nesting, this.loc, this.name, this.reportedType, this.reportExtra);
    if (this.root.harness.buildPromise || !this.parent.hasConcurrency()) {
      const deferred = withResolvers();
      deferred.test = this;
      this.parent.addPendingSubtest(deferred);
      return deferred.promise;
    }
    // With a random order, siblings created in the same turn must all be candidates for
    // the first pick, so nothing starts before the next microtask.
    if (this.parent.subtestQueueRandom !== null) {
      const deferred = withResolvers();
      deferred.test = this;
      this.parent.addPendingSubtest(deferred);
      this.parent.schedulePendingSubtests();
      return deferred.promise;
    }
    this.parent.assignReportOrder(this);
    this.reporter.dequeue(this.nesting, this.loc, this.name, this.reportedType,
                          this.reportExtra);
    return this.run();
  }

  shouldAbort() {
    if (this.signal.aborted || this.outerSignal?.aborted) {
      this.#abortHandler();
      return true;
    }
    return false;
  }

  getRunArgs() {
    const ctx = new TestContext(this);
    return { __proto__: null, ctx, args: [ctx] };
  }

  // Runs `fn` in the async context the test was created in, with the test as the current
  // one: test()/it()/hooks called from there (or later from its callbacks) attach to it.
  runInAsyncScope(fn, thisArg, ...args) {
    const outer = getFrame();
    setFrame(this.asyncFrame);
    try {
      return Reflect.apply(fn, thisArg, args);
    } finally {
      setFrame(outer);
    }
  }

  async runHook(hook, args) {
    validateOneOf(hook, 'hook name', kHookNames);
    try {
      const hooks = this.hooks[hook];
      for (let i = 0; i < hooks.length; ++i) {
        const h = hooks[i];
        await h.run(args);
        if (h.error) throw h.error;
      }
    } catch (err) {
      const error = createTestFailure(`failed running ${hook} hook`, kHookFailure);
      error.cause = isTestFailureError(err) ? err.cause : err;
      throw error;
    }
  }

  async filteredRun() {
    this.pass();
    this.subtests = [];
    this.report = noop;
    queueMicrotask(() => this.postRun());
  }

  async run() {
    if (this.parent !== null) {
      this.parent.activeSubtests++;
      this.computeInheritedHooks();
    }
    this.startTime ??= hrtime();

    if (this.shouldAbort()) {
      this.postRun();
      return;
    }

    const hookArgs = this.getRunArgs();
    const { args, ctx } = hookArgs;
    this.context = ctx;

    if (this.plan === null && this.expectedAssertions) ctx.plan(this.expectedAssertions);

    const after = async () => {
      if (this.hooks.after.length > 0) await this.runHook('after', hookArgs);
    };
    // t.skip() inside the test does not cancel its afterEach hooks.
    const skippedAtStart = this.skipped;
    const afterEach = runOnce(async () => {
      if (this.parent?.hooks.afterEach.length > 0 && !skippedAtStart) {
        await this.parent.runHook('afterEach', hookArgs);
      }
    });

    let stopPromise;
    try {
      if (this.parent?.hooks.before.length > 0) {
        // Usually already done; a sibling may still be waiting on it.
        await this.parent.runHook('before', this.parent.getRunArgs());
      }
      if (this.parent?.hooks.beforeEach.length > 0 && !this.skipped) {
        await this.parent.runHook('beforeEach', hookArgs);
      }
      stopPromise = stopTest(this.timeout, this.signal);
      runningTests.push(this);
      const runArgs = args.slice();
      runArgs.unshift(this.fn, ctx);

      const promises = [];
      if (this.fn.length === runArgs.length - 1) {
        // An error-first callback test.
        const { promise, cb } = createDeferredCallback();
        runArgs.push(cb);
        const ret = Reflect.apply(this.runInAsyncScope, this, runArgs);
        if (isPromise(ret)) {
          this.fail(createTestFailure('passed a callback but also returned a Promise',
                                         kCallbackAndPromisePresent));
          promises.push(ret);
        } else {
          promises.push(Promise.resolve(promise));
        }
      } else {
        const promise = Reflect.apply(this.runInAsyncScope, this, runArgs);
        promises.push(Promise.resolve(promise));
      }
      promises.push(stopPromise);

      await Promise.race(promises);
      this.shouldAbort();

      if (this.subtestsPromise !== null) {
        await Promise.race([this.subtestsPromise.promise, stopPromise]);
      }

      if (this.plan !== null) {
        const planPromise = this.plan?.check();
        // A plan with `wait` returns a promise while assertions are still expected.
        if (planPromise) await Promise.race([planPromise, stopPromise]);
      }

      if (this.expectFailure !== undefined && this.error === null) {
        this.fail(createTestFailure('test was expected to fail but passed',
                                       kExpectedFailure));
      }
      this.pass();
      await afterEach();
      await after();
    } catch (err) {
      if (isTestFailureError(err)) {
        if (err.failureType === kTestTimeoutFailure) {
          this.#cancel(err);
        } else if (this.expectFailure !== undefined && err.failureType === kTestCodeFailure &&
                   failureMatches(this.expectFailure, err.cause)) {
          this.pass();
        } else {
          this.fail(err);
        }
      } else if (this.expectFailure !== undefined && failureMatches(this.expectFailure, err)) {
        this.pass();
      } else {
        this.fail(createTestFailure(err, kTestCodeFailure));
      }
      try { await afterEach(); } catch { /* the test is already failing */ }
      try { await after(); } catch { /* the test is already failing */ }
    } finally {
      removeRunning(this);
      stopPromise?.dispose();
      // Hooks are shared by every test of a suite: aborting them would stop later runs.
      if (this.parent !== null) this.abortController.abort();
    }

    if (this.parent !== null || typeof this.hookType === 'string') {
      // The root's postRun waits for the process to be about to exit, so late activity
      // after the last test is still caught.
      this.postRun();
    } else if (this.config.forceExit) {
      // The root with --test-force-exit: flush the reporters, then exit.
      const promises = [];
      for (const { destination } of kReporterScope.reporters) {
        promises.push(new Promise((resolve) => {
          destination.on('unpipe', () => {
            if (!destination.closed && typeof destination.close === 'function' &&
                destination !== process.stdout && destination !== process.stderr) {
              destination.close(resolve);
            } else {
              resolve();
            }
          });
        }));
      }
      this.harness.teardown();
      await Promise.all(promises);
      process.exit();
    }
  }

  postRun(pendingSubtestsError) {
    // A test cancelled before it started gets its times now.
    this.endTime ??= hrtime();
    this.startTime ??= this.endTime;

    // Cancel what is still running below and fail if any subtest failed.
    this.pendingSubtests = [];
    let failed = 0;
    for (let i = 0; i < this.subtests.length; i++) {
      const subtest = this.subtests[i];
      if (!subtest.finished) {
        subtest.#cancel(pendingSubtestsError);
        subtest.postRun(pendingSubtestsError);
      }
      if (!subtest.passed && !subtest.isTodo) failed++;
    }

    if ((this.passed || this.parent === null) && failed > 0) {
      const subtestString = `subtest${failed > 1 ? 's' : ''}`;
      this.fail(createTestFailure(`${failed} ${subtestString} failed`, kSubtestsFailed));
    }

    this.outerSignal?.removeEventListener('abort', this.#abortHandler);
    this.mock?.reset();

    if (this.parent !== null) {
      if (!this.filtered) {
        const report = this.getReportDetails();
        report.details.passed = this.passed;
        this.testNumber ||= ++this.parent.outputSubtestCount;
        this.reporter.complete(this.nesting, this.loc, this.testNumber, this.name,
                               report.details, report.directive, this.reportExtra);
        this.parent.activeSubtests--;
      }
      this.parent.addReadySubtest(this);
      this.parent.processReadySubtestRange(false);
      this.parent.processPendingSubtests();
    } else if (!this.reported) {
      const { diagnostics, harness, loc, nesting, reporter } = this;
      this.reported = true;
      reporter.plan(nesting, loc, harness.counters.topLevel);
      harness.snapshotManager?.writeSnapshotFiles();
      for (let i = 0; i < diagnostics.length; i++) {
        reporter.diagnostic(nesting, loc, diagnostics[i]);
      }
      const duration = this.duration();
      const { counters } = harness;
      reporter.diagnostic(nesting, loc, `tests ${counters.tests}`);
      reporter.diagnostic(nesting, loc, `suites ${counters.suites}`);
      reporter.diagnostic(nesting, loc, `pass ${counters.passed}`);
      reporter.diagnostic(nesting, loc, `fail ${counters.failed}`);
      reporter.diagnostic(nesting, loc, `cancelled ${counters.cancelled}`);
      reporter.diagnostic(nesting, loc, `skipped ${counters.skipped}`);
      reporter.diagnostic(nesting, loc, `todo ${counters.todo}`);
      reporter.diagnostic(nesting, loc, `duration_ms ${duration}`);
      reporter.summary(nesting, loc?.file, harness.success, counters, duration);
      if (harness.watching) {
        // Watch mode summarises every run: the next one counts afresh, and the stream
        // stays open for it.
        this.reported = false;
        harness.resetCounters();
        assertObj = undefined;
      } else {
        reporter.end();
      }
    }
  }

  isClearToSend() {
    return this.parent === null ||
      (this.parent.waitingOn === this.reportOrder && this.parent.isClearToSend());
  }

  finalize() {
    // This test and all its subtests are done and it is its turn: report what is left
    // below, then this test.
    this.processReadySubtestRange(true);
    this.report();
    this.parent.waitingOn++;
    this.finished = true;

    if (this.parent === this.root && this.root.waitingOn > this.root.subtests.length) {
      // Every test has finished; the root's after() hooks may now release handles.
      this.root.run();
    }
  }

  duration() {
    // Nanoseconds to milliseconds.
    return Number(this.endTime - this.startTime) / 1_000_000;
  }

  getReportDetails() {
    let directive;
    const details = { __proto__: null, duration_ms: this.duration() };
    if (this.skipped) {
      directive = this.reporter.getSkip(this.message);
    } else if (this.isTodo) {
      directive = this.reporter.getTodo(this.message);
    } else if (this.expectFailure !== undefined) {
      directive = this.reporter.getExpectFailure(this.expectFailure.label);
    }
    if (this.reportedType) details.type = this.reportedType;
    if (!this.passed) details.error = this.error;
    if (this.attempt !== undefined) details.attempt = this.attempt;
    if (this.passedAttempt !== undefined) details.passed_on_attempt = this.passedAttempt;
    if (this.parent !== null && this.parent !== this.root) {
      // The names of the enclosing tests and suites, outermost first, for junit.
      let classname = this.parent.name;
      for (let t = this.parent.parent; t !== null && t !== t.root; t = t.parent) {
        classname = `${t.name}.${classname}`;
      }
      details.classname = classname;
    }
    return { __proto__: null, details, directive };
  }

  report() {
    countCompletedTest(this);
    if (this.outputSubtestCount > 0) {
      this.reporter.plan(this.subtests[0].nesting, this.loc, this.outputSubtestCount);
    } else {
      this.reportStarted();
    }
    const report = this.getReportDetails();
    if (this.passed) {
      this.reporter.ok(this.nesting, this.loc, this.testNumber, this.name, report.details,
                       report.directive, this.reportExtra);
    } else {
      this.reporter.fail(this.nesting, this.loc, this.testNumber, this.name, report.details,
                         report.directive, this.reportExtra);
    }
    for (let i = 0; i < this.diagnostics.length; i++) {
      this.reporter.diagnostic(this.nesting, this.loc, this.diagnostics[i]);
    }
  }

  reportStarted() {
    if (this.#reportedSubtest || this.parent === null) return;
    this.#reportedSubtest = true;
    this.parent.reportStarted();
    this.reporter.start(this.nesting, this.loc, this.name, this.reportExtra);
  }

  clearExecutionTime() {
    this.startTime = hrtime();
    this.endTime = null;
  }
}

class TestHook extends Test {
  reportedType = 'hook';
  #args;

  constructor(fn, options) {
    const { hookType, loc, parent, timeout, signal } = options;
    super({
      __proto__: null, fn, loc, timeout, signal, hookType, harness: parent.root.harness,
    });
    this.parentTest = parent;
    this.hookType = hookType;
  }

  run(args) {
    if (this.error && !this.outerSignal?.aborted) {
      this.passed = false;
      this.error = null;
      this.abortController.abort();
      this.abortController = new AbortController();
      this.signal = this.abortController.signal;
    }
    this.#args = args;
    return super.run();
  }

  getRunArgs() {
    return this.#args;
  }

  willBeFilteredByName() {
    return false;
  }

  postRun() {
    const { error, loc, parentTest: parent } = this;
    // Failures of the root's after() hooks have no test to report them: report them here.
    if (error && parent === parent.root && this.hookType === 'after') {
      if (isTestFailureError(error)) error.failureType = kHookFailure;
      this.endTime ??= hrtime();
      parent.reporter.fail(0, loc, parent.subtests.length + 1, loc.file, {
        __proto__: null, duration_ms: this.duration(), error,
      }, undefined);
    }
  }
}

class Suite extends Test {
  reportedType = 'suite';

  constructor(options) {
    super(options);
    // The suite's timeout bounds the whole suite; its tests do not inherit it.
    this.suiteTimeout = this.timeout;
    this.timeout = null;
    if (this.config.testNamePatterns !== null && this.config.testSkipPatterns !== null &&
        !options.skip) {
      this.fn = options.fn || this.fn;
      this.skipped = false;
    }
    this.buildSuite = this.createBuild();
    this.fn = noop;
  }

  async createBuild() {
    try {
      const { ctx, args } = this.getRunArgs();
      this.context = ctx;
      const runArgs = [this.fn, ctx];
      runArgs.push(...args);
      await Reflect.apply(this.runInAsyncScope, this, runArgs);
    } catch (err) {
      this.fail(createTestFailure(err, kTestCodeFailure));
    }
    this.buildPhaseFinished = true;
  }

  getRunArgs() {
    const ctx = new SuiteContext(this);
    return { __proto__: null, ctx, args: [ctx] };
  }

  async run() {
    this.computeInheritedHooks();
    const hookArgs = this.getRunArgs();
    let stopPromise;
    const after = runOnce(() => this.runHook('after', hookArgs));
    try {
      this.parent.activeSubtests++;
      await this.buildSuite;
      this.startTime = hrtime();

      if (this.shouldAbort()) {
        this.subtests = [];
        this.postRun();
        return;
      }

      if (this.parent.hooks.before.length > 0) {
        await this.parent.runHook('before', this.parent.getRunArgs());
      }
      await this.runHook('before', hookArgs);

      stopPromise = stopTest(this.suiteTimeout, this.signal);
      const subtests = this.skipped || this.error ? [] : this.subtests;
      const promise = Promise.all(subtests.map((subtest) => subtest.start()));
      await Promise.race([promise, stopPromise]);
      await after();
      // A suite expected to fail whose tests all passed has not failed.
      if (this.expectFailure !== undefined && this.error === null &&
          subtests.every((t) => t.passed || t.skipped || t.isTodo)) {
        this.fail(createTestFailure('test was expected to fail but passed', kExpectedFailure));
      }
      this.pass();
    } catch (err) {
      try { await after(); } catch { /* the suite is already failing */ }
      if (isTestFailureError(err)) {
        this.fail(err);
      } else {
        this.fail(createTestFailure(err, kTestCodeFailure));
      }
    } finally {
      stopPromise?.dispose();
    }
    this.postRun();
  }
}

function getFullName(test) {
  let fullName = test.name;
  for (let t = test.parent; t !== null && t !== t.root; t = t.parent) {
    fullName = `${t.name} > ${fullName}`;
  }
  return fullName;
}

module.exports = {
  kCancelledByParent,
  kSubtestsFailed,
  kTestCodeFailure,
  kTestTimeoutFailure,
  kHookFailure,
  kAborted,
  kUnwrapErrors,
  lastRunningTest,
  Suite,
  Test,
  TestContext,
  SuiteContext,
};
