// A terminal REPL on streams (no colours) previews while typing: the value of the line
// under it ("// 3"), the text Tab would add ("// x" after the line), which Enter accepts;
// no completion inside strings or after a regular expression's flags, no preview for
// assignments or calls to the program's functions, and the preview is gone after Enter.
'use strict';
const { PassThrough } = require('stream');
const repl = require('repl');

const input = new PassThrough();
const output = new PassThrough();
let text = '';
output.on('data', (d) => { text += d; });
const server = repl.start({ input, output, prompt: '> ', terminal: true, useColors: false });
server.context.counter = 0;
server.context.bump = () => ++server.context.counter;

const keys = [
  ...'1 + 2', '\x15',
  ...'[1, 2, 3].map((x) => x * 2)', '\x15',
  ...'"abc".toUpperCase()', '\x15',
  ...'Math.ma', '\r',
  ...'"ab', '\x15',
  ...'/re/g', '\x15',
  ...'bump()', '\x15',
  ...'counter = 5', '\x15',
  ...'counter', '\r',
];
// One key per turn of the event loop, as typing would come.
function next() {
  if (keys.length === 0) {
    server.close();
    return;
  }
  input.write(keys.shift());
  setImmediate(next);
}
server.on('exit', () => {
  // Only the text that stays readable: escape sequences out, one entry per line.
  const plain = text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '\n').split('\n')
    .filter((l) => l.includes('//') || l.startsWith('[') || /^\d|^'/.test(l));
  for (const l of [...new Set(plain)]) console.log(JSON.stringify(l));
  console.log('counter', server.context.counter);
});
next();
