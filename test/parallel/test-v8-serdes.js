// Port of nodejs/node test/parallel/test-v8-serdes.js (rewritten for minirt).
// Without WebAssembly and without a native host object: a DefaultSerializer treats every
// ArrayBufferView as a host object, so a view stands in for one where a test needs it.
'use strict';

const common = require('../common');
const assert = require('assert');
const v8 = require('v8');

const selfRef = {};
selfRef.me = selfRef;

const samples = [
  { foo: 'bar' },
  { bar: 'baz' },
  new Uint8Array([1, 2, 3, 4]),
  new Uint32Array([1, 2, 3, 4]),
  Buffer.from([1, 2, 3, 4]),
  undefined,
  null,
  42,
  selfRef,
];

// Several values through one DefaultSerializer come back in order.
{
  const ser = new v8.DefaultSerializer();
  ser.writeHeader();
  for (const value of samples) ser.writeValue(value);
  const des = new v8.DefaultDeserializer(ser.releaseBuffer());
  des.readHeader();
  for (const value of samples) assert.deepStrictEqual(des.readValue(), value);
}

// serialize/deserialize round trip each value.
for (const value of samples) {
  assert.deepStrictEqual(v8.deserialize(v8.serialize(value)), value);
}

// _getDataCloneError receives V8's message and its result is thrown.
{
  const ser = new v8.DefaultSerializer();
  ser._getDataCloneError = common.mustCall((message) => {
    assert.strictEqual(message, '#<Object> could not be cloned.');
    return new Error('custom clone error');
  });
  ser.writeHeader();
  assert.throws(() => ser.writeValue(new Proxy({}, {})), /custom clone error/);
}

// A host object written by _writeHostObject with the raw writers, read back by
// _readHostObject with the raw readers.
{
  const host = new Uint16Array([7]);
  const ser = new v8.DefaultSerializer();
  ser._writeHostObject = common.mustCall((object) => {
    assert.strictEqual(object, host);
    const tag = Buffer.from('hostObjectTag');
    ser.writeUint32(tag.length);
    ser.writeRawBytes(tag);
    ser.writeUint64(1, 2);
    ser.writeDouble(-0.25);
  });
  ser.writeHeader();
  ser.writeValue({ val: host });

  const des = new v8.DefaultDeserializer(ser.releaseBuffer());
  des._readHostObject = common.mustCall(() => {
    const length = des.readUint32();
    assert.strictEqual(des.readRawBytes(length).toString(), 'hostObjectTag');
    assert.deepStrictEqual(des.readUint64(), [1, 2]);
    assert.strictEqual(des.readDouble(), -0.25);
    return host;
  });
  des.readHeader();
  assert.strictEqual(des.readValue().val, host);
}

// writeRawBytes takes any TypedArray or DataView.
{
  const text = 'hostObjectTag';
  for (const view of common.getArrayBufferViews(Buffer.from(text))) {
    let wrote = false;
    const ser = new v8.DefaultSerializer();
    ser._writeHostObject = common.mustCall(() => {
      wrote = true;
      ser.writeUint32(view.byteLength);
      ser.writeRawBytes(view);
    });
    ser.writeHeader();
    ser.writeValue({ val: new Uint8Array(1) });

    const des = new v8.DefaultDeserializer(ser.releaseBuffer());
    const marker = {};
    des._readHostObject = common.mustCall(() => {
      assert.strictEqual(wrote, true);
      const length = des.readUint32();
      assert.strictEqual(des.readRawBytes(length).toString(), text);
      return marker;
    });
    des.readHeader();
    assert.strictEqual(des.readValue().val, marker);
  }
}

// An exception from _writeHostObject propagates out of writeValue.
{
  const ser = new v8.DefaultSerializer();
  ser._writeHostObject = common.mustCall(() => {
    throw new Error('from writeHostObject');
  });
  ser.writeHeader();
  assert.throws(() => ser.writeValue({ val: new Uint8Array(2) }), /from writeHostObject/);
}

// Version 13 data is read, and written again in the current format it matches.
{
  const old = Buffer.from('ff0d6f2203666f6f5e007b01', 'hex');
  const des = new v8.DefaultDeserializer(old);
  des.readHeader();
  const value = des.readValue();
  assert.strictEqual(des.getWireFormatVersion(), 0x0d);
  assert.strictEqual(value.foo, value);

  const ser = new v8.DefaultSerializer();
  ser.writeHeader();
  ser.writeValue(value);
  assert.deepStrictEqual(ser.releaseBuffer(), Buffer.from('ff0f6f2203666f6f5e007b01', 'hex'));
}

// An unaligned Uint16Array host object is copied to aligned memory.
{
  let buf = Buffer.alloc(32 + 9);
  buf.write('ff0d5c0404addeefbe', 32, 'hex');
  buf = buf.subarray(32);
  assert.deepStrictEqual(v8.deserialize(buf), new Uint16Array([0xdead, 0xbeef]));
}

// The classes need `new`.
assert.throws(v8.Serializer,
              /^TypeError: Class constructor Serializer cannot be invoked without 'new'$/);
assert.throws(v8.Deserializer,
              /^TypeError: Class constructor Deserializer cannot be invoked without 'new'$/);

// deserialize and Deserializer accept every kind of view over the bytes.
for (const value of samples) {
  const bytes = v8.serialize(value);
  for (const view of common.getArrayBufferViews(bytes)) {
    assert.deepStrictEqual(v8.deserialize(view), value);
  }
  for (const view of common.getArrayBufferViews(bytes)) {
    const des = new v8.DefaultDeserializer(view);
    des.readHeader();
    const read = des.readValue();
    assert.deepStrictEqual(read, value);
    const ser = new v8.DefaultSerializer();
    ser.writeHeader();
    ser.writeValue(read);
    assert.deepStrictEqual(ser.releaseBuffer(), bytes);
  }
}

// Bad sources.
{
  const ser = new v8.Serializer();
  ser.writeHeader();
  assert.throws(() => ser.writeRawBytes('not a view'),
                /^TypeError: source must be a TypedArray or a DataView$/);
  assert.throws(() => v8.deserialize('not a view'),
                /^TypeError: buffer must be a TypedArray or a DataView$/);
  assert.throws(() => new v8.Deserializer('not a view'),
                /^TypeError: buffer must be a TypedArray or a DataView$/);
}
