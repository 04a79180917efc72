// process.binding('constants'): one object holding the constants objects of os, fs,
// crypto and zlib (tmp before 0.1, used by yarn 1, reads its open flags there).
'use strict';
const c = process.binding('constants');
console.log(Object.keys(c), c === process.binding('constants'), Object.getPrototypeOf(c));
console.log(c.os === require('os').constants, c.fs === require('fs').constants,
  c.crypto === require('crypto').constants, c.zlib === require('zlib').constants);
console.log(c.fs.O_CREAT | c.fs.O_EXCL | c.fs.O_RDWR, c.os.signals.SIGTERM);
console.log(c.trace.TRACE_EVENT_PHASE_BEGIN, c.trace.TRACE_EVENT_PHASE_CLOCK_SYNC, Object.keys(c.trace).length);
console.log(c.internal);
