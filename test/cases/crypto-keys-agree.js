'use strict';
// Key agreement and RSA encryption: diffieHellman for X25519 and ECDH keys (fixed keys,
// so the shared secrets are printed), the ECDH class, publicEncrypt/privateDecrypt with
// OAEP and PKCS#1 v1.5, privateEncrypt/publicDecrypt, and their errors.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const dir = path.join(__dirname, '..', 'fixtures', 'keys');
const read = (name) => fs.readFileSync(path.join(dir, name), 'utf8');

function show(label, fn) {
  try {
    console.log(label, fn());
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
}

const a = crypto.createPrivateKey(read('x25519_private.pem'));
const b = crypto.createPrivateKey(read('x25519_private2.pem'));
const ab = crypto.diffieHellman({ privateKey: a, publicKey: crypto.createPublicKey(read('x25519_public2.pem')) });
const ba = crypto.diffieHellman({ privateKey: b, publicKey: crypto.createPublicKey(a) });
console.log('x25519', ab.toString('hex'), ab.equals(ba));
console.log('x25519 private as public', crypto.diffieHellman({ privateKey: a, publicKey: b }).equals(ab));

const ecA = crypto.createPrivateKey(read('ec_p256_private.pem'));
const ecB = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
const s1 = crypto.diffieHellman({ privateKey: ecA, publicKey: ecB.publicKey });
const s2 = crypto.diffieHellman({ privateKey: ecB.privateKey, publicKey: crypto.createPublicKey(ecA) });
console.log('ecdh keys', s1.length, s1.equals(s2));

crypto.diffieHellman({ privateKey: a, publicKey: b }, (err, secret) => {
  console.log('async', err, secret.equals(ab));
});

// ECDH class with a fixed private key.
const jwk = ecA.export({ format: 'jwk' });
const ecdh = crypto.createECDH('prime256v1');
ecdh.setPrivateKey(Buffer.from(jwk.d, 'base64url'));
const pub = ecdh.getPublicKey();
console.log('ECDH public', pub.length, pub.subarray(1, 33).equals(Buffer.from(jwk.x, 'base64url')));
console.log('ECDH compressed', ecdh.getPublicKey('hex', 'compressed'));
console.log('ECDH private', ecdh.getPrivateKey('base64url') === jwk.d);
const other = crypto.createECDH('prime256v1');
const otherPub = other.generateKeys();
console.log('ECDH secret', ecdh.computeSecret(otherPub).equals(other.computeSecret(pub)));
console.log('ECDH compressed secret', ecdh.computeSecret(other.getPublicKey(null, 'compressed')).equals(other.computeSecret(pub)));
console.log('ECDH hex', ecdh.computeSecret(otherPub.toString('hex'), 'hex', 'hex') === other.computeSecret(pub, 'hex'));
console.log('ECDH matches diffieHellman', ecdh.computeSecret(ecB.publicKey.export({ format: 'jwk' }) && Buffer.concat([Buffer.from([4]), Buffer.from(ecB.publicKey.export({ format: 'jwk' }).x, 'base64url'), Buffer.from(ecB.publicKey.export({ format: 'jwk' }).y, 'base64url')])).equals(s1));
console.log('convertKey', crypto.ECDH.convertKey(pub, 'prime256v1', undefined, 'hex', 'compressed') === ecdh.getPublicKey('hex', 'compressed'));
const k1 = crypto.createECDH('secp256k1');
k1.generateKeys();
console.log('secp256k1', k1.getPublicKey().length, k1.getPrivateKey().length);
show('ECDH bad curve', () => crypto.createECDH('foo'));
show('ECDH no keys', () => crypto.createECDH('prime256v1').getPublicKey());
show('ECDH bad public', () => ecdh.computeSecret(Buffer.from('0400', 'hex')));
show('ECDH bad format', () => ecdh.getPublicKey(null, 'foo'));
show('ECDH bad private', () => crypto.createECDH('prime256v1').setPrivateKey(Buffer.alloc(32)));

// RSA encryption.
const rsaPriv = crypto.createPrivateKey(read('rsa_private.pem'));
const rsaPub = crypto.createPublicKey(read('rsa_public.pem'));
const msg = Buffer.from('attack at dawn');
const oaep = crypto.publicEncrypt(rsaPub, msg);
console.log('oaep', oaep.length, crypto.privateDecrypt(rsaPriv, oaep).toString());
const oaep256 = crypto.publicEncrypt({ key: rsaPub, oaepHash: 'sha256', oaepLabel: Buffer.from('label') }, msg);
console.log('oaep sha256', crypto.privateDecrypt({ key: rsaPriv, oaepHash: 'sha256', oaepLabel: Buffer.from('label') }, oaep256).toString());
const pkcs1 = crypto.publicEncrypt({ key: read('rsa_public.pem'), padding: crypto.constants.RSA_PKCS1_PADDING }, msg);
console.log('pkcs1', crypto.privateDecrypt({ key: read('rsa_private.pem'), padding: crypto.constants.RSA_PKCS1_PADDING }, pkcs1).toString());
const signed = crypto.privateEncrypt(rsaPriv, msg);
console.log('privateEncrypt', signed.toString('hex').slice(0, 32), crypto.publicDecrypt(rsaPub, signed).toString());
console.log('publicEncrypt with private key', crypto.privateDecrypt(rsaPriv, crypto.publicEncrypt(rsaPriv, msg)).toString());
show('oaep wrong label', () => crypto.privateDecrypt({ key: rsaPriv, oaepHash: 'sha256' }, oaep256));
show('too long', () => crypto.publicEncrypt(rsaPub, Buffer.alloc(300)));
show('ec key', () => crypto.publicEncrypt(crypto.createPublicKey(ecA), msg));
show('bad oaepHash type', () => crypto.publicEncrypt({ key: rsaPub, oaepHash: 5 }, msg));

// Errors.
show('no options', () => crypto.diffieHellman());
show('not key objects', () => crypto.diffieHellman({ privateKey: 'x', publicKey: 'y' }));
show('public as private', () => crypto.diffieHellman({ privateKey: crypto.createPublicKey(a), publicKey: b }));
show('mixed types', () => crypto.diffieHellman({ privateKey: a, publicKey: ecB.publicKey }));
show('ed25519', () => { const e = crypto.generateKeyPairSync('ed25519'); return crypto.diffieHellman({ privateKey: e.privateKey, publicKey: e.publicKey }); });
show('curve mismatch', () => crypto.diffieHellman({ privateKey: ecA, publicKey: crypto.generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey }));
