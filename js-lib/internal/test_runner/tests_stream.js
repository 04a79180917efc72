'use strict';
// internal/test_runner/tests_stream: TestsStream, the object-mode Readable every reporter
// reads. Each report is both emitted as an event named after its type ('test:pass', ...) and
// pushed as { type, data }; what push() cannot take yet waits in a local buffer until _read.

const Readable = require('internal/streams/readable');

const kEmitMessage = Symbol('kEmitMessage');

class TestsStream extends Readable {
  #buffer;
  #canPush;

  constructor() {
    super({ __proto__: null, objectMode: true, highWaterMark: Number.MAX_SAFE_INTEGER });
    this.#buffer = [];
    this.#canPush = true;
  }

  _read() {
    this.#canPush = true;
    while (this.#buffer.length > 0) {
      const obj = this.#buffer.shift();
      if (!this.#tryPush(obj)) return;
    }
  }

  fail(nesting, loc, testNumber, name, details, directive, extra) {
    this[kEmitMessage]('test:fail', resultData(nesting, loc, testNumber, name, details,
                                               directive, extra, true));
  }

  ok(nesting, loc, testNumber, name, details, directive, extra) {
    this[kEmitMessage]('test:pass', resultData(nesting, loc, testNumber, name, details,
                                               directive, extra, true));
  }

  complete(nesting, loc, testNumber, name, details, directive, extra) {
    this[kEmitMessage]('test:complete', resultData(nesting, loc, testNumber, name, details,
                                                   directive, extra, false));
  }

  // The tests still running when SIGINT/SIGTERM stopped the run.
  interrupted(tests) {
    this[kEmitMessage]('test:interrupted', { __proto__: null, tests });
  }

  plan(nesting, loc, count) {
    this[kEmitMessage]('test:plan', { __proto__: null, nesting, count, ...loc });
  }

  getSkip(reason = undefined) {
    return { __proto__: null, skip: reason ?? true };
  }

  getTodo(reason = undefined) {
    return { __proto__: null, todo: reason ?? true };
  }

  getExpectFailure(reason = undefined) {
    return { __proto__: null, expectFailure: reason ?? true };
  }

  enqueue(nesting, loc, name, type, extra) {
    this[kEmitMessage]('test:enqueue', {
      __proto__: null, nesting, name, type, ...extra, ...loc,
    });
  }

  dequeue(nesting, loc, name, type, extra) {
    this[kEmitMessage]('test:dequeue', {
      __proto__: null, nesting, name, type, ...extra, ...loc,
    });
  }

  start(nesting, loc, name, extra) {
    this[kEmitMessage]('test:start', { __proto__: null, nesting, name, ...extra, ...loc });
  }

  diagnostic(nesting, loc, message, level = 'info') {
    this[kEmitMessage]('test:diagnostic', { __proto__: null, nesting, message, level, ...loc });
  }

  log(nesting, loc, name, message, data, extra) {
    this[kEmitMessage]('test:log', {
      __proto__: null, name, nesting, testId: extra?.testId, parentId: extra?.parentId,
      message, data, ...loc,
    });
  }

  stderr(loc, message) {
    this[kEmitMessage]('test:stderr', { __proto__: null, message, ...loc });
  }

  stdout(loc, message) {
    this[kEmitMessage]('test:stdout', { __proto__: null, message, ...loc });
  }

  coverage(nesting, loc, summary) {
    this[kEmitMessage]('test:coverage', { __proto__: null, nesting, summary, ...loc });
  }

  summary(nesting, file, success, counts, duration_ms) {
    this[kEmitMessage]('test:summary', { __proto__: null, success, counts, duration_ms, file });
  }

  end() {
    this.#tryPush(null);
  }

  [kEmitMessage](type, data) {
    this.emit(type, data);
    // Reporters are user code: they get ordinary objects.
    this.#tryPush({ type, data });
  }

  #tryPush(message) {
    if (this.#canPush) {
      this.#canPush = this.push(message);
    } else {
      this.#buffer.push(message);
    }
    return this.#canPush;
  }
}

// Field order follows Node's: ids before the details, tags and classname after them.
function resultData(nesting, loc, testNumber, name, details, directive, extra, withClass) {
  const data = { __proto__: null, name, nesting, testNumber };
  if (extra !== undefined) {
    data.testId = extra.testId;
    data.parentId = extra.parentId;
  }
  data.details = details;
  if (extra !== undefined) data.tags = extra.tags;
  if (withClass && details?.classname !== undefined) data.classname = details.classname;
  if (loc !== undefined) {
    data.line = loc.line;
    data.column = loc.column;
    data.file = loc.file;
  }
  if (directive !== undefined) Object.assign(data, directive);
  return data;
}

module.exports = { TestsStream, kEmitMessage };
