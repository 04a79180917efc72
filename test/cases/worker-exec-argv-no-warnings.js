// A worker started with --no-warnings in its execArgv prints no warnings; one without it does.
'use strict';
const { Worker } = require('worker_threads');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const code = "process.emitWarning('from the worker', 'CustomWarning')";
  const quiet = new Worker(code, { eval: true, execArgv: ['--no-warnings'] });
  quiet.on('exit', () => {
    new Worker(code, { eval: true, execArgv: [] });
  });
  return;
}
const r = spawnSync(process.execPath, [__filename, 'child'], { encoding: 'utf8' });
const lines = r.stderr.split('\n').filter((l) => l.includes('CustomWarning'));
console.log('status', r.status);
console.log('warnings printed', lines.length);
console.log(lines.map((l) => l.replace(/^\(\w+:\d+\) /, '')).join('\n'));
