// A child that fails to start still has its pipes made: they and the child report 'close'
// from the loop's close phase, after the turn's immediates, last closed first.
'use strict';
const cp = require('child_process');

const events = [];
function watch(name) {
  const child = cp.spawn(`${name}-is-not-a-command`);
  child.on('error', (err) => events.push(`${name} error ${err.code}`));
  child.on('close', (code) => events.push(`${name} close ${code}`));
  child.stdin.on('close', () => events.push(`${name} stdin close`));
  child.stdout.on('close', () => events.push(`${name} stdout close`));
  child.stderr.on('close', () => events.push(`${name} stderr close`));
  child.stdin.write('x', (err) => events.push(`${name} write ${err && err.code}`));
}
watch('first');
watch('second');
setImmediate(() => events.push('immediate'));
process.on('exit', () => console.log(events.join('\n')));
