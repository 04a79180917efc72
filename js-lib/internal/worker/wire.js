// internal/worker/wire — a message as it crosses between threads: V8's serialization format
// (the same writer and reader as v8.serialize), with the ArrayBuffers of the transfer list
// moved beside the bytes, SharedArrayBuffers passed by reference, MessagePorts written
// as host objects naming a link end the receiving thread adopts, and KeyObjects and CryptoKeys
// written as host objects carrying their key material, rebuilt on the receiving thread, and
// Blobs, Files and WebAssembly.Modules written as host objects carrying their bytes.
// Errors are V8's: DataCloneError for what cannot be cloned or transferred.
'use strict';

// The wire writer uses Buffer's prototype methods, which the buffer module installs.
require('buffer');
const { Serializer, Deserializer } = require('internal/v8/serdes');
const { kIsHostObject, kSharedArrayBufferFromId } = require('internal/v8/serdes_wire');
const { DOMException } = require('internal/dom_exception');
const { isKey, keyToRecord, keyFromRecord } = require('internal/structured_clone');

function dataCloneError(message) {
  return new DOMException(message, 'DataCloneError');
}

const abDetached = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'detached').get;
const kKeyKind = 2;
const kBlobKind = 3;
const kWasmModuleKind = 4;
const ObjectToString = Object.prototype.toString;

// Blobs and Files travel as their bytes (internal/blob makes and reads the record). The
// module is loaded only for a value that says it is one.
function isBlob(v) {
  const tag = ObjectToString.call(v);
  if (tag !== '[object Blob]' && tag !== '[object File]') return false;
  const blob = require('internal/blob');
  return typeof blob.blobToRecord === 'function' && blob.isBlob(v);
}

// A WebAssembly.Module travels as its bytes and is compiled again by the receiver.
function isWasmModule(v) {
  if (ObjectToString.call(v) !== '[object WebAssembly.Module]') return false;
  return require('internal/wasm/webassembly').isModule(v);
}

class MessageSerializer extends Serializer {
  constructor(portHooks) {
    super();
    this.shared = [];
    this.portHooks = portHooks;
    this.hosts = { ports: [], handles: [] };
  }

  _getDataCloneError(message) {
    return dataCloneError(message);
  }

  _getSharedArrayBufferId(sab) {
    let i = this.shared.indexOf(sab);
    if (i < 0) {
      i = this.shared.length;
      this.shared.push(sab);
    }
    return i;
  }

  [kIsHostObject](obj) {
    return (this.portHooks !== undefined && this.portHooks.isPort(obj)) || isKey(obj) ||
      isBlob(obj) || isWasmModule(obj);
  }

  // A host object is [kind, index]: kind 0 a MessagePort, 1 a FileHandle, by their place in
  // the transfer list; or kind 2 followed by the record of a KeyObject or CryptoKey, which is
  // cloned, never transferred; or kind 3 followed by a Blob's record; or kind 4 followed by
  // a WebAssembly.Module's bytes.
  _writeHostObject(obj) {
    if (isKey(obj)) {
      this.writeUint32(kKeyKind);
      this.writeValue(keyToRecord(obj));
      return;
    }
    if (isBlob(obj)) {
      this.writeUint32(kBlobKind);
      this.writeValue(require('internal/blob').blobToRecord(obj));
      return;
    }
    if (isWasmModule(obj)) {
      this.writeUint32(kWasmModuleKind);
      this.writeValue(require('internal/wasm/webassembly').moduleToBytes(obj));
      return;
    }
    let kind = 0;
    let i = this.hosts.ports.indexOf(obj);
    if (i < 0) {
      kind = 1;
      i = this.hosts.handles.indexOf(obj);
    }
    if (i < 0) {
      throw dataCloneError('Object that needs transfer was found in message but not listed ' +
        'in transferList');
    }
    this.writeUint32(kind);
    this.writeUint32(i);
  }
}

class MessageDeserializer extends Deserializer {
  constructor(data, buffers, shared, hosts) {
    super(data);
    this.shared = shared;
    this.hosts = hosts;
    for (let i = 0; i < buffers.length; i++) this.transferArrayBuffer(i, buffers[i]);
  }

  [kSharedArrayBufferFromId](i) {
    return this.shared[i];
  }

  _readHostObject() {
    const kind = this.readUint32();
    if (kind === kKeyKind) return keyFromRecord(this.readValue());
    if (kind === kBlobKind) return require('internal/blob').blobFromRecord(this.readValue());
    if (kind === kWasmModuleKind) {
      return require('internal/wasm/webassembly').moduleFromBytes(this.readValue());
    }
    const i = this.readUint32();
    return kind === 0 ? this.hosts.ports[i] : this.hosts.handles[i];
  }
}

// `value` with its transfer list, ready for binding.post: { data, buffers, shared }.
// `portHooks.isPort` recognises the host objects (MessagePorts, FileHandles); `hosts`
// ({ ports, handles }, or an array of ports) come from the caller's reading of the transfer
// list, in the order they travel.
function serialize(value, buffers, hosts, portHooks) {
  for (let i = 0; i < buffers.length; i++) {
    if (abDetached.call(buffers[i])) {
      throw dataCloneError('Cannot transfer object of unsupported type.');
    }
  }
  const ser = new MessageSerializer(portHooks);
  ser.hosts = Array.isArray(hosts) ? { ports: hosts, handles: [] } : hosts;
  ser.writeHeader();
  for (let i = 0; i < buffers.length; i++) ser.transferArrayBuffer(i, buffers[i]);
  ser.writeValue(value);
  return { data: ser.releaseBuffer(), buffers, shared: ser.shared };
}

function deserialize(data, buffers, shared, hosts) {
  const h = Array.isArray(hosts) ? { ports: hosts, handles: [] } : hosts || { ports: [], handles: [] };
  const der = new MessageDeserializer(data, buffers || [], shared || [], h);
  der.readHeader();
  return der.readValue();
}

module.exports = { serialize, deserialize, dataCloneError };
