// Port of nodejs/node test/parallel/test-readline.js (rewritten for minirt).
'use strict';
// Terminal interfaces: a line is delivered on Enter or at end of input, not before;
// rl.write(data, key) acts on the key (the data is only its spelling), so Home/End move
// the cursor; Meta+F/Meta+B jump words and Meta+D deletes the next word.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { PassThrough } = require('stream');

if (process.env.TERM === 'dumb') common.skip('dumb terminal');

const open = () => {
  const input = new PassThrough();
  return { input, rl: readline.createInterface({ terminal: true, input }) };
};

{
  const { input, rl } = open();
  rl.on('line', common.mustCall((line) => assert.strictEqual(line, 'xyz')));
  input.end('xyz');
}

{
  const { input, rl } = open();
  rl.on('line', common.mustNotCall('no line before a newline'));
  input.write('xyz');
  assert.strictEqual(rl.line, 'xyz');
}

{
  const { input, rl } = open();
  rl.on('line', common.mustCall((line) => assert.strictEqual(line, 'xyz')));
  input.write('xyz\r');
}

{
  const { rl } = open();
  rl.write('bar');
  assert.strictEqual(rl.cursor, 3);
  const home = { ctrl: true, name: 'a' };
  const end = { ctrl: true, name: 'e' };
  for (const [homeSeq, endSeq] of [
    ['\x1b[H', '\x1b[F'],      // xterm
    ['\x1bOH', '\x1bOF'],      // gnome
    ['\x1b[1~', '\x1b[4~'],    // putty / vt
    ['\x1b[7~', '\x1b[8~'],    // rxvt
  ]) {
    rl.write(homeSeq, home);
    assert.strictEqual(rl.cursor, 0);
    assert.strictEqual(rl.line, 'bar');
    rl.write(endSeq, end);
    assert.strictEqual(rl.cursor, 3);
  }
  rl.write(null, { name: 'home' });
  assert.strictEqual(rl.cursor, 0);
  rl.write(null, { name: 'end' });
  assert.strictEqual(rl.cursor, 3);
  rl.close();
}

{
  const { rl } = open();
  rl.write('ab cd.ef/gh');
  rl.write('\x1b[H', { ctrl: true, name: 'a' });
  for (const stop of [3, 5, 6, 8, 9, 11]) {
    rl.write('\x1bf', { meta: true, name: 'f' });
    assert.strictEqual(rl.cursor, stop);
  }
  for (const stop of [9, 8, 6, 5, 3, 0]) {
    rl.write('\x1bb', { meta: true, name: 'b' });
    assert.strictEqual(rl.cursor, stop);
  }
  rl.close();
}

{
  const { rl } = open();
  rl.write('ab cd.ef/gh');
  rl.write('\x1b[H', { ctrl: true, name: 'a' });
  for (const rest of ['cd.ef/gh', '.ef/gh', 'ef/gh', '/gh', 'gh', '']) {
    rl.write('\x1bd', { meta: true, name: 'd' });
    assert.strictEqual(rl.cursor, 0);
    assert.strictEqual(rl.line, rest);
  }
  rl.close();
}
