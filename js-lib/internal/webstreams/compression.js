'use strict';
// internal/webstreams/compression: CompressionStream and DecompressionStream with Node's
// shape (constructor(format), readable/writable getters, inspect tag): a zlib stream
// (Deflate/DeflateRaw/Gzip/BrotliCompress or their inverses) seen through
// newReadableWritablePairFromDuplex. Decompression rejects trailing junk and, as Node 26
// does, reports engine errors (corrupt or truncated data) as a TypeError whose `cause` is
// the zlib error and whose `code` is the zlib code.

const { codes } = require('internal/errors_lazy');
const {
  customInspect, defineWebIDLMembers, privateMemberError, isObjectLike,
} = require('internal/webstreams/util');
const {
  newReadableWritablePairFromDuplex, kChunkCheck,
} = require('internal/webstreams/adapters');

// Chunks are BufferSources: an ArrayBuffer or a view, not shared memory. Anything else that
// is not an object is left to the zlib stream, whose own error Node reports for it.
function checkChunk(chunk) {
  const shared = typeof SharedArrayBuffer === 'function' &&
    (chunk instanceof SharedArrayBuffer ||
     (ArrayBuffer.isView(chunk) && chunk.buffer instanceof SharedArrayBuffer));
  if (shared) {
    throw new codes.ERR_INVALID_ARG_TYPE('chunk',
      ['ArrayBuffer', 'Buffer', 'TypedArray', 'DataView'], chunk);
  }
}
const pairOptions = { __proto__: null, [kChunkCheck]: checkChunk };

let zlib;
function lazyZlib() {
  zlib ??= require('zlib');
  return zlib;
}

function createCompressor(format) {
  const z = lazyZlib();
  switch (format) {
    case 'deflate': return z.createDeflate();
    case 'deflate-raw': return z.createDeflateRaw();
    case 'gzip': return z.createGzip();
    default: return z.createBrotliCompress();
  }
}

// Engine errors (zlib `Z_*` codes, brotli `ERR__*` codes) become TypeErrors.
function toTypeError(err) {
  const code = err?.code;
  if (typeof code !== 'string' || !(code.startsWith('Z_') || code.startsWith('ERR__'))) {
    return err;
  }
  const wrapped = new TypeError(undefined, { cause: err });
  wrapped.code = code;
  return wrapped;
}

function createDecompressor(format) {
  const z = lazyZlib();
  const opts = { rejectGarbageAfterEnd: true };
  let handle;
  switch (format) {
    case 'deflate': handle = z.createInflate(opts); break;
    case 'deflate-raw': handle = z.createInflateRaw(opts); break;
    case 'gzip': handle = z.createGunzip(opts); break;
    default: handle = z.createBrotliDecompress(opts); break;
  }
  const destroy = handle.destroy;
  handle.destroy = function(err, cb) {
    return destroy.call(this, err == null ? err : toTypeError(err), cb);
  };
  return handle;
}

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
    this.#transform = newReadableWritablePairFromDuplex(createCompressor(format), pairOptions);
  }

  get readable() {
    if (!isObjectLike(this) || !(#transform in this)) throw privateMemberError('#transform', this);
    return this.#transform.readable;
  }

  get writable() {
    if (!isObjectLike(this) || !(#transform in this)) throw privateMemberError('#transform', this);
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
    this.#transform = newReadableWritablePairFromDuplex(createDecompressor(format), pairOptions);
  }

  get readable() {
    if (!isObjectLike(this) || !(#transform in this)) throw privateMemberError('#transform', this);
    return this.#transform.readable;
  }

  get writable() {
    if (!isObjectLike(this) || !(#transform in this)) throw privateMemberError('#transform', this);
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
