// process.execArgv inside a worker: the worker's own execArgv option (up to a `--`, which
// ends the options as on a command line), else the parent's.
'use strict';
const { Worker } = require('worker_threads');

const code = "require('worker_threads').parentPort.postMessage([process.execArgv, process.argv.slice(2)])";
const runs = [
  ['none', undefined],
  ['own', ['--pending-deprecation']],
  ['dashdash', ['--pending-deprecation', '--']],
  ['after dashdash', ['--no-warnings', '--', '--pending-deprecation', 'x']],
];
(async () => {
  for (const [name, execArgv] of runs) {
    const w = new Worker(code, { eval: true, execArgv, argv: ['a'] });
    const [seen, argv] = await new Promise((resolve) => w.once('message', resolve));
    console.log(name, JSON.stringify(seen), JSON.stringify(argv));
    await new Promise((resolve) => w.once('exit', resolve));
  }
})();
