// `-i -e CODE`: what the code throws, at once or later from a timer or a tick it queued,
// is not the REPL's to report: the process ends with the error, as for a plain -e, while
// errors of what is typed into the REPL (also from its timers, and after the input ended
// while a top-level await was pending) are reported and the REPL goes on.
'use strict';
const { spawnSync } = require('child_process');

function session(args, input) {
  const r = spawnSync(process.execPath, args, { input, encoding: 'utf8' });
  console.log(`-- ${args.join(' ')} (status ${r.status})`);
  const stderr = r.stderr.split('\n').filter((l) => /^\w*Error\b/.test(l));
  console.log('stderr:', JSON.stringify(stderr));
  // Prompts left out: whether one is shown after an error that comes once the input has
  // ended depends on how soon the end was read.
  const out = r.stdout.split('\n').slice(2).filter((l) => !/^\s+at /.test(l))
    .map((l) => l.replace(/^(?:> )+/, ''));
  console.log('stdout:', JSON.stringify(out));
}

session(['-i', '-e', 'throw new Error("bad")'], '1 + 1\n');
session(['-i', '-e', 'setTimeout(() => { throw new Error("later") }, 10)'],
        'await new Promise((r) => setTimeout(r, 300))\n');
session(['-i', '-e', 'process.nextTick(() => { throw new TypeError("tick") })'], '');
session(['-i', '-e', 'globalThis.boom = () => { throw new RangeError("typed") }'],
        'boom()\n"still here"\n');
session(['-i'], 'setTimeout(() => { throw new Error("t") }, 50); ' +
        'await new Promise((r) => setTimeout(r, 300))\n"next"\n');
