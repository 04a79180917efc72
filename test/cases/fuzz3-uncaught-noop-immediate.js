// A handled uncaught exception leaves a no-op immediate behind (Node's way of making the loop
// come round to the ticks and microtasks the failed callback left queued): it shows in
// active() and as an Immediate resource to async_hooks.
'use strict';
const async_hooks = require('async_hooks');
const types = [];
const hook = async_hooks.createHook({ init(id, type) { if (type === 'Immediate') types.push(type); } });
let round = 0;
// Only timers and immediates: stdio shows up too when it is a pipe.
const active = () => process.getActiveResourcesInfo().filter((t) => t === 'Immediate' || t === 'Timeout');
process.on('uncaughtException', (e) => {
  console.log('handler', e.message, active());
  process.nextTick(() => {
    console.log('handler tick', e.message, active());
    if (round === 1) setTimeout(second, 5);
  });
});
setTimeout(() => {
  round++;
  throw new Error('from timer');
}, 1);
function second() {
  round++;
  hook.enable();
  setImmediate(() => {
    hook.disable();
    console.log('immediates made while hooked', types.length);
    process.nextTick(() => console.log('after immediate', active()));
  });
  throw new Error('from second timer');
}
process.on('beforeExit', () => console.log('beforeExit', round));
