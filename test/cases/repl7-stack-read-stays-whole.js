// An error whose stack the input already read (or a result showed) is reported with the
// whole stack, the REPL's own frames included, as in Node, where V8 makes the stack text
// once; an error thrown before anything read its stack loses the frames below the input.
'use strict';
const { spawnSync } = require('child_process');

const input = [
  'var e = new Error("read"); e.stack.length > 0',
  'throw e',
  'function f() { throw new Error("fresh") }',
  'f()',
  '',
].join('\n');
const r = spawnSync(process.execPath, ['-i'], { input, encoding: 'utf8' });
const lines = r.stdout.split('\n');
function framesAfter(header) {
  const at = lines.findIndex((l) => l.endsWith(header));
  let n = 0;
  for (let i = at + 1; i < lines.length && lines[i].startsWith('    at '); i++) n++;
  return { found: at !== -1, first: lines[at + 1], n };
}
const read = framesAfter('Uncaught Error: read');
console.log('read:', read.found, read.first, read.n > 1);
const fresh = framesAfter('Uncaught Error: fresh');
console.log('fresh:', fresh.found, fresh.first, fresh.n);
console.log('exit', r.status);
