// A URLSearchParams iterator inspects as Node's: no own constructor on its prototype, and
// [Object] past the depth limit.
const it = new URLSearchParams('a=1&b=2').keys();
const proto = Object.getPrototypeOf(it);
console.log(Object.getOwnPropertyNames(proto), 'constructor' in proto, proto.constructor === Object);
console.dir(it);
console.log(require('util').inspect({ it: new URLSearchParams('a=1').keys() }, { depth: 0 }));
console.log(require('util').inspect({ it: new URLSearchParams('a=1').keys() }, { depth: 0, colors: true }));
console.log(require('util').inspect([[new URLSearchParams('a=1').entries()]], { depth: 1 }));
