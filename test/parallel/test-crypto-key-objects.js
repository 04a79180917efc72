// Port of nodejs/node test/parallel/test-crypto-key-objects.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');
const fixtures = require('../common/fixtures');

const { createPublicKey, createPrivateKey, createSecretKey, KeyObject } = crypto;

const publicPem = fixtures.readKey('rsa_public.pem', 'ascii');
const privatePem = fixtures.readKey('rsa_private.pem', 'ascii');

// KeyObject cannot be built from outside.
assert.throws(() => new KeyObject('public', {}), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => new KeyObject('foo'), { code: 'ERR_INVALID_ARG_VALUE' });

// Public keys from PEM strings, Buffers and private keys are all the same key.
{
  const fromString = createPublicKey(publicPem);
  const fromBuffer = createPublicKey(Buffer.from(publicPem));
  const fromObject = createPublicKey({ key: publicPem, format: 'pem' });
  const fromPrivate = createPublicKey(privatePem);
  const fromPrivateObject = createPublicKey(createPrivateKey(privatePem));
  for (const k of [fromString, fromBuffer, fromObject, fromPrivate, fromPrivateObject]) {
    assert(k instanceof KeyObject);
    assert.strictEqual(k.type, 'public');
    assert.strictEqual(k.asymmetricKeyType, 'rsa');
    assert.strictEqual(k.symmetricKeySize, undefined);
    assert(k.equals(fromString));
  }
  assert.strictEqual(fromString.export({ format: 'pem', type: 'spki' }), publicPem);
  // PKCS#1 PEM is a different text of the same key.
  const pkcs1 = fromString.export({ format: 'pem', type: 'pkcs1' });
  assert.match(pkcs1, /^-----BEGIN RSA PUBLIC KEY-----/);
  assert(createPublicKey(pkcs1).equals(fromString));
}

// Private keys: the type checks of createPrivateKey.
{
  const key = createPrivateKey(privatePem);
  assert.strictEqual(key.type, 'private');
  assert.strictEqual(key.export({ format: 'pem', type: 'pkcs8' }), privatePem);
  assert.throws(() => createPrivateKey(key), {
    name: 'TypeError', code: 'ERR_INVALID_ARG_TYPE',
  });
  assert.throws(() => createPrivateKey(publicPem), { code: 'ERR_OSSL_UNSUPPORTED' });
  assert.throws(() => createPublicKey(createSecretKey(Buffer.alloc(16))), {
    code: 'ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE',
  });
  assert.strictEqual(key.equals(createPublicKey(key)), false);
  assert.strictEqual(key.equals(createSecretKey(Buffer.alloc(16))), false);
}

// JWK import and export for every key type round-trips.
for (const [file, kty] of [['rsa_private.pem', 'RSA'], ['ec_p256_private.pem', 'EC'],
  ['ec_p384_private.pem', 'EC'], ['ec_secp256k1_private.pem', 'EC'],
  ['ed25519_private.pem', 'OKP'], ['x25519_private.pem', 'OKP']]) {
  const key = createPrivateKey(fixtures.readKey(file, 'ascii'));
  const jwk = key.export({ format: 'jwk' });
  assert.strictEqual(jwk.kty, kty);
  const back = createPrivateKey({ key: jwk, format: 'jwk' });
  assert(back.equals(key));
  const pubJwk = createPublicKey(key).export({ format: 'jwk' });
  assert.strictEqual(pubJwk.d, undefined);
  assert(createPublicKey({ key: pubJwk, format: 'jwk' }).equals(createPublicKey(key)));
  // A JWK without the private member is not a private key.
  assert.throws(() => createPrivateKey({ key: pubJwk, format: 'jwk' }), {
    name: 'TypeError', code: 'ERR_CRYPTO_INVALID_JWK',
    message: 'JWK does not contain private key material',
  });
}

// DER needs a type, and the type must fit the call.
{
  const der = createPrivateKey(privatePem).export({ format: 'der', type: 'pkcs8' });
  assert(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).equals(createPrivateKey(privatePem)));
  assert.throws(() => createPrivateKey({ key: der, format: 'der' }), {
    code: 'ERR_INVALID_ARG_VALUE', message: "The property 'key.type' is invalid. Received undefined",
  });
  assert.throws(() => createPrivateKey({ key: der, format: 'der', type: 'spki' }), {
    code: 'ERR_INVALID_ARG_VALUE',
  });
  assert.throws(() => createPublicKey({ key: der, format: 'der', type: 'spki' }),
                { code: /^ERR_OSSL_/ });
}

// Malformed input never crashes: every truncation of a DER key is an error or a key.
{
  const der = createPrivateKey(fixtures.readKey('ec_p256_private.pem', 'ascii'))
    .export({ format: 'der', type: 'pkcs8' });
  for (let i = 0; i < der.length; i++) {
    assert.throws(() => createPrivateKey({ key: der.subarray(0, i), format: 'der', type: 'pkcs8' }));
    const flipped = Buffer.from(der);
    flipped[i] ^= 0x41;
    try {
      createPrivateKey({ key: flipped, format: 'der', type: 'pkcs8' });
    } catch (e) {
      assert.strictEqual(typeof e.code, 'string');
    }
  }
}

// An encrypted PEM key without a passphrase: OpenSSL's password prompt is cancelled.
assert.throws(() => createPrivateKey(fixtures.readKey('ed25519_encrypted.pem', 'ascii')), {
  code: 'ERR_OSSL_CRYPTO_INTERRUPTED_OR_CANCELLED',
  message: 'error:07880109:common libcrypto routines::interrupted or cancelled',
});
