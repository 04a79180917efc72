// RSA encryption errors that OpenSSL raises alone (an OAEP decoding failure, data too
// large for the key) carry no opensslErrorStack, as in Node; those raised under a
// provider's signature routines keep their stack.
'use strict';
const crypto = require('crypto');

const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
const show = (label, f) => {
  try {
    f();
    console.log(label, 'no error');
  } catch (e) {
    console.log(label, e.code, JSON.stringify(e.opensslErrorStack), e.library, e.reason);
  }
};
const { RSA_PKCS1_PADDING, RSA_NO_PADDING } = crypto.constants;
show('oaep decode', () => crypto.privateDecrypt(privateKey, Buffer.alloc(128, 1)));
show('oaep too large', () => crypto.publicEncrypt(publicKey, Buffer.alloc(200, 1)));
show('pkcs1 too large', () => crypto.publicEncrypt({ key: publicKey, padding: RSA_PKCS1_PADDING },
  Buffer.alloc(200, 1)));
show('no padding too small', () => crypto.publicEncrypt({ key: publicKey, padding: RSA_NO_PADDING },
  Buffer.alloc(100, 1)));
show('privateEncrypt too large', () => crypto.privateEncrypt(privateKey, Buffer.alloc(200, 1)));
show('publicDecrypt bad padding', () => crypto.publicDecrypt(publicKey, Buffer.alloc(128, 1)));
