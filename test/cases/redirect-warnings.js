// --redirect-warnings FILE (both spellings): process warnings go to FILE, not stderr.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirect-warnings-'));
for (const form of ['joined', 'separate']) {
  const file = path.join(dir, `${form}.txt`);
  const flag = form === 'joined' ? [`--redirect-warnings=${file}`] : ['--redirect-warnings', file];
  const r = spawnSync(process.execPath, [...flag, '-e', "process.emitWarning('first', 'MyWarning'); process.emitWarning('second')"],
                      { encoding: 'utf8' });
  // The hint names the command as typed (argv0's last part): node, node26, minirt...
  const text = fs.readFileSync(file, 'utf8').replace(/\(node:\d+\)/g, '(node:PID)')
    .replace(/\(Use `[^ `]+ /g, '(Use `CMD ');
  console.log(form, 'exit', r.status, 'stderr', JSON.stringify(r.stderr));
  console.log(text.trimEnd());
}
fs.rmSync(dir, { recursive: true });
