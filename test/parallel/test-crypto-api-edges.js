// Corners of the crypto API that Node's own tests lean on: constructors called without
// `new`, hybrid EC points, a Hash's digest after its stream ended, argument shifting and
// the order of generateKeyPair's checks, WebCrypto's refusal of SharedArrayBuffers.
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');
const { promisify } = require('util');

// Node's test/common decides whether crypto exists by this key.
assert.strictEqual(typeof process.versions.openssl, 'string');

// Sign and Verify are constructor functions: no `new` needed, instanceof and subclassing
// hold.
{
  const s = crypto.Sign('SHA256');
  assert(s instanceof crypto.Sign);
  assert(crypto.Verify('SHA256') instanceof crypto.Verify);
  assert(crypto.createSign('sha1') instanceof crypto.Sign);
  assert.strictEqual(crypto.Sign.name, 'Sign');
  assert.strictEqual(crypto.Sign.length, 2);
  class MySign extends crypto.Sign {}
  const m = new MySign('sha256');
  assert(m instanceof MySign && m instanceof crypto.Sign);
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const sig = m.update('data').sign(privateKey);
  assert.strictEqual(crypto.Verify('sha256').update('data').verify(publicKey, sig), true);
}

// Hybrid EC points: the uncompressed point with y's parity in the first byte.
{
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const plain = ecdh.getPublicKey();
  const hybrid = ecdh.getPublicKey(null, 'hybrid');
  assert.strictEqual(hybrid.length, plain.length);
  assert.strictEqual(hybrid[0], 6 | (plain[plain.length - 1] & 1));
  assert.deepStrictEqual(hybrid.subarray(1), plain.subarray(1));
  const compressed = ecdh.getPublicKey(null, 'compressed');
  assert.deepStrictEqual(
    crypto.ECDH.convertKey(compressed, 'prime256v1', null, null, 'hybrid'), hybrid);
  assert.deepStrictEqual(crypto.ECDH.convertKey(hybrid, 'prime256v1'), plain);
  // A hybrid point whose parity byte lies is refused, as OpenSSL refuses it.
  const liar = Buffer.from(hybrid);
  liar[0] ^= 1;
  assert.throws(() => crypto.ECDH.convertKey(liar, 'prime256v1'), {
    name: 'Error', code: 'ERR_CRYPTO_OPERATION_FAILED', message: 'Failed to convert Buffer to EC_POINT',
  });
  // The other side can use the hybrid form.
  const other = crypto.createECDH('prime256v1');
  other.generateKeys();
  assert.deepStrictEqual(other.computeSecret(hybrid), ecdh.computeSecret(other.getPublicKey()));
  assert.throws(() => ecdh.getPublicKey(null, 'sideways'), { code: 'ERR_CRYPTO_ECDH_INVALID_FORMAT' });
  // No bytes convert to no bytes; an ECDH without a private key computes nothing.
  assert.strictEqual(crypto.ECDH.convertKey(Buffer.alloc(0), 'prime256v1').length, 0);
  assert.strictEqual(crypto.ECDH.convertKey('', 'prime256v1', 'hex', 'hex'), '');
  assert.throws(() => crypto.createECDH('prime256v1').computeSecret(plain), {
    name: 'Error', code: 'ERR_CRYPTO_OPERATION_FAILED', message: 'Failed to compute ECDH key',
  });
}

// digest() after a Hash stream ended gives the flushed digest once more, then refuses.
{
  const h = crypto.createHash('sha256');
  h.end('abc');
  h.on('data', common.mustCall((chunk) => {
    assert.strictEqual(chunk.toString('hex'),
                       'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  }));
  h.on('end', common.mustCall(() => {
    assert.strictEqual(h.digest('base64'), 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    assert.throws(() => h.digest(), { code: 'ERR_CRYPTO_HASH_FINALIZED' });
  }));
}

// pbkdf2 with the callback where the digest goes: the digest is the missing argument.
assert.throws(() => crypto.pbkdf2('password', 'salt', 8, 8, common.mustNotCall()), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'The "digest" argument must be of type string. Received undefined',
});

// generateKeyPair: OpenSSL's limits on RSA, in both forms.
{
  const tooSmall = { code: 'ERR_OSSL_KEY_SIZE_TOO_SMALL',
                     message: 'error:1C8000AB:Provider routines::key size too small' };
  const badExponent = { code: 'ERR_OSSL_RSA_PUB_EXPONENT_OUT_OF_RANGE',
                        message: 'error:020000B2:rsa routines::pub exponent out of range' };
  assert.throws(() => crypto.generateKeyPairSync('rsa', { modulusLength: 256 }), tooSmall);
  // An even exponent has no primes to go with it: refused, not searched for.
  for (const publicExponent of [1, 4, 65538]) {
    assert.throws(() => crypto.generateKeyPairSync('rsa', { modulusLength: 512, publicExponent }),
                  badExponent);
    crypto.generateKeyPair('rsa', { modulusLength: 512, publicExponent }, common.mustCall((err) => {
      assert.strictEqual(err.code, badExponent.code);
    }));
  }
  // null means the default exponent.
  const { publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 512, publicExponent: null });
  assert.strictEqual(publicKey.asymmetricKeyDetails.publicExponent, 65537n);
  // A 512-bit PKCS#1 public key reads back and encrypts (OpenSSL allows 512 bits).
  const pem = publicKey.export({ type: 'pkcs1', format: 'pem' });
  assert.strictEqual(crypto.publicEncrypt(pem, Buffer.from('x')).length, 64);
}

// generateKeyPair: the options of every type are checked before anything is made.
{
  assert.throws(() => crypto.generateKeyPairSync('ec', { namedCurve: 'P-256', paramEncoding: 'foo' }), {
    code: 'ERR_INVALID_ARG_VALUE',
    message: "The property 'options.paramEncoding' is invalid. Received 'foo'",
  });
  assert.throws(() => crypto.generateKeyPairSync('ed25519', 0), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.generateKeyPairSync('dh', {}), {
    code: 'ERR_MISSING_OPTION',
    message: 'At least one of the group, prime, or primeLength options is required',
  });
  assert.throws(() => crypto.generateKeyPairSync('dh', { group: 'modp14', prime: Buffer.alloc(8) }), {
    code: 'ERR_INCOMPATIBLE_OPTION_PAIR',
  });
  assert.throws(() => crypto.generateKeyPairSync('dh', { group: 'modp99' }), {
    code: 'ERR_CRYPTO_UNKNOWN_DH_GROUP', message: 'Unknown DH group',
  });
  assert.throws(() => crypto.generateKeyPairSync('dh', { primeLength: -1 }), {
    code: 'ERR_OUT_OF_RANGE',
  });
  assert.throws(() => crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512, hashAlgorithm: 'foo' }), {
    name: 'TypeError', code: 'ERR_CRYPTO_INVALID_DIGEST', message: 'Invalid digest: foo',
  });
  assert.throws(() => crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512, mgf1HashAlgorithm: 'foo' }), {
    name: 'TypeError', code: 'ERR_CRYPTO_INVALID_DIGEST', message: 'Invalid MGF1 digest: foo',
  });
  assert.throws(() => crypto.generateKeyPairSync('dsa', { modulusLength: 2048, divisorLength: -1 }), {
    code: 'ERR_OUT_OF_RANGE',
  });
  // JWK has no names for DSA keys or for curves like secp224r1.
  assert.throws(() => crypto.generateKeyPairSync('dsa', {
    modulusLength: 2048, publicKeyEncoding: { format: 'jwk' }, privateKeyEncoding: { format: 'jwk' },
  }), { code: 'ERR_CRYPTO_JWK_UNSUPPORTED_KEY_TYPE', message: 'Unsupported JWK Key Type.' });
  assert.throws(() => crypto.generateKeyPairSync('ec', {
    namedCurve: 'secp224r1', publicKeyEncoding: { format: 'jwk' }, privateKeyEncoding: { format: 'jwk' },
  }), { code: 'ERR_CRYPTO_JWK_UNSUPPORTED_CURVE', message: 'Unsupported JWK EC curve: secp224r1.' });
}

// util.promisify(generateKeyPair) resolves to both keys.
promisify(crypto.generateKeyPair)('ec', { namedCurve: 'P-256' }).then(common.mustCall((pair) => {
  assert.deepStrictEqual(Object.keys(pair), ['publicKey', 'privateKey']);
  assert.strictEqual(pair.publicKey.type, 'public');
  assert.strictEqual(pair.privateKey.type, 'private');
}));

// WebCrypto takes BufferSources only: no SharedArrayBuffer, nor a view on one.
{
  const sab = new SharedArrayBuffer(16);
  const notSource = "Failed to execute 'digest' on 'SubtleCrypto': 2nd argument is not instance " +
    'of ArrayBuffer, Buffer, TypedArray, or DataView.';
  const sabView = "Failed to execute 'digest' on 'SubtleCrypto': 2nd argument is a view on a " +
    'SharedArrayBuffer, which is not allowed.';
  assert.rejects(crypto.subtle.digest('SHA-256', sab), { code: 'ERR_INVALID_ARG_TYPE', message: notSource })
    .then(common.mustCall());
  assert.rejects(crypto.subtle.digest('SHA-256', new Uint8Array(sab)),
                 { code: 'ERR_INVALID_ARG_TYPE', message: sabView }).then(common.mustCall());
  assert.rejects(crypto.subtle.importKey('raw', new DataView(sab), 'AES-GCM', false, ['encrypt']), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: "Failed to execute 'importKey' on 'SubtleCrypto': 2nd argument is a view on a " +
      'SharedArrayBuffer, which is not allowed.',
  }).then(common.mustCall());
  crypto.subtle.digest('SHA-256', new Uint8Array(4)).then(common.mustCall());
}
