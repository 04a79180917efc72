'use strict';
// internal/worker/js_transferable: the keys Node's internal classes use to clone and transfer
// themselves, and markTransferMode. In minirt:
//   * `obj[kTransfer]()` runs an object's transfer steps (ReadableStream, WritableStream,
//     TransformStream: the brand check, the DataCloneError of a locked stream) and returns
//     the transferred object structuredClone hands out; there is no serialized record for
//     another realm.
//   * markTransferMode(obj, true, ...) makes structuredClone and postMessage clone `obj`
//     through its `[kClone]()` record, { data, deserializeInfo: 'module:Class' }, which a
//     new built-in Class's `[kDeserialize](data)` turns back into an object
//     (internal/structured_clone).
//   * Marking an object transferable this way (the third argument true) is not supported.

const { codes } = require('internal/errors_lazy');

const kTransfer = Symbol('kTransfer');
const kClone = Symbol('kClone');
const kDeserialize = Symbol('kDeserialize');

function markTransferMode(obj, cloneable = false, transferable = false) {
  if ((typeof obj !== 'object' && typeof obj !== 'function') || obj === null) return;
  if (transferable) {
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED('markTransferMode() with transferable = true');
  }
  if (cloneable) require('internal/structured_clone').markCloneable(obj);
}

module.exports = { kTransfer, kClone, kDeserialize, markTransferMode };
