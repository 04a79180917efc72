// Port of nodejs/node test/parallel/test-timers-immediate-queue.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');

// Immediates run in the order they were scheduled; one scheduled from inside an
// immediate waits for the next loop turn.
const order = [];
setImmediate(common.mustCall(() => {
  order.push('a');
  setImmediate(common.mustCall(() => order.push('nested')));
  process.nextTick(common.mustCall(() => order.push('tick after a')));
}));
setImmediate(common.mustCall(() => order.push('b')));
const cleared = setImmediate(common.mustNotCall());
setImmediate(common.mustCall((x, y) => order.push(`args ${x} ${y}`)), 1, 2);
clearImmediate(cleared);

// An immediate scheduled from an immediate runs in the next turn, after those queued
// before it.
setImmediate(common.mustCall(() => {
  setImmediate(common.mustCall(() => order.push('immediate from immediate')));
}));

// Many immediates all run.
let count = 0;
for (let i = 0; i < 100; i++) setImmediate(() => count++);

process.on('exit', () => {
  assert.deepStrictEqual(order, [
    'a', 'tick after a', 'b', 'args 1 2', 'nested', 'immediate from immediate',
  ]);
  assert.strictEqual(count, 100);
});
