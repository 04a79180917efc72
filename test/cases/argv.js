// process.argv for a file: [execPath, absolute file, ...args].
'use strict';
console.log(JSON.stringify(process.argv.slice(2)));
if (process.argv[1] !== __filename) throw new Error(`argv[1] ${process.argv[1]} != ${__filename}`);
if (typeof process.execPath !== 'string' || process.argv[0] !== process.execPath) throw new Error('argv[0]');
