// Port of nodejs/node test/parallel/test-timers-unref.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');

let unrefInterval = 0;

// unref() on timeouts and intervals returns the timer and lets the process exit.
const t = setTimeout(common.mustNotCall('unref\'d timeout should not fire'), 1000);
assert.strictEqual(t.unref(), t);
assert.strictEqual(t.hasRef(), false);
assert.strictEqual(t.ref(), t);
assert.strictEqual(t.hasRef(), true);
t.unref();

setInterval(common.mustNotCall('unref\'d interval should not fire'), 1000).unref();

// An unref'd interval with a short period still fires while the loop is alive.
const check = setInterval(() => {
  unrefInterval++;
  if (unrefInterval === 2) clearInterval(check);
}, 1);
check.unref();
// Keep the loop alive long enough for the unref'd interval above.
setTimeout(common.mustCall(() => {}), 50);

// unref then ref again: the timer keeps the process alive and fires.
const reffed = setTimeout(common.mustCall(), 1);
reffed.unref();
reffed.ref();

// Calling unref twice is fine; an immediate that is unref'd does not run if nothing
// else keeps the loop alive past it... but here the loop is alive, so it runs.
const im = setImmediate(common.mustCall());
im.unref();

process.on('exit', () => assert.strictEqual(unrefInterval, 2));
