// The SIGINT watchdog of internalBinding('contextify') (what vm's breakOnSigint and the REPL
// use): while started, SIGINT only marks a pending interrupt that the matching stop reports;
// starts nest; after the last stop SIGINT has its default action again.
'use strict';
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const { internalBinding } = require('internal/test/binding');
  const w = internalBinding('contextify');
  const waitPending = (then) => (w.watchdogHasPendingSigint() ? then() : setTimeout(waitPending, 5, then));
  w.startSigintWatchdog();
  console.log('no signal:', w.stopSigintWatchdog());
  w.startSigintWatchdog();
  w.startSigintWatchdog();
  process.kill(process.pid, 'SIGINT');
  waitPending(() => {
    console.log('inner stop:', w.stopSigintWatchdog(), 'outer stop:', w.stopSigintWatchdog());
    console.log('pending after stops:', w.watchdogHasPendingSigint());
    process.kill(process.pid, 'SIGINT');
    setTimeout(() => console.log('still alive after SIGINT'), 1000);
  });
  return;
}

const r = spawnSync(process.execPath, ['--expose-internals', '--no-warnings', __filename, 'child'],
                    { encoding: 'utf8' });
process.stdout.write(r.stdout);
console.log('child ended by', r.signal, 'status', r.status);
