// Port of nodejs/node test/parallel/test-readline-keys.js (rewritten for minirt).
'use strict';
// The keypress decoder of a terminal interface: plain characters, control and meta keys,
// the escape sequences of xterm, gnome, rxvt, putty and cygwin with their modifier
// digits, bracketed paste markers, a lone ESC after the escape timeout, and sequences
// split over several writes.
const common = require('../common');
const assert = require('assert');
const { PassThrough } = require('stream');
const { Interface } = require('readline');

const input = new PassThrough();
new Interface({ input, output: new PassThrough(), terminal: true });
let keys = [];
input.on('keypress', (text, key) => keys.push(key));

const full = (k) => ({ name: undefined, ctrl: false, meta: false, shift: false, ...k });
function expectKeys(writes, expected) {
  keys = [];
  for (const chunk of [].concat(writes)) input.write(chunk);
  assert.deepStrictEqual(keys, [].concat(expected).map(full), JSON.stringify(writes));
}

// Letters, digits, shifted letters, space and punctuation (no name).
expectKeys('q7Q ,', [
  { name: 'q', sequence: 'q' },
  { name: '7', sequence: '7' },
  { name: 'q', sequence: 'Q', shift: true },
  { name: 'space', sequence: ' ' },
  { sequence: ',' },
]);

// A character outside the BMP is one key.
expectKeys('\u{1f40d}', [{ sequence: '\u{1f40d}' }]);

// Return, Enter, Tab, Backspace (both spellings) and their Meta forms.
expectKeys('\r\n\t\b\x7f', [
  { name: 'return', sequence: '\r' },
  { name: 'enter', sequence: '\n' },
  { name: 'tab', sequence: '\t' },
  { name: 'backspace', sequence: '\b' },
  { name: 'backspace', sequence: '\x7f' },
]);
expectKeys('\x1b\r\x1b\n\x1b\t\x1b\x7f', [
  { name: 'return', sequence: '\x1b\r', meta: true },
  { name: 'enter', sequence: '\x1b\n', meta: true },
  { name: 'tab', sequence: '\x1b\t', meta: true },
  { name: 'backspace', sequence: '\x1b\x7f', meta: true },
]);

// Control letters and Meta letters.
expectKeys('\x01\x18\x1bq\x1bQ', [
  { name: 'a', sequence: '\x01', ctrl: true },
  { name: 'x', sequence: '\x18', ctrl: true },
  { name: 'q', sequence: '\x1bq', meta: true },
  { name: 'q', sequence: '\x1bQ', meta: true, shift: true },
]);

// Arrows and friends, xterm (ESC [) and gnome (ESC O).
expectKeys('\x1b[A\x1b[B\x1b[C\x1b[D\x1b[E\x1b[F\x1b[H', [
  { name: 'up', sequence: '\x1b[A', code: '[A' },
  { name: 'down', sequence: '\x1b[B', code: '[B' },
  { name: 'right', sequence: '\x1b[C', code: '[C' },
  { name: 'left', sequence: '\x1b[D', code: '[D' },
  { name: 'clear', sequence: '\x1b[E', code: '[E' },
  { name: 'end', sequence: '\x1b[F', code: '[F' },
  { name: 'home', sequence: '\x1b[H', code: '[H' },
]);
expectKeys('\x1bOA\x1bOD\x1bOF\x1bOH', [
  { name: 'up', sequence: '\x1bOA', code: 'OA' },
  { name: 'left', sequence: '\x1bOD', code: 'OD' },
  { name: 'end', sequence: '\x1bOF', code: 'OF' },
  { name: 'home', sequence: '\x1bOH', code: 'OH' },
]);

// Editing keypad and function keys.
expectKeys('\x1b[1~\x1b[2~\x1b[3~\x1b[4~\x1b[5~\x1b[6~\x1b[[5~\x1b[[6~', [
  { name: 'home', sequence: '\x1b[1~', code: '[1~' },
  { name: 'insert', sequence: '\x1b[2~', code: '[2~' },
  { name: 'delete', sequence: '\x1b[3~', code: '[3~' },
  { name: 'end', sequence: '\x1b[4~', code: '[4~' },
  { name: 'pageup', sequence: '\x1b[5~', code: '[5~' },
  { name: 'pagedown', sequence: '\x1b[6~', code: '[6~' },
  { name: 'pageup', sequence: '\x1b[[5~', code: '[[5~' },
  { name: 'pagedown', sequence: '\x1b[[6~', code: '[[6~' },
]);
expectKeys('\x1bOP\x1bOS\x1b[11~\x1b[[E\x1b[15~\x1b[21~\x1b[24~', [
  { name: 'f1', sequence: '\x1bOP', code: 'OP' },
  { name: 'f4', sequence: '\x1bOS', code: 'OS' },
  { name: 'f1', sequence: '\x1b[11~', code: '[11~' },
  { name: 'f5', sequence: '\x1b[[E', code: '[[E' },
  { name: 'f5', sequence: '\x1b[15~', code: '[15~' },
  { name: 'f10', sequence: '\x1b[21~', code: '[21~' },
  { name: 'f12', sequence: '\x1b[24~', code: '[24~' },
]);

// Modifier digits: 2 shift, 3 alt, 5 ctrl, 8 all of them.
expectKeys('\x1b[1;2A\x1b[1;3B\x1b[1;5C\x1b[1;8D\x1b[5D\x1b[2P\x1b[24;5~\x1b[3;3~', [
  { name: 'up', sequence: '\x1b[1;2A', code: '[A', shift: true },
  { name: 'down', sequence: '\x1b[1;3B', code: '[B', meta: true },
  { name: 'right', sequence: '\x1b[1;5C', code: '[C', ctrl: true },
  { name: 'left', sequence: '\x1b[1;8D', code: '[D', ctrl: true, meta: true, shift: true },
  { name: 'left', sequence: '\x1b[5D', code: '[D', ctrl: true },
  { name: 'f1', sequence: '\x1b[2P', code: '[P', shift: true },
  { name: 'f12', sequence: '\x1b[24;5~', code: '[24~', ctrl: true },
  { name: 'delete', sequence: '\x1b[3;3~', code: '[3~', meta: true },
]);

// rxvt spellings of shifted and controlled keys, and Shift+Tab.
expectKeys('\x1b[a\x1b[3$\x1bOc\x1b[8^\x1b[Z', [
  { name: 'up', sequence: '\x1b[a', code: '[a', shift: true },
  { name: 'delete', sequence: '\x1b[3$', code: '[3$', shift: true },
  { name: 'right', sequence: '\x1bOc', code: 'Oc', ctrl: true },
  { name: 'end', sequence: '\x1b[8^', code: '[8^', ctrl: true },
  { name: 'tab', sequence: '\x1b[Z', code: '[Z', shift: true },
]);

// Two leading ESCs mean Meta.
expectKeys('\x1b\x1b[A', [{ name: 'up', sequence: '\x1b\x1b[A', code: '[A' }]);

// An unknown sequence is still a key, named 'undefined'.
expectKeys('\x1b[9~', [{ name: 'undefined', sequence: '\x1b[9~', code: '[9~' }]);

// Bracketed paste markers.
expectKeys('\x1b[200~hi\x1b[201~', [
  { name: 'paste-start', sequence: '\x1b[200~', code: '[200~' },
  { name: 'h', sequence: 'h' },
  { name: 'i', sequence: 'i' },
  { name: 'paste-end', sequence: '\x1b[201~', code: '[201~' },
]);

// Sequences split over writes.
expectKeys(['\x1b', '[', '1', ';', '5', 'C'],
           [{ name: 'right', sequence: '\x1b[1;5C', code: '[C', ctrl: true }]);
expectKeys(['\x1b[2', '4~'], [{ name: 'f12', sequence: '\x1b[24~', code: '[24~' }]);

// A lone ESC becomes the escape key once the escape timeout has passed.
keys = [];
input.write('\x1b');
assert.deepStrictEqual(keys, []);
setTimeout(common.mustCall(() => {
  assert.deepStrictEqual(keys, [full({ name: 'escape', sequence: '\x1b', meta: true })]);
  // ESC followed, after the timeout, by a letter: escape, then the letter.
  keys = [];
  input.write('\x1b');
  setTimeout(common.mustCall(() => {
    input.write('x');
    assert.deepStrictEqual(keys, [
      full({ name: 'escape', sequence: '\x1b', meta: true }),
      full({ name: 'x', sequence: 'x' }),
    ]);
  }), 600);
}), 600);
