// process.on('SIGxxx') through a signal the process sends itself: the listener gets
// (name, number), listening alone does not keep the process alive, and once the last
// listener is gone the default action is back (checked in a child).
'use strict';
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const mode = process.argv[3];
  if (mode === 'idle') {
    process.on('SIGUSR2', () => console.log('never'));
    console.log('listening, nothing else to do');
  } else if (mode === 'removed') {
    const f = () => console.log('never');
    process.on('SIGTERM', f);
    process.off('SIGTERM', f);
    process.kill(process.pid, 'SIGTERM');
    setTimeout(() => console.log('still alive'), 3000);
  } else if (mode === 'kept') {
    process.on('SIGTERM', (name) => {
      console.log('caught', name);
      process.exit(3);
    });
    process.kill(process.pid, 'SIGTERM');
    setTimeout(() => console.log('no signal came'), 3000);
  }
  return;
}

const order = [];
process.on('SIGUSR2', (name, num) => {
  order.push(`first ${name} ${num}`);
});
process.once('SIGUSR2', () => order.push('once'));
console.log('listeners', process.listenerCount('SIGUSR2'));
process.kill(process.pid, 'SIGUSR2');
order.push('after kill (sync)');
setTimeout(() => {
  process.kill(process.pid, 'SIGUSR2');
  setTimeout(() => {
    console.log(order.join('\n'));
    for (const mode of ['idle', 'removed', 'kept']) {
      const r = spawnSync(process.execPath, [__filename, 'child', mode], { encoding: 'utf8' });
      console.log(mode, JSON.stringify(r.stdout), r.status, r.signal);
    }
    process.removeAllListeners('SIGUSR2');
  }, 100);
}, 100);
