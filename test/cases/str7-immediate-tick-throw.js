// a nextTick that throws between two immediates: after 'uncaughtException' the next immediate runs before the remaining ticks and microtasks
process.on('uncaughtException', (e) => console.log('uncaught', e.message));
setImmediate(() => {
  console.log('imm0');
  process.nextTick(() => { Promise.resolve().then(() => console.log('p1')); throw new Error('t1'); });
  process.nextTick(() => console.log('tick2'));
});
setImmediate(() => { console.log('imm1'); process.nextTick(() => console.log('tick3')); });
setImmediate(() => console.log('imm2'));
