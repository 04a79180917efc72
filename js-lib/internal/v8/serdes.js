'use strict';
// internal/v8/serdes — the v8.Serializer and v8.Deserializer classes as Node's native ones
// look from JS (callable only with `new`, enumerable prototype methods of length 0, no own
// state visible, `buffer` the only own property of a Deserializer). The wire format itself is
// in internal/v8/serdes_wire, loaded when the first instance is made so that require('v8')
// stays cheap.

const { FastBuffer } = require('internal/buffer');

const ArrayBufferIsView = ArrayBuffer.isView;

let wireModule;
function wire() {
  if (wireModule === undefined) wireModule = require('internal/v8/serdes_wire');
  return wireModule;
}

const serializerState = new WeakMap();
const deserializerState = new WeakMap();

function illegalInvocation() {
  return new TypeError('Illegal invocation');
}

function constructCallRequired(name) {
  const err = new TypeError(`Class constructor ${name} cannot be invoked without 'new'`);
  err.code = 'ERR_CONSTRUCT_CALL_REQUIRED';
  return err;
}

function Serializer() {
  if (new.target === undefined) throw constructCallRequired('Serializer');
  serializerState.set(this, wire().newSerializerState());
}

function Deserializer(buffer) {
  if (new.target === undefined) throw constructCallRequired('Deserializer');
  if (!ArrayBufferIsView(buffer)) {
    const err = new TypeError('buffer must be a TypedArray or a DataView');
    err.code = 'ERR_INVALID_ARG_TYPE';
    throw err;
  }
  deserializerState.set(this, wire().newDeserializerState(buffer));
  this.buffer = buffer;
}

// Each prototype method finds its instance's state and hands over to the wire module.
function defineMethods(Ctor, states, names, table) {
  for (const name of names) {
    const method = {
      [name](a0, a1) {
        const state = states.get(this);
        if (state === undefined) throw illegalInvocation();
        return wire()[table][name](state, this, a0, a1);
      },
    }[name];
    Object.defineProperty(method, 'length', { __proto__: null, value: 0, configurable: true });
    Ctor.prototype[name] = method;
  }
}

defineMethods(Serializer, serializerState, ['writeHeader', 'writeValue', 'releaseBuffer',
  'transferArrayBuffer', 'writeUint32', 'writeUint64', 'writeDouble', 'writeRawBytes',
  '_setTreatArrayBufferViewsAsHostObjects'], 'serializerMethods');
Serializer.prototype._getDataCloneError = Error;

defineMethods(Deserializer, deserializerState, ['readHeader', 'readValue',
  'getWireFormatVersion', 'transferArrayBuffer', 'readUint32', 'readUint64', 'readDouble',
  '_readRawBytes'], 'deserializerMethods');
Deserializer.prototype.readRawBytes = function readRawBytes(length) {
  const offset = this._readRawBytes(length);
  // `buffer` may be any view, so the bytes are addressed through its ArrayBuffer.
  return new FastBuffer(this.buffer.buffer, this.buffer.byteOffset + offset, length);
};

// Clears what a serializer remembers of the values it wrote (object ids, transfers), so
// that v8.serialize can use it again.
function recycleSerializer(ser) {
  serializerState.get(ser).reset();
}

module.exports = { Serializer, Deserializer, recycleSerializer };
