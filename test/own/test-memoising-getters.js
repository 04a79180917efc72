// minirt's own test: getters that memoise their value by defining a data property read the
// way Node 26.10 reads them at one read site, called again and again and on many objects:
// a prototype getter that defines its own name on `this` (class, object literal and
// descriptor forms), and own accessors that turn themselves into data properties (zod's
// object schemas do both).
'use strict';
require('../common');
const assert = require('assert');

// One read site for every case: each function is called many times with objects of one
// shape, then with objects whose shape the previous getter changed.
const readX = (o) => o.x;
const readShape = (o) => o.shape;

{
  let made = 0;
  class Lazy {
    get x() {
      const v = { n: ++made };
      Object.defineProperty(this, 'x', { value: v });
      return v;
    }
  }
  const a = new Lazy();
  const first = readX(a);
  assert.strictEqual(readX(a), first);
  assert.strictEqual(readX(a), first);
  const b = new Lazy();
  assert.strictEqual(readX(b), readX(b));
  assert.strictEqual(made, 2);
  assert.deepStrictEqual(Object.getOwnPropertyDescriptor(a, 'x'),
                         { value: first, writable: false, enumerable: false, configurable: false });
}

{
  // The descriptor form with the key in a variable, as libraries write it.
  function lazy(proto, key, make) {
    Object.defineProperty(proto, key, {
      configurable: true,
      get() {
        const value = make(this);
        Object.defineProperty(this, key, { configurable: true, writable: true, value });
        return value;
      },
    });
  }
  let made = 0;
  function Thing(id) { this.id = id; }
  lazy(Thing.prototype, 'x', (self) => ({ id: self.id, n: ++made }));
  const things = [1, 2, 3].map((id) => new Thing(id));
  for (let round = 0; round < 3; round++) {
    assert.deepStrictEqual(things.map((t) => readX(t).id), [1, 2, 3]);
  }
  assert.strictEqual(made, 3);
  // A later write replaces the memoised value.
  things[0].x = 'set';
  assert.strictEqual(readX(things[0]), 'set');
}

{
  // An object-literal getter used as a prototype.
  let made = 0;
  const proto = {
    get x() {
      return Reflect.defineProperty(this, 'x', { value: ++made }) && this.x;
    },
  };
  const objs = [Object.create(proto), Object.create(proto)];
  assert.deepStrictEqual([readX(objs[0]), readX(objs[0]), readX(objs[1]), readX(objs[1])],
                         [1, 1, 2, 2]);
}

{
  // Own accessors that replace themselves, on many objects of one kind.
  let made = 0;
  function schema() {
    const def = { type: 'object' };
    const get = () => {
      const shape = { n: ++made };
      Object.defineProperty(def, 'shape', { value: shape });
      return shape;
    };
    Object.defineProperty(def, 'shape', { get, configurable: true });
    return def;
  }
  const defs = Array.from({ length: 5 }, schema);
  const seen = defs.map((d) => readShape(d).n);
  assert.deepStrictEqual(seen, [1, 2, 3, 4, 5]);
  // Converted elsewhere, then read at the site that converted the others.
  const more = Array.from({ length: 3 }, schema);
  more.forEach((d) => d.shape);
  assert.deepStrictEqual(more.map((d) => readShape(d).n), [6, 7, 8]);
  for (const d of more) {
    assert.strictEqual(Object.getPrototypeOf(d), Object.prototype);
    assert.deepStrictEqual(Object.keys(d), ['type']);
    assert.strictEqual(Object.getOwnPropertyDescriptor(d, 'shape').writable, false);
  }
}

{
  // A frozen object keeps its shape and its answers.
  const o = Object.defineProperty({}, 'k', { configurable: true, get() { return 1; } });
  Object.preventExtensions(o);
  assert.strictEqual(Reflect.defineProperty(o, 'k', { value: 2 }), true);
  assert.strictEqual(o.k, 2);
  assert.strictEqual(Object.isExtensible(o), false);
  assert.strictEqual(Object.defineProperty.name, 'defineProperty');
  assert.strictEqual(Object.defineProperty.length, 3);
  assert.strictEqual(Reflect.defineProperty.length, 3);
  assert.throws(() => Object.defineProperty(1, 'a', {}), {
    name: 'TypeError',
  });
}

console.log('ok');
