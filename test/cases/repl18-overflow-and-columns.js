// The CLI REPL (`-i`) on piped stdin, in a child: after a stack overflow the REPL goes on
// with the lines that followed in the same input; a thrown error in a `let`/`const` line
// reports the position where it was typed (the declaration keeps its columns); `_` and
// `_error` after those. The welcome banner (it names the runtime) and the frames below
// the first one are left out.
'use strict';
const { spawnSync } = require('child_process');

function session(input) {
  const r = spawnSync(process.execPath, ['-i'], { input, encoding: 'utf8' });
  const lines = r.stdout.split('\n').slice(2);
  const kept = [];
  for (let i = 0; i < lines.length; i++) {
    // Only the first frame of a stack: the others are the runtime's own.
    if (/^\s+at /.test(lines[i]) && i > 0 && /^\s+at /.test(lines[i - 1])) continue;
    if (/^\s+at r /.test(lines[i])) continue;
    kept.push(lines[i]);
  }
  console.log(`-- (status ${r.status})`);
  for (const l of kept) console.log(JSON.stringify(l));
}

session([
  'function r() { r() } r()',
  '_ = 1',
  '6 * 7',
  '_',
  '',
].join('\n'));
session([
  'let x = (() => { throw new Error("a") })()',
  'const  y = 1, z = new Error("b").stack.split("\\n")[1]',
  'z',
  'let   q = 1, w',
  '[q, w]',
  '_error.message',
  '',
].join('\n'));
