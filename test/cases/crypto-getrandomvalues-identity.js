// require('crypto').getRandomValues is one function, read as often as you like (a getter
// that made a new function each time broke identity checks and caches keyed on it); it
// fills through the global crypto object whatever its receiver.
'use strict';
const c = require('crypto');
console.log(c.getRandomValues === c.getRandomValues);
console.log(c.getRandomValues.name, c.getRandomValues.length);
console.log(c.getRandomValues.call({}, new Uint8Array(3)).length);
try {
  c.getRandomValues(new Float64Array(1));
} catch (e) {
  console.log(e.name, e.code, e.message);
}
