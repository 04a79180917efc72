// After an uncaught exception in a timer, the next due timer runs before the ticks and
// microtasks the 'uncaughtException' handler queued; with no other timer due they run at
// once (before the immediates); a handler that clears the timer due next still gets them.
process.on('uncaughtException', (e) => {
  console.log('U:' + e.message);
  process.nextTick(() => console.log('tick'));
  Promise.resolve().then(() => console.log('promise'));
});
// Made in one callback, which then waits until both are past due, so that the loop finds
// them due together however slowly the two calls ran.
setImmediate(() => {
  setTimeout(() => { console.log('a'); throw new Error('e1'); }, 1);
  setTimeout(() => { console.log('b'); }, 1);
  const until = Date.now() + 5;
  while (Date.now() < until);
});
setTimeout(() => {
  setTimeout(() => {
    console.log('c');
    setImmediate(() => {
      console.log('immediate');
      setTimeout(phase3, 1);
    });
    throw new Error('e2');
  }, 1);
}, 20);
function phase3() {
  let next;
  process.removeAllListeners('uncaughtException');
  process.on('uncaughtException', (e) => {
    console.log('U2:' + e.message);
    clearTimeout(next);
    process.nextTick(() => console.log('tick after clear'));
  });
  setTimeout(() => { console.log('e'); throw new Error('e3'); }, 1);
  next = setTimeout(() => console.log('never'), 1);
}
