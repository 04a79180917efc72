// A loop holding only an unref'd immediate runs no phase at all, as uv_run does: the
// immediate never runs and 'beforeExit' comes first; with a ref'd timer beside it, it runs.
'use strict';
const { spawnSync } = require('child_process');

for (const code of [
  "setImmediate(() => console.log('alone ran')).unref()",
  "setImmediate(() => console.log('alone ran')).unref(); process.on('beforeExit', () => console.log('beforeExit'))",
  "setImmediate(() => console.log('with timer ran')).unref(); setTimeout(() => console.log('timer'), 5)",
  "const i = setImmediate(() => console.log('re-ref ran')); i.unref(); i.ref()",
]) {
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  // Sorted: whether the timer or the immediate comes first depends on how long the loop
  // takes to start (a busy machine can make the timer due first).
  console.log(JSON.stringify(r.stdout.split('\n').sort().join('\n')), r.status);
}
