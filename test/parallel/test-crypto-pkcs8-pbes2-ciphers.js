// PKCS#8 encrypted with PBES2 over AES-ECB, as Node 26.10 (OpenSSL 3) writes and reads it
// for privateKeyEncoding.cipher 'aes-128-ecb', 'aes-192-ecb' and 'aes-256-ecb', and over
// DES-EDE3-CBC ('des-ede3-cbc').
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');

// A P-256 key Node 26.10 wrote with cipher 'aes-128-ecb', passphrase 'abcdef', and its JWK.
const nodeDer = Buffer.from(
  'MIHkME8GCSqGSIb3DQEFDTBCMDEGCSqGSIb3DQEFDDAkBBDjKlDCpyJS8xak9Vem8UcBAgIIADAMBggqhkiG9w0CCQUA' +
  'MA0GCWCGSAFlAwQBAQQABIGQ3bkFHPf9OzCqctJ2YSTcIBaro3GRrGdDzLu/9wiohTfGLhVQUSLDr/kkYOJ5DhtKl8go' +
  's1xM2xW4GRejKuTyEz8o5Qov7a1KjowD1AIhqLMZvhhxa6a9xa0lYkXNbUd3qqs5d1/3rRDDiEH4m0s2CAwOTBd157/G' +
  'TmWKS7jak6IwMNG8cN8ExKOTUvemm8m1', 'base64');
const nodeJwk = {
  kty: 'EC', x: 'MJ5CF58JJSiTLVYDdAV83MbUX026gB78jl3MuWr9rwc',
  y: 'GT5JfuVNLEUnmXoVtGx_yul30jT4M1lUF70g7RjLSTA', crv: 'P-256',
  d: 'yU53eu86JbSqkzuRR-fklbDYFhYpmPXcpOGNYcwM8-o',
};

const key = crypto.createPrivateKey({ key: nodeDer, format: 'der', type: 'pkcs8',
                                      passphrase: 'abcdef' });
assert.deepStrictEqual(key.export({ format: 'jwk' }), nodeJwk);
assert.throws(() => crypto.createPrivateKey({ key: nodeDer, format: 'der', type: 'pkcs8',
                                              passphrase: 'wrong' }),
              { code: 'ERR_OSSL_BAD_DECRYPT' });
assert.throws(() => crypto.createPrivateKey({ key: nodeDer, format: 'der', type: 'pkcs8' }),
              { code: 'ERR_MISSING_PASSPHRASE' });

// Written and read back with each key size; the scheme is ECB (OID 2.16.840.1.101.3.4.1.x).
for (const [cipher, lastArc] of [['aes-128-ecb', 1], ['aes-192-ecb', 21], ['aes-256-ecb', 41]]) {
  const der = key.export({ type: 'pkcs8', format: 'der', cipher, passphrase: 'pw' });
  assert(der.includes(Buffer.from([0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x01,
                                   lastArc])));
  const back = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8', passphrase: 'pw' });
  assert(back.equals(key));
  const pem = key.export({ type: 'pkcs8', format: 'pem', cipher, passphrase: 'pw' });
  assert.match(pem, /^-----BEGIN ENCRYPTED PRIVATE KEY-----\n/);
  assert(crypto.createPrivateKey({ key: pem, passphrase: 'pw' }).equals(key));
}

// generateKeyPair with an ECB-encrypted private key: usable for signing with the passphrase.
const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-128-ecb', passphrase: 'p' },
});
const data = Buffer.from('data');
const sig = crypto.sign('sha256', data, { key: privateKey, passphrase: 'p' });
assert(crypto.verify('sha256', data, publicKey, sig));

// DES-EDE3-CBC: a key Node 26.10 wrote (passphrase 'abcdef'), read, and written back.
{
  const desDer = Buffer.from(
    'MIHrMFYGCSqGSIb3DQEFDTBJMDEGCSqGSIb3DQEFDDAkBBAmpz3Cqoe6FOym6HHu2j7tAgIIADAMBggqhkiG9w0C' +
    'CQUAMBQGCCqGSIb3DQMHBAiOYFebfzKamgSBkPSctdiGenKbds+Em9XrLY2Wy4r773WaLjp7S/CNi/aWcufdlcRl' +
    'FuhXMk8FnSqU0fm1sWQ7rwTCB58QTjytbzzI54dwmdB8sreKG6cy+clOdkKDeJJpucMSbn8iqXyFJidsRgEhTObt' +
    'x6wfam/U+bHFA3XMnVjscOovmSwj1ItM7X6DgSci0L0LvOtkk3gMuQ==', 'base64');
  const des = crypto.createPrivateKey({ key: desDer, format: 'der', type: 'pkcs8',
                                        passphrase: 'abcdef' });
  assert.strictEqual(des.export({ format: 'jwk' }).d, 'BTwsc9CS2DRPdtH8XorJseu1ymO1VDYoUtzp9sqDs5A');
  const pem = des.export({ type: 'pkcs8', format: 'pem', cipher: 'des-ede3-cbc',
                           passphrase: 'q' });
  assert(crypto.createPrivateKey({ key: pem, passphrase: 'q' }).equals(des));
  // (Node's fixed bytes, so the wrong passphrase fails the same way on every run.)
  assert.throws(() => crypto.createPrivateKey({ key: desDer, format: 'der', type: 'pkcs8',
                                                passphrase: 'abcdeg' }),
                { code: 'ERR_OSSL_BAD_DECRYPT' });
}
