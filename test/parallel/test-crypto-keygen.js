// Port of nodejs/node test/parallel/test-crypto-keygen.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

const pemPublic = /^-----BEGIN PUBLIC KEY-----\n([A-Za-z0-9+/=]{64}\n)*[A-Za-z0-9+/=]{1,64}\n-----END PUBLIC KEY-----\n$/;
const pemPkcs8 = /^-----BEGIN PRIVATE KEY-----\n([A-Za-z0-9+/=]{64}\n)*[A-Za-z0-9+/=]{1,64}\n-----END PRIVATE KEY-----\n$/;
const pemPkcs1 = /^-----BEGIN RSA PRIVATE KEY-----\n/;
const pemSec1 = /^-----BEGIN EC PRIVATE KEY-----\n/;

// A signature made with one half verifies with the other.
function checkPair(publicKey, privateKey, digest = 'sha256') {
  const data = Buffer.from('keygen test data');
  const sig = crypto.sign(digest, data, privateKey);
  assert.strictEqual(crypto.verify(digest, data, publicKey, sig), true);
  assert.strictEqual(crypto.verify(digest, Buffer.from('other'), publicKey, sig), false);
}

// RSA with PEM output in both PKCS#1 and PKCS#8.
{
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 3,
    publicKeyEncoding: { type: 'pkcs1', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  assert.match(publicKey, /^-----BEGIN RSA PUBLIC KEY-----\n/);
  assert.match(privateKey, pemPkcs1);
  const details = crypto.createPublicKey(publicKey).asymmetricKeyDetails;
  assert.deepStrictEqual(details, { modulusLength: 1024, publicExponent: 3n });
  checkPair(publicKey, privateKey);
}

// RSA KeyObjects, asynchronously; DER output.
crypto.generateKeyPair('rsa', { modulusLength: 1024 }, common.mustSucceed((publicKey, privateKey) => {
  assert.strictEqual(publicKey.type, 'public');
  assert.strictEqual(privateKey.type, 'private');
  assert.strictEqual(privateKey.asymmetricKeyType, 'rsa');
  assert.strictEqual(privateKey.asymmetricKeyDetails.modulusLength, 1024);
  checkPair(publicKey, privateKey);
}));
crypto.generateKeyPair('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'der' },
  privateKeyEncoding: { type: 'pkcs8', format: 'der' },
}, common.mustSucceed((publicKey, privateKey) => {
  assert(Buffer.isBuffer(publicKey));
  assert(Buffer.isBuffer(privateKey));
  checkPair({ key: publicKey, format: 'der', type: 'spki' },
            { key: privateKey, format: 'der', type: 'pkcs8' });
}));

// EC on each curve, SEC1 and PKCS#8 PEM.
for (const namedCurve of ['prime256v1', 'P-256', 'secp384r1', 'P-384', 'secp256k1']) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', {
    namedCurve,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'sec1', format: 'pem' },
  });
  assert.match(publicKey, pemPublic);
  assert.match(privateKey, pemSec1);
  checkPair(publicKey, privateKey);
  const pkcs8 = crypto.createPrivateKey(privateKey).export({ type: 'pkcs8', format: 'pem' });
  assert.match(pkcs8, pemPkcs8);
  checkPair(publicKey, pkcs8);
}

// EdDSA and X25519 without options.
{
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519');
  assert.strictEqual(publicKey.asymmetricKeyType, 'ed25519');
  assert.deepStrictEqual(privateKey.asymmetricKeyDetails, {});
  checkPair(publicKey, privateKey, null);
  const x = crypto.generateKeyPairSync('x25519');
  const y = crypto.generateKeyPairSync('x25519');
  assert.deepStrictEqual(
    crypto.diffieHellman({ privateKey: x.privateKey, publicKey: y.publicKey }),
    crypto.diffieHellman({ privateKey: y.privateKey, publicKey: x.publicKey }));
}

// JWK output.
{
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', {
    namedCurve: 'P-384',
    publicKeyEncoding: { format: 'jwk' },
    privateKeyEncoding: { format: 'jwk' },
  });
  assert.strictEqual(publicKey.kty, 'EC');
  assert.strictEqual(publicKey.crv, 'P-384');
  assert.strictEqual(publicKey.d, undefined);
  assert.strictEqual(privateKey.x, publicKey.x);
  assert.strictEqual(Buffer.from(privateKey.d, 'base64url').length, 48);
  checkPair({ key: publicKey, format: 'jwk' }, { key: privateKey, format: 'jwk' });
}

// Argument validation.
assert.throws(() => crypto.generateKeyPairSync('rsa2'), {
  name: 'TypeError', code: 'ERR_INVALID_ARG_VALUE',
  message: "The argument 'type' must be a supported key type. Received 'rsa2'",
});
assert.throws(() => crypto.generateKeyPair('ed25519', {}), { code: 'ERR_INVALID_ARG_TYPE' });
for (const modulusLength of [undefined, 'a', true, {}, 1.5]) {
  assert.throws(() => crypto.generateKeyPairSync('rsa', { modulusLength }),
                { code: modulusLength === 1.5 ? 'ERR_OUT_OF_RANGE' : 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => crypto.generateKeyPairSync('ec', { namedCurve: 'abcdef' }), {
  name: 'TypeError', code: 'ERR_CRYPTO_INVALID_CURVE', message: 'Invalid EC curve name',
});
for (const enc of [1, 'pem', true]) {
  assert.throws(() => crypto.generateKeyPairSync('ed25519', { privateKeyEncoding: enc }), {
    code: 'ERR_INVALID_ARG_VALUE',
    message: `The property 'options.privateKeyEncoding' is invalid. Received ${typeof enc === 'string' ? `'${enc}'` : enc}`,
  });
}
assert.throws(() => crypto.generateKeyPairSync('ed25519', {
  privateKeyEncoding: { format: 'pem', type: 'pkcs1' },
}), {
  code: 'ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS',
  message: 'The selected key encoding pkcs1 can only be used for RSA keys.',
});
assert.throws(() => crypto.generateKeyPairSync('rsa', {
  modulusLength: 1024, publicKeyEncoding: { format: 'der', type: 'pkcs8' },
}), { code: 'ERR_INVALID_ARG_VALUE', message: "The property 'options.publicKeyEncoding.type' is invalid. Received 'pkcs8'" });
