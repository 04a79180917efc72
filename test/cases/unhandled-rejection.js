// Node's default for an unhandled rejection: raised as an uncaught exception, exit 1.
// exit: 1
// stderr: Error: nobody caught me
'use strict';
process.on('exit', (code) => console.log('exit', code));
async function f() {
  throw new Error('nobody caught me');
}
f();
setTimeout(() => console.log('never'), 50);
