// Port of nodejs/node test/parallel/test-readline-position.js (rewritten for minirt).
'use strict';
// getCursorPos() counts display columns: wide characters take two, combining marks and
// other zero-width characters none.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { PassThrough } = require('stream');

if (process.env.TERM === 'dumb') common.skip('dumb terminal');

const rl = readline.createInterface({ terminal: true, input: new PassThrough(), prompt: '' });
const clearLine = { ctrl: true, name: 'u' };
const cases = [
  ['x', 1],
  ['xy', 2],
  ['\u4e01', 2],          // a CJK ideograph
  ['\u0301', 0],          // combining acute accent alone
  ['e\u0301', 1],         // e with a combining accent
  ['\u20dd', 0],          // combining enclosing circle
  ['x\u20ddy', 2],
  ['\u200e', 0],          // left-to-right mark
  ['\t', 8],
];
for (const [text, cols] of cases) {
  rl.write(text);
  assert.strictEqual(rl.getCursorPos().cols, cols, JSON.stringify(text));
  assert.strictEqual(rl.getCursorPos().rows, 0);
  rl.write(null, clearLine);
  assert.strictEqual(rl.line, '');
}
rl.close();
