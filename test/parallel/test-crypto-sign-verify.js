// Port of nodejs/node test/parallel/test-crypto-sign-verify.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');
const fixtures = require('../common/fixtures');

const rsaPriv = fixtures.readKey('rsa_private.pem', 'ascii');
const rsaPub = fixtures.readKey('rsa_public.pem', 'ascii');
const rsaPkcs1 = fixtures.readKey('rsa_private_pkcs1.pem', 'ascii');
const data = Buffer.from('Test123');

// Sign and Verify are streams and can be constructed without new.
{
  const s = crypto.createSign('SHA1');
  assert(s instanceof crypto.Sign);
  assert.strictEqual(typeof s.write, 'function');
  const v = crypto.createVerify('SHA1');
  assert(v instanceof crypto.Verify);
}

// The same signature from the PKCS#1 and PKCS#8 forms, streamed or not, any encoding.
{
  const s1 = crypto.createSign('SHA256').update('Test').update('123').sign(rsaPriv, 'base64');
  const s2 = crypto.createSign('SHA256').update(data).sign(rsaPkcs1, 'base64');
  assert.strictEqual(s1, s2);
  const s3 = crypto.createSign('RSA-SHA256');
  s3.write('Test123');
  s3.end();
  assert.strictEqual(s3.sign(rsaPriv, 'base64'), s1);
  assert.strictEqual(crypto.createVerify('SHA256').update(data).verify(rsaPub, s1, 'base64'), true);
  assert.strictEqual(crypto.verify('sha256', data, rsaPub, Buffer.from(s1, 'base64')), true);
  const v = crypto.createVerify('SHA256');
  v.write('Test');
  v.write('123');
  v.end();
  assert.strictEqual(v.verify(rsaPub, Buffer.from(s1, 'base64')), true);
}

// PSS with each salt length: verification works with the same length and with auto.
{
  const { RSA_PKCS1_PSS_PADDING, RSA_PSS_SALTLEN_DIGEST, RSA_PSS_SALTLEN_MAX_SIGN,
          RSA_PSS_SALTLEN_AUTO } = crypto.constants;
  for (const saltLength of [RSA_PSS_SALTLEN_DIGEST, RSA_PSS_SALTLEN_MAX_SIGN, 0, 16, 32]) {
    const sig = crypto.createSign('sha512').update(data).sign({
      key: rsaPriv, padding: RSA_PKCS1_PSS_PADDING, saltLength });
    for (const verifySalt of [saltLength, RSA_PSS_SALTLEN_AUTO]) {
      assert.strictEqual(crypto.createVerify('sha512').update(data).verify({
        key: rsaPub, padding: RSA_PKCS1_PSS_PADDING, saltLength: verifySalt }, sig), true);
    }
    assert.strictEqual(crypto.createVerify('sha512').update(data).verify(rsaPub, sig), false);
  }
  // A salt longer than the key allows fails.
  assert.throws(() => crypto.sign('sha512', data, {
    key: rsaPriv, padding: RSA_PKCS1_PSS_PADDING, saltLength: 1000 }), /digest too big|data too large/);
}

// Invalid paddings, salt lengths and encodings are rejected before signing.
for (const padding of [null, 'x', 1.5, {}]) {
  assert.throws(() => crypto.sign('sha256', data, { key: rsaPriv, padding }), {
    code: 'ERR_INVALID_ARG_VALUE', name: 'TypeError',
  });
}
for (const dsaEncoding of ['foo', null, {}, 5]) {
  assert.throws(() => crypto.sign('sha256', data, { key: rsaPriv, dsaEncoding }), {
    code: 'ERR_INVALID_ARG_VALUE',
  });
}

// Keys of the wrong kind.
assert.throws(() => crypto.createSign('sha256').update(data).sign(), {
  code: 'ERR_CRYPTO_SIGN_KEY_REQUIRED', message: 'No key provided to sign',
});
assert.throws(() => crypto.sign('sha256', data, crypto.createPublicKey(rsaPub)), {
  code: 'ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE',
  message: 'Invalid key object type public, expected private.',
});
assert.throws(() => crypto.verify('sha256', data, crypto.createSecretKey(Buffer.alloc(4)), Buffer.alloc(1)), {
  code: 'ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE',
  message: 'Invalid key object type secret, expected private or public.',
});
assert.throws(() => crypto.createSign('sha256').sign('-----BEGIN PRIVATE KEY-----\nAA==\n-----END PRIVATE KEY-----\n'),
              { code: 'ERR_OSSL_UNSUPPORTED', library: 'DECODER routines' });

// ECDSA: DER and IEEE P1363 signatures of the same key.
{
  const priv = fixtures.readKey('ec_p256_private.pem', 'ascii');
  const pub = fixtures.readKey('ec_p256_public.pem', 'ascii');
  const der = crypto.sign('sha256', data, priv);
  assert.strictEqual(der[0], 0x30);
  const p1363 = crypto.sign('sha256', data, { key: priv, dsaEncoding: 'ieee-p1363' });
  assert.strictEqual(p1363.length, 64);
  assert.strictEqual(crypto.verify('sha256', data, pub, der), true);
  assert.strictEqual(crypto.verify('sha256', data, { key: pub, dsaEncoding: 'ieee-p1363' }, p1363), true);
  assert.strictEqual(crypto.verify('sha256', data, { key: pub, dsaEncoding: 'der' }, p1363), false);
  // r and s must fit the curve: an all-ones P1363 signature is simply false.
  assert.strictEqual(crypto.verify('sha256', data, { key: pub, dsaEncoding: 'ieee-p1363' }, Buffer.alloc(64, 0xff)), false);
  // Truncated and extended DER.
  assert.strictEqual(crypto.verify('sha256', data, pub, der.subarray(0, der.length - 1)), false);
  assert.strictEqual(crypto.verify('sha256', data, pub, Buffer.concat([der, Buffer.alloc(1)])), false);
}

// Ed25519 one-shots reject digests and the streaming API.
{
  const priv = fixtures.readKey('ed25519_private.pem', 'ascii');
  const pub = fixtures.readKey('ed25519_public.pem', 'ascii');
  const sig = crypto.sign(null, data, priv);
  assert.strictEqual(sig.length, 64);
  assert.deepStrictEqual(crypto.sign(undefined, data, priv), sig);
  assert.strictEqual(crypto.verify(null, data, pub, sig), true);
  assert.throws(() => crypto.sign('sha512', data, priv), { code: 'ERR_OSSL_INVALID_DIGEST' });
  assert.throws(() => crypto.createSign('sha512').update(data).sign(priv),
                { code: 'ERR_CRYPTO_UNSUPPORTED_OPERATION' });
}
