// RSA without padding (RSA_NO_PADDING), PKCS#1 v1.5 signature-block checks in
// publicDecrypt, RSA's private-key operations given a public key in PEM, and the public key
// read out of an X.509 certificate: results and error codes as Node 26.10 gives them.
// The keys and certificates were made with OpenSSL 3; the vectors come from Node 26.10.
'use strict';
require('../common');
const assert = require('assert');
const crypto = require('crypto');

const rsaKey = "-----BEGIN PRIVATE KEY-----\nMIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBAODW2007D+y0bnah\nBl372t/Z/LnGbPkWvUTVN5EOrHDdbOS+a7pDm4ho1U9XKSBsitStpnQR6VHYAIFE\nO9t9EVCtPnBvaWfGPFN3nWLkcfAkliwRDtZ6O4U/FQTCDOQPBLlTAbC5v0Ce4ope\nJe5SSxQpEiXIVfDQRhfL8rLHKV7HAgMBAAECgYBeizpwQVOy7zQ8Af4RayRgWOOi\nosOUAnHYDehtwMPWOeXeUgwuqNswAxUfZcFPdxTx1YtW52k7Fx8vPCgHZZHvltPb\nt/knFpbRDpM+HIQyRCDPBb4soscsD9Jas/JpTnJsPGc64kmUodFUlMDP7xLCuhSF\ncBjVnq0PpwmE5OmJ4QJBAPqdwd2qhylWnQgd2vsKtzpnVQs+zcA0E0NgTcmcrnZx\nI3+e1pQQRvYq8AeYWpboJuENx4I7fc+cRvA/AgY0CtkCQQDlq1dXrZuOoSjQQTqp\nmZ6wAIyIzVFq3aJ712WXdtSWSza2UKH8xKq9tjlt5NYUIcDs6aM2+jxih/r+lRdq\n0nKfAkEA0j7umMuqwF9NNbX2M4z10iVGDz0M1yXY0zlDiNPM+MhJg5L5aRWOso2q\n+HQz602u8DbjHLpT/YuZZ4s0Y4fdYQJBAL2KSEzdw9FUA2DLVGR/mUzbRx/nglfV\njbDytK7prMxUSlTv+p+mltp2NrMQ9fQrXxKmRsKqhYczfdr4pBjOkTUCQAtnn3s6\nWRUd19FjTld3FaOEhWVwwEbfPmn+8vmg4AOpXbt/1NjqwhPeHg9kc63v3H+6MacL\nG69RZM+crzgGvlA=\n-----END PRIVATE KEY-----\n";
const rsaCert = "-----BEGIN CERTIFICATE-----\nMIICCDCCAXGgAwIBAgIUFH39HQTUICOOfyF1BikiVNAwJ6MwDQYJKoZIhvcNAQEL\nBQAwFjEUMBIGA1UEAwwLbWluaXJ0LXRlc3QwHhcNMjYxMjA0MTIxNTUwWhcNMzYx\nMjAxMTIxNTUwWjAWMRQwEgYDVQQDDAttaW5pcnQtdGVzdDCBnzANBgkqhkiG9w0B\nAQEFAAOBjQAwgYkCgYEA4NbbTTsP7LRudqEGXfva39n8ucZs+Ra9RNU3kQ6scN1s\n5L5rukObiGjVT1cpIGyK1K2mdBHpUdgAgUQ7230RUK0+cG9pZ8Y8U3edYuRx8CSW\nLBEO1no7hT8VBMIM5A8EuVMBsLm/QJ7iil4l7lJLFCkSJchV8NBGF8vysscpXscC\nAwEAAaNTMFEwHQYDVR0OBBYEFPaeiOSorqto6mxGN/YqG7LnFZhkMB8GA1UdIwQY\nMBaAFPaeiOSorqto6mxGN/YqG7LnFZhkMA8GA1UdEwEB/wQFMAMBAf8wDQYJKoZI\nhvcNAQELBQADgYEAXj9UU8eebcJsoqpvupP4Ft7t0/LFyo+3zd49TRXtUr0xQ3PM\nG5MJuYsLXBSUUETiAK8MKAWTkByDOixqOWnJC1NaoMz2E48+TEICZeDSzF13uNDA\n96i19IxXhzHWB9rX6N9eq3UEdUdk+N2r9hom8av1pXEgcqod++APVHO6zGo=\n-----END CERTIFICATE-----\n";
const rsaPub = "-----BEGIN PUBLIC KEY-----\nMIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDg1ttNOw/stG52oQZd+9rf2fy5\nxmz5Fr1E1TeRDqxw3Wzkvmu6Q5uIaNVPVykgbIrUraZ0EelR2ACBRDvbfRFQrT5w\nb2lnxjxTd51i5HHwJJYsEQ7WejuFPxUEwgzkDwS5UwGwub9AnuKKXiXuUksUKRIl\nyFXw0EYXy/KyxylexwIDAQAB\n-----END PUBLIC KEY-----\n";
const ecCert = "-----BEGIN CERTIFICATE-----\nMIIBfDCCASOgAwIBAgIUMccpfT2zoFbA4QZRodUOuH7Kc/cwCgYIKoZIzj0EAwIw\nFDESMBAGA1UEAwwJbWluaXJ0LWVjMB4XDTI2MTIwNDEyMTU1MFoXDTM2MTIwMTEy\nMTU1MFowFDESMBAGA1UEAwwJbWluaXJ0LWVjMFkwEwYHKoZIzj0CAQYIKoZIzj0D\nAQcDQgAEAEmMgpCTRH/H2AqC8/fOoaxjcPQTjN3yool0uACTCiKEki32cOr3d+l5\nnHJ9UX4WTi9O/gMJB5ltBuhELm5jXqNTMFEwHQYDVR0OBBYEFMcy4pzJJdu9vdMh\nSfUVaLrwOJ6PMB8GA1UdIwQYMBaAFMcy4pzJJdu9vdMhSfUVaLrwOJ6PMA8GA1Ud\nEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDRwAwRAIgAfEhq32h0FP35Ao8Z+sjHifc\nSbfc7QW4UC6jhdIpADACIC3nzRk2MAhrkwmhDcTwUYkZuLO0PKLgi2tov3ku5Skf\n-----END CERTIFICATE-----\n";
const ecPub = "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEAEmMgpCTRH/H2AqC8/fOoaxjcPQT\njN3yool0uACTCiKEki32cOr3d+l5nHJ9UX4WTi9O/gMJB5ltBuhELm5jXg==\n-----END PUBLIC KEY-----\n";
const rawSig = "i1ob1669e9zTtCpYcp/4aHzdJnz+KgNW9i2J9vxPgDJzN47M+hOsmC60j71EQbpkmrirS9NR+YWydxzi7z7dgcKh1GdgvA9yUlQZ/oE4mRk1RogjFtyRP/8LIN2YZkn05BPyxnrKsAS4/8N/uVxZCYLhgoqeMidG6nWVKhMr5D8=";
const rawEnc = "a7yQMLeqnaeS+hYbC2Pm02CaMeB/hQLadXfXUOPwtAzBY5yHjWRiK3E6Z1umjxCt2TD2YK98gA2Gl6B9kNWa4Az1TRmSpuPsJwdUJ5Xi6IBxlkkpQSpxreQ5tPqo+sN6wvjmAcf7Pe3hbCzA+VdAeIebyC/xBvvLLlG17hZi5BY=";
const NO_PADDING = crypto.constants.RSA_NO_PADDING;
const PKCS1 = crypto.constants.RSA_PKCS1_PADDING;
const OAEP = crypto.constants.RSA_PKCS1_OAEP_PADDING;

// The key inside a certificate is the certificate's SubjectPublicKeyInfo.
{
  const spki = (pem) => crypto.createPublicKey(pem).export({ type: 'spki', format: 'der' });
  assert.deepStrictEqual(spki(rsaCert), spki(rsaPub));
  assert.deepStrictEqual(spki(ecCert), spki(ecPub));
  assert.strictEqual(crypto.createPublicKey(ecCert).asymmetricKeyDetails.namedCurve, 'prime256v1');
  // A certificate is no private key.
  assert.throws(() => crypto.createPrivateKey(rsaCert), { code: 'ERR_OSSL_UNSUPPORTED' });
  const ct = crypto.publicEncrypt(rsaCert, Buffer.from('to the holder'));
  assert.strictEqual(crypto.privateDecrypt(rsaKey, ct).toString(), 'to the holder');
  const sig = crypto.sign('sha256', Buffer.from('signed'), rsaKey);
  assert.ok(crypto.verify('sha256', Buffer.from('signed'), rsaCert, sig));
}

// Raw RSA: exactly the modulus length in, the modulus length out, leading zeros kept.
{
  const m = Buffer.alloc(128, 0x11);
  m[0] = 0;
  const sig = crypto.privateEncrypt({ key: rsaKey, padding: NO_PADDING }, m);
  assert.strictEqual(sig.toString('base64'), rawSig);
  assert.deepStrictEqual(crypto.publicDecrypt({ key: rsaPub, padding: NO_PADDING }, sig), m);
  const enc = crypto.publicEncrypt({ key: rsaPub, padding: NO_PADDING }, m);
  assert.strictEqual(enc.toString('base64'), rawEnc);
  assert.deepStrictEqual(crypto.privateDecrypt({ key: rsaKey, padding: NO_PADDING }, enc), m);
  // Zero stays zero; a short ciphertext is a small number.
  const zero = Buffer.alloc(128);
  assert.deepStrictEqual(crypto.publicEncrypt({ key: rsaPub, padding: NO_PADDING }, zero), zero);
  const one = crypto.publicDecrypt({ key: rsaPub, padding: NO_PADDING }, Buffer.from([1]));
  assert.strictEqual(one.length, 128);
  assert.strictEqual(one[127], 1);

  const n = Buffer.from(crypto.createPublicKey(rsaPub).export({ format: 'jwk' }).n, 'base64url');
  for (const [fn, key] of [['publicEncrypt', rsaPub], ['privateEncrypt', rsaKey]]) {
    const f = (data) => crypto[fn]({ key, padding: NO_PADDING }, data);
    assert.throws(() => f(Buffer.alloc(127)), { code: 'ERR_OSSL_RSA_DATA_TOO_SMALL_FOR_KEY_SIZE' });
    assert.throws(() => f(Buffer.alloc(129)), { code: 'ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE' });
    assert.throws(() => f(n), { code: 'ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_MODULUS' });
  }
  for (const [fn, key] of [['privateDecrypt', rsaKey], ['publicDecrypt', rsaPub]]) {
    const f = (data) => crypto[fn]({ key, padding: NO_PADDING }, data);
    assert.throws(() => f(Buffer.alloc(129)), { code: 'ERR_OSSL_RSA_DATA_GREATER_THAN_MOD_LEN' });
    assert.throws(() => f(Buffer.alloc(128, 0xff)),
                  { code: 'ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_MODULUS' });
  }
  assert.throws(() => crypto.privateDecrypt({ key: rsaKey, padding: NO_PADDING }, Buffer.alloc(0)),
                { code: 'ERR_OSSL_RSA_DATA_TOO_SMALL', message: /data too small$/ });
}

// publicDecrypt reads a PKCS#1 v1.5 signature block and names what is wrong with it.
{
  const block = (bytes) => {
    const em = Buffer.alloc(128);
    Buffer.from(bytes).copy(em, 128 - bytes.length);
    return crypto.privateEncrypt({ key: rsaKey, padding: NO_PADDING }, em);
  };
  const ff = (count) => Array(count).fill(0xff);
  const open = (em) => () => crypto.publicDecrypt(rsaPub, block(em));
  assert.strictEqual(open([0, 1, ...ff(123), 0, 65, 66])().toString(), 'AB');
  assert.strictEqual(open([0, 1, ...ff(125), 0])().length, 0);
  const fails = (em, code, reason) => assert.throws(open(em), (err) => {
    assert.strictEqual(err.code, code);
    assert.strictEqual(err.reason, reason);
    assert.strictEqual(err.library, 'rsa routines');
    assert.strictEqual(err.opensslErrorStack.at(-1),
                       'error:02000072:rsa routines::padding check failed');
    return true;
  });
  fails([0, 2, ...ff(123), 0, 65, 66], 'ERR_OSSL_RSA_BLOCK_TYPE_IS_NOT_01', 'block type is not 01');
  fails([1, 1, ...ff(123), 0, 65, 66], 'ERR_OSSL_RSA_INVALID_PADDING', 'invalid padding');
  fails([0, 1, ...ff(20), 7, ...ff(105)], 'ERR_OSSL_RSA_BAD_FIXED_HEADER_DECRYPT',
        'bad fixed header decrypt');
  fails([0, 1, ...ff(126)], 'ERR_OSSL_RSA_NULL_BEFORE_BLOCK_MISSING', 'null before block missing');
  fails([0, 1, ...ff(7), 0, ...Array(118).fill(65)], 'ERR_OSSL_RSA_BAD_PAD_BYTE_COUNT',
        'bad pad byte count');
  assert.throws(() => crypto.publicDecrypt(rsaPub, Buffer.alloc(0)),
                { code: 'ERR_OSSL_RSA_BLOCK_TYPE_IS_NOT_01' });
}

// The private-key operations take a public key in PEM and then miss its private half; an
// unknown oaepHash is refused before that, and OAEP's options do not fit signature blocks.
{
  for (const fn of ['privateDecrypt', 'privateEncrypt']) {
    assert.throws(() => crypto[fn]({ key: rsaPub, oaepHash: 'Hello world' }, Buffer.alloc(10)),
                  { code: 'ERR_OSSL_EVP_INVALID_DIGEST', message: 'Invalid digest used' });
    // privateEncrypt measures the input against the key before it wants the private half.
    const size = fn === 'privateDecrypt' ? 128 : 3;
    assert.throws(() => crypto[fn](rsaPub, Buffer.alloc(size)),
                  { code: 'ERR_OSSL_RSA_MISSING_PRIVATE_KEY', reason: 'missing private key' });
    // A public KeyObject is refused by type before any of that.
    assert.throws(() => crypto[fn](crypto.createPublicKey(rsaPub), Buffer.alloc(128)),
                  { code: 'ERR_CRYPTO_INVALID_KEY_OBJECT_TYPE' });
  }
  assert.throws(() => crypto.privateEncrypt(rsaPub, Buffer.alloc(128)),
                { code: 'ERR_OSSL_RSA_DATA_TOO_LARGE_FOR_KEY_SIZE' });
  assert.throws(() => crypto.privateEncrypt({ key: rsaPub, padding: NO_PADDING }, Buffer.alloc(128)),
                { code: 'ERR_OSSL_RSA_MISSING_PRIVATE_KEY' });
  assert.throws(() => crypto.privateEncrypt({ key: rsaKey, oaepHash: 'sha256' }, Buffer.alloc(3)),
                { code: 'ERR_OSSL_EVP_INVALID_OPERATION' });
  assert.throws(() => crypto.publicDecrypt({ key: rsaPub, oaepHash: 'sha256' }, Buffer.alloc(3)),
                { code: 'ERR_OSSL_EVP_INVALID_OPERATION' });
  assert.throws(() => crypto.privateEncrypt({ key: rsaKey, oaepLabel: Buffer.alloc(2) },
                                            Buffer.alloc(3)),
                { code: 'ERR_OSSL_EVP_COMMAND_NOT_SUPPORTED' });
  assert.throws(() => crypto.privateEncrypt({ key: rsaKey, padding: OAEP }, Buffer.alloc(3)),
                { code: 'ERR_OSSL_ILLEGAL_OR_UNSUPPORTED_PADDING_MODE' });
  // An empty label is no label; OAEP's digest is ignored by PKCS#1 v1.5 encryption.
  assert.strictEqual(crypto.privateEncrypt({ key: rsaKey, oaepLabel: Buffer.alloc(0) },
                                           Buffer.alloc(3)).length, 128);
  const ct = crypto.publicEncrypt({ key: rsaPub, padding: PKCS1, oaepHash: 'md5' },
                                  Buffer.from('v1.5'));
  assert.strictEqual(crypto.privateDecrypt({ key: rsaKey, padding: PKCS1 }, ct).toString(), 'v1.5');
  // 'DSS1' is OpenSSL's old name for SHA-1.
  assert.strictEqual(crypto.createHash('DSS1').update('x').digest('hex'),
                     crypto.createHash('sha1').update('x').digest('hex'));
}
