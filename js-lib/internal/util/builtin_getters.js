// The engine's own accessors of ArrayBuffer, SharedArrayBuffer, typed arrays, DataView,
// Map and Set, read once at load: code that must look at a value without running user
// getters or being fooled by Symbol.toStringTag (structured clone, the v8 wire format, the
// unhandled-rejection message) calls these directly with Reflect.apply or .call.
'use strict';

function getter(proto, key) {
  const d = proto === undefined ? undefined : Object.getOwnPropertyDescriptor(proto, key);
  return d === undefined ? undefined : d.get;
}

const TypedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype);

module.exports = {
  getter,
  TypedArrayPrototype,
  typedArrayTag: getter(TypedArrayPrototype, Symbol.toStringTag),
  typedArrayBuffer: getter(TypedArrayPrototype, 'buffer'),
  typedArrayByteOffset: getter(TypedArrayPrototype, 'byteOffset'),
  typedArrayLength: getter(TypedArrayPrototype, 'length'),
  typedArrayByteLength: getter(TypedArrayPrototype, 'byteLength'),
  dataViewBuffer: getter(DataView.prototype, 'buffer'),
  dataViewByteOffset: getter(DataView.prototype, 'byteOffset'),
  dataViewByteLength: getter(DataView.prototype, 'byteLength'),
  abByteLength: getter(ArrayBuffer.prototype, 'byteLength'),
  abResizable: getter(ArrayBuffer.prototype, 'resizable'),
  abMaxByteLength: getter(ArrayBuffer.prototype, 'maxByteLength'),
  abDetached: getter(ArrayBuffer.prototype, 'detached'),
  sabByteLength: typeof SharedArrayBuffer === 'function' ?
    getter(SharedArrayBuffer.prototype, 'byteLength') : undefined,
  sabGrowable: typeof SharedArrayBuffer === 'function' ?
    getter(SharedArrayBuffer.prototype, 'growable') : undefined,
  mapSize: getter(Map.prototype, 'size'),
  setSize: getter(Set.prototype, 'size'),
};
