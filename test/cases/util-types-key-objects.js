// util.types.isKeyObject / isCryptoKey answer for real keys and for look-alikes,
// whether util was loaded before or after crypto.
'use strict';
const { isKeyObject, isCryptoKey } = require('util').types;
console.log('before crypto:', isKeyObject({}), isCryptoKey({}), isKeyObject(null), isCryptoKey(undefined));
const crypto = require('crypto');
const secret = crypto.createSecretKey(Buffer.from('0123456789abcdef'));
console.log('secret:', isKeyObject(secret), isCryptoKey(secret));
const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519');
console.log('pair:', isKeyObject(publicKey), isKeyObject(privateKey), isCryptoKey(privateKey));
console.log('forged:', isKeyObject(Object.create(crypto.KeyObject.prototype)),
            isCryptoKey(Object.create(globalThis.CryptoKey.prototype)));
crypto.subtle.importKey('raw', Buffer.alloc(16, 1), { name: 'AES-GCM' }, true, ['encrypt'])
  .then((key) => {
    console.log('webcrypto:', isCryptoKey(key), isKeyObject(key));
    const back = crypto.KeyObject.from(key);
    console.log('from:', isKeyObject(back), isCryptoKey(back), back.type);
  });
