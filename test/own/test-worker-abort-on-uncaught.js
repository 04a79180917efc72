// minirt's own test (after Node's test-worker-abort-on-uncaught-exception): the process's
// --abort-on-uncaught-exception does not apply to a worker, whose uncaught error reaches
// the parent as an 'error' event and exit code 1, while the main thread still aborts.
'use strict';
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

const inWorker = `
const { Worker } = require('worker_threads');
const w = new Worker('throw new Error("in worker")', { eval: true });
w.on('error', (e) => console.log('error event:', e.message));
w.on('exit', (code) => console.log('worker exit code:', code));
`;
const r = spawnSync(process.execPath, ['--abort-on-uncaught-exception', '-e', inWorker],
                    { encoding: 'utf8' });
assert.strictEqual(r.status, 0, r.stderr);
assert.strictEqual(r.stdout, 'error event: in worker\nworker exit code: 1\n');

const onMain = spawnSync(process.execPath,
                         ['--abort-on-uncaught-exception', '-e', 'throw new Error("main")'],
                         { encoding: 'utf8' });
// An abort, as common.nodeProcessAborted() reads one (V8 traps, minirt calls abort()).
assert.ok(['SIGABRT', 'SIGTRAP', 'SIGILL'].includes(onMain.signal),
          `${onMain.status} ${onMain.signal} ${onMain.stderr}`);
