// Port of test/parallel/test-worker-exit-code.js: the parent sees the exit code a worker ends with (exitCode, process.exit, uncaught errors, 'exit' and 'uncaughtException' handlers).
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, parentPort } = require('worker_threads');

// Each scenario runs in its own worker; `code` is what the parent's 'exit' must report,
// `error` (when set) what the parent's 'error' event must carry. The scenarios run in the
// worker, where a failed assert would itself change the exit code, so they check by
// exiting with a code no scenario expects (77) instead.
function check(ok) {
  if (!ok) process.exit(77);
}

const scenarios = [
  {
    name: 'exitCode set, then natural end',
    code: 42,
    run() {
      process.exitCode = 42;
      process.on('exit', (c) => check(c === 42 && process.exitCode === 42));
    },
  },
  {
    name: 'process.exit(n) overrides exitCode',
    code: 42,
    run() {
      process.exitCode = 99;
      process.on('exit', (c) => check(c === 42 && process.exitCode === 42));
      process.exit(42);
    },
  },
  {
    name: 'process.exit(0) overrides exitCode',
    code: 0,
    run() {
      process.exitCode = 99;
      process.on('exit', (c) => check(c === 0 && process.exitCode === 0));
      process.exit(0);
    },
  },
  {
    name: 'uncaught error exits with 1',
    code: 1,
    error: /^Error: ok$/,
    run() {
      process.exitCode = 99;
      process.on('exit', (c) => check(c === 1 && process.exitCode === 1));
      throw new Error('ok');
    },
  },
  {
    name: 'exitCode changed inside an exit listener',
    code: 99,
    run() {
      process.exitCode = 95;
      process.on('exit', (c) => {
        check(c === 95 && process.exitCode === 95);
        process.exitCode = 99;
      });
    },
  },
  {
    name: 'uncaughtException handler swallows the error',
    code: 0,
    run() {
      const swallow = () => {};
      process.on('exit', (c) => {
        process.off('uncaughtException', swallow);
        check(c === 0 && process.exitCode === undefined);
      });
      process.on('uncaughtException', swallow);
      throw new Error('ok');
    },
  },
  {
    name: 'uncaughtException handler sets exitCode',
    code: 97,
    run() {
      const setCode = () => { process.exitCode = 97; };
      process.on('exit', (c) => {
        process.off('uncaughtException', setCode);
        check(c === 97 && process.exitCode === 97);
      });
      process.on('uncaughtException', setCode);
      throw new Error('ok');
    },
  },
  {
    name: 'exit listener replaces the code of an uncaught error',
    code: 98,
    error: /^Error: ok$/,
    run() {
      process.on('exit', (c) => {
        check(c === 1 && process.exitCode === 1);
        process.exitCode = 98;
      });
      throw new Error('ok');
    },
  },
  {
    name: 'exit listener turns an uncaught error into a clean exit',
    code: 0,
    error: /^Error: ok$/,
    run() {
      process.on('exit', (c) => {
        check(c === 1 && process.exitCode === 1);
        process.exitCode = 0;
      });
      throw new Error('ok');
    },
  },
  {
    // In the main thread this is exit code 7; a worker reports the second error with 1.
    name: 'uncaughtException handler throws',
    code: 1,
    error: /^Error: ok$/,
    run() {
      process.on('uncaughtException', () => { throw new Error('ok'); });
      throw new Error('bad');
    },
  },
  {
    name: 'process._fatalException removed',
    code: 6,
    run() {
      process._fatalException = undefined;
      throw new Error('ok');
    },
  },
];

// The same file is the worker; an env flag (not isMainThread) tells the two apart, so the
// test still works when the whole file is itself started inside a worker.
if (process.env.WORKER_EXIT_CODE_CHILD) {
  assert.ok(parentPort, 'a worker must have a parentPort');
  parentPort.once('message', (i) => scenarios[i].run());
} else {
  process.env.WORKER_EXIT_CODE_CHILD = '1';
  scenarios.forEach((s, i) => {
    const w = new Worker(__filename);
    w.on('exit', common.mustCall((code) => {
      assert.strictEqual(code, s.code, `${s.name}: exit code ${code}, want ${s.code}`);
    }));
    if (s.error) {
      w.on('error', common.mustCall((err) => {
        assert.match(String(err), s.error, s.name);
      }));
    } else {
      w.on('error', common.mustNotCall(`${s.name}: unexpected 'error'`));
    }
    w.postMessage(i);
  });
}
