// Code run with -e, -p or from stdin while the working directory has been removed: Node
// cannot name the directory, so it places the code beside its executable and runs it.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-eval-'));
const start = process.cwd();
process.chdir(dir);
fs.rmdirSync(dir);

const beside = path.dirname(process.execPath);
const report = 'console.log(module.filename === require("path").join(' +
  `${JSON.stringify(beside)}, "[eval]"), module.paths[0] === ` +
  `${JSON.stringify(path.join(beside, 'node_modules'))}, require("os").EOL.length)`;
const runs = [
  ['-e', ['-e', report]],
  ['-p', ['-p', '6 * 7']],
  ['stdin', [], 'console.log("from stdin", typeof require)'],
  ['-e throwing', ['-e', 'throw new Error("boom")']],
];
for (const [name, args, input] of runs) {
  const r = spawnSync(process.execPath, args, { input, encoding: 'utf8' });
  const firstErr = r.stderr.split('\n').find((l) => /^\w*Error/.test(l)) || '';
  console.log(name, r.status, JSON.stringify(r.stdout.trim()), JSON.stringify(firstErr));
}
process.chdir(start);
