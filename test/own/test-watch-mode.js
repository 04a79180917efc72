'use strict';
// --watch: the entry runs in a child process that sees the options minus --watch, an IPC
// channel and WATCH_REPORT_DEPENDENCIES; a change to a file it required restarts it with
// Node's status lines; SIGTERM to the watcher ends the running program too, leaving no
// process behind.
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const { createInterface } = require('readline');
const { inspect } = require('util');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const dir = tmpdir.path;
const dep = path.join(dir, 'dep.js');
fs.writeFileSync(dep, "module.exports = 'v1';\n");
// The second version keeps running, so that stopping the watcher has a program to end.
fs.writeFileSync(path.join(dir, 'main.js'), `
const version = require('./dep.js');
console.log(['run', version, process.pid, typeof process.send,
  process.env.WATCH_REPORT_DEPENDENCIES, process.execArgv.join(' ')].join(' '));
if (version === 'v2') setInterval(() => {}, 1000);
`);

const watcher = spawn(process.execPath, ['--watch', '--watch-preserve-output', 'main.js'],
                      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
let stderr = '';
watcher.stderr.setEncoding('utf8');
watcher.stderr.on('data', (chunk) => { stderr += chunk; });

const lines = [];
const pids = [];
let rewrite;
const exited = new Promise((resolve) => watcher.on('exit', (code, signal) => resolve({ code, signal })));

createInterface({ input: watcher.stdout }).on('line', (line) => {
  lines.push(line);
  const run = /^run (v\d) (\d+) /.exec(line);
  if (run) pids.push(Number(run[2]));
  if (line.startsWith('Completed running') && rewrite === undefined) {
    // The watcher learns of dep.js from the first run's report; a write that came before
    // its watch was set up would be missed, so the same content is written again until a
    // restart shows.
    const write = () => fs.writeFileSync(dep, "module.exports = 'v2';\n");
    write();
    rewrite = setInterval(write, 1000);
  }
  if (line.startsWith('Restarting')) clearInterval(rewrite);
  if (run && run[1] === 'v2') watcher.kill('SIGTERM');
});

exited.then(({ code, signal }) => {
  clearInterval(rewrite);
  assert.strictEqual(stderr, '');
  // The watcher waited for its program to end, then exited by itself.
  assert.strictEqual(signal, null);
  assert.strictEqual(code, 0);
  const tail = ` function 1 --watch-preserve-output`;
  const command = inspect('main.js');
  assert.deepStrictEqual(lines.slice(0, 5), [
    `run v1 ${pids[0]}${tail}`,
    `Completed running ${command}. Waiting for file changes before restarting...`,
    `Change detected in ${inspect(dep)}`,
    `Restarting ${command}`,
    `run v2 ${pids[1]}${tail}`,
  ]);
  assert.notStrictEqual(pids[0], pids[1]);
  // No program the watcher started is left running (signal 0 only checks).
  for (const pid of pids) {
    assert.throws(() => process.kill(pid, 0), { code: 'ESRCH' });
  }
});
