// v8.Serializer / v8.Deserializer as objects: raw writers and readers, transfers, host
// object hooks, custom clone errors, what is cloneable and the messages for what is not.
'use strict';
const v8 = require('v8');

const show = (v) => require('util').inspect(v, { breakLength: Infinity });
const attempt = (label, fn) => {
  try {
    console.log(label, show(fn()));
  } catch (err) {
    console.log(label, 'throws', err.name, err.code, JSON.stringify(err.message));
  }
};

// Plain Serializer: views are written after their buffer ('B' ... 'V').
{
  const ser = new v8.Serializer();
  console.log('writeHeader', ser.writeHeader());
  console.log('writeValue', ser.writeValue(new Uint8Array([1, 2])));
  ser.writeValue(new DataView(new ArrayBuffer(3), 1));
  ser.writeValue(new Float64Array([0.5]).subarray(1));
  ser.writeUint32(300);
  ser.writeUint32(-1);
  ser.writeUint64(1, 2);
  ser.writeUint64(0xffffffff, 0xffffffff);
  ser.writeDouble(1.5);
  ser.writeDouble('2');
  ser.writeRawBytes(Buffer.from('ab'));
  ser.writeRawBytes(new Uint16Array([0x0102]));
  console.log('released', ser.releaseBuffer().toString('hex'));
  console.log('released again', ser.releaseBuffer().length);
}

// Treating views as host objects without a _writeHostObject hook.
{
  const ser = new v8.Serializer();
  ser._setTreatArrayBufferViewsAsHostObjects(true);
  attempt('host without hook', () => ser.writeValue(new Uint8Array(1)));
  console.log('left in buffer', ser.releaseBuffer().toString('hex'));
}

// Argument checks.
{
  const ser = new v8.Serializer();
  attempt('writeRawBytes string', () => ser.writeRawBytes('x'));
  attempt('transfer non-buffer', () => ser.transferArrayBuffer(1, {}));
  attempt('transfer shared', () => ser.transferArrayBuffer(1, new SharedArrayBuffer(1)));
  attempt('Deserializer no arg', () => new v8.Deserializer());
  attempt('Deserializer string', () => new v8.Deserializer('abc'));
  attempt('Deserializer transfer bad', () =>
    new v8.Deserializer(Buffer.alloc(1)).transferArrayBuffer(0, 5));
  attempt('call without new', () => v8.Serializer());
}

// Transferred buffers are written as ids and replaced on reading.
{
  const ser = new v8.Serializer();
  const ab = new ArrayBuffer(4);
  ser.transferArrayBuffer(7, ab);
  ser.writeHeader();
  ser.writeValue([ab, new Uint8Array(ab, 1, 2)]);
  const bytes = ser.releaseBuffer();
  console.log('transfer bytes', bytes.toString('hex'));
  const des = new v8.Deserializer(bytes);
  console.log('readHeader', des.readHeader(), 'version', des.getWireFormatVersion());
  const replacement = new ArrayBuffer(4);
  new Uint8Array(replacement).set([9, 8, 7, 6]);
  des.transferArrayBuffer(7, replacement);
  const out = des.readValue();
  console.log('transfer read', out[0] === replacement, out[1].buffer === replacement, [...out[1]]);
  attempt('read past end', () => des.readValue());
}

// Raw readers.
{
  const des = new v8.Deserializer(Buffer.from([0xac, 0x02, 1, 2, 3, 4, 0x85, 0x80, 0x80, 0x80, 0x80, 0x01, 9]));
  console.log('readUint32', des.readUint32());
  console.log('readRawBytes', des.readRawBytes(2));
  console.log('_readRawBytes offset', des._readRawBytes(1));
  console.log('readUint64', des.readUint64());
  console.log('readUint64 long', des.readUint64());
  attempt('readDouble short', () => des.readDouble());
  attempt('readRawBytes long', () => des.readRawBytes(100));
  console.log('readUint32 last', des.readUint32());
  attempt('readUint32 at end', () => des.readUint32());
  attempt('readUint64 at end', () => des.readUint64());
  const d2 = new v8.Deserializer(new Float64Array([-0.25]));
  console.log('readDouble', d2.readDouble());
  console.log('own keys', Object.keys(d2), d2.buffer instanceof Float64Array);
}

// Custom host objects.
{
  class HostSerializer extends v8.Serializer {
    _writeHostObject(obj) { this.writeUint32(obj.length); }
  }
  class HostDeserializer extends v8.Deserializer {
    _readHostObject() { return { host: this.readUint32() }; }
  }
  const ser = new HostSerializer();
  ser._setTreatArrayBufferViewsAsHostObjects(true);
  ser.writeHeader();
  const view = new Uint8Array(42);
  ser.writeValue({ x: view, y: view });
  const bytes = ser.releaseBuffer();
  console.log('host bytes', bytes.toString('hex'));
  const des = new HostDeserializer(bytes);
  des.readHeader();
  const out = des.readValue();
  console.log('host read', show(out), out.x === out.y);

  class BadDeserializer extends v8.Deserializer {
    _readHostObject() { return 5; }
  }
  const bad = new BadDeserializer(bytes);
  bad.readHeader();
  attempt('host returns primitive', () => bad.readValue());
  const none = new v8.Deserializer(bytes);
  none.readHeader();
  attempt('host without reader', () => none.readValue());
}

// Custom clone errors.
{
  class Custom extends v8.Serializer {
    _getDataCloneError(message) { return new RangeError(`custom: ${message}`); }
  }
  attempt('custom clone error', () => new Custom().writeValue(Symbol('z')));
  const ser = new v8.DefaultSerializer();
  ser._getDataCloneError = (message) => ({ notAnError: message });
  try {
    ser.writeValue({ f() {} });
  } catch (thrown) {
    console.log('thrown value', show(thrown));
  }
}

// Shared buffers need an id from _getSharedArrayBufferId.
{
  const sab = new SharedArrayBuffer(4);
  attempt('shared without id', () => v8.serialize(sab));
  class Sharing extends v8.Serializer {
    _getSharedArrayBufferId(buf) { return buf === sab ? 3 : 0; }
  }
  const ser = new Sharing();
  ser.writeHeader();
  ser.writeValue(sab);
  console.log('shared bytes', ser.releaseBuffer().toString('hex'));
}

// Values V8 refuses, and the message for each.
const refused = {
  arrow: () => {},
  named: function foo(a) { return a; },
  native: Math.max,
  bound: function b() {}.bind(null),
  longSource: function abcdefghij() { return 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'; },
  symbol: Symbol('x'),
  symbolObject: Object(Symbol('q')),
  proxy: new Proxy({}, {}),
  proxyArray: new Proxy([], {}),
  weakMap: new WeakMap(),
  weakSet: new WeakSet(),
  weakRef: new WeakRef({}),
  promise: Promise.resolve(),
  nested: { a: [1, () => 1] },
  args: (function () { return arguments; })(1, 2),
  generator: (function* gen() {})(),
  arrayIterator: [1][Symbol.iterator](),
  mapIterator: new Map().keys(),
  global: globalThis,
  methodInObject: { toString() { return 'x'; } },
};
for (const [name, value] of Object.entries(refused)) attempt(`refuse ${name}`, () => v8.serialize(value));

// The default (de)serializer's host objects.
{
  const u = new v8.DefaultDeserializer(Buffer.from('ff0f5c0103010203', 'hex'));
  u.readHeader();
  const view = u.readValue();
  console.log('default host view', view.constructor.name, [...view], view.buffer === u.buffer.buffer);
  for (let index = 0; index <= 14; index++) {
    attempt(`host index ${index}`, () => {
      const value = v8.deserialize(Buffer.from(`ff0f5c${index.toString(16).padStart(2, '0')}0800000000000000f03f`, 'hex'));
      return `${value.constructor.name} ${Buffer.isBuffer(value)} ${value.byteLength}`;
    });
  }
  console.log('subclass view', v8.serialize(new (class extends Uint16Array {})(1)).toString('hex'));
  console.log('buffer subarray', v8.serialize(Buffer.from('xyz').subarray(1)).toString('hex'));
}
