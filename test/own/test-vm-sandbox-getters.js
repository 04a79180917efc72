// minirt's own test: a sandbox accessor read from inside its context, as Node 26.10 shows it:
// the descriptor readers (Object.getOwnPropertyDescriptor, Reflect.getOwnPropertyDescriptor,
// Object.getOwnPropertyDescriptors) give the sandbox's own getter, while reading the
// property still maps a getter returning the sandbox to the context's global; the readers
// keep the built-ins' name, length, realm, errors and native look.
'use strict';
require('../common');
const assert = require('assert');
const vm = require('vm');

const sandbox = {};
Object.defineProperty(sandbox, 'self', { get() { return sandbox; }, configurable: true });
Object.defineProperty(sandbox, 'word', { get() { return 'foo'; }, enumerable: true });
const ctx = vm.createContext(sandbox);
const own = (key) => Object.getOwnPropertyDescriptor(sandbox, key);

const seen = vm.runInContext('Object.getOwnPropertyDescriptor(this, "word")', ctx);
assert.deepStrictEqual(Object.keys(seen), Object.keys(own('word')));
for (const key of Object.keys(seen)) assert.strictEqual(seen[key], own('word')[key]);
assert.strictEqual(vm.runInContext('Reflect.getOwnPropertyDescriptor(this, "self").get', ctx),
                   own('self').get);
assert.strictEqual(vm.runInContext('Object.getOwnPropertyDescriptors(this).self.get', ctx),
                   own('self').get);
assert.strictEqual(vm.runInContext('self === this', ctx), true);
assert.strictEqual(vm.runInContext('word', ctx), 'foo');

const facts = vm.runInContext(`[
  /native code/.test(String(Object.getOwnPropertyDescriptor)),
  Object.getOwnPropertyDescriptor.name, Object.getOwnPropertyDescriptor.length,
  Reflect.getOwnPropertyDescriptor.length, Object.getOwnPropertyDescriptors.length,
  Object.getPrototypeOf(Reflect.getOwnPropertyDescriptor) === Function.prototype,
  'prototype' in Object.getOwnPropertyDescriptors,
  Object.getOwnPropertyDescriptor(Math, 'PI').value,
]`, ctx);
assert.deepStrictEqual([...facts], [true, 'getOwnPropertyDescriptor', 2, 2, 1, true, false, Math.PI]);

const CtxTypeError = vm.runInContext('TypeError', ctx);
assert.throws(() => vm.runInContext('Object.getOwnPropertyDescriptor(undefined, "x")', ctx),
              CtxTypeError);
assert.throws(() => vm.runInContext('new Reflect.getOwnPropertyDescriptor({}, "x")', ctx),
              { name: 'TypeError' });
