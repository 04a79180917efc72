// process.exit(code) from a timer: 'exit' listeners run once with the code, nothing after
// it runs, 'beforeExit' does not fire.
// exit: 5
'use strict';
process.on('beforeExit', () => console.log('beforeExit (wrong)'));
process.on('exit', (code) => {
  console.log('exit', code);
  setTimeout(() => console.log('timer in exit (wrong)'), 0);
});
setTimeout(() => {
  process.exit(5);
  console.log('after exit (wrong)');
}, 1);
setTimeout(() => console.log('later timer (wrong)'), 50);
