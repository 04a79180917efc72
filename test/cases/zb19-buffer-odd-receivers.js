// Buffer.prototype methods called on something that is no Buffer fail where Node's do:
// equals and a numeric fill at the TypedArray byteLength getter, write at the length
// getter, compare, a string fill and inspect at the binding's "argument must be a buffer".
const receivers = {
  object: {},
  string: 'str',
  array: [1, 2],
  DataView: new DataView(new ArrayBuffer(2)),
  Uint16Array: new Uint16Array([0x6261, 0x6463]),
};
const calls = {
  equals: (r) => Buffer.prototype.equals.call(r, Buffer.from('ab')),
  compare: (r) => Buffer.prototype.compare.call(r, Buffer.from('ab')),
  'compare range': (r) => Buffer.prototype.compare.call(r, Buffer.from('ab'), 0),
  'fill number': (r) => Buffer.prototype.fill.call(r, 1),
  'fill string': (r) => Buffer.prototype.fill.call(r, 'ab'),
  write: (r) => Buffer.prototype.write.call(r, 'ab'),
  'write offset': (r) => Buffer.prototype.write.call(r, 'ab', 0),
  'write non-string': (r) => Buffer.prototype.write.call(r, Buffer.from('ab'), 0),
  inspect: (r) => Buffer.prototype.inspect.call(r),
};
for (const [callName, call] of Object.entries(calls)) {
  for (const [recvName, recv] of Object.entries(receivers)) {
    let out;
    try {
      const v = call(recv);
      out = ArrayBuffer.isView(v) ? `${v.constructor.name} ${Buffer.from(v.buffer).toString('hex')}` : String(v);
    } catch (e) {
      out = `${e.name} ${e.code} ${e.message}`;
    }
    console.log(`${callName} on ${recvName}: ${out}`);
  }
}
