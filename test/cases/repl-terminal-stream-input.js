// A terminal REPL on streams: the preview reads top-level let/const/class bindings of the main realm and the size of a Set or Map, a bracketed paste is coloured when it ends, and a multi-line entry reaches the evaluator with its lines joined by '\r', as in Node.
'use strict';
const repl = require('repl');
const { PassThrough } = require('stream');

function terminalRepl(options) {
  const input = new PassThrough();
  const output = new PassThrough();
  output.isTTY = true;
  output.columns = 80;
  output.rows = 24;
  let out = '';
  output.setEncoding('utf8');
  output.on('data', (d) => { out += d; });
  const r = repl.start({ input, output, terminal: true, useColors: true, prompt: '> ', ...options });
  return { r, input, take() { const t = out; out = ''; return t; } };
}
const grey = (text) => `\x1b[90m${text}\x1b[39m`;

const a = terminalRepl({ useGlobal: true });
a.input.write('let lp = 41\r');
a.input.write('const lc = { a: 7 }\r');
a.input.write('class LK { static s = 5 }\r');
a.input.write('var st = new Set([1, 2, 3])\r');
a.take();
for (const line of ['lp + 1', 'lc.a', 'LK.s', 'st.size', 'new Map([[1, 2]]).size']) {
  for (const ch of line) a.input.write(ch);
  const shown = a.take();
  const previews = [...shown.matchAll(/\x1b\[90m([^\x1b]*)\x1b\[39m/g)];
  console.log(line, '->', previews.length === 0 ? '(no preview)' : JSON.stringify(previews.at(-1)[1]));
  a.input.write('\x15');
  a.take();
}
a.input.write('\x1b[200~lp + 2\x1b[201~');
const pasted = a.take();
console.log('paste coloured at its end', pasted.includes('\x1b[33m2\x1b[39m'), 'previewed', pasted.includes(grey('43')));
a.r.close();

const seen = [];
const b = terminalRepl({
  eval(cmd, context, file, cb) {
    seen.push(cmd);
    if (/^more/.test(cmd) && !/end/.test(cmd)) return cb(new repl.Recoverable(new Error('more')));
    cb(null, cmd.length);
  },
});
b.input.write('more a\r');
b.input.write('b\r');
b.input.write('end\r');
b.r.close();
console.log(JSON.stringify(seen));

const seenNoHistory = [];
const c = terminalRepl({
  historySize: 0,
  eval(cmd, context, file, cb) {
    seenNoHistory.push(cmd);
    if (/^more/.test(cmd) && !/end/.test(cmd)) return cb(new repl.Recoverable(new Error('more')));
    cb(null, cmd.length);
  },
});
c.input.write('more a\r');
c.input.write('end\r');
c.r.close();
console.log(JSON.stringify(seenNoHistory));

const d = terminalRepl({ useGlobal: false });
d.input.write('function f() {\r');
d.input.write('return 1\r');
d.input.write('}\r');
d.input.write('x = `a\r');
d.input.write('b`\r');
d.take();
d.input.write('JSON.stringify([f.toString(), x])\r');
console.log(/'(\[.*\])'/.exec(d.take().replace(/\x1b\[\d+m/g, ''))[1]);
d.r.close();
