// `-p`/`--print` is a flag that takes code only from a following argument that is not an
// option: `--print --eval CODE` prints CODE's value, `-p` alone prints the value of the code
// piped to stdin, a script after `--` runs as a file; `process._eval` holds the code and
// `node - a b` keeps '-' in process.argv.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-flag-'));
const file = path.join(dir, 'script.js');
fs.writeFileSync(file, 'console.log("file ran", process.argv.length)');

const runs = [
  [['--print', '--eval', '1+1']],
  [['--print', '2+2']],
  [['--eval', '3+3', '--print']],
  [['-p', '-e', '4+4']],
  [['-e', '5+5', '-p']],
  [['-p', '1', '-e', '2']],
  [['-pe', '7']],
  [['-p'], '6*7'],
  [['-p'], 'JSON.stringify(process._eval)'],
  [['--print'], 'throw new Error("piped")'],
  [['-p', '--', file, 'x']],
  [['-p', 'process.execArgv']],
  [['-e', 'console.log(JSON.stringify(process._eval), Object.getOwnPropertyDescriptor(process, "_eval").writable)']],
  [['-', 'a', 'b'], 'console.log(process.argv.slice(1), JSON.stringify(process._eval))'],
  [[], 'console.log(process.argv.length, typeof process._eval)'],
  [[file], null],
];
for (const [args, input] of runs) {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', input: input ?? '' });
  const err = r.stderr.split('\n').find((l) => /^\w*Error/.test(l)) || '';
  console.log(JSON.stringify(args).replace(file, 'FILE'), r.status, JSON.stringify(r.stdout), err);
}
console.log(typeof process._eval);
fs.rmSync(dir, { recursive: true });
