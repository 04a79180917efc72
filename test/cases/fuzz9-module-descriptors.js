// Property shapes Node gives a few exports: buffer.constants and util.types.isKeyObject /
// isCryptoKey are read-only and non-configurable, Buffer.prototype.parent / offset are
// non-configurable accessors, and the URL classes' custom inspect functions take 2 arguments.
'use strict';
const buffer = require('buffer');
const util = require('util');
const inspectSym = util.inspect.custom;

function shape(obj, key) {
  const d = Object.getOwnPropertyDescriptor(obj, key);
  return [String(key), d.enumerable, d.configurable, 'value' in d ? d.writable : 'accessor'].join(' ');
}
console.log(shape(buffer, 'constants'));
console.log(shape(util.types, 'isKeyObject'));
console.log(shape(util.types, 'isCryptoKey'));
console.log(shape(Buffer.prototype, 'parent'));
console.log(shape(Buffer.prototype, 'offset'));
console.log(Object.keys(Buffer.prototype).slice(-22).join());
console.log(URL.prototype[inspectSym].length, URLSearchParams.prototype[inspectSym].length,
  Object.getPrototypeOf(new URLSearchParams('a=1').keys())[inspectSym].length);
console.log(util.inspect(new URLSearchParams('a=1&b=2').keys()), util.inspect({ u: new URL('http://h/') }, { depth: 0 }));
