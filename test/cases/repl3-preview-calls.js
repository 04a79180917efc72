// The terminal REPL's grey preview of calls Node previews because they change nothing:
// process.cwd(), process.uptime(), process.hrtime.bigint(), and a pure built-in through
// Function.prototype.call/apply; and no preview (nor run) of calls that change something
// (process.chdir, process.emitWarning, console.log through call, sort through call).
'use strict';
const repl = require('repl');
const util = require('util');
const { PassThrough } = require('stream');

const input = new PassThrough();
const output = new PassThrough();
output.isTTY = true;
output.columns = 200;
output.rows = 24;
let out = '';
output.setEncoding('utf8');
output.on('data', (d) => { out += d; });
const r = repl.start({ input, output, terminal: true, useColors: true, prompt: '> ', useGlobal: true });
const cwd = process.cwd();
globalThis.ar3 = [2, 1];
for (const line of ['process.cwd()', 'process.cwd() === process.cwd()', 'process.uptime() > 0',
  'typeof process.hrtime()[0]', 'process.hrtime.bigint() > 0n', 'process.chdir("/")',
  'process.emitWarning("w")', 'Math.max.apply(null, [1, 7])', 'Math.min.call(null, 4, 2)',
  'String.prototype.toUpperCase.call("ab")', 'Math.max.apply(null, new Set([1]))',
  'console.log.call(console, "SIDE")', 'Array.prototype.sort.call(globalThis.ar3)']) {
  for (const ch of line.slice(0, -1)) input.write(ch);
  // Only what the last key draws: the preview of the whole line.
  out = '';
  input.write(line.at(-1));
  const previews = [...out.matchAll(/\x1b\[90m([^\x1b]*)\x1b\[39m/g)];
  const last = previews.length === 0 ? '(no preview)' : previews.at(-1)[1];
  console.log(line, '->', last === util.inspect(cwd) ? '<cwd>' : last);
  input.write('\x15');
}
console.log('cwd unchanged', process.cwd() === cwd, 'array unchanged', globalThis.ar3.join());
r.close();
