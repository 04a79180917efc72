'use strict';
// generateKeyPair(Sync): every supported type as KeyObjects and with PEM/DER/JWK
// encodings, the callback form (RSA runs on the thread pool), and the option errors.
const crypto = require('crypto');

function show(label, fn) {
  try {
    console.log(label, fn());
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
}

function describe(label, { publicKey, privateKey }) {
  console.log(label, publicKey.type, privateKey.type, publicKey.asymmetricKeyType,
              privateKey.asymmetricKeyDetails);
  const data = Buffer.from('payload');
  if (privateKey.asymmetricKeyType !== 'x25519') {
    const sig = crypto.sign(null, data, privateKey);
    console.log(label, 'sign/verify', crypto.verify(null, data, publicKey, sig));
  }
  console.log(label, 'public derived', crypto.createPublicKey(privateKey).equals(publicKey));
}

describe('ed25519', crypto.generateKeyPairSync('ed25519'));
describe('x25519', crypto.generateKeyPairSync('x25519', {}));
describe('ec P-256', crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }));
describe('ec prime256v1', crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' }));
describe('ec P-384', crypto.generateKeyPairSync('ec', { namedCurve: 'P-384' }));
describe('ec secp256k1', crypto.generateKeyPairSync('ec', { namedCurve: 'secp256k1' }));
describe('rsa 1024', crypto.generateKeyPairSync('rsa', { modulusLength: 1024 }));
describe('rsa 3', crypto.generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 3 }));

// Encodings.
const pem = crypto.generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'sec1', format: 'pem' },
});
console.log('pem', pem.publicKey.split('\n')[0], pem.privateKey.split('\n')[0], pem.privateKey.endsWith('-----\n'));
console.log('pem usable', crypto.verify('sha256', Buffer.from('m'), pem.publicKey, crypto.sign('sha256', Buffer.from('m'), pem.privateKey)));
const der = crypto.generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'pkcs1', format: 'der' },
  privateKeyEncoding: { type: 'pkcs8', format: 'der' },
});
console.log('der', Buffer.isBuffer(der.publicKey), der.publicKey.length, Buffer.isBuffer(der.privateKey));
const pkcs1 = crypto.createPublicKey({ key: der.publicKey, format: 'der', type: 'pkcs1' });
console.log('der pkcs1 public', pkcs1.asymmetricKeyDetails.modulusLength);
const jwk = crypto.generateKeyPairSync('ed25519', {
  publicKeyEncoding: { format: 'jwk' },
  privateKeyEncoding: { format: 'jwk' },
});
console.log('jwk', Object.keys(jwk.publicKey), Object.keys(jwk.privateKey), jwk.publicKey.x.length);
const mixed = crypto.generateKeyPairSync('x25519', { publicKeyEncoding: { type: 'spki', format: 'der' } });
console.log('mixed', Buffer.isBuffer(mixed.publicKey), mixed.publicKey.length, mixed.privateKey.type);

// Callbacks, one after the other so that the output order is fixed.
crypto.generateKeyPair('rsa', { modulusLength: 1024 }, (err, publicKey, privateKey) => {
  console.log('async rsa', err, publicKey.type, privateKey.asymmetricKeyDetails.modulusLength);
  crypto.generateKeyPair('ed25519', (err2, pub2, priv2) => {
    console.log('async ed25519', err2, pub2.asymmetricKeyType, priv2.type);
    crypto.generateKeyPair('ec', {
      namedCurve: 'P-384',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }, (err3, pub3, priv3) => {
      console.log('async ec', err3, typeof pub3, priv3.split('\n')[0]);
    });
  });
});

// Errors.
show('type', () => crypto.generateKeyPairSync(5));
show('unknown type', () => crypto.generateKeyPairSync('foo'));
show('no options', () => crypto.generateKeyPairSync('ec'));
show('no curve', () => crypto.generateKeyPairSync('ec', {}));
show('bad curve', () => crypto.generateKeyPairSync('ec', { namedCurve: 'foo' }));
show('no modulus', () => crypto.generateKeyPairSync('rsa', {}));
show('bad modulus', () => crypto.generateKeyPairSync('rsa', { modulusLength: -1 }));
show('bad exponent', () => crypto.generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 'x' }));
show('options type', () => crypto.generateKeyPairSync('ed25519', 5));
show('encoding type', () => crypto.generateKeyPairSync('ed25519', { publicKeyEncoding: 5 }));
show('encoding no type', () => crypto.generateKeyPairSync('ed25519', { publicKeyEncoding: { format: 'pem' } }));
show('encoding bad format', () => crypto.generateKeyPairSync('ed25519', { publicKeyEncoding: { format: 'x', type: 'spki' } }));
show('pkcs1 for ec', () => crypto.generateKeyPairSync('ec', { namedCurve: 'P-256', publicKeyEncoding: { format: 'pem', type: 'pkcs1' } }));
show('sec1 for rsa', () => crypto.generateKeyPairSync('rsa', { modulusLength: 1024, privateKeyEncoding: { format: 'pem', type: 'sec1' } }));
show('private spki', () => crypto.generateKeyPairSync('ed25519', { privateKeyEncoding: { format: 'pem', type: 'spki' } }));
show('passphrase without cipher', () => crypto.generateKeyPairSync('ed25519', { privateKeyEncoding: { format: 'pem', type: 'pkcs8', passphrase: 'x' } }));
show('callback', () => crypto.generateKeyPair('ed25519', {}));
