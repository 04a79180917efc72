// What a Timeout shows: util.inspect output (list links while scheduled, null once fired
// or cleared), _onTimeout/_timerArgs after clearTimeout inside and outside the callback,
// and clearTimeout() by the number the timer converts to.
'use strict';
const util = require('util');

const mask = (s) => s.replace(/_idleStart: \d+/g, '_idleStart: N')
  .replace(/Symbol\((asyncId|triggerId)\): \d+/g, 'Symbol($1): N');
const show = (label, t) => console.log(label, mask(util.inspect(t)));

const scheduled = setTimeout(() => {}, 10);
show('scheduled', scheduled);
clearTimeout(scheduled);
show('cleared', scheduled);

const withArgs = setTimeout(() => {}, 10, 'a', 'b');
clearTimeout(withArgs);
console.log('args after clear', withArgs._onTimeout, withArgs._timerArgs);

const byNumber = setTimeout(() => console.log('must not run'), 1);
console.log('primitive is a number', typeof +byNumber);
clearTimeout(+byNumber);
console.log('cleared by number', byNumber._destroyed);

const fired = setTimeout(() => {
  show('in callback', fired);
  setTimeout(() => show('after callback', fired), 1);
}, 1);

const inner = setInterval(() => {
  clearInterval(inner);
  console.log('cleared inside', inner._onTimeout, inner._destroyed);
  setTimeout(() => console.log('later', inner._onTimeout, inner._repeat), 1);
}, 1);
