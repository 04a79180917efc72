// `--test` interrupted by SIGINT/SIGTERM while a file's child runs: the child is killed, the
// tests still running are reported ("Interrupted while running:", test:interrupted), the
// rest are cancelled, and the runner exits with code 1 instead of dying of the signal.
// timeout: 120
'use strict';
const { spawn } = require('child_process');
const fixture = require('../fixtures/test-runner/run-fixture.js');

const cwd = fixture.path('interrupt-project');

function runAndInterrupt(args, signal) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd });
    let stdout = '';
    let sent = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      // The slow test has started once its output is through.
      if (!sent && stdout.includes('slow started')) {
        sent = true;
        child.kill(signal);
      }
    });
    child.on('close', (code, exitSignal) => {
      process.stdout.write(fixture.normalize(stdout, cwd));
      console.log(`--- exit code ${code} signal ${exitSignal}`);
      resolve();
    });
  });
}

(async () => {
  console.log('=== spec, SIGINT');
  await runAndInterrupt(['--test', '--test-concurrency=1'], 'SIGINT');
  console.log('=== spec, SIGTERM');
  await runAndInterrupt(['--test', '--test-concurrency=1'], 'SIGTERM');
  console.log('=== tap, SIGINT');
  await runAndInterrupt(['--test', '--test-concurrency=1', '--test-reporter=tap'], 'SIGINT');
})();
