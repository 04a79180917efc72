'use strict';
// internal/webstreams/compression: CompressionStream and DecompressionStream with Node's
// shape (constructor(format), readable/writable getters, inspect tag). minirt has no zlib
// yet, so after the format check the constructors throw ERR_METHOD_NOT_IMPLEMENTED.

const { codes } = require('internal/errors_lazy');
const { customInspect, defineWebIDLMembers } = require('internal/webstreams/util');

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const kFormats = ['deflate', 'deflate-raw', 'gzip', 'brotli'];

// Node's enum conversion message, not the generic ERR_INVALID_ARG_VALUE one.
function formatError(className, format) {
  const err = new codes.ERR_INVALID_ARG_VALUE('format', format);
  err.message = `Failed to construct '${className}': 1st argument '${format}' is not a valid ` +
    'enum value of type CompressionFormat.';
  return err;
}

class CompressionStream {
  #transform;

  constructor(format) {
    if (!kFormats.includes(format)) throw formatError('CompressionStream', format);
    this.#transform = undefined;
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED('CompressionStream()');
  }

  get readable() {
    return this.#transform.readable;
  }

  get writable() {
    return this.#transform.writable;
  }

  [customInspectSymbol](depth, options) {
    return customInspect(depth, options, 'CompressionStream', {
      readable: this.#transform.readable,
      writable: this.#transform.writable,
    });
  }
}

class DecompressionStream {
  #transform;

  constructor(format) {
    if (!kFormats.includes(format)) throw formatError('DecompressionStream', format);
    this.#transform = undefined;
    throw new codes.ERR_METHOD_NOT_IMPLEMENTED('DecompressionStream()');
  }

  get readable() {
    return this.#transform.readable;
  }

  get writable() {
    return this.#transform.writable;
  }

  [customInspectSymbol](depth, options) {
    return customInspect(depth, options, 'DecompressionStream', {
      readable: this.#transform.readable,
      writable: this.#transform.writable,
    });
  }
}

defineWebIDLMembers(CompressionStream.prototype, ['readable', 'writable'], 'CompressionStream');
defineWebIDLMembers(DecompressionStream.prototype, ['readable', 'writable'],
  'DecompressionStream');

module.exports = { CompressionStream, DecompressionStream };
