// Object.setPrototypeOf and Reflect.setPrototypeOf throw V8's TypeError messages (bad prototype, null target, not extensible, cycle, Object.prototype).
'use strict';
class Foo {}
const cases = [
  () => Object.setPrototypeOf({}, 5), () => Object.setPrototypeOf({}, 'str'), () => Object.setPrototypeOf({}, undefined),
  () => Object.setPrototypeOf({}, Symbol('s')), () => Object.setPrototypeOf({}, 10n), () => Object.setPrototypeOf({}, true),
  () => Object.setPrototypeOf(null, {}), () => Object.setPrototypeOf(undefined, null), () => Object.setPrototypeOf(5, {}), () => Object.setPrototypeOf(5, 5),
  () => Object.setPrototypeOf(Object.preventExtensions({}), {}), () => Object.setPrototypeOf(Object.preventExtensions([]), {}),
  () => Object.setPrototypeOf(Object.preventExtensions(new Foo()), {}),
  () => { const a = {}; const b = Object.create(a); Object.setPrototypeOf(a, b); },
  () => Reflect.setPrototypeOf(1, {}), () => Reflect.setPrototypeOf({}, 5), () => Reflect.setPrototypeOf(Object.preventExtensions({}), {}),
  () => Object.setPrototypeOf(Object.prototype, {}), () => Object.setPrototypeOf(),
  () => Object.getPrototypeOf(Object.setPrototypeOf({}, Foo.prototype)) === Foo.prototype,
  () => Object.setPrototypeOf(Object.preventExtensions({}), Object.prototype) !== null,
  () => require('util').inspect(Object.setPrototypeOf(new Foo(), null)),
  () => require('util').deprecate(5),
];
for (const c of cases) {
  try {
    console.log('ok', c());
  } catch (e) {
    console.log(e.name, e.message);
  }
}
