// -p prints its result when the process exits, as Node: after timers and 'beforeExit', before the 'exit' listeners the code added, a promise as it settled; nothing when the code calls process.exit.
const { spawnSync } = require('child_process');
for (const code of [
  '5',
  "import('fs').then(() => 1)",
  "setTimeout(() => console.log('timer'), 10); process.on('exit', () => console.log('exit listener')); 5",
  "process.on('beforeExit', () => console.log('beforeExit')); 'text'",
  "setImmediate(() => console.log('immediate')); process.nextTick(() => console.log('tick')); ({ a: 1 })",
  'process.exit(3); 5',
  'setTimeout(() => process.exit(0), 10); 6',
]) {
  const r = spawnSync(process.execPath, ['-p', code], { encoding: 'utf8' });
  console.log(JSON.stringify(code), r.status, JSON.stringify(r.stdout));
}
