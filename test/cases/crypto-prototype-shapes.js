'use strict';
// The own properties of crypto's classes' prototypes, in Node's order and enumerability,
// and the declared lengths of functions with optional trailing parameters.
const crypto = require('crypto');

for (const C of [crypto.Hash, crypto.Hmac, crypto.Sign, crypto.Verify, crypto.KeyObject,
                 crypto.ECDH, crypto.DiffieHellman]) {
  const proto = C.prototype;
  console.log(Object.getOwnPropertyNames(proto).join(), '|', Object.keys(proto).join());
}
console.log(crypto.getCipherInfo.length, crypto.getCipherInfo('aes-128-cbc', undefined).keyLength);

// Sign and Verify still work with the methods reassigned.
const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
const sig = crypto.createSign('sha256').update('data').sign(privateKey);
console.log(crypto.createVerify('sha256').update('data').verify(publicKey, sig));
const ecdh = crypto.createECDH('prime256v1');
console.log(ecdh.generateKeys().length, ecdh.getPrivateKey().length);
