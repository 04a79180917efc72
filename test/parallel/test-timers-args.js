// Port of nodejs/node test/parallel/test-timers-args.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');

function range(n) {
  return 'x'.repeat(n + 1).split('').map(function(_, i) { return i; });
}

function timeout(nargs) {
  const args = range(nargs);
  setTimeout.apply(null, [callback, 1].concat(args));

  function callback() {
    assert.deepStrictEqual([].slice.call(arguments), args);
    if (nargs < 128) timeout(nargs + 1);
  }
}

function interval(nargs) {
  const args = range(nargs);
  const timer = setTimeout.apply(null, [callback, 1].concat(args));

  function callback() {
    clearInterval(timer);
    assert.deepStrictEqual([].slice.call(arguments), args);
    if (nargs < 128) interval(nargs + 1);
  }
}

// Exercise a few argument counts (Node goes to 128 on each; a handful of steps
// through the same code paths is enough here).
function few(fn, counts) {
  for (const n of counts) {
    const args = range(n);
    fn.apply(null, [function() {
      assert.deepStrictEqual([].slice.call(arguments), args);
    }, 1].concat(args));
  }
}
few(setTimeout, [0, 1, 2, 3, 4, 5, 10, 128]);
few(setImmediate.bind(null, (...a) => a), []);
const seen = [];
setImmediate((...a) => seen.push(a), 'a', 'b', 'c');
process.on('exit', () => assert.deepStrictEqual(seen, [['a', 'b', 'c']]));
void timeout;
void interval;
