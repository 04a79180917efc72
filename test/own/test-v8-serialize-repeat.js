// minirt's own test: v8.serialize called again and again (and from inside a serializer hook,
// and after a call that threw) writes each value as a fresh DefaultSerializer would: an
// object seen in an earlier call is written in full, not as a back-reference.
'use strict';
require('../common');
const assert = require('assert');
const v8 = require('v8');

const shared = { a: 1 };
const first = v8.serialize([shared, shared]);
const second = v8.serialize([shared, shared]);
assert.deepStrictEqual(second, first);
assert.deepStrictEqual(v8.serialize(shared), v8.serialize({ a: 1 }));
assert.deepStrictEqual(v8.deserialize(first), [{ a: 1 }, { a: 1 }]);
const back = v8.deserialize(first);
assert.strictEqual(back[0], back[1]);

assert.throws(() => v8.serialize({ f() {} }), { name: 'Error' });
assert.deepStrictEqual(v8.serialize(''), Buffer.from([0xff, 0x0f, 0x22, 0x00]));

const proto = v8.DefaultSerializer.prototype;
const original = proto._writeHostObject;
let inner;
proto._writeHostObject = function(view) {
  inner = v8.serialize({ nested: [shared] });
  return original.call(this, view);
};
try {
  const outer = v8.serialize([shared, new Uint8Array([7]), shared]);
  assert.deepStrictEqual(v8.deserialize(outer), [{ a: 1 }, new Uint8Array([7]), { a: 1 }]);
} finally {
  proto._writeHostObject = original;
}
assert.deepStrictEqual(v8.deserialize(inner), { nested: [{ a: 1 }] });

const big = 'x'.repeat(100000);
assert.strictEqual(v8.deserialize(v8.serialize(big)), big);
assert.strictEqual(v8.deserialize(v8.serialize('small')), 'small');
