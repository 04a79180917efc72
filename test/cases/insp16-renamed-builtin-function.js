// A builtin constructor whose name was redefined still inspects as a function, not a class.
const util = require('util');
for (const f of [Symbol, Array, Map]) {
  Object.defineProperty(f, 'name', { value: '' });
  console.log(util.inspect(f));
}
Object.defineProperty(Promise, 'name', { value: 'Other' });
console.log(util.inspect(Promise));
console.log(util.inspect(new Function('return class {}')()));
console.log(util.inspect(new Function('return class K extends Array {}')()));
