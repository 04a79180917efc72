// setTimeout and setImmediate carry their util.promisify.custom getters from start-up, before the timers module is required.
const u = require('util');
const d = Object.getOwnPropertyDescriptor(setTimeout, u.promisify.custom);
console.log(typeof d.get, d.enumerable, d.configurable, typeof setImmediate[u.promisify.custom]);
console.log(setTimeout[u.promisify.custom] === require('timers/promises').setTimeout);
(async () => {
  console.log('immediate', await u.promisify(setImmediate)('w'));
  console.log('timeout', await u.promisify(setTimeout)(5, 'v'));
})();
console.log(require('timers').setTimeout === setTimeout);
