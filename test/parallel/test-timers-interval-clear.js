// Port of nodejs/node test/parallel/test-timers-clear-timeout-interval-equivalent.js, test/parallel/test-timers-timeout-to-interval.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');

// An interval that clears itself after three runs.
let runs = 0;
const iv = setInterval(common.mustCall(() => {
  runs++;
  if (runs === 3) clearInterval(iv);
}, 3), 1);

// clearTimeout and clearInterval are interchangeable.
const t1 = setTimeout(common.mustNotCall(), 1);
clearInterval(t1);
const i1 = setInterval(common.mustNotCall(), 1);
clearTimeout(i1);

// An interval cleared from within another timer.
const i2 = setInterval(common.mustNotCall(), 50);
setTimeout(common.mustCall(() => clearInterval(i2)), 1);

// The Timeout's own close() works like clearTimeout.
const t2 = setTimeout(common.mustNotCall(), 1);
assert.strictEqual(t2.close(), t2);

// Setting `_repeat` turns a timeout into an interval (Node's internal behaviour).
let t3runs = 0;
const t3 = setTimeout(common.mustCall(() => {
  if (++t3runs === 2) t3._repeat = null;
}, 2), 1);
t3._repeat = 1;

process.on('exit', () => assert.strictEqual(runs, 3));
