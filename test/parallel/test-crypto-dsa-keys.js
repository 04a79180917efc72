// DSA keys: a Node 26.10 key (PKCS#8, and the same key in OpenSSL's traditional form)
// reads here with Node's details, its signatures verify in DER and IEEE P1363 form, and
// generation follows OpenSSL 3's size rules and errors.
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

const nodeKey = "-----BEGIN PRIVATE KEY-----\nMIIBSwIBADCCASsGByqGSM44BAEwggEeAoGBAKNrjjb2+K2vZy344wRkY+kIGnzo\n+x9mVhycKQVwKydxJQybe2GDtTASTEmnDjZzftdxHS2HGcwm+nCTxql5jHJt0Eny\nd2zmxeIQ5qL+aW9cDbhR1ikqqfgNmWaFkJYpRl71woDnAfGKlTOW9AtJ9cKeN0Gt\nAeKwCmjQgYoURayHAhUA8E1Yk5FfKbjjevW22dBOj5i0VnkCgYAFaACoTbPLG3c7\n6VY/5z8B9jkAAsq7UpVnxULpTY7YKUsisK5gTcfmyy8PUXeSS8Wu58+GSFaAirPQ\ny1Rk/XpdhwF7DR+QLNnr6A4mPH0g3ueTsJhbOGTIb+75i7PS1NdV+3dOkSO/obX9\n5b7fXg/Mq8ZIqv0R4m7odT8QMqKwNAQXAhUAxZ3nFpu1WYjy/ugEh0jKHVdYZwY=\n-----END PRIVATE KEY-----\n";
const nodeSig = "MC0CFEniXMyrzyD9ZOesW3Q/cY4kNR8TAhUAr7bjA4ejwfQoDma5D6o855IU8/8=";
const nodeSigP1363 = "gUM/2ieDztLxB89npAiWHOPGNHBNxzb94JRGMW4PmFLzycYRdSPJ9g==";
const traditionalKey = "-----BEGIN DSA PRIVATE KEY-----\nMIIBuwIBAAKBgQCja4429vitr2ct+OMEZGPpCBp86PsfZlYcnCkFcCsncSUMm3th\ng7UwEkxJpw42c37XcR0thxnMJvpwk8apeYxybdBJ8nds5sXiEOai/mlvXA24UdYp\nKqn4DZlmhZCWKUZe9cKA5wHxipUzlvQLSfXCnjdBrQHisApo0IGKFEWshwIVAPBN\nWJORXym443r1ttnQTo+YtFZ5AoGABWgAqE2zyxt3O+lWP+c/AfY5AALKu1KVZ8VC\n6U2O2ClLIrCuYE3H5ssvD1F3kkvFrufPhkhWgIqz0MtUZP16XYcBew0fkCzZ6+gO\nJjx9IN7nk7CYWzhkyG/u+Yuz0tTXVft3TpEjv6G1/eW+314PzKvGSKr9EeJu6HU/\nEDKisDQCgYBZnbldMzlBQvbQNUbg6TvR+rLa9RnWD2waBK7lOjGwcbrNHSR0m+1q\ndws+w8LvcR8reYV3AborqLxGNNKAcOGDj3UTCC39etR+vBac2qdIVQaYZK8DzJN9\ngnVPis7OZNw3mkWLMzNSSzsuaTsLlwGrdNzr/k8PJgGCHhBX8woixwIVAMWd5xab\ntVmI8v7oBIdIyh1XWGcG\n-----END DSA PRIVATE KEY-----\n";
const data = Buffer.from('minirt');

{
  const priv = crypto.createPrivateKey(nodeKey);
  const pub = crypto.createPublicKey(priv);
  assert.strictEqual(priv.asymmetricKeyType, 'dsa');
  assert.deepStrictEqual(pub.asymmetricKeyDetails, { modulusLength: 1024, divisorLength: 160 });
  assert.strictEqual(priv.export({ type: 'pkcs8', format: 'pem' }), nodeKey);
  // The traditional encoding holds the same key.
  assert.ok(crypto.createPrivateKey(traditionalKey).equals(priv));

  assert.strictEqual(crypto.verify('sha256', data, pub, Buffer.from(nodeSig, 'base64')), true);
  assert.strictEqual(crypto.verify('sha256', Buffer.from('x'), pub, Buffer.from(nodeSig, 'base64')), false);
  const p1363 = Buffer.from(nodeSigP1363, 'base64');
  assert.strictEqual(p1363.length, 40);
  assert.strictEqual(crypto.verify('sha1', data, { key: pub, dsaEncoding: 'ieee-p1363' }, p1363), true);
  assert.strictEqual(crypto.verify('sha1', data, pub, p1363), false);

  for (const [hash, dsaEncoding] of [['sha256', 'der'], ['sha512', 'ieee-p1363'], ['sha3-256', 'der']]) {
    const sig = crypto.sign(hash, data, { key: priv, dsaEncoding });
    if (dsaEncoding === 'ieee-p1363') assert.strictEqual(sig.length, 40);
    assert.strictEqual(crypto.verify(hash, data, { key: pub, dsaEncoding }, sig), true, hash);
    const verifier = crypto.createVerify(hash);
    verifier.update(data);
    assert.strictEqual(verifier.verify({ key: pub, dsaEncoding }, sig), true, hash);
  }
  assert.throws(() => crypto.sign('md5', data, priv), { code: 'ERR_OSSL_DIGEST_NOT_ALLOWED' });
  assert.throws(() => pub.export({ format: 'jwk' }), { code: 'ERR_CRYPTO_JWK_UNSUPPORTED_KEY_TYPE' });
  assert.throws(() => crypto.publicEncrypt(pub, data),
                { code: 'ERR_OSSL_EVP_OPERATION_NOT_SUPPORTED_FOR_THIS_KEYTYPE' });
  assert.throws(() => crypto.diffieHellman({ privateKey: priv, publicKey: pub }),
                { code: 'ERR_CRYPTO_INCOMPATIBLE_KEY' });
  assert.ok(structuredClone(priv).equals(priv));
}

// Sizes: under 2048 bits the modulus rounds up to a multiple of 64 (and must reach 1024);
// the divisor is 160, 224 (the default) or 256 bits.
{
  const details = (options) =>
    crypto.generateKeyPairSync('dsa', options).privateKey.asymmetricKeyDetails;
  assert.deepStrictEqual(details({ modulusLength: 1025, divisorLength: 160 }),
                         { modulusLength: 1088, divisorLength: 160 });
  assert.deepStrictEqual(details({ modulusLength: 1000 }), { modulusLength: 1024, divisorLength: 224 });
  assert.throws(() => details({ modulusLength: 768 }), { code: 'ERR_OSSL_DSA_BAD_FFC_PARAMETERS' });
  assert.throws(() => details({ modulusLength: 1024, divisorLength: 128 }),
                { code: 'ERR_OSSL_EVP_PROVIDER_KEYMGMT_FAILURE' });
}

crypto.generateKeyPair('dsa', { modulusLength: 2049, divisorLength: 256 },
                       common.mustSucceed((publicKey, privateKey) => {
                         assert.deepStrictEqual(publicKey.asymmetricKeyDetails,
                                                { modulusLength: 2049, divisorLength: 256 });
                         const sig = crypto.sign('sha256', data, privateKey);
                         assert.strictEqual(crypto.verify('sha256', data, publicKey, sig), true);
                       }));
