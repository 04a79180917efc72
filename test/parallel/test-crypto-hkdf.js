// Port of nodejs/node test/parallel/test-crypto-hkdf.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

// RFC 5869 test cases 1-3 (SHA-256) and 4 (SHA-1).
const cases = [
  ['sha256', '0b'.repeat(22), '000102030405060708090a0b0c', 'f0f1f2f3f4f5f6f7f8f9', 42,
   '3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865'],
  ['sha256', '0b'.repeat(22), '', '', 42,
   '8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8'],
  ['sha1', '0b'.repeat(11), '000102030405060708090a0b0c', 'f0f1f2f3f4f5f6f7f8f9', 42,
   '085a01ea1b10f36933068b56efa5ad81a4f14b822f5b091568a9cdd4f155fda2c22e422478d305f3f896'],
];
for (const [hash, ikm, salt, info, length, expected] of cases) {
  const args = [hash, Buffer.from(ikm, 'hex'), Buffer.from(salt, 'hex'), Buffer.from(info, 'hex'), length];
  const out = crypto.hkdfSync(...args);
  assert(out instanceof ArrayBuffer);
  assert.strictEqual(Buffer.from(out).toString('hex'), expected);
  crypto.hkdf(...args, common.mustSucceed((bits) => {
    assert(bits instanceof ArrayBuffer);
    assert.strictEqual(Buffer.from(bits).toString('hex'), expected);
  }));
  // A secret KeyObject as the input key gives the same bytes.
  const keyObject = crypto.createSecretKey(Buffer.from(ikm, 'hex'));
  assert.strictEqual(Buffer.from(crypto.hkdfSync(hash, keyObject, args[2], args[3], length)).toString('hex'),
                     expected);
}

// Strings and every byte source work for ikm, salt and info.
const ref = Buffer.from(crypto.hkdfSync('sha512', 'secret', 'salt', 'info', 20)).toString('hex');
for (const wrap of [(s) => Buffer.from(s), (s) => new Uint8Array(Buffer.from(s)),
  (s) => new Uint8Array(Buffer.from(s)).buffer,
  (s) => new DataView(new Uint8Array(Buffer.from(s)).buffer)]) {
  assert.strictEqual(Buffer.from(crypto.hkdfSync('sha512', wrap('secret'), wrap('salt'), wrap('info'), 20))
    .toString('hex'), ref);
}

// Argument checks.
assert.throws(() => crypto.hkdfSync(1, 'k', 's', 'i', 8), {
  code: 'ERR_INVALID_ARG_TYPE', message: 'The "digest" argument must be of type string. Received type number (1)',
});
assert.throws(() => crypto.hkdfSync('sha256', 1, 's', 'i', 8), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => crypto.hkdfSync('sha256', 'k', 1, 'i', 8), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => crypto.hkdfSync('sha256', 'k', 's', 1, 8), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => crypto.hkdfSync('sha256', 'k', 's', 'i', '8'), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => crypto.hkdfSync('sha256', 'k', 's', 'i', -1), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => crypto.hkdfSync('sha256', 'k', 's', 'x'.repeat(1025), 8), {
  code: 'ERR_OUT_OF_RANGE',
  message: 'The value of "info" is out of range. It must be must not contain more than 1024 bytes. Received 1025',
});
assert.throws(() => crypto.hkdfSync('unknown', 'k', 's', 'i', 8), {
  code: 'ERR_CRYPTO_INVALID_DIGEST', message: 'Invalid digest: unknown',
});
assert.throws(() => crypto.hkdf('sha256', 'k', 's', 'i', 8), { code: 'ERR_INVALID_ARG_TYPE' });

// The longest output is 255 digests.
assert.strictEqual(crypto.hkdfSync('sha256', 'k', 's', 'i', 255 * 32).byteLength, 255 * 32);
assert.throws(() => crypto.hkdfSync('sha256', 'k', 's', 'i', 255 * 32 + 1), {
  code: 'ERR_CRYPTO_INVALID_KEYLEN', name: 'RangeError', message: 'Invalid key length',
});
assert.throws(() => crypto.hkdf('sha256', 'k', 's', 'i', 255 * 32 + 1, common.mustNotCall()), {
  code: 'ERR_CRYPTO_INVALID_KEYLEN',
});
// Zero bytes is a failure of the derivation itself.
assert.throws(() => crypto.hkdfSync('sha256', 'k', 's', 'i', 0), { message: 'HKDF derivation failed' });
crypto.hkdf('sha256', 'k', 's', 'i', 0, common.mustCall((err) => {
  assert.strictEqual(err.message, 'HKDF derivation failed');
}));
