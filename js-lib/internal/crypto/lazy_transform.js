'use strict';
// internal/crypto/lazy_transform: the base of Hash, Hmac, Cipheriv and Decipheriv, which
// are Transform streams that are nearly always used through update()/digest() alone.
// Neither the `stream` module nor the per-object stream state is made until something
// stream-like happens: the object's stream state is built on first access of
// _readableState/_writableState (as Node's LazyTransform), and the prototype chain reaches
// Transform.prototype through a stand-in that loads `stream` the first time a lookup
// falls through to it (a stream method, `instanceof Transform`, ...), then steps aside.
// Loading `stream` costs far more than a whole hash on Boa.

let Transform;

function LazyTransform(options) {
  this._options = options;
}

function link() {
  if (Transform === undefined) {
    Transform = require('stream').Transform;
    Object.setPrototypeOf(LazyTransform.prototype, Transform.prototype);
    Object.setPrototypeOf(LazyTransform, Transform);
  }
  return Transform.prototype;
}

// Setting a property that is new on the object walks the prototype chain for setters:
// plain data assignments must not load `stream`, so only names that are accessors on a
// stream go through it. (The constructors' own fields never get here: placeholders on
// the prototypes end the walk early; see `_options` below.)
const kStreamAccessors = new Set([
  'destroyed', 'readable', 'writable', 'readableFlowing', 'readableObjectMode',
  'writableObjectMode', 'closed', 'errored',
]);

const standIn = new Proxy({ __proto__: null }, {
  get(_, key, receiver) { return Reflect.get(link(), key, receiver); },
  set(_, key, value, receiver) {
    if (Transform === undefined && !kStreamAccessors.has(key)) {
      return Reflect.defineProperty(receiver, key, {
        value, writable: true, enumerable: true, configurable: true,
      });
    }
    return Reflect.set(link(), key, value, receiver);
  },
  has(_, key) { return key in link(); },
  getPrototypeOf() { return link(); },
  getOwnPropertyDescriptor() { return undefined; },
  ownKeys() { return []; },
});
Object.setPrototypeOf(LazyTransform.prototype, standIn);

function makeGetter(name) {
  return function() {
    link();
    Transform.call(this, this._options);
    this._writableState.decodeStrings = false;
    return this[name];
  };
}

function makeSetter(name) {
  return function(val) {
    Object.defineProperty(this, name, {
      value: val, enumerable: true, configurable: true, writable: true,
    });
  };
}

Object.defineProperties(LazyTransform.prototype, {
  _options: { value: undefined, writable: true, configurable: true, enumerable: false },
  _readableState: {
    get: makeGetter('_readableState'),
    set: makeSetter('_readableState'),
    configurable: true,
    enumerable: true,
  },
  _writableState: {
    get: makeGetter('_writableState'),
    set: makeSetter('_writableState'),
    configurable: true,
    enumerable: true,
  },
});

module.exports = LazyTransform;
