// The grey preview of a REPL on a terminal-like stream: reads of an object's shape
// (Object.keys, Reflect.ownKeys, Object.getPrototypeOf) are previewed for any object,
// the global included, and `this` at the top of the line is the global object.
'use strict';
const repl = require('repl');
const { PassThrough, Writable } = require('stream');

const input = new PassThrough();
let out = '';
const output = new Writable({
  write(chunk, enc, cb) {
    out += chunk;
    cb();
  },
});
output.isTTY = true;
output.columns = 80;
output.rows = 24;

const server = repl.start({ input, output, terminal: true, prompt: '> ', useColors: true });

const lines = [
  'Reflect.ownKeys({b:1})',
  'Object.keys(globalThis).length > 3',
  'Object.getPrototypeOf(globalThis) !== null',
  'this === globalThis',
];

// The grey line under the input after its last key, without the escape sequences.
function shownPreview() {
  const at = out.lastIndexOf('\n\x1b[90m');
  if (at === -1) return '(none)';
  const rest = out.slice(at + 6);
  return rest.slice(0, rest.indexOf('\x1b[39m'));
}

let i = 0;
function next() {
  if (i === lines.length) {
    server.close();
    return;
  }
  const line = lines[i++];
  out = '';
  for (const ch of line) input.write(ch);
  setTimeout(() => {
    console.log(`${line} -> ${shownPreview()}`);
    input.write('\x15');
    setTimeout(next, 20);
  }, 100);
}
next();
