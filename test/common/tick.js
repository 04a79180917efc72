'use strict';
// minirt's version of Node.js core's test/common/tick.js:
// tick(n, cb) calls cb after n turns of the setImmediate queue.

module.exports = function tick(count, callback) {
  function step() {
    count--;
    if (count === 0) {
      if (typeof callback === 'function') callback();
    } else {
      setImmediate(step);
    }
  }
  setImmediate(step);
};
