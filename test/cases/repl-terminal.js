// A terminal REPL on streams: what it draws (prompt refreshes, cursor moves, colours off
// for a non-TTY output, no previews), line editing keys, history with Up, Tab completion, Ctrl+C twice.
'use strict';
const { PassThrough } = require('stream');
const repl = require('repl');

const input = new PassThrough();
const output = new PassThrough();
const chunks = [];
output.on('data', (d) => chunks.push(d.toString()));
const server = repl.start({ input, output, prompt: '> ', terminal: true, preview: false });
server.context.sampleObject = { uniqueKey: 1, another: 2 };
server.on('exit', () => {
  for (const c of chunks) console.log(JSON.stringify(c));
  console.log('history', JSON.stringify(server.history));
});
const keys = ['1 + 2', '\r', 'abc', '\x1b[D', '\x1b[D', 'X', '\x05', '\x15', 'sampleObject.uni',
  '\t', '\r', '\x1b[A', '\x1b[A', '\x15', '\x03', '\x03'];
for (const k of keys) input.write(k);
