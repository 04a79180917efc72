// --disable-warning NAME (a code or a type, repeatable, '=' or a separate argument): such
// warnings are not written but still reach 'warning' listeners; a missing value is a usage
// error (exit 9).
'use strict';
const { spawnSync } = require('child_process');

const code = "process.on('warning', (w) => console.log('listener', w.name, w.code)); " +
  "process.emitWarning('b', 'DeprecationWarning', 'DEP9'); " +
  "process.emitWarning('c', { type: 'X', code: 'C1' }); process.emitWarning('d');";
const tidy = (s) => s.replace(/\(node:\d+\)/g, '(node:PID)').replace(/\(Use `[^ `]+ /g, '(Use `CMD ');
for (const flags of [[], ['--disable-warning=DEP9'], ['--disable-warning', 'X', '--disable-warning=Warning']]) {
  const r = spawnSync(process.execPath, [...flags, '-e', code], { encoding: 'utf8' });
  console.log(JSON.stringify(flags), 'status', r.status);
  console.log(r.stdout.trimEnd());
  console.log(tidy(r.stderr).trimEnd());
}
const bad = spawnSync(process.execPath, ['--disable-warning', '-e', '1'], { encoding: 'utf8' });
console.log('no value: status', bad.status, bad.stderr.includes('--disable-warning requires an argument'));
