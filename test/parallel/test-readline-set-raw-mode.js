// Port of nodejs/node test/parallel/test-readline-set-raw-mode.js (rewritten for minirt).
'use strict';
// A terminal interface puts an input that has setRawMode() in raw mode when created,
// leaves it alone on pause()/resume() and restores it on close(), removing its keypress
// listener.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const Stream = require('stream');

const stream = new Stream();
const calls = [];
let wantRaw = true;
stream.setRawMode = common.mustCallAtLeast((mode) => {
  calls.push('raw');
  assert.strictEqual(mode, wantRaw);
});
stream.resume = () => calls.push('resume');
stream.pause = () => calls.push('pause');

const rl = readline.createInterface({ input: stream, output: stream, terminal: true });
assert.strictEqual(rl.terminal, true);
assert.ok(calls.includes('raw'));
assert.ok(calls.includes('resume'));
assert.ok(!calls.includes('pause'));

calls.length = 0;
rl.pause();
assert.deepStrictEqual(calls, ['pause']);

calls.length = 0;
rl.resume();
assert.deepStrictEqual(calls, ['resume']);

calls.length = 0;
wantRaw = false;
rl.close();
assert.ok(calls.includes('raw'));
assert.ok(calls.includes('pause'));
assert.ok(!calls.includes('resume'));
assert.deepStrictEqual(stream.listeners('keypress'), []);
// The keypress decoder stays on the stream (it is shared by later interfaces).
assert.strictEqual(stream.listeners('data').length, 1);
