// ML-DSA (FIPS 204) and ML-KEM (FIPS 203) KeyObjects as Node 26.10 has them: key pairs
// in every encoding, public keys derived from fixed seeds (digests recorded from Node
// 26.10), AKP JWKs, hedged signatures with contexts, encapsulate/decapsulate (with ML-KEM's
// implicit-rejection output recorded from Node 26.10) and the errors of each. Keys read
// from the expanded private form are covered by runtime/src/bindings/crypto/pqc_keys.rs.
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

const kOid = {
  'ml-dsa-44': '0311', 'ml-dsa-65': '0312', 'ml-dsa-87': '0313',
  'ml-kem-512': '0401', 'ml-kem-768': '0402', 'ml-kem-1024': '0403',
};
// sha256 of the SPKI of the key whose seed is all 0x07 bytes.
const kSpkiDigest = {
  'ml-dsa-44': '3dd001c79c2c44603705fe62265caea3905da0a1b84d400561492377835ddd12',
  'ml-dsa-65': '84c7bb18d0b5cd9b177ea26de1aaf13fd2640f8a164393a2ef1547dbe857f3ef',
  'ml-dsa-87': '6673208f81a5373249759f13f5b1167930c2ae8f40cec84a5980027b5b7a315f',
  'ml-kem-512': 'b38a6d4efc263fd1eb028af4f972901dfb23dfa8a44e904594af8d1d2816b151',
  'ml-kem-768': '88a3dd5a63216f7d9b4dbcf5947c5108c534e84b5488620b62e354f5cf00d95f',
  'ml-kem-1024': '030a8d983905dfa8586a816e3936c3c09de7f3037a073ed864d5820ddeb090a9',
};
// What that key decapsulates from a ciphertext of all 0x01 bytes (implicit rejection).
const kRejected = {
  'ml-kem-512': ['02d00987eb506d4cbb6f6198b077816fccb079a42ecde36bbc546fb159142ccd', 768],
  'ml-kem-768': ['e0b1bf61786f30306ba0c555c4539045a1c765ac5c6debb610d02945a2c9d570', 1088],
  'ml-kem-1024': ['198fb19538e290de6991fb67e176e8dc2c8e32a65f870ed2a5d47ed4bf85496e', 1568],
};
const kSizes = {
  'ml-dsa-44': [1312, 2420], 'ml-dsa-65': [1952, 3309], 'ml-dsa-87': [2592, 4627],
};

// PKCS#8 with the seed alone ([0] IMPLICIT OCTET STRING).
function seedPkcs8(type, seed) {
  const inner = Buffer.concat([Buffer.from([0x80, seed.length]), seed]);
  const body = Buffer.concat([
    Buffer.from(`020100300b060960864801650304${kOid[type]}`, 'hex'),
    Buffer.from([0x04, inner.length]), inner,
  ]);
  return Buffer.concat([Buffer.from([0x30, body.length]), body]);
}

for (const type of Object.keys(kOid)) {
  const seedLen = type.startsWith('ml-dsa') ? 32 : 64;
  const der = seedPkcs8(type, Buffer.alloc(seedLen, 7));
  const key = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  assert.strictEqual(key.asymmetricKeyType, type);
  assert.deepStrictEqual(key.asymmetricKeyDetails, {});
  const pub = crypto.createPublicKey(key);
  const spki = pub.export({ format: 'der', type: 'spki' });
  assert.strictEqual(crypto.hash('sha256', spki), kSpkiDigest[type]);
  // A seed key writes the seed form back, byte for byte.
  assert.deepStrictEqual(key.export({ format: 'der', type: 'pkcs8' }), der);
  const pem = key.export({ format: 'pem', type: 'pkcs8' });
  assert.match(pem, /^-----BEGIN PRIVATE KEY-----\n/);
  assert(crypto.createPrivateKey(pem).equals(key));
  assert(crypto.createPublicKey({ key: spki, format: 'der', type: 'spki' }).equals(pub));

  // JWK: kty AKP, alg upper-case, priv is the seed.
  const jwk = key.export({ format: 'jwk' });
  assert.deepStrictEqual(Object.keys(jwk), ['kty', 'alg', 'pub', 'priv']);
  assert.strictEqual(jwk.kty, 'AKP');
  assert.strictEqual(jwk.alg, type.toUpperCase());
  assert.strictEqual(Buffer.from(jwk.priv, 'base64url').length, seedLen);
  assert(crypto.createPrivateKey({ format: 'jwk', key: jwk }).equals(key));
  assert(crypto.createPublicKey({ format: 'jwk', key: jwk }).equals(pub));
  assert.deepStrictEqual(pub.export({ format: 'jwk' }), { kty: 'AKP', alg: jwk.alg, pub: jwk.pub });
  const other = crypto.generateKeyPairSync(type).publicKey.export({ format: 'jwk' });
  for (const bad of [{ ...jwk, pub: other.pub }, { ...jwk, priv: jwk.priv.slice(2) },
    { ...jwk, pub: undefined }, { ...jwk, priv: 5 }]) {
    assert.throws(() => crypto.createPrivateKey({ format: 'jwk', key: bad }),
                  { name: 'TypeError', code: 'ERR_CRYPTO_INVALID_JWK', message: 'Invalid JWK AKP key' });
  }
  for (const alg of [undefined, 5, type]) {
    assert.throws(() => crypto.createPublicKey({ format: 'jwk', key: { ...jwk, alg } }),
                  { code: 'ERR_CRYPTO_INVALID_JWK', message: 'Unsupported JWK AKP "alg"' });
  }
  assert.throws(() => crypto.createPrivateKey({ format: 'jwk', key: other }),
                { code: 'ERR_CRYPTO_INVALID_JWK', message: 'JWK does not contain private key material' });

  // Key pairs in every encoding.
  const pair = crypto.generateKeyPairSync(type, {
    publicKeyEncoding: { format: 'pem', type: 'spki' },
    privateKeyEncoding: { format: 'der', type: 'pkcs8' },
  });
  assert.match(pair.publicKey, /^-----BEGIN PUBLIC KEY-----\n/);
  assert.strictEqual(pair.privateKey.length, der.length);
  crypto.generateKeyPair(type, { publicKeyEncoding: { format: 'jwk' } },
                         common.mustSucceed((publicKey, privateKey) => {
                           assert.strictEqual(publicKey.alg, type.toUpperCase());
                           assert.strictEqual(privateKey.type, 'private');
                         }));
  assert.throws(() => crypto.diffieHellman({ privateKey: key, publicKey: pub }), {
    code: 'ERR_CRYPTO_INCOMPATIBLE_KEY',
    message: `Incompatible key types for Diffie-Hellman: ${type} and ${type}`,
  });
}

// ML-DSA signatures: the message itself, an optional context, no digest.
for (const [type, [, sigLen]] of Object.entries(kSizes)) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync(type);
  const data = Buffer.from('message');
  const sig = crypto.sign(null, data, privateKey);
  assert.strictEqual(sig.length, sigLen);
  assert.strictEqual(crypto.verify(null, data, publicKey, sig), true);
  assert.strictEqual(crypto.verify(undefined, data, privateKey, sig), true);
  assert.strictEqual(crypto.verify(null, Buffer.from('massage'), publicKey, sig), false);
  assert.strictEqual(crypto.verify(null, data, publicKey, sig.subarray(1)), false);
  // Hedged: two signatures of one message differ, both verify.
  assert.notDeepStrictEqual(crypto.sign(null, data, privateKey), sig);

  const context = Buffer.from('ctx');
  const withContext = crypto.sign(null, data, { key: privateKey, context });
  assert.strictEqual(crypto.verify(null, data, { key: publicKey, context }, withContext), true);
  assert.strictEqual(crypto.verify(null, data, publicKey, withContext), false);
  assert.throws(() => crypto.sign(null, data, { key: privateKey, context: Buffer.alloc(256) }),
                { name: 'RangeError', code: 'ERR_OUT_OF_RANGE' });

  assert.throws(() => crypto.sign('sha256', data, privateKey), {
    code: 'ERR_OSSL_INVALID_DIGEST', message: 'error:1C80007A:Provider routines::invalid digest',
  });
  assert.throws(() => crypto.createSign('sha256').update(data).sign(privateKey),
                { code: 'ERR_CRYPTO_UNSUPPORTED_OPERATION' });
  crypto.sign(null, data, privateKey, common.mustSucceed((s) => {
    assert.strictEqual(crypto.verify(null, data, publicKey, s), true);
  }));
  crypto.sign('sha512', data, privateKey, common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_OSSL_INVALID_DIGEST');
  }));
  assert.throws(() => crypto.encapsulate(publicKey),
                { code: 'ERR_CRYPTO_OPERATION_FAILED', message: 'Encapsulation failed' });
}

// ML-KEM: encapsulate with the public (or private) key, decapsulate with the private one.
for (const [type, [rejected, ctLen]] of Object.entries(kRejected)) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync(type);
  const { sharedKey, ciphertext } = crypto.encapsulate(publicKey);
  assert(Buffer.isBuffer(sharedKey));
  assert.strictEqual(sharedKey.length, 32);
  assert.strictEqual(ciphertext.length, ctLen);
  assert.deepStrictEqual(crypto.decapsulate(privateKey, ciphertext), sharedKey);
  const again = crypto.encapsulate(privateKey);
  assert.deepStrictEqual(crypto.decapsulate(privateKey, again.ciphertext), again.sharedKey);
  assert.notDeepStrictEqual(again.sharedKey, sharedKey);

  const fixed = crypto.createPrivateKey({ key: seedPkcs8(type, Buffer.alloc(64, 7)),
                                          format: 'der', type: 'pkcs8' });
  assert.strictEqual(crypto.decapsulate(fixed, Buffer.alloc(ctLen, 1)).toString('hex'), rejected);

  assert.throws(() => crypto.decapsulate(privateKey, ciphertext.subarray(1)),
                { code: 'ERR_CRYPTO_OPERATION_FAILED', message: 'Decapsulation failed' });
  assert.throws(() => crypto.decapsulate(publicKey, ciphertext),
                { code: 'ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE' });
  assert.throws(() => crypto.decapsulate(privateKey, 5), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.encapsulate(publicKey, 5), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => crypto.encapsulate(crypto.createSecretKey(Buffer.alloc(16))),
                { code: 'ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE' });
  assert.throws(() => crypto.sign(null, Buffer.alloc(1), privateKey),
                { code: 'ERR_OSSL_EVP_OPERATION_NOT_SUPPORTED_FOR_THIS_KEYTYPE' });

  crypto.encapsulate(publicKey, common.mustSucceed((result) => {
    assert.deepStrictEqual(Object.keys(result), ['sharedKey', 'ciphertext']);
    crypto.decapsulate(privateKey, result.ciphertext, common.mustSucceed((shared) => {
      assert.deepStrictEqual(shared, result.sharedKey);
    }));
    crypto.decapsulate(privateKey, result.ciphertext.subarray(2), common.mustCall((err, shared) => {
      assert.strictEqual(err.message, 'Decapsulation failed');
      assert.strictEqual(shared, undefined);
    }));
  }));
}
