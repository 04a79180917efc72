// Port of nodejs/node test/parallel/test-fs-promises-file-handle-dispose.js (rewritten for minirt).
'use strict';
// FileHandle[Symbol.asyncDispose] closes the handle (emitting 'close' once) and may be
// called again without rejecting. (The upstream test also covers `await using` blocks,
// which this engine parses but never disposes, and directory handles, tested with dirs.)
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;

const openFds = () => fs.readdirSync('/proc/self/fd').length;

(async () => {
  const before = openFds();
  const fh = await fsp.open(__filename);
  assert.strictEqual(openFds(), before + 1);
  assert.strictEqual(typeof fh[Symbol.asyncDispose], 'function');
  fh.on('close', common.mustCall());
  const result = fh[Symbol.asyncDispose]();
  assert.ok(result instanceof Promise);
  assert.strictEqual(await result, undefined);
  assert.strictEqual(fh.fd, -1);
  assert.strictEqual(openFds(), before);
  await fh[Symbol.asyncDispose]();
  await assert.rejects(fh.stat(), { code: 'EBADF', syscall: 'fstat' });
})().then(common.mustCall());
