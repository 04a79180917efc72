'use strict';
// Asymmetric keys: createPrivateKey/createPublicKey from PEM, DER and JWK, export in every
// encoding, asymmetricKeyType/Details, equals, and Node's errors for bad key input.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const dir = path.join(__dirname, '..', 'fixtures', 'keys');
const read = (name) => fs.readFileSync(path.join(dir, name), 'utf8');

function show(label, fn) {
  try {
    const v = fn();
    console.log(label, typeof v === 'string' ? JSON.stringify(v) : v);
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
}

const pairs = [
  ['rsa', 'rsa_private.pem', 'rsa_public.pem'],
  ['ec p256', 'ec_p256_private.pem', 'ec_p256_public.pem'],
  ['ec p384', 'ec_p384_private.pem', 'ec_p384_public.pem'],
  ['ec k256', 'ec_secp256k1_private.pem', 'ec_secp256k1_public.pem'],
  ['ed25519', 'ed25519_private.pem', 'ed25519_public.pem'],
  ['x25519', 'x25519_private.pem', 'x25519_public.pem'],
];

for (const [name, privFile, pubFile] of pairs) {
  const privPem = read(privFile);
  const pubPem = read(pubFile);
  const priv = crypto.createPrivateKey(privPem);
  const pub = crypto.createPublicKey(pubPem);
  console.log(name, priv.type, pub.type, priv.asymmetricKeyType, pub.asymmetricKeyType);
  console.log(name, 'details', priv.asymmetricKeyDetails, pub.asymmetricKeyDetails);
  console.log(name, 'pkcs8 round trip', priv.export({ format: 'pem', type: 'pkcs8' }) === privPem);
  console.log(name, 'spki round trip', pub.export({ format: 'pem', type: 'spki' }) === pubPem);
  const derived = crypto.createPublicKey(priv);
  console.log(name, 'derived public equals', derived.equals(pub), pub.equals(derived), priv.equals(pub));
  console.log(name, 'from private PEM', crypto.createPublicKey(privPem).equals(pub));
  const der = priv.export({ format: 'der', type: 'pkcs8' });
  console.log(name, 'der length', der.length, Buffer.isBuffer(der));
  const back = crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  console.log(name, 'der round trip', back.equals(priv));
  const spki = pub.export({ format: 'der', type: 'spki' });
  console.log(name, 'spki der', spki.toString('base64'));
  console.log(name, 'spki der back', crypto.createPublicKey({ key: spki, format: 'der', type: 'spki' }).equals(pub));
  const jwk = priv.export({ format: 'jwk' });
  console.log(name, 'jwk keys', Object.keys(jwk).join(','));
  console.log(name, 'public jwk', pub.export({ format: 'jwk' }));
  console.log(name, 'jwk round trip', crypto.createPrivateKey({ key: jwk, format: 'jwk' }).equals(priv));
  console.log(name, 'public from jwk', crypto.createPublicKey({ key: jwk, format: 'jwk' }).equals(pub));
}

// Other encodings.
const rsa = crypto.createPrivateKey(read('rsa_private.pem'));
console.log('pkcs1 private', rsa.export({ format: 'pem', type: 'pkcs1' }) === read('rsa_private_pkcs1.pem'));
console.log('pkcs1 public', crypto.createPublicKey(rsa).export({ format: 'pem', type: 'pkcs1' }) === read('rsa_public_pkcs1.pem'));
console.log('pkcs1 read', crypto.createPrivateKey(read('rsa_private_pkcs1.pem')).equals(rsa));
console.log('pkcs1 public read', crypto.createPublicKey(read('rsa_public_pkcs1.pem')).equals(crypto.createPublicKey(rsa)));
const pkcs1der = rsa.export({ format: 'der', type: 'pkcs1' });
console.log('pkcs1 der', crypto.createPrivateKey({ key: pkcs1der, format: 'der', type: 'pkcs1' }).equals(rsa));
const ec = crypto.createPrivateKey(read('ec_p256_sec1.pem'));
console.log('sec1 export', ec.export({ format: 'pem', type: 'sec1' }) === read('ec_p256_sec1.pem'));
console.log('sec1 der', crypto.createPrivateKey({ key: ec.export({ format: 'der', type: 'sec1' }), format: 'der', type: 'sec1' }).equals(ec));
console.log('sec1 equals pkcs8', ec.equals(crypto.createPrivateKey(read('ec_p256_private.pem'))));
console.log('buffer PEM', crypto.createPrivateKey(Buffer.from(read('ed25519_private.pem'))).asymmetricKeyType);
console.log('text around PEM', crypto.createPublicKey('junk\n' + read('ed25519_public.pem') + 'more').asymmetricKeyType);
console.log(crypto.createPrivateKey(read('ed25519_private.pem')));
console.log('toStringTag', Object.prototype.toString.call(rsa));
console.log('instanceof', rsa instanceof crypto.KeyObject);

// Encrypted PKCS#8.
const encPem = read('ed25519_encrypted.pem');
const edKey = crypto.createPrivateKey(read('ed25519_private.pem'));
console.log('encrypted read', crypto.createPrivateKey({ key: encPem, passphrase: 'secret' }).equals(edKey));
console.log('encrypted read buffer passphrase', crypto.createPrivateKey({ key: encPem, passphrase: Buffer.from('secret') }).equals(edKey));
console.log('encrypted public', crypto.createPublicKey({ key: encPem, passphrase: 'secret' }).type);
for (const cipher of ['aes-128-cbc', 'aes-192-cbc', 'aes-256-cbc']) {
  const pem = rsa.export({ format: 'pem', type: 'pkcs8', cipher, passphrase: 'pw' });
  const der = ec.export({ format: 'der', type: 'pkcs8', cipher, passphrase: Buffer.from('pw') });
  console.log('encrypted export', cipher, pem.split('\n')[0],
              crypto.createPrivateKey({ key: pem, passphrase: 'pw' }).equals(rsa),
              crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8', passphrase: 'pw' }).equals(ec));
}
show('wrong passphrase', () => crypto.createPrivateKey({ key: encPem, passphrase: 'nope' }));
show('encrypted DER without passphrase', () => crypto.createPrivateKey({ key: edKey.export({ format: 'der', type: 'pkcs8', cipher: 'aes-128-cbc', passphrase: 'x' }), format: 'der', type: 'pkcs8' }));
show('unknown cipher', () => edKey.export({ format: 'pem', type: 'pkcs8', cipher: 'foo', passphrase: 'x' }));
show('cipher without passphrase', () => edKey.export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc' }));
show('passphrase without cipher', () => edKey.export({ format: 'pem', type: 'pkcs8', passphrase: 'x' }));
show('encrypted sec1 DER', () => ec.export({ format: 'der', type: 'sec1', cipher: 'aes-256-cbc', passphrase: 'x' }));

// Errors.
show('garbage', () => crypto.createPrivateKey('garbage'));
show('garbage public', () => crypto.createPublicKey('not a key'));
show('bad base64 PEM', () => crypto.createPrivateKey('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n'));
show('public PEM as private', () => crypto.createPrivateKey(read('ed25519_public.pem')));
show('bad DER', () => crypto.createPrivateKey({ key: Buffer.from('3003020100', 'hex'), format: 'der', type: 'pkcs8' }).type);
show('short DER', () => crypto.createPrivateKey({ key: Buffer.from('68656c6c6f', 'hex'), format: 'der', type: 'pkcs8' }));
show('empty DER', () => crypto.createPrivateKey({ key: Buffer.alloc(0), format: 'der', type: 'pkcs8' }));
show('bad spki DER', () => crypto.createPublicKey({ key: Buffer.from('0401ff', 'hex'), format: 'der', type: 'spki' }));
show('bad pkcs1 DER', () => crypto.createPrivateKey({ key: Buffer.from('3003020100', 'hex'), format: 'der', type: 'pkcs1' }));
show('bad sec1 DER', () => crypto.createPrivateKey({ key: Buffer.from('3003020100', 'hex'), format: 'der', type: 'sec1' }));
show('encrypted without passphrase', () => crypto.createPrivateKey(read('ed25519_encrypted.pem')));
show('der without type', () => crypto.createPrivateKey({ key: Buffer.alloc(3), format: 'der' }));
show('bad type', () => crypto.createPrivateKey({ key: Buffer.alloc(3), format: 'der', type: 'spki' }));
show('bad format', () => crypto.createPrivateKey({ key: 'x', format: 'foo' }));
show('number', () => crypto.createPrivateKey(5));
show('public number', () => crypto.createPublicKey(5));
show('key object to createPrivateKey', () => crypto.createPrivateKey(rsa));
show('public to createPublicKey', () => crypto.createPublicKey(crypto.createPublicKey(rsa)).type);
show('secret to createPublicKey', () => crypto.createPublicKey(crypto.createSecretKey(Buffer.alloc(4))));
show('jwk okp bad', () => crypto.createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', x: 'AA', d: 'AA' }, format: 'jwk' }));
show('jwk ec bad', () => crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: 'AA', y: 'AA' }, format: 'jwk' }));
show('jwk kty', () => crypto.createPrivateKey({ key: { kty: 'foo' }, format: 'jwk' }));
show('jwk kty type', () => crypto.createPrivateKey({ key: { kty: 5 }, format: 'jwk' }));
show('jwk crv', () => crypto.createPrivateKey({ key: { kty: 'EC', crv: 'P-999' }, format: 'jwk' }));
show('jwk not object', () => crypto.createPrivateKey({ key: 'x', format: 'jwk' }));
show('export no options', () => rsa.export());
show('export no type', () => rsa.export({ format: 'pem' }));
show('export pkcs1 ec', () => ec.export({ format: 'pem', type: 'pkcs1' }));
show('export sec1 rsa', () => rsa.export({ format: 'der', type: 'sec1' }));
show('export spki private', () => rsa.export({ format: 'pem', type: 'spki' }));
show('export pkcs8 public', () => crypto.createPublicKey(rsa).export({ format: 'der', type: 'pkcs8' }));
show('export bad format', () => rsa.export({ format: 'foo', type: 'pkcs8' }));
show('equals bad arg', () => rsa.equals('x'));
show('equals other type', () => rsa.equals(ec));
show('equals secret', () => rsa.equals(crypto.createSecretKey(Buffer.alloc(4))));
