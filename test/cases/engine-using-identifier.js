// `using` is an ordinary identifier outside `using` declarations: a function named `using`
// is read, called, exported and put in shorthand properties (rxjs's CommonJS build does
// `exports.using = using`), a parameter named `using` is read, and property names stay.
'use strict';

function using(resourceFactory, observableFactory) {
  return observableFactory(resourceFactory());
}
exports.using = using;
const api = { using, other: 1 };
console.log(typeof exports.using, api.using === using, Object.keys(api).join(','));
console.log(using(() => 2, (r) => r * 21));
function withParam(using) { return [using, typeof using]; }
console.log(withParam('p').join(' '));
const { using: renamed } = api;
console.log(renamed === using, using.length);
