// minirt's own test: util.inspect names an object whose prototype was set to null after
// the class that made it, as V8 does (each expectation here holds on Node 26.10 too), and
// Object.setPrototypeOf / Reflect.setPrototypeOf keep their names, lengths, results and
// errors.
'use strict';
require('../common');
const assert = require('assert');
const util = require('util');

class Foo { toString() { return 'Bar'; } }
class Point { constructor() { this.x = 1; } }

assert.strictEqual(util.inspect(Object.setPrototypeOf(new Foo(), null)), '[Foo: null prototype] {}');
assert.strictEqual(util.format('%s', Object.setPrototypeOf(new Foo(), null)), '[Foo: null prototype] {}');
const p = new Point();
assert.strictEqual(Reflect.setPrototypeOf(p, null), true);
assert.strictEqual(util.inspect(p), '[Point: null prototype] { x: 1 }');
assert.strictEqual(util.inspect(Object.setPrototypeOf({}, null)), '[Object: null prototype] {}');
assert.strictEqual(util.inspect({ __proto__: null, a: 1 }), '[Object: null prototype] { a: 1 }');
assert.strictEqual(util.inspect(Object.setPrototypeOf(new Map(), null)), '[Map(0): null prototype] {}');

// Setting another prototype names the object after that one's constructor.
assert.strictEqual(util.inspect(Object.setPrototypeOf(new Foo(), Point.prototype)), 'Point {}');

for (const [fn, name] of [[Object.setPrototypeOf, 'setPrototypeOf'], [Reflect.setPrototypeOf, 'setPrototypeOf']]) {
  assert.strictEqual(fn.name, name);
  assert.strictEqual(fn.length, 2);
  assert.match(String(fn), /\[native code\]/);
  assert.throws(() => new fn({}, null), TypeError);
}
assert.strictEqual(Object.setPrototypeOf(1, null), 1);
assert.throws(() => Object.setPrototypeOf(undefined, null), TypeError);
assert.throws(() => Object.setPrototypeOf(Object.preventExtensions({}), null), TypeError);
assert.strictEqual(Reflect.setPrototypeOf(Object.preventExtensions({}), null), false);
assert.throws(() => Reflect.setPrototypeOf(1, null), TypeError);
// A proxy's traps run as before, once each.
let traps = 0;
const proxy = new Proxy({}, { setPrototypeOf(t, proto) { traps++; return Reflect.setPrototypeOf(t, proto); } });
Object.setPrototypeOf(proxy, null);
assert.strictEqual(traps, 1);
