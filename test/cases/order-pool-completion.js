// A thread-pool completion (here child_process.execFile, which runs on minirt's pool) is
// a macrotask: its nextTicks and microtasks run right after it, before any other
// callback. (The immediate-before-timeout rule inside I/O callbacks is checked with fs.)
'use strict';
const { execFile } = require('child_process');
let done = 0;
for (let i = 0; i < 4; i++) {
  execFile('/bin/echo', [`child ${i}`], (err, stdout) => {
    if (err) throw err;
    const n = ++done;
    process.nextTick(() => console.log('tick', n));
    Promise.resolve().then(() => console.log('microtask', n));
    if (n === 4) setImmediate(() => console.log('all four done'));
  });
}
process.on('exit', () => console.log('exit'));
