// Flags: --expose-internals
'use strict';
// REPL input highlighting (internal/repl/highlight): which tokens get which util.inspect
// style, that stripping the colour codes gives the input back, that text after an
// unfinished token stays plain, and that a REPL with colours echoes typed input coloured
// while one without colours echoes it as typed. Expectations checked against Node 26.10.
require('../common');
const assert = require('assert');
const { inspect, stripVTControlCharacters } = require('util');
const { highlight } = require('internal/repl/highlight');
const Stream = require('stream');
const { REPLServer } = require('repl');

// Input the test feeds by hand, and output that collects the text.
class KeyInput extends Stream {
  resume() {}
  pause() {}
}

function styled(styleName, text) {
  const [open, close] = inspect.colors[inspect.styles[styleName]];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}
function gray(text) {
  const [open, close] = inspect.colors.gray;
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

const cases = [
  ['const value = "text"', `${styled('special', 'const')} value = ${styled('string', '"text"')}`],
  ['let a = 1n', `let a = ${styled('bigint', '1n')}`],
  ['x = a / b / c', 'x = a / b / c'],
  ['a++ / 2', `a++ / ${styled('number', '2')}`],
  ['obj.class', `obj.${styled('special', 'class')}`],
  ['async function g() { await x }',
   `async ${styled('special', 'function')} g() { await x }`],
  ['import fs from "fs"', `${styled('module', 'import')} fs from ${styled('string', '"fs"')}`],
  ['true + null + undefined + NaN',
   `${styled('boolean', 'true')} + ${styled('null', 'null')} + ` +
   `${styled('undefined', 'undefined')} + ${styled('number', 'NaN')}`],
  ['Date.now(); Symbol.iterator; Object',
   `${styled('date', 'Date')}.now(); ${styled('symbol', 'Symbol')}.iterator; Object`],
  ['.5 + 0x1F + 1_000 + 1e-3 + 123.',
   `${styled('number', '.5')} + ${styled('number', '0x1F')} + ${styled('number', '1_000')} + ` +
   `${styled('number', '1e-3')} + ${styled('number', '123.')}`],
  ['1 // note', `${styled('number', '1')} ${gray('// note')}`],
  ['a /* b */ c', `a ${gray('/* b */')} c`],
  ['`a${1}b`',
   `${styled('string', '`')}${styled('string', 'a')}\${${styled('number', '1')}}` +
   `${styled('string', 'b')}${styled('string', '`')}`],
  ['x = /a|b/g', `x = ${inspect.styles.regexp('/a|b/g')}`],
  // Unfinished tokens: what came before keeps its colours.
  ['const s = "abc', `${styled('special', 'const')} s = "abc`],
  ['x = 1 /* open', `x = ${styled('number', '1')} /* open`],
  ['`abc', `${styled('string', '`')}abc`],
  ['a = `x ${ ', `a = ${styled('string', '`')}${styled('string', 'x ')}\${ `],
];

for (const [input, expected] of cases) {
  const got = highlight(input);
  assert.strictEqual(got, expected, `highlight(${JSON.stringify(input)})`);
  assert.strictEqual(stripVTControlCharacters(got), input);
}

// Anything typed comes back unchanged once the colours are stripped.
for (const input of ['a ? /re/ : /er/', '/[/]/.test(x)', 'f(`${`${a}`}`)', '"\\"', '}}{{',
                     '\\u0061', '#x in o', '0b', 'x?.y ?? z']) {
  assert.strictEqual(stripVTControlCharacters(highlight(input)), input);
}

// A program's own inspect styles are used.
{
  const saved = inspect.styles.special;
  inspect.styles.special = 'red';
  try {
    assert.strictEqual(highlight('new'), '\u001b[31mnew\u001b[39m');
  } finally {
    inspect.styles.special = saved;
  }
}

// What a terminal REPL writes while `text` is typed key by key.
function echoOf(text, useColors) {
  const input = new KeyInput();
  const output = new Stream();
  input.readable = true;
  output.writable = true;
  let rendered = '';
  output.write = (chunk) => { rendered += chunk; return true; };
  const repl = new REPLServer({ input, output, prompt: '> ', terminal: true, useColors });
  rendered = '';
  for (const ch of text) input.emit('data', ch);
  repl.close();
  return rendered;
}

// The REPL echoes typed input coloured when it uses colours, and as typed when not.
{
  const coloured = echoOf('const', true);
  assert(coloured.includes(`> ${styled('special', 'const')}`), JSON.stringify(coloured));
  assert.strictEqual(echoOf('const', false), 'const');
}

// TERM=dumb turns the highlighting off, as in Node.
{
  const saved = process.env.TERM;
  process.env.TERM = 'dumb';
  try {
    assert.strictEqual(echoOf('const', true), 'const');
  } finally {
    if (saved === undefined) delete process.env.TERM;
    else process.env.TERM = saved;
  }
}
