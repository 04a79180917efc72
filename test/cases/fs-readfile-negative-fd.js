// fs.readFile with a negative fd: Node throws ERR_OUT_OF_RANGE from the nextTick that starts
// the read (an uncaught exception), and never calls the callback.
'use strict';
const fs = require('fs');
process.on('uncaughtException', (e) => {
  console.log(e.name, e.code, Object.keys(e).join(','), e.stack.split('\n')[0]);
});
fs.readFile(-1, () => console.log('callback (wrong)'));
fs.readFile(-2, { encoding: 'utf8' }, () => console.log('callback (wrong)'));
