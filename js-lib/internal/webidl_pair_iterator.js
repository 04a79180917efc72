// internal/webidl_pair_iterator: the iterators of Web IDL "pair iterable" interfaces
// (Headers, FormData). Each interface gets its own `<Name> Iterator` prototype and slots,
// so one interface's next() refuses another's iterator; next() reads the pair at the
// current index afresh, so changes made while iterating show, as in Node. The slots are
// symbols: util.inspect shows an iterator as an empty object, as Node does.
'use strict';

const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

// Returns createIterator(target, kind) for `interfaceName`; pairAt(target, index) gives
// the [key, value] at index, or undefined past the end. kind: 'key', 'value', 'key+value'.
function makePairIterator(interfaceName, pairAt) {
  const name = `${interfaceName} Iterator`;
  const kTarget = Symbol('kTarget');
  const kKind = Symbol('kKind');
  const kIndex = Symbol('kIndex');
  const prototype = Object.create(iteratorPrototype, {
    next: {
      __proto__: null,
      writable: true,
      enumerable: true,
      configurable: true,
      value: function next() {
        if (this === null || typeof this !== 'object' || !(kTarget in this)) {
          throw new TypeError(
            `'next' called on an object that does not implement interface ${name}.`);
        }
        const index = this[kIndex];
        const pair = pairAt(this[kTarget], index);
        if (pair === undefined) return { value: undefined, done: true };
        this[kIndex] = index + 1;
        const kind = this[kKind];
        if (kind === 'key') return { value: pair[0], done: false };
        if (kind === 'value') return { value: pair[1], done: false };
        return { value: [pair[0], pair[1]], done: false };
      },
    },
    [Symbol.toStringTag]: { __proto__: null, value: name, configurable: true },
  });
  return function createIterator(target, kind) {
    return Object.create(prototype, {
      [kTarget]: { __proto__: null, value: target },
      [kKind]: { __proto__: null, value: kind },
      [kIndex]: { __proto__: null, value: 0, writable: true },
    });
  };
}

module.exports = { makePairIterator };
