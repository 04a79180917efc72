// An uncaught exception prints the error and exits 1 after running 'exit' listeners.
// exit: 1
// stderr: Error: boom
// stderr: code: 'E_BOOM'
'use strict';
process.on('exit', (code) => console.log('exit', code));
setTimeout(() => {
  const e = new Error('boom');
  e.code = 'E_BOOM';
  throw e;
}, 1);
setTimeout(() => console.log('never'), 20);
