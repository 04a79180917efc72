'use strict';
// The `node:test/reporters` module: the built-in reporters, loaded on first use. spec and
// lcov are constructor functions (usable with or without `new`); dot, tap and junit are
// async generator functions over the test event stream.

let dot;
let junit;
let specFn;
let tap;
let lcovFn;

function lazyGetter(name, load) {
  Object.defineProperty(module.exports, name, {
    __proto__: null,
    configurable: true,
    enumerable: true,
    get: load,
  });
}

lazyGetter('dot', () => (dot ??= require('internal/test_runner/reporter/dot')));
lazyGetter('junit', () => (junit ??= require('internal/test_runner/reporter/junit')));

Object.defineProperty(module.exports, 'spec', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  writable: false,
  value: function spec() {
    specFn ??= require('internal/test_runner/reporter/spec');
    return Reflect.construct(specFn, arguments);
  },
});

lazyGetter('tap', () => (tap ??= require('internal/test_runner/reporter/tap')));

Object.defineProperty(module.exports, 'lcov', {
  __proto__: null,
  configurable: true,
  enumerable: true,
  writable: false,
  value: function lcov() {
    lcovFn ??= require('internal/test_runner/reporter/lcov');
    return Reflect.construct(lcovFn, arguments);
  },
});
