// RSA-PSS keys ('rsa-pss', id-RSASSA-PSS): a Node 26.10 key restricted to SHA-256 with
// MGF1-SHA-512 and 11-byte salts reads here with its restrictions, its signature verifies,
// and the key's limits (digest, padding, salt, no encryption, no JWK) hold as in Node.
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');

const nodeKey = "-----BEGIN PRIVATE KEY-----\nMIICrAIBADBBBgkqhkiG9w0BAQowNKAPMA0GCWCGSAFlAwQCAQUAoRwwGgYJKoZI\nhvcNAQEIMA0GCWCGSAFlAwQCAwUAogMCAQsEggJiMIICXgIBAAKBgQCoLc7PR2Ho\nL7HQZzwih5YF5UmSwmv0pc43/0ONj+01TVOMG9b80i7Toz6JsCUOQ+Ef5GEIET9k\ne6GqBcPeEP0hJcN1vqyoKd2+Rhv5OJmPwTi6uWY8pR5MpNbiuYfOZa1nkTdQqw5y\nPW9JQOL7ExG+xvTwl4wsbtJERwg/CVnQ8wIDAQABAoGBAI8xMXza0knXEhbXTyQ3\nPU0XxGTolPJgmgyjkujdOqK/i/snWQ06CBS6UWz6RRK4SN3Wnac4yDjN6v/QmMxi\nuqI0z8D7xhnphXDKYzS85hJVy2JC55SDoVIDFsj+pXjNKTvhfyBuQc8zPEf0k4W3\nFpy/dTgZB/0iKmV4JkITISQBAkEA2MmjGhvncSR73bD/q1qmtPI92pTdsI9pSdsC\nLetiVwdZ4BXGBHKm7sRLZTXE4mCO/XumrSRw6bEbnovqwwZRswJBAMaZV5ApvU9a\njmtovW67qmptgJXO4Lh8cAQRlhZ2sceoGqKoDCY2gcTe6To00SLfRHWZepdY1vaw\ncnSI1aUKY8ECQBsTK8yh+YjW7qVkaroC61kj+/elqf5YGuU/dgk4IaMO5vmmnoGF\ntDWTzHrKeVlwh8s+uzVanMOC/BkUDnDnBCMCQQCqEYKUp8m//LJddJJUE006Wo90\nunZiRd2+/jhjAD351hEJHZNZ3e9+4c0j1TsK+9sqQcZjeOaM1kkNVmhuLtmBAkEA\nvgPYkzvWvNECuTgV/+0VPzps+1wgyskJWaNFsPThUhUHswTTUTpYQ5mFPfPeWzLT\nkZFec2u4OUpTGft+Uvvsew==\n-----END PRIVATE KEY-----\n";
const nodeSig = "Tyt2BnpLD7yld0hTkUDmXJ+Om2y7NHiTQkcnHLpKiFyn5n3gzyNNZNgIwBTmhbL+hJ5BwptKCfVfurodZIBnFjYRhWmfgOVLhjQWU+z0wlAPJgwMriwz2jQflSPLSg21au78GSi0LkmFGZUNgNJS39fdg1kPNdaSLvFzTJzQgUA=";
const nodeSpki = "MIHTMEEGCSqGSIb3DQEBCjA0oA8wDQYJYIZIAWUDBAIBBQChHDAaBgkqhkiG9w0BAQgwDQYJYIZIAWUDBAIDBQCiAwIBCwOBjQAwgYkCgYEAqC3Oz0dh6C+x0Gc8IoeWBeVJksJr9KXON/9DjY/tNU1TjBvW/NIu06M+ibAlDkPhH+RhCBE/ZHuhqgXD3hD9ISXDdb6sqCndvkYb+TiZj8E4urlmPKUeTKTW4rmHzmWtZ5E3UKsOcj1vSUDi+xMRvsb08JeMLG7SREcIPwlZ0PMCAwEAAQ==";
const data = Buffer.from('minirt');
const ossl = (code) => ({ code });

{
  const priv = crypto.createPrivateKey(nodeKey);
  const pub = crypto.createPublicKey(priv);
  assert.strictEqual(priv.asymmetricKeyType, 'rsa-pss');
  assert.deepStrictEqual(pub.asymmetricKeyDetails, {
    modulusLength: 1024,
    publicExponent: 65537n,
    hashAlgorithm: 'sha256',
    mgf1HashAlgorithm: 'sha512',
    saltLength: 11,
  });
  // Written back byte for byte as Node wrote it.
  assert.strictEqual(priv.export({ type: 'pkcs8', format: 'pem' }), nodeKey);
  assert.strictEqual(pub.export({ type: 'spki', format: 'der' }).toString('base64'), nodeSpki);
  assert.ok(pub.equals(crypto.createPublicKey({ key: Buffer.from(nodeSpki, 'base64'),
                                                format: 'der', type: 'spki' })));

  const sig = Buffer.from(nodeSig, 'base64');
  assert.strictEqual(crypto.verify('sha256', data, pub, sig), true);
  // The digest defaults to the key's.
  assert.strictEqual(crypto.verify(null, data, pub, sig), true);
  assert.strictEqual(crypto.verify('sha256', Buffer.from('other'), pub, sig), false);
  // The key's salt length is the one expected unless another is asked for.
  assert.strictEqual(crypto.verify('sha256', data, { key: pub, saltLength: 12 }, sig), false);
  assert.strictEqual(crypto.verify('sha256', data, { key: pub, saltLength: -2 }, sig), true);

  // What this side signs, with the default and a larger salt, verifies.
  const mine = crypto.sign('sha256', data, priv);
  assert.strictEqual(mine.length, 128);
  assert.strictEqual(crypto.verify('sha256', data, pub, mine), true);
  const longer = crypto.sign('sha256', data, { key: priv, saltLength: 40 });
  assert.strictEqual(crypto.verify('sha256', data, pub, longer), false);
  assert.strictEqual(crypto.verify('sha256', data, { key: pub, saltLength: 40 }, longer), true);
  const signer = crypto.createSign('sha256');
  signer.update(data);
  assert.strictEqual(crypto.verify('sha256', data, pub, signer.sign(priv)), true);

  // The restrictions.
  assert.throws(() => crypto.sign('sha1', data, priv), ossl('ERR_OSSL_DIGEST_NOT_ALLOWED'));
  assert.throws(() => crypto.verify('sha512', data, pub, sig), ossl('ERR_OSSL_DIGEST_NOT_ALLOWED'));
  assert.throws(() => crypto.sign('sha256', data, { key: priv, saltLength: 10 }),
                ossl('ERR_OSSL_PSS_SALTLEN_TOO_SMALL'));
  assert.throws(() => crypto.sign('sha256', data, {
    key: priv, padding: crypto.constants.RSA_PKCS1_PADDING,
  }), ossl('ERR_OSSL_ILLEGAL_OR_UNSUPPORTED_PADDING_MODE'));
  assert.throws(() => crypto.publicEncrypt(pub, data),
                ossl('ERR_OSSL_OPERATION_NOT_SUPPORTED_FOR_THIS_KEYTYPE'));
  assert.throws(() => crypto.privateDecrypt(priv, Buffer.alloc(128)),
                ossl('ERR_OSSL_OPERATION_NOT_SUPPORTED_FOR_THIS_KEYTYPE'));
  assert.throws(() => pub.export({ format: 'jwk' }), ossl('ERR_CRYPTO_JWK_UNSUPPORTED_KEY_TYPE'));
  assert.throws(() => priv.export({ type: 'pkcs1', format: 'pem' }),
                ossl('ERR_CRYPTO_INCOMPATIBLE_KEY_OPTIONS'));
}

// Generated keys: no options means no parameters at all in the AlgorithmIdentifier; any
// option gives OpenSSL's defaults for the rest.
{
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512 });
  assert.deepStrictEqual(publicKey.asymmetricKeyDetails,
                         { modulusLength: 512, publicExponent: 65537n });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  assert.strictEqual(spki[3], 11);
  // An unrestricted rsa-pss key signs with PSS and any digest, the salt as long as it.
  const sig = crypto.sign('sha1', data, privateKey);
  assert.strictEqual(crypto.verify('sha1', data, { key: publicKey, saltLength: 20 }, sig), true);
  assert.strictEqual(publicKey.equals(crypto.createPublicKey(privateKey)), true);
  // Not equal to the same modulus as a plain RSA key: the same SPKI with rsaEncryption's
  // AlgorithmIdentifier (OID and NULL) in place of id-RSASSA-PSS's.
  assert.strictEqual(spki.subarray(0, 15).toString('hex'), '305a300b06092a864886f70d01010a');
  const plain = crypto.createPublicKey({
    key: Buffer.concat([Buffer.from('305c300d06092a864886f70d0101010500', 'hex'), spki.subarray(15)]),
    format: 'der',
    type: 'spki',
  });
  assert.strictEqual(plain.asymmetricKeyType, 'rsa');
  assert.strictEqual(publicKey.equals(plain), false);
}

{
  const expect = (options, details) => {
    const { publicKey } = crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512, ...options });
    assert.deepStrictEqual(publicKey.asymmetricKeyDetails,
                           { modulusLength: 512, publicExponent: 65537n, ...details });
  };
  expect({ saltLength: 10 }, { hashAlgorithm: 'sha1', mgf1HashAlgorithm: 'sha1', saltLength: 10 });
  expect({ hashAlgorithm: 'sha384' },
         { hashAlgorithm: 'sha384', mgf1HashAlgorithm: 'sha384', saltLength: 48 });
  expect({ mgf1HashAlgorithm: 'sha256' },
         { hashAlgorithm: 'sha1', mgf1HashAlgorithm: 'sha256', saltLength: 20 });
  // A digest the parameters cannot name becomes SHA-1; the salt still follows its length.
  expect({ hashAlgorithm: 'md5' }, { hashAlgorithm: 'sha1', mgf1HashAlgorithm: 'sha1', saltLength: 16 });
  assert.throws(() => crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512, hashAlgorithm: 'nope' }),
                { code: 'ERR_CRYPTO_INVALID_DIGEST', message: 'Invalid digest: nope' });
  assert.throws(() => crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512, mgf1HashAlgorithm: 'nope' }),
                { code: 'ERR_CRYPTO_INVALID_DIGEST', message: 'Invalid MGF1 digest: nope' });
  // SHA-512 and its 66-byte minimum do not fit a 512-bit modulus.
  const { privateKey } = crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512 });
  assert.throws(() => crypto.sign('sha512', data, privateKey),
                ossl('ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE'));
}

// Plain RSA keys sign PSS with digests beyond SHA-2 too, and with any MGF1 via rsa-pss.
{
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
  const pss = { padding: crypto.constants.RSA_PKCS1_PSS_PADDING };
  for (const hash of ['md5', 'sha3-256', 'sha512']) {
    const sig = crypto.sign(hash, data, { key: privateKey, ...pss });
    assert.strictEqual(crypto.verify(hash, data, { key: publicKey, ...pss }, sig), true, hash);
  }
}

// Async generation.
crypto.generateKeyPair('rsa-pss', { modulusLength: 512, hashAlgorithm: 'sha256' },
                       require('../common').mustSucceed((publicKey, privateKey) => {
                         assert.strictEqual(privateKey.asymmetricKeyDetails.saltLength, 32);
                         assert.strictEqual(publicKey.asymmetricKeyType, 'rsa-pss');
                       }));
