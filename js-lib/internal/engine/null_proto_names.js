// The constructor name util.inspect shows for an object whose prototype became null. V8
// keeps the constructor that made an object with the object itself, so an instance of
// `class Foo` prints as `[Foo: null prototype] {}` after Object.setPrototypeOf(o, null);
// Boa keeps no such link and the name would be lost. Object.setPrototypeOf and
// Reflect.setPrototypeOf (installed as lazy native methods by internal/bootstrap/node)
// note, when they set a null prototype, the constructor the old prototype names
// (`proto.constructor`, a named function whose `prototype` is that object); inspect asks
// `notedConstructorName`. Unlike V8, an object made by Object.create(Foo.prototype) is
// named after Foo too. Proxies are left alone: reading through one would run its traps.
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

function setPrototypeOf(object, proto) {
  if (proto === null) note(object);
  return engineObjectSetPrototypeOf(object, proto);
}

function reflectSetPrototypeOf(target, proto) {
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
