// minirt's own test: --abort-on-uncaught-exception as Node 26.10 behaves (each expectation
// here was checked against it): an error nothing catches aborts the process (signal or
// exit code of an abort) before 'uncaughtException' listeners run and prints the error;
// a domain listening for 'error' (a capture callback) takes the error instead and the
// process goes on; a rejected promise is not an uncaught exception.
'use strict';
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  switch (process.argv[3]) {
    case 'plain':
      process.on('uncaughtException', () => process.exit(42));
      setImmediate(() => {
        throw new Error('boom from immediate');
      });
      break;
    case 'domain': {
      const d = require('domain').create();
      d.on('error', (err) => console.log(`domain got ${err.message}`));
      d.run(() => {
        setTimeout(() => {
          throw new Error('boom in domain');
        }, 1);
      });
      break;
    }
    case 'domain-no-handler':
      require('domain').create().run(() => {
        throw new Error('boom in bare domain');
      });
      break;
    case 'rejection':
      process.on('unhandledRejection', (reason) => console.log(`rejected ${reason}`));
      Promise.reject(7);
      break;
  }
  return;
}

function run(kind) {
  return spawnSync(process.execPath, ['--abort-on-uncaught-exception', __filename, 'child', kind],
                   { encoding: 'utf8' });
}

{
  const child = run('plain');
  assert.ok(common.nodeProcessAborted(child.status, child.signal),
            `status ${child.status} signal ${child.signal}`);
  assert.match(child.stderr, /Uncaught Error: boom from immediate/);
}
{
  const child = run('domain');
  assert.strictEqual(child.status, 0, child.stderr);
  assert.strictEqual(child.stdout, 'domain got boom in domain\n');
}
{
  const child = run('domain-no-handler');
  assert.ok(common.nodeProcessAborted(child.status, child.signal),
            `status ${child.status} signal ${child.signal}`);
}
{
  const child = run('rejection');
  assert.strictEqual(child.status, 0, child.stderr);
  assert.strictEqual(child.stdout, 'rejected 7\n');
}
