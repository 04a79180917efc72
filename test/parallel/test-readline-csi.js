// Port of nodejs/node test/parallel/test-readline-csi.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';
// The cursor functions write the right ANSI sequences, return true, call their callback,
// and accept a missing stream.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { Writable } = require('stream');
const { CSI } = require('internal/readline/utils');

assert.strictEqual(CSI.kClearToLineBeginning, '\x1b[1K');
assert.strictEqual(CSI.kClearToLineEnd, '\x1b[0K');
assert.strictEqual(CSI.kClearLine, '\x1b[2K');
assert.strictEqual(CSI.kClearScreenDown, '\x1b[0J');
assert.strictEqual(CSI`4${5}6`, '\x1b[456');

class Sink extends Writable {
  constructor() {
    super();
    this.text = '';
  }
  _write(chunk, encoding, cb) {
    this.text += chunk.toString();
    cb();
  }
}
const sink = new Sink();
const written = (fn) => {
  sink.text = '';
  assert.strictEqual(fn(), true);
  return sink.text;
};

assert.strictEqual(written(() => readline.clearScreenDown(sink)), '\x1b[0J');
assert.strictEqual(written(() => readline.clearScreenDown(sink, common.mustCall())), '\x1b[0J');
assert.throws(() => readline.clearScreenDown(sink, null), { code: 'ERR_INVALID_ARG_TYPE' });
assert.strictEqual(readline.clearScreenDown(null, common.mustCall((err) => {
  assert.strictEqual(err, null);
})), true);

assert.strictEqual(written(() => readline.clearLine(sink, -1)), '\x1b[1K');
assert.strictEqual(written(() => readline.clearLine(sink, 1)), '\x1b[0K');
assert.strictEqual(written(() => readline.clearLine(sink, 0)), '\x1b[2K');
assert.strictEqual(written(() => readline.clearLine(sink, 1, common.mustCall())), '\x1b[0K');
assert.throws(() => readline.clearLine(sink, 0, null), { code: 'ERR_INVALID_ARG_TYPE' });
assert.strictEqual(readline.clearLine(undefined, 0, common.mustCall()), true);

for (const [dx, dy, code] of [
  [0, 0, ''], [2, 0, '\x1b[2C'], [-2, 0, '\x1b[2D'], [0, 3, '\x1b[3B'], [0, -3, '\x1b[3A'],
  [1, 1, '\x1b[1C\x1b[1B'], [-1, -1, '\x1b[1D\x1b[1A'],
]) {
  assert.strictEqual(written(() => readline.moveCursor(sink, dx, dy)), code);
  assert.strictEqual(written(() => readline.moveCursor(sink, dx, dy, common.mustCall())), code);
}
assert.throws(() => readline.moveCursor(sink, 1, 1, null), { code: 'ERR_INVALID_ARG_TYPE' });
assert.strictEqual(readline.moveCursor(null, 1, 1, common.mustCall()), true);

assert.strictEqual(readline.cursorTo(null), true);
assert.strictEqual(readline.cursorTo(), true);
assert.strictEqual(readline.cursorTo(null, 1, 1, common.mustCall()), true);
assert.strictEqual(written(() => readline.cursorTo(sink, 'x')), '');
assert.strictEqual(written(() => readline.cursorTo(sink, 'x', 'y')), '');
assert.throws(() => readline.cursorTo(sink, 'x', 1), {
  name: 'TypeError',
  code: 'ERR_INVALID_CURSOR_POS',
  message: 'Cannot set cursor row without setting its column',
});
assert.strictEqual(written(() => readline.cursorTo(sink, 4, 'y')), '\x1b[5G');
assert.strictEqual(written(() => readline.cursorTo(sink, 4)), '\x1b[5G');
assert.strictEqual(written(() => readline.cursorTo(sink, 4, 6)), '\x1b[7;5H');
assert.strictEqual(written(() => readline.cursorTo(sink, 4, 6, common.mustCall())), '\x1b[7;5H');
assert.strictEqual(written(() => readline.cursorTo(sink, 4, common.mustCall())), '\x1b[5G');
assert.throws(() => readline.cursorTo(sink, 1, 1, null), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => readline.cursorTo(sink, NaN), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => readline.cursorTo(sink, 1, NaN), { code: 'ERR_INVALID_ARG_VALUE' });
