// Port of nodejs/node test/parallel/test-tty-backwards-api.js (rewritten for minirt).
'use strict';

// tty.isatty() is false for anything but an open terminal fd, and never throws.
require('../common');
const assert = require('assert');
const fs = require('fs');
const tty = require('tty');

for (const bad of [-1, 1.5, 2 ** 31, NaN, '0', null, undefined, {}]) {
  assert.strictEqual(tty.isatty(bad), false, String(bad));
}
const fd = fs.openSync(__filename, 'r');
assert.strictEqual(tty.isatty(fd), false);
fs.closeSync(fd);
assert.strictEqual(typeof tty.ReadStream, 'function');
assert.strictEqual(typeof tty.WriteStream, 'function');
assert.strictEqual(Object.getPrototypeOf(tty.WriteStream.prototype), require('net').Socket.prototype);
assert.strictEqual(Object.getPrototypeOf(tty.ReadStream.prototype), require('net').Socket.prototype);
assert.strictEqual(tty.WriteStream.prototype.isTTY, true);
for (const name of ['cursorTo', 'moveCursor', 'clearLine', 'clearScreenDown', 'getWindowSize',
  'getColorDepth', 'hasColors', '_refreshSize']) {
  assert.strictEqual(typeof tty.WriteStream.prototype[name], 'function', name);
}
assert.strictEqual(typeof tty.ReadStream.prototype.setRawMode, 'function');
