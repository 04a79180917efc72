// REPL completion works on the part of the input Node 26 picks: input that does not parse
// is retried from its last space (`console.log(Math.ma` offers nothing, `{ a: Math.ma`
// does); in code that parses, the right side of the last operator, a declaration's
// initializer, a unary operand or a `new` callee; nothing for calls, assignments, blocks
// or other statements. `class` and `super` are not offered as keywords. Files and
// packages are offered in require('...'), import('...') and fs calls only with
// allowBlockingCompletions.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repl7-complete-'));
fs.mkdirSync(path.join(dir, 'node_modules', 'zzpkg'), { recursive: true });
fs.writeFileSync(path.join(dir, 'node_modules', 'zzpkg', 'index.js'), '');
fs.mkdirSync(path.join(dir, 'sub'));
fs.writeFileSync(path.join(dir, 'sub', 'index.js'), '');
fs.writeFileSync(path.join(dir, 'zzfile.js'), '');
fs.writeFileSync(path.join(dir, 'zzdata.json'), '');
process.chdir(dir);
process.on('exit', () => fs.rmSync(dir, { recursive: true }));
// Node takes the folders a bare name is looked up in when the REPL module loads.
const { PassThrough } = require('stream');
const repl = require('repl');

const plainLines = [
  'console.log(Math.ma', '[Math.ma', 'x = Math.ma', 'if (Math.ma', 'foo(1, Math.ma',
  'function q() {\nMath.ma', 'function q() {\n  Math.ma', '{ a: Math.ma', 'Math.max(Math.mi',
  '`${Math.ma', 'typeof Math.ma', '!Math.ma', '1 + Math.ma', 'x = [1,2].ma', 'new Map().ha',
  'Math.ma + Math.mi', 'let q = Math.ma', 'let a = 1, b = Math.ma', 'var z', 'a ? b : Math.ma',
  'x += Math.ma', 'x++; Math.ma', 'delete Math.ma', '-Math.ma', 'new Math.ma',
  'foo(); Math.ma', 'if (x) Math.ma', 'a, Math.ma', '(Math.ma', '[1,2].map(x => x).fil',
  'Math.max(1).toFi', '`${Math.ma}`.le', 'Math. ma', 'require("a b', 'cla', 'sup', 'und',
  'ret', 'x', '$',
];
const a = repl.start({ input: new PassThrough(), output: new PassThrough(), terminal: false,
  useGlobal: true });
for (const line of plainLines) {
  a.complete(line, (err, res) => {
    console.log(JSON.stringify(line), err, JSON.stringify(res[0].slice(0, 4)), res[0].length);
  });
}
a.close();

const fileLines = ['require("zz', 'require("./zz', 'require("./', 'require(".', 'import("./zz',
  'import("zz', 'fs.readFileSync("./zz', 'fs.readFileSync("sub/'];
for (const allowBlockingCompletions of [false, true]) {
  const b = repl.start({ input: new PassThrough(), output: new PassThrough(), terminal: false,
    allowBlockingCompletions });
  console.log('allowBlockingCompletions', allowBlockingCompletions, b.allowBlockingCompletions);
  for (const line of fileLines) {
    b.complete(line, (err, res) => {
      console.log(JSON.stringify(line), err,
        JSON.stringify(res[0].filter((n) => /zz|sub|\.\//.test(n))), JSON.stringify(res[1]));
    });
  }
  b.close();
}
