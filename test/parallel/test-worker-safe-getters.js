// Port of test/parallel/test-worker-safe-getters.js: after a worker has exited, postMessage/ref/unref do not throw, threadId reads -1 and the stdin/stdout/stderr getters still return the same streams.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, isMainThread } = require('worker_threads');

if (isMainThread) {
  const w = new Worker(__filename, { stdin: true, stdout: true, stderr: true });
  const { stdin, stdout, stderr } = w;
  assert.ok(stdin && stdout && stderr);
  assert.ok(w.threadId > 0);
  w.on('exit', common.mustCall((code) => {
    assert.strictEqual(code, 0);
    // Like a browser Worker, a finished Worker quietly ignores these.
    w.postMessage('foobar');
    w.ref();
    w.unref();
    assert.strictEqual(w.threadId, -1);
    assert.strictEqual(w.stdin, stdin);
    assert.strictEqual(w.stdout, stdout);
    assert.strictEqual(w.stderr, stderr);
  }));
}
