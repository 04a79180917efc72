// An entry module still waiting in its top-level await when the event loop runs dry exits
// with code 13 after Node's warning (the await's line, a caret under it) on stderr, before
// 'exit' listeners run; --no-warnings leaves the warning out, a failure code the program
// set is kept without it, and a code of 0 is replaced as an unset one is.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco15-tla-'));
const file = path.join(dir, 'stalled.mjs');
fs.writeFileSync(file, [
  "process.on('exit', (code) => { console.error('exit listener', code); });",
  'const later = async () => { await 1; };',
  'if (true) {',
  '    await   new Promise(() => {});',
  '}',
  '',
].join('\n'));
const withCode = path.join(dir, 'with-code.mjs');
fs.writeFileSync(withCode, 'process.exitCode = 42;\nawait new Promise(() => {});\n');
const withZero = path.join(dir, 'with-zero.mjs');
fs.writeFileSync(withZero, "process.exitCode = 0;\nprocess.on('exit', (c) => console.error('exit', c));\n" +
  'await new Promise(() => {});\n');

function run(args) {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  console.log(JSON.stringify(r.stderr.split(dir).join('<dir>')), r.status);
}
run([file]);
run(['--no-warnings', file]);
run([withCode]);
run([withZero]);
fs.rmSync(dir, { recursive: true, force: true });
