// Port of nodejs/node test/parallel/test-fs-filehandle.js (rewritten for minirt).
'use strict';
// Flags: --expose-gc
// A FileHandle that is garbage-collected while still open has its fd closed, and Node 26
// reports it as an uncaught ERR_INVALID_STATE error naming the fd and the path. (Node's
// test opens the native handle through internalBinding('fs'); here the public
// fsPromises.open is used.)
const common = require('../common');
const assert = require('assert');
const fs = require('fs');

const openFds = () => fs.readdirSync('/proc/self/fd').length;
const before = openFds();
let leakedFd;

process.on('uncaughtException', common.mustCall((err) => {
  assert.strictEqual(err.code, 'ERR_INVALID_STATE');
  assert.strictEqual(err.constructor, Error);
  assert.match(err.message, /^A FileHandle object was closed during garbage collection/);
  assert.ok(err.message.endsWith(`File descriptor: ${leakedFd} (${__filename})`));
}));

(async () => {
  const fh = await fs.promises.open(__filename, 'r');
  leakedFd = fh.fd;
  assert.strictEqual(openFds(), before + 1);
})().then(common.mustCall(() => {
  // The handle is unreachable once this job ends; collect it on a later turn.
  setTimeout(() => {
    globalThis.gc();
    // The collector's close is a pool job: count the fds once the loop has drained.
    process.on('exit', () => assert.strictEqual(openFds(), before));
  }, 1);
}));
