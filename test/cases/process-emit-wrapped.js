// A process.emit saved before 'events' loads and wrapped (signal-exit does this) must not
// call itself forever when the process emits events.
'use strict';

const original = process.emit;
const seen = [];
process.emit = function (event, ...args) {
  if (typeof event === 'string') seen.push(event);
  return original.call(this, event, ...args);
};
process.on('exit', (code) => {
  console.log('exit', code, seen.includes('exit'));
});
const originalOn = process.on;
process.on = function (...args) {
  return originalOn.apply(this, args);
};
process.on('beforeExit', () => console.log('beforeExit'));
console.log(process.emit('custom', 1), process.listenerCount('exit'));
