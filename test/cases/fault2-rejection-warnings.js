// Unhandled and late-handled rejections in each --unhandled-rejections mode, run in
// children whose stderr is shown: the PromiseRejectionHandledWarning a late handler earns
// when nothing listens for 'rejectionHandled', `warn` warning even when an
// 'unhandledRejection' listener took the event, and the pointer Node prints for a rejected
// fs error (made with no JS on the stack).
'use strict';
const { spawnSync } = require('child_process');

const late = 'const p = Promise.reject(new Error("late")); ' +
  'setTimeout(() => p.catch(() => console.log("caught late")), 20);';
const listen = 'process.on("unhandledRejection", (r) => console.log("event", r.message));';
const runs = [
  [[], listen + late],
  [[], listen + 'process.on("rejectionHandled", () => console.log("rejectionHandled"));' + late],
  [['--unhandled-rejections=none'], late],
  [['--unhandled-rejections=warn'], listen + late],
  [['--unhandled-rejections=warn'], late + 'Promise.reject(new Error("second"));'],
  [['--unhandled-rejections=warn-with-error-code'], listen + late],
  [['--unhandled-rejections=strict'], listen + 'Promise.reject(new Error("strict"));'],
  [[], 'require("fs").promises.readFile("/nonexistent-fault2")'],
  [['--unhandled-rejections=strict'], 'require("fs").promises.readFile("/nonexistent-fault2")'],
];

for (const [flags, code] of runs) {
  const r = spawnSync(process.execPath, [...flags, '-e', code], { encoding: 'utf8' });
  console.log(`== ${flags.join(' ') || 'default'}: exit ${r.status}`);
  console.log(r.stdout.trimEnd());
  const err = r.stderr.split('\n')
    .filter((l) => l !== '' && !/^\s+at |^Node\.js v|--trace-warnings/.test(l))
    .map((l) => l.replace(/^\(node:\d+\)/, '(node:PID)'));
  console.log(err.join('\n'));
}
