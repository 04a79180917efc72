// 'beforeExit' fires when the loop empties; scheduling work in it keeps the process
// alive and makes it fire again.
'use strict';
let rounds = 0;
process.on('beforeExit', () => {
  console.log('beforeExit', rounds);
  if (rounds++ < 2) setTimeout(() => console.log('timer', rounds), 1);
});
process.on('exit', (code) => console.log('exit', code));
