// Port of nodejs/node test/parallel/test-signal-handler.js (rewritten for minirt).
'use strict';

// Signal listeners run for signals the process sends itself; removeAllListeners() for a
// signal drops the earlier listener and a new one still works.
const common = require('../common');
const assert = require('assert');

process.on('SIGUSR1', common.mustCall((name, num) => {
  assert.strictEqual(name, 'SIGUSR1');
  assert.strictEqual(num, 10);
}));
process.on('SIGUSR1', common.mustCall(() => {
  setTimeout(() => process.exit(0), 5);
}));

let ticks = 0;
setInterval(() => {
  if (++ticks === 5) process.kill(process.pid, 'SIGUSR1');
}, 1);

process.on('SIGHUP', common.mustNotCall());
process.removeAllListeners('SIGHUP');
process.on('SIGHUP', common.mustCall());
process.kill(process.pid, 'SIGHUP');
