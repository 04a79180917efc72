// An 'uncaughtException' listener takes the error and the process goes on.
'use strict';
process.on('uncaughtException', (err, origin) => console.log('caught', err.message, origin));
setTimeout(() => { throw new Error('first'); }, 1);
setTimeout(() => console.log('still running'), 10);
Promise.reject(new Error('rejected'));
process.on('exit', (code) => console.log('exit', code));
