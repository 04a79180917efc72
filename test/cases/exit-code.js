// process.exitCode decides the exit status; 'beforeExit' and 'exit' get it.
// exit: 3
'use strict';
process.on('beforeExit', (code) => console.log('beforeExit', code));
process.on('exit', (code) => console.log('exit', code, process.exitCode));
process.exitCode = 3;
