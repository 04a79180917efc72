// The constructor name util.inspect shows for an object whose prototype became null. V8
// keeps the constructor that made an object with the object itself, so an instance of
// `class Foo` prints as `[Foo: null prototype] {}` after Object.setPrototypeOf(o, null);
// Boa keeps no such link and the name would be lost. Object.setPrototypeOf and
// Reflect.setPrototypeOf (installed as lazy native methods by internal/bootstrap/node)
// note, when they set a null prototype, the constructor the old prototype names
// (`proto.constructor`, a named function whose `prototype` is that object); inspect asks
// `notedConstructorName`. Unlike V8, an object made by Object.create(Foo.prototype) is
// named after Foo too. Proxies are left alone: reading through one would run its traps.
// Both methods also throw V8's TypeError messages.
'use strict';

const { getProxyDetails } = internalBinding('util');
const ObjectGetPrototypeOf = Object.getPrototypeOf;
const ObjectGetOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;

let engineObjectSetPrototypeOf;
let engineReflectSetPrototypeOf;
const noted = new WeakMap();

function setEngineMethods(objectSetPrototypeOf, reflectSetPrototypeOf) {
  engineObjectSetPrototypeOf = objectSetPrototypeOf;
  engineReflectSetPrototypeOf = reflectSetPrototypeOf;
}

function isPlainTarget(value) {
  return typeof value === 'object' && value !== null && getProxyDetails(value, false) === undefined;
}

function note(object) {
  if (!isPlainTarget(object)) return;
  const proto = ObjectGetPrototypeOf(object);
  if (!isPlainTarget(proto)) return;
  const desc = ObjectGetOwnPropertyDescriptor(proto, 'constructor');
  const ctor = desc?.value;
  if (typeof ctor !== 'function' || typeof ctor.name !== 'string' || ctor.name === '') return;
  const protoDesc = ObjectGetOwnPropertyDescriptor(ctor, 'prototype');
  if (protoDesc?.value === proto) noted.set(object, ctor.name);
}

// V8's words for the TypeErrors of these methods (Boa words them its own way).
function isObjectLike(value) {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

function checkProto(proto) {
  if (proto !== null && !isObjectLike(proto)) {
    const shown = typeof proto === 'symbol' ? proto.toString() : `${proto}`;
    throw new TypeError(`Object prototype may only be an Object or null: ${shown}`);
  }
}

// Why the engine refused to change `object`'s prototype to `proto`, in V8's words.
function refusal(object, proto) {
  if (!isPlainTarget(object)) return undefined;
  if (object === Object.prototype) {
    return "Immutable prototype object 'Object.prototype' cannot have their prototype set";
  }
  for (let p = proto; isPlainTarget(p); p = ObjectGetPrototypeOf(p)) {
    if (p === object) return 'Cyclic __proto__ value';
  }
  if (Object.isExtensible(object)) return undefined;
  if (Array.isArray(object)) return '[object Array] is not extensible';
  let name = 'Object';
  for (let o = ObjectGetPrototypeOf(object); isPlainTarget(o); o = ObjectGetPrototypeOf(o)) {
    const ctor = ObjectGetOwnPropertyDescriptor(o, 'constructor')?.value;
    if (typeof ctor === 'function' && typeof ctor.name === 'string' && ctor.name !== '') {
      name = ctor.name;
      break;
    }
  }
  return `#<${name}> is not extensible`;
}

function setPrototypeOf(object, proto) {
  if (object === null || object === undefined) {
    throw new TypeError('Object.setPrototypeOf called on null or undefined');
  }
  checkProto(proto);
  if (proto === null) note(object);
  try {
    return engineObjectSetPrototypeOf(object, proto);
  } catch (err) {
    const why = err instanceof TypeError ? refusal(object, proto) : undefined;
    if (why !== undefined) err.message = why;
    throw err;
  }
}

function reflectSetPrototypeOf(target, proto) {
  if (!isObjectLike(target)) throw new TypeError('Reflect.setPrototypeOf called on non-object');
  checkProto(proto);
  if (proto === null) note(target);
  return engineReflectSetPrototypeOf(target, proto);
}

function notedConstructorName(object) {
  return noted.get(object);
}

module.exports = {
  setEngineMethods,
  setPrototypeOf,
  reflectSetPrototypeOf,
  notedConstructorName,
};
