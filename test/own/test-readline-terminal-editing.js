// minirt's own test: terminal line editing of readline.Interface.
'use strict';
// Terminal line editing of readline.Interface: Ctrl+U/K/W/H/D, the kill ring (Ctrl+Y,
// Meta+Y), undo/redo, history navigation with prefix search, historySize,
// removeHistoryDuplicates and the 'history' event, SIGINT/close on Ctrl+C, and the
// promises question() rejected by Ctrl+D.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const readlinePromises = require('readline/promises');
const { PassThrough } = require('stream');

if (process.env.TERM === 'dumb') common.skip('dumb terminal');

function open(options = {}) {
  const input = new PassThrough();
  const output = new PassThrough();
  output.resume();
  const rl = readline.createInterface({ input, output, terminal: true, ...options });
  return { input, rl };
}

{
  const { input, rl } = open();
  input.write('one two three');
  input.write('\x17'); // Ctrl+W
  assert.strictEqual(rl.line, 'one two ');
  input.write('\x01'); // Ctrl+A
  input.write('\x1bf'); // Meta+F
  input.write('\x0b'); // Ctrl+K
  assert.strictEqual(rl.line, 'one ');
  assert.strictEqual(rl.cursor, 4);
  input.write('\x19'); // Ctrl+Y
  assert.strictEqual(rl.line, 'one two ');
  input.write('\x15'); // Ctrl+U
  assert.strictEqual(rl.line, '');
  input.write('\x19');
  assert.strictEqual(rl.line, 'one two ');
  input.write('\x1by'); // Meta+Y: the older killed text instead
  assert.strictEqual(rl.line, 'two ');
  input.write('\x08'); // Ctrl+H
  assert.strictEqual(rl.line, 'two');
  input.write('\x01\x04'); // Ctrl+A, Ctrl+D deletes under the cursor
  assert.strictEqual(rl.line, 'wo');
  input.write('\x1f'); // Ctrl+_ undoes
  assert.strictEqual(rl.line, 'two');
  input.write('\x1e'); // Ctrl+^ redoes
  assert.strictEqual(rl.line, 'wo');
  rl.close();
}

{
  const { input, rl } = open({ history: ['older'], historySize: 3, removeHistoryDuplicates: true });
  const events = [];
  rl.on('history', (h) => events.push(h.slice()));
  const lines = [];
  rl.on('line', (l) => lines.push(l));
  input.write('apple\rbanana\rapricot\r');
  assert.deepStrictEqual(lines, ['apple', 'banana', 'apricot']);
  assert.deepStrictEqual(rl.history, ['apricot', 'banana', 'apple']);
  assert.deepStrictEqual(events[0], ['apple', 'older']);
  input.write('apple\r');
  assert.deepStrictEqual(rl.history, ['apple', 'apricot', 'banana']);
  input.write('ap');
  input.write('\x1b[A');
  assert.strictEqual(rl.line, 'apple');
  input.write('\x1b[A');
  assert.strictEqual(rl.line, 'apricot');
  input.write('\x1b[A');
  assert.strictEqual(rl.line, 'ap');
  input.write('\x1b[B');
  assert.strictEqual(rl.line, 'apricot');
  // Ctrl+P/Ctrl+N step from the current history position without a prefix.
  input.write('\x15\x10'); // Ctrl+U, Ctrl+P
  assert.strictEqual(rl.line, 'banana');
  input.write('\x0e'); // Ctrl+N
  assert.strictEqual(rl.line, 'apricot');
  rl.close();
}

{
  const { input, rl } = open();
  rl.on('SIGINT', common.mustCall(() => {
    assert.strictEqual(rl.line, 'abc');
  }));
  input.write('abc\x03');
  assert.notStrictEqual(rl.closed, true);
  rl.close();
}

{
  const { input, rl } = open();
  rl.on('close', common.mustCall());
  input.write('\x03');
  assert.strictEqual(rl.closed, true);
}

{
  const input = new PassThrough();
  const output = new PassThrough();
  output.resume();
  const rl = readlinePromises.createInterface({ input, output, terminal: true });
  assert.rejects(rl.question('name? '), { name: 'AbortError', message: 'Aborted with Ctrl+D' })
    .then(common.mustCall());
  input.write('\x04');
  assert.strictEqual(rl.closed, true);
}
