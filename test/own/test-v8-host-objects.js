// Flags: --expose-internals --no-warnings
// minirt's own test: a native handle (internalBinding('js_stream').JSStream) is a host object
// to v8's serializer as in Node 26.10: its _writeHostObject gets it instead of its properties
// being written, the default serializer refuses it naming `JSStream {}`, and the handle has
// no own properties. cachedDataVersionTag is stable and changes once a flag is set.
'use strict';
const common = require('../common');
const assert = require('assert');
const v8 = require('v8');
const { internalBinding } = require('internal/test/binding');

const handle = new (internalBinding('js_stream').JSStream)();
assert.deepStrictEqual(Reflect.ownKeys(handle), []);
assert.strictEqual(handle.bytesRead, 0);

const ser = new v8.Serializer();
ser._writeHostObject = common.mustCall((object) => {
  assert.strictEqual(object, handle);
  ser.writeUint32(7);
});
ser.writeHeader();
ser.writeValue({ inner: [handle] });
const des = new v8.Deserializer(ser.releaseBuffer());
const replacement = { restored: true };
des._readHostObject = common.mustCall(() => {
  assert.strictEqual(des.readUint32(), 7);
  return replacement;
});
des.readHeader();
assert.strictEqual(des.readValue().inner[0], replacement);

assert.throws(() => v8.serialize(handle), {
  constructor: Error,
  message: 'Unserializable host object: JSStream {}',
});
// A plain serializer without the hook refuses it as V8's delegate does.
const bare = new v8.Serializer();
bare.writeHeader();
assert.throws(() => bare.writeValue(handle), Error);

const tag = v8.cachedDataVersionTag();
assert.strictEqual(v8.cachedDataVersionTag(), tag);
v8.setFlagsFromString('--allow_natives_syntax');
assert.notStrictEqual(v8.cachedDataVersionTag(), tag);
assert.strictEqual(v8.cachedDataVersionTag(), v8.cachedDataVersionTag());
