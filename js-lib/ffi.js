// `ffi` (only as `node:ffi`, experimental in Node 26): the type names and the shared-library
// suffix of the platform. Loading libraries, calling into them and reading or writing raw
// memory need a native foreign-function layer, which minirt does not have: every one of
// those calls throws ERR_METHOD_NOT_IMPLEMENTED. Loading the module warns that FFI is
// experimental, as Node does.
'use strict';

const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');

process.emitWarning('FFI is an experimental feature and might change at any time',
  'ExperimentalWarning');

function unavailable(name) {
  return {
    [name]() {
      throw new ERR_METHOD_NOT_IMPLEMENTED(`ffi.${name}()`);
    },
  }[name];
}

class DynamicLibrary {
  constructor(path) {
    throw new ERR_METHOD_NOT_IMPLEMENTED('ffi.DynamicLibrary');
  }
}
for (const name of ['close', 'getFunction', 'getFunctions', 'getSymbol', 'getSymbols',
  'registerCallback', 'unregisterCallback', 'refCallback', 'unrefCallback']) {
  DynamicLibrary.prototype[name] = unavailable(`DynamicLibrary.prototype.${name}`);
}
Object.defineProperty(DynamicLibrary.prototype, 'functions', {
  __proto__: null,
  configurable: true,
  get() {
    throw new ERR_METHOD_NOT_IMPLEMENTED('ffi.DynamicLibrary.prototype.functions');
  },
});

const types = Object.freeze({
  __proto__: null,
  VOID: 'void',
  POINTER: 'pointer',
  BUFFER: 'buffer',
  ARRAY_BUFFER: 'arraybuffer',
  FUNCTION: 'function',
  BOOL: 'bool',
  CHAR: 'char',
  STRING: 'string',
  FLOAT: 'float',
  DOUBLE: 'double',
  INT_8: 'int8',
  UINT_8: 'uint8',
  INT_16: 'int16',
  UINT_16: 'uint16',
  INT_32: 'int32',
  UINT_32: 'uint32',
  INT_64: 'int64',
  UINT_64: 'uint64',
  FLOAT_32: 'float32',
  FLOAT_64: 'float64',
});

const suffix = process.platform === 'win32' ? 'dll' :
  process.platform === 'darwin' ? 'dylib' : 'so';

module.exports = { DynamicLibrary };
for (const name of ['dlopen', 'dlclose', 'dlsym', 'exportArrayBuffer', 'exportArrayBufferView',
  'exportString', 'exportBuffer', 'getInt8', 'getUint8', 'getInt16', 'getUint16', 'getInt32',
  'getUint32', 'getInt64', 'getUint64', 'getFloat32', 'getFloat64', 'getCurrentEventLoop',
  'getRawPointer', 'setInt8', 'setUint8', 'setInt16', 'setUint16', 'setInt32', 'setUint32',
  'setInt64', 'setUint64', 'setFloat32', 'setFloat64']) {
  module.exports[name] = unavailable(name);
}
module.exports.suffix = suffix;
module.exports.toString = unavailable('toString');
module.exports.toArrayBuffer = unavailable('toArrayBuffer');
module.exports.toBuffer = unavailable('toBuffer');
module.exports.types = types;
