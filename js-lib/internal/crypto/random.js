'use strict';
// internal/crypto/random: randomBytes, randomFill(Sync), randomInt, randomUUID(v7) and
// the argument rules Node applies to them. The bytes come from the OS generator through
// the native binding; asynchronous fills are made on the thread pool and copied into the
// caller's buffer when they arrive.

const { binding, codes } = require('internal/crypto/util');
const { validateNumber, validateFunction, validateObject, validateBoolean } =
  require('internal/validators');
const { isArrayBufferView, isAnyArrayBuffer } = require('internal/util/types');
const { FastBuffer } = require('internal/buffer');

const {
  randomFillSync: fillSync,
  randomFill: fillAsync,
  randomBytes: nativeRandomBytes,
  randomUUID: nativeRandomUUID,
} = binding;

const kMaxPossibleLength = 2 ** 31 - 1;
// The largest integer six random bytes make (randomInt's range limit).
const RAND_MAX = 0xFFFF_FFFF_FFFF;

function assertOffset(offset, elementSize, length) {
  validateNumber(offset, 'offset');
  offset *= elementSize;
  const maxLength = Math.min(length, kMaxPossibleLength);
  if (Number.isNaN(offset) || offset > maxLength || offset < 0) {
    throw new (codes().ERR_OUT_OF_RANGE)('offset', `>= 0 && <= ${maxLength}`, offset);
  }
  return offset >>> 0;
}

function assertSize(size, elementSize, offset, length) {
  validateNumber(size, 'size');
  size *= elementSize;
  if (Number.isNaN(size) || size > kMaxPossibleLength || size < 0) {
    throw new (codes().ERR_OUT_OF_RANGE)('size', `>= 0 && <= ${kMaxPossibleLength}`, size);
  }
  if (size + offset > length) {
    throw new (codes().ERR_OUT_OF_RANGE)('size + offset', `<= ${length}`, size + offset);
  }
  return size >>> 0;
}

function randomBytes(size, callback) {
  // A small whole size without a callback needs none of the checks below.
  if (callback === undefined && typeof size === 'number' && (size & 0xffff) === size) {
    return nativeRandomBytes(size);
  }
  size = assertSize(size, 1, 0, Infinity);
  if (callback !== undefined) validateFunction(callback, 'callback');
  if (callback === undefined) return nativeRandomBytes(size);
  fillAsync(size, (err, bytes) => {
    if (err) return callback(err);
    callback(null, bytes);
  });
}

function checkBuffer(buf) {
  if (!isArrayBufferView(buf) && !isAnyArrayBuffer(buf)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('buf', ['ArrayBuffer', 'ArrayBufferView'], buf);
  }
}

function randomFillSync(buf, offset = 0, size) {
  checkBuffer(buf);
  const elementSize = buf.BYTES_PER_ELEMENT || 1;
  offset = assertOffset(offset, elementSize, buf.byteLength);
  if (size === undefined) {
    size = buf.byteLength - offset;
  } else {
    size = assertSize(size, elementSize, offset, buf.byteLength);
  }
  fillSync(buf, offset, size);
  return buf;
}

function randomFill(buf, offset, size, callback) {
  checkBuffer(buf);
  const elementSize = buf.BYTES_PER_ELEMENT || 1;
  if (typeof offset === 'function') {
    callback = offset;
    offset = 0;
    size = undefined;
  } else if (typeof size === 'function') {
    callback = size;
    size = undefined;
    // Node scales the offset by the element size before validating it, so a Symbol or
    // BigInt offset fails on that arithmetic (a plain TypeError), not on the type check.
    // eslint-disable-next-line no-unused-expressions
    offset * elementSize;
  } else {
    validateFunction(callback, 'callback');
  }
  offset = assertOffset(offset, elementSize, buf.byteLength);
  if (size === undefined) {
    size = buf.byteLength - offset;
  } else {
    size = assertSize(size, elementSize, offset, buf.byteLength);
  }
  fillAsync(size, (err, bytes) => {
    if (err) return callback(err);
    // The caller's buffer may have been detached or shrunk meanwhile: fill what is left.
    const ab = isAnyArrayBuffer(buf) ? buf : buf.buffer;
    const start = (isAnyArrayBuffer(buf) ? 0 : buf.byteOffset) + offset;
    const n = Math.max(0, Math.min(size, ab.byteLength - start));
    if (n > 0) new Uint8Array(ab, start, n).set(n === size ? bytes : bytes.subarray(0, n));
    callback(null, buf);
  });
}

function randomInt(min, max, callback) {
  const minNotSpecified = typeof max === 'undefined' || typeof max === 'function';
  if (minNotSpecified) {
    callback = max;
    max = min;
    min = 0;
  }
  const isSync = typeof callback === 'undefined';
  if (!isSync) validateFunction(callback, 'callback');
  if (!Number.isSafeInteger(min)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('min', 'a safe integer', min);
  }
  if (!Number.isSafeInteger(max)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('max', 'a safe integer', max);
  }
  if (max <= min) {
    throw new (codes().ERR_OUT_OF_RANGE)(
      'max', `greater than the value of "min" (${min})`, max);
  }
  const range = max - min;
  if (!(range <= RAND_MAX)) {
    throw new (codes().ERR_OUT_OF_RANGE)(
      `max${minNotSpecified ? '' : ' - min'}`, `<= ${RAND_MAX}`, range);
  }
  const n = binding.randomInt(min, max);
  if (isSync) return n;
  process.nextTick(callback, undefined, n);
}

// The native entry answers `undefined` and plain objects itself; this is every other shape.
function randomUUID(options) {
  if (options !== undefined) validateObject(options, 'options');
  // A plain read (inherited values count, other properties are not touched), as Node.
  const { disableEntropyCache = false } = options ?? {};
  validateBoolean(disableEntropyCache, 'options.disableEntropyCache');
  return nativeRandomUUID(disableEntropyCache);
}

// The native entry read `options.disableEntropyCache` once and found no boolean.
function rejectEntropyOption(value) {
  validateBoolean(value, 'options.disableEntropyCache');
}

// RFC 9562 version 7: 48 bits of Unix time in milliseconds, then random bits.
function randomUUIDv7(options) {
  if (options !== undefined) validateObject(options, 'options');
  const { disableEntropyCache = false } = options ?? {};
  validateBoolean(disableEntropyCache, 'options.disableEntropyCache');
  const b = new FastBuffer(16);
  fillSync(b, 0, 16);
  let ms = Date.now();
  for (let i = 5; i >= 0; i--) {
    b[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = b.hexSlice(0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-` +
    `${hex.slice(16, 20)}-${hex.slice(20)}`;
}

module.exports = {
  randomBytes,
  randomFill,
  randomFillSync,
  randomInt,
  // Native for no options and plain option objects; `randomUUID` above otherwise.
  randomUUID: binding.randomUUIDEntry(randomUUID, rejectEntropyOption),
  randomUUIDv7,
};
