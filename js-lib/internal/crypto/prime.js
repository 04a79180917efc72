'use strict';
// internal/crypto/prime: generatePrime(Sync) and checkPrime(Sync) with Node's argument
// rules and OpenSSL's errors; the search and the tests are native (prime.rs) and run on
// the pool for the callback forms.

const { Buffer } = require('buffer');
const { binding, codes } = require('internal/crypto/util');
const {
  validateBoolean, validateFunction, validateInt32, validateObject,
} = require('internal/validators');
const { isAnyArrayBuffer, isArrayBufferView } = require('internal/util/types');

const kSources = ['ArrayBuffer', 'TypedArray', 'Buffer', 'DataView', 'bigint'];

function bnError(id, reason) {
  const err = new Error(`error:${id}:bignum routines::${reason}`);
  err.library = 'bignum routines';
  err.reason = reason;
  err.code = `ERR_OSSL_BN_${reason.toUpperCase().replace(/ /g, '_')}`;
  return err;
}

// Status numbers of primeGenerate (PrimeError in prime.rs).
function generateError(status) {
  if (status === 1) return bnError('01800076', 'bits too small');
  if (status === 2) return bnError('01800067', 'div by zero');
  const err = new Error('Random prime generation failed');
  err.code = 'ERR_CRYPTO_OPERATION_FAILED';
  return err;
}

function bigintBytes(value, name) {
  if (value < 0n) throw new (codes().ERR_OUT_OF_RANGE)(name, '>= 0', value);
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return Buffer.from(hex, 'hex');
}

function bytesOf(value, name) {
  if (typeof value === 'bigint') return bigintBytes(value, name);
  if (isAnyArrayBuffer(value)) return Buffer.from(value);
  if (isArrayBufferView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new (codes().ERR_INVALID_ARG_TYPE)(name, kSources, value);
}

// The RangeError Node's native layer throws for options it refuses.
function outOfRange(message) {
  const err = new RangeError(message);
  err.code = 'ERR_OUT_OF_RANGE';
  return err;
}

const toBigInt = (bytes) => (bytes.length === 0 ? 0n : BigInt(`0x${Buffer.from(bytes).toString('hex')}`));

function gcd(a, b) {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

// The native arguments for a prime of `size` bits under `options`, after Node's checks.
function primeJob(size, options) {
  validateObject(options, 'options');
  const { safe = false, bigint = false } = options;
  let { add, rem } = options;
  validateBoolean(safe, 'options.safe');
  validateBoolean(bigint, 'options.bigint');
  if (add !== undefined) add = bytesOf(add, 'options.add');
  if (rem !== undefined) rem = bytesOf(rem, 'options.rem');
  if (add !== undefined) {
    const a = toBigInt(add);
    if (a.toString(2).length > size && a !== 0n) {
      throw outOfRange('invalid options.add');
    }
    if (rem !== undefined && a <= toBigInt(rem)) {
      throw outOfRange('invalid options.rem');
    }
    // A residue sharing a factor with `add` admits no prime of this size: OpenSSL would
    // search forever, minirt refuses.
    const r = rem !== undefined ? toBigInt(rem) : (safe ? 3n : 1n);
    if (a !== 0n && gcd(a, r) !== 1n) {
      throw outOfRange('invalid options.rem');
    }
  } else {
    rem = undefined;
  }
  return { args: [size, safe, add, rem], bigint };
}

function primeResult(buf, bigint) {
  if (bigint) return toBigInt(buf);
  const out = new ArrayBuffer(buf.length);
  new Uint8Array(out).set(buf);
  return out;
}

// OpenSSL's bignums hold at most INT_MAX / (4 * 64) 64-bit words; a larger prime fails
// at once with "bignum too long" rather than searching.
const kMaxPrimeBits = Math.floor(0x7fffffff / 256) * 64;

function generatePrime(size, options, callback) {
  validateInt32(size, 'size', 1);
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  if (options === undefined) options = {};
  validateFunction(callback, 'callback');
  const { args, bigint } = primeJob(size, options);
  if (size > kMaxPrimeBits) {
    process.nextTick(callback, tooLong());
    return;
  }
  binding.primeGenerate(...args, (err, result) => {
    if (err) return callback(err);
    if (typeof result === 'number') return callback(generateError(result));
    callback(undefined, primeResult(result, bigint));
  });
}

function generatePrimeSync(size, options = {}) {
  validateInt32(size, 'size', 1);
  const { args, bigint } = primeJob(size, options);
  if (size > kMaxPrimeBits) throw tooLong();
  const result = binding.primeGenerate(...args);
  if (typeof result === 'number') throw generateError(result);
  return primeResult(result, bigint);
}

function checkArgs(candidate, options) {
  candidate = bytesOf(candidate, 'candidate');
  validateObject(options, 'options');
  const { checks = 0 } = options;
  validateInt32(checks, 'options.checks', 0);
  return candidate;
}

function tooLong() {
  return bnError('01800072', 'bignum too long');
}

function checkPrime(candidate, options = {}, callback) {
  if (typeof candidate !== 'bigint' && !isAnyArrayBuffer(candidate) && !isArrayBufferView(candidate)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('candidate', kSources, candidate);
  }
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  validateFunction(callback, 'callback');
  const bytes = checkArgs(candidate, options);
  const status = binding.primeCheck(bytes, (err, result) => {
    if (err) return callback(err);
    callback(undefined, result);
  });
  if (status === -1) throw tooLong();
}

function checkPrimeSync(candidate, options = {}) {
  const bytes = checkArgs(candidate, options);
  const result = binding.primeCheck(bytes);
  if (result === -1) throw tooLong();
  return result;
}

module.exports = { generatePrime, generatePrimeSync, checkPrime, checkPrimeSync };
