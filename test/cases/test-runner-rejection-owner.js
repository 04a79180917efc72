// A rejection nobody handles is blamed on the test whose code rejected it, not on the test
// running when it is reported: a timer left behind by a finished test rejects while the
// next test runs (a diagnostic "generated asynchronous activity after the test ended"),
// and a test that rejects in its own body fails with failureType unhandledRejection. Runs
// itself in a child with the TAP reporter and prints results, failure types and
// diagnostics (durations and stacks vary).
'use strict';
if (process.env.REJECTION_CHILD) {
  const test = require('node:test');
  test('leaves a rejection behind', async () => {
    setTimeout(() => { Promise.reject(new Error('late boom')); }, 20);
  });
  test('runs while it fires', async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
  test('rejects in its own body', async () => {
    Promise.reject(new Error('own boom'));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  test('rejects in its own timer', async () => {
    await new Promise((resolve) => setTimeout(() => {
      Promise.reject(new Error('timer boom'));
      setTimeout(resolve, 20);
    }, 5));
  });
} else {
  const { spawnSync } = require('child_process');
  const r = spawnSync(process.execPath, ['--test-reporter=tap', __filename], {
    env: { ...process.env, REJECTION_CHILD: '1' }, encoding: 'utf8',
  });
  console.log('status', r.status);
  for (const line of r.stdout.split('\n')) {
    if (/^\s*(not )?ok |failureType|^\s*error:|^# (Error|pass|fail)/.test(line)) console.log(line);
  }
}
