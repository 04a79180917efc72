// Microtasks queued by 'exit' listeners run before the exit status is read (and may set
// it); nextTicks queued there do not run. As Node 26.10.
// exit: 5
'use strict';
process.on('exit', (code) => {
  console.log('exit', code);
  Promise.resolve().then(() => {
    console.log('microtask');
    process.exitCode = 5;
  });
  process.nextTick(() => console.log('tick'));
});
