// Port of test/parallel/test-worker-unsupported-things.js: in a worker, process.title and process.debugPort stay writable, while umask(mask), abort, chdir, send, disconnect and the set*id/setgroups/initgroups calls throw ERR_WORKER_UNSUPPORTED_OPERATION (marked .disabled), process.channel/connected throw on read, and the profiler/debugger hooks are absent.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, parentPort } = require('worker_threads');

if (!process.env.WORKER_UNSUPPORTED_CHILD) {
  process.env.WORKER_UNSUPPORTED_CHILD = '1';
  // An IPC channel variable the worker must not act on.
  process.env.NODE_CHANNEL_FD = 'foo';
  const w = new Worker(__filename);
  w.on('message', common.mustCall((msg) => assert.strictEqual(msg, true)));
  w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
} else {
  const title = `${process.title} in worker`;
  process.title = title;
  assert.strictEqual(process.title, title);

  const port = process.debugPort + 1;
  process.debugPort = port;
  assert.strictEqual(process.debugPort, port);

  assert.throws(() => process.umask(0o600), {
    code: 'ERR_WORKER_UNSUPPORTED_OPERATION',
    message: 'Setting process.umask() is not supported in workers',
  });

  const disabled = ['abort', 'chdir', 'send', 'disconnect'];
  if (!common.isWindows) {
    disabled.push('setuid', 'seteuid', 'setgid', 'setegid', 'setgroups', 'initgroups');
  }
  for (const name of disabled) {
    assert.strictEqual(process[name].disabled, true, name);
    assert.throws(() => process[name](), {
      code: 'ERR_WORKER_UNSUPPORTED_OPERATION',
      message: `process.${name}() is not supported in workers`,
    });
  }

  for (const name of ['channel', 'connected']) {
    assert.throws(() => process[name], {
      code: 'ERR_WORKER_UNSUPPORTED_OPERATION',
      message: `process.${name} is not supported in workers`,
    });
  }

  for (const name of ['_startProfilerIdleNotifier', '_stopProfilerIdleNotifier',
                      '_debugProcess', '_debugPause', '_debugEnd']) {
    assert.strictEqual(name in process, false, name);
  }

  parentPort.postMessage(true);
}
