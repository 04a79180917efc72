// After an 'uncaughtException' handler takes an error thrown by an fs callback or a tick, the
// ticks it queued run after the next macrotask; after a timer's own error they run at once.
'use strict';
const fs = require('fs');
const log = [];
process.on('uncaughtException', (e) => {
  log.push(`handled ${e.message}`);
  process.nextTick(() => log.push(`tick after ${e.message}`));
});
function step(name, next) {
  return () => { log.push(`--- ${name}`); next(); };
}
const steps = [
  (done) => fs.stat(__filename, () => {
    setImmediate(() => { log.push('immediate after fs'); done(); });
    throw new Error('fs callback');
  }),
  (done) => setTimeout(() => {
    setImmediate(() => { log.push('immediate after timer'); done(); });
    throw new Error('timer');
  }, 1),
  (done) => setImmediate(() => {
    process.nextTick(() => { throw new Error('tick'); });
    setImmediate(() => { log.push('immediate after tick'); done(); });
  }),
];
let i = 0;
function next() {
  if (i === steps.length) {
    setTimeout(() => console.log(log.join('\n')), 5);
    return;
  }
  steps[i++](next);
}
next();
