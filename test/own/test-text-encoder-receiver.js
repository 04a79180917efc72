// minirt's own test: TextEncoder's methods and getter on a receiver that is not a
// TextEncoder throw Node 26.10's TypeErrors (its encoding is a private field, so the
// messages are the engine's private-member ones, without a `code`), and still work on
// instances and subclass instances.
'use strict';
require('../common');
const assert = require('assert');
const { inspect } = require('util');

const proto = TextEncoder.prototype;
const getter = Object.getOwnPropertyDescriptor(proto, 'encoding').get;
const field = 'Cannot read private member #encoding from an object whose class did not declare it';
const brand = 'Receiver must be an instance of class TextEncoder';
const calls = [
  [getter, [], field, '#encoding'],
  [proto[inspect.custom], [Infinity, {}], field, '#encoding'],
  [proto.encode, ['a'], brand, 'TextEncoder'],
  [proto.encodeInto, ['a', new Uint8Array(4)], brand, 'TextEncoder'],
];

for (const [fn, args, message, reading] of calls) {
  for (const receiver of [{}, [], Object.create(proto), new TextDecoder(), 1, 'x', true]) {
    assert.throws(() => fn.apply(receiver, args), (err) => {
      assert.strictEqual(err.constructor, TypeError);
      assert.strictEqual(err.message, message);
      assert.strictEqual(err.code, undefined);
      return true;
    });
  }
  for (const receiver of [null, undefined]) {
    assert.throws(() => fn.apply(receiver, args), {
      name: 'TypeError',
      message: `Cannot read properties of ${receiver} (reading '${reading}')`,
    });
  }
  fn.apply(new TextEncoder(), args);
}

class Sub extends TextEncoder {}
const sub = new Sub();
assert.strictEqual(sub.encoding, 'utf-8');
assert.deepStrictEqual([...sub.encode('hé')], [0x68, 0xc3, 0xa9]);
assert.deepStrictEqual(sub.encodeInto('héllo', new Uint8Array(3)), { read: 2, written: 3 });
assert.strictEqual(inspect(new TextEncoder()), "{ encoding: 'utf-8' }");
assert.deepStrictEqual(Object.getOwnPropertyNames(TextEncoder).sort(), ['length', 'name', 'prototype']);
