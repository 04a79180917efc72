// Port of nodejs/node test/parallel/test-util-styletext.js (rewritten for minirt).
// The TTY cases use a stream-like object with isTTY set instead of a tty.WriteStream on a
// terminal fd, so they run without a terminal.
'use strict';

require('../common');
const assert = require('assert');
const util = require('util');

const styled = '\u001b[31mtest\u001b[39m';
const plain = 'test';
const raw = { validateStream: false };

for (const bad of [undefined, null, false, 5n, 5, Symbol(), () => {}, {}]) {
  assert.throws(() => util.styleText(bad, 'test'), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => util.styleText('red', bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => util.styleText('invalid', 'text'), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => util.styleText(['invalid'], 'text'), { code: 'ERR_INVALID_ARG_VALUE' });
assert.throws(() => util.styleText('red', 'text', { stream: {} }), { code: 'ERR_INVALID_ARG_TYPE' });
// Not checked without validateStream.
util.styleText('red', 'text', { stream: {}, validateStream: false });

assert.strictEqual(util.styleText('red', 'test', raw), styled);
assert.strictEqual(util.styleText('gray', 'test', raw), '\u001b[90mtest\u001b[39m');
assert.strictEqual(util.styleText('grey', 'test', raw), '\u001b[90mtest\u001b[39m');
assert.strictEqual(util.styleText(['bold', 'red'], 'test', raw),
                   '\u001b[1m\u001b[31mtest\u001b[39m\u001b[22m');
assert.strictEqual(util.styleText(['bold', 'red'], 'test', raw),
                   util.styleText('bold', util.styleText('red', 'test', raw), raw));

// Nested styles re-open the outer one where the inner one closes.
const red = (s) => util.styleText('red', s, raw);
const blue = (s) => util.styleText('blue', s, raw);
assert.strictEqual(red(`A${blue('B')}C`), '\u001b[31mA\u001b[34mB\u001b[31mC\u001b[39m');
assert.strictEqual(red(`red${blue('blue')}red${blue('blue')}red`),
                   '\x1b[31mred\x1b[34mblue\x1b[31mred\x1b[34mblue\x1b[31mred\x1b[39m');
assert.strictEqual(red(`red${blue('blue')}red${red('red')}red${blue('blue')}`),
                   '\x1b[31mred\x1b[34mblue\x1b[31mred\x1b[31mred\x1b[31mred\x1b[34mblue\x1b[39m\x1b[39m');
assert.strictEqual(red(`A${util.styleText(['bgRed', 'blue'], 'B', raw)}C`),
                   '\x1b[31mA\x1b[41m\x1b[34mB\x1b[31m\x1b[49mC\x1b[39m');
assert.strictEqual(util.styleText('dim', `dim${util.styleText('bold', 'bold', raw)}dim`, raw),
                   '\x1b[2mdim\x1b[1mbold\x1b[22m\x1b[2mdim\x1b[22m');
assert.strictEqual(
  blue(`blue${red(`red${util.styleText('green', 'green', raw)}red`)}blue`),
  '\x1b[34mblue\x1b[31mred\x1b[32mgreen\x1b[31mred\x1b[34mblue\x1b[39m');
assert.strictEqual(red(`red${blue(`blue${red('red')}blue`)}red`),
                   '\x1b[31mred\x1b[34mblue\x1b[31mred\x1b[34mblue\x1b[31mred\x1b[39m');

// Aliases.
assert.strictEqual(util.styleText('bgGrey', 'test', raw), util.styleText('bgGray', 'test', raw));
assert.strictEqual(util.styleText('blackBright', 'test', raw), util.styleText('gray', 'test', raw));
assert.strictEqual(util.styleText('faint', 'test', raw), util.styleText('dim', 'test', raw));
assert.strictEqual(util.styleText(['grey', 'bold'], 'test', raw),
                   util.styleText(['gray', 'bold'], 'test', raw));

assert.strictEqual(util.styleText('none', 'test'), 'test');

// Colour decisions for a stream, by isTTY and the environment.
const stream = { isTTY: true, write() {}, on() {}, getColorDepth() { return 8; } };
const originalEnv = process.env;
const base = { ...originalEnv };
delete base.FORCE_COLOR;
delete base.NO_COLOR;
delete base.NODE_DISABLE_COLORS;
const cases = [
  { isTTY: true, env: {}, expected: styled },
  { isTTY: false, env: {}, expected: plain },
  { isTTY: true, env: { FORCE_COLOR: '0' }, expected: plain },
  { isTTY: true, env: { FORCE_COLOR: '1' }, expected: styled },
  { isTTY: false, env: { FORCE_COLOR: '1' }, expected: styled },
  { isTTY: false, env: { FORCE_COLOR: '1', NO_COLOR: '1', NODE_DISABLE_COLORS: '1' }, expected: styled },
];
process.on('warning', () => {});
for (const { isTTY, env, expected } of cases) {
  stream.isTTY = isTTY;
  process.env = { ...base, ...env };
  assert.strictEqual(util.styleText('red', 'test', { stream }), expected);
  assert.strictEqual(util.styleText(['red'], 'test', { stream }), expected);
  process.env = originalEnv;
}
// A TTY with two colours gets none.
stream.isTTY = true;
stream.getColorDepth = () => 1;
process.env = { ...base };
assert.strictEqual(util.styleText('red', 'test', { stream }), plain);
process.env = originalEnv;
