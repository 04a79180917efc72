// util.inspect reads an object's Symbol.toStringTag getter once, for the prefix only: a
// getter that throws (or recurses into JSON.stringify) is ignored rather than propagated,
// and it is not run a second time to classify the object.
'use strict';
const util = require('util');

class Throwing {
  get [Symbol.toStringTag]() { throw new Error('toStringTag error'); }
}
console.log(util.inspect(new Throwing()));
console.log(util.inspect({ nested: [new Throwing()] }));
console.log(util.format('%s|%o', new Throwing(), new Throwing()));

const y = { get [Symbol.toStringTag]() { return JSON.stringify(this); } };
const x = { y };
y.x = x;
console.log(util.inspect(x));

let reads = 0;
class Counted {
  get [Symbol.toStringTag]() { reads++; return 'Tag'; }
}
util.inspect(new Counted());
util.inspect([new Counted(), new Counted()]);
util.inspect(new Counted(), { showHidden: true });
util.format('%s', new Counted());
console.log('getter reads:', reads);
console.log(util.inspect(new Counted()));

// The typed arrays' built-in tag getter is no reason to give up on a re-parented date.
console.log(util.inspect(Object.setPrototypeOf(new Date(0), new Uint32Array(2))));
console.log(util.inspect(Object.setPrototypeOf(new Number(3), Uint8Array.prototype)));
