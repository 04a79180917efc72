// Atomics.pause(n), which V8 has and Boa 0.22 lacks: a hint to the CPU inside a spin-wait loop.
// An interpreter has no spin-wait instruction to issue, so the call only validates its
// argument as V8 does (undefined or an integral Number) and returns undefined. Installed as a
// lazy native method by internal/bootstrap/node.js.
'use strict';

const { isInteger: NumberIsInteger } = Number;

const methods = {
  // `length` 0, as in V8: the argument is optional.
  pause() {
    const n = arguments.length > 0 ? arguments[0] : undefined;
    if (n !== undefined && !NumberIsInteger(n)) {
      throw new TypeError('Atomics.pause argument must be undefined or an integer');
    }
  },
};

module.exports = { pause: methods.pause };
