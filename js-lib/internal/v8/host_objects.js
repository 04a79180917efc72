// The prototypes of classes that stand for Node's native handles (V8 embedder objects, with
// internal fields). V8's serializer hands such objects to the delegate's WriteHostObject
// instead of writing their properties; serdes_wire asks this set. Kept apart from the
// serializer so that a class can register without loading it.
'use strict';

const prototypes = new WeakSet();

module.exports = {
  registerHostPrototype(proto) {
    prototypes.add(proto);
  },
  isHostObject(obj) {
    for (let p = Object.getPrototypeOf(obj); p !== null; p = Object.getPrototypeOf(p)) {
      if (prototypes.has(p)) return true;
    }
    return false;
  },
};
