// minirt's own test: readline's `history` option as Node 26 reads it (js-lib/internal/
// readline/interface.js): taken from the first argument even when that is the input stream
// itself, validated before the completer, and kept as the caller's own array, which the
// history then grows. Found by differential fuzzing; expected values are Node 26.10's.
'use strict';
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { PassThrough } = require('stream');

const historyError = { code: 'ERR_INVALID_ARG_TYPE', message: /"history" argument must be an instance of Array/ };
assert.throws(() => readline.createInterface({ history: 1 }), historyError);
assert.throws(() => readline.createInterface({ history: 1 }, null, 1), historyError);
assert.throws(() => readline.createInterface({ input: 0, history: 1 }), historyError);
assert.throws(() => readline.createInterface(Object.assign(new PassThrough(), { history: 1 })),
              historyError);
assert.throws(() => readline.createInterface({ input: new PassThrough(), history: 1, completer: 1 }),
              historyError);
// Only `history` comes from a stream: its historySize is not an option.
{
  const input = Object.assign(new PassThrough(), { history: ['b', 'a'], historySize: 1 });
  const rl = readline.createInterface(input);
  assert.deepStrictEqual([rl.historySize, rl.history], [30, ['b', 'a']]);
  assert.strictEqual(rl.history, input.history);
  rl.close();
}

const arr = ['x'];
const input = new PassThrough();
const rl = readline.createInterface({ input, output: new PassThrough(), terminal: true, history: arr });
assert.strictEqual(rl.history, arr);
rl.on('line', common.mustCall((line) => {
  assert.strictEqual(line, 'abc');
  assert.deepStrictEqual(arr, ['abc', 'x']);
  rl.close();
}));
input.write('abc\r');
