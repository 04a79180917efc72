// JWK import: RSA parts that are missing or not strings, EC curve names by OpenSSL's NIST and short names
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const dir = path.join(__dirname, '..', 'fixtures', 'keys');
const read = (name) => fs.readFileSync(path.join(dir, name), 'utf8');
const rsa = crypto.createPrivateKey(read('rsa_1024_private.pem')).export({ format: 'jwk' });
const p256 = crypto.createPublicKey(read('ec_p256_public.pem')).export({ format: 'jwk' });
const p384 = crypto.createPublicKey(read('ec_p384_public.pem')).export({ format: 'jwk' });
const show = (label, fn) => {
  try {
    const k = fn();
    console.log(label, 'ok', k.type, k.asymmetricKeyType, JSON.stringify(k.asymmetricKeyDetails,
      (_, v) => (typeof v === 'bigint' ? `${v}` : v)));
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
};
const pub = { kty: 'RSA', n: rsa.n, e: rsa.e };
show('rsa public', () => crypto.createPublicKey({ key: pub, format: 'jwk' }));
show('rsa without n', () => crypto.createPublicKey({ key: { kty: 'RSA', e: rsa.e }, format: 'jwk' }));
show('rsa numeric n', () => crypto.createPublicKey({ key: { ...pub, n: 5 }, format: 'jwk' }));
show('rsa without e', () => crypto.createPublicKey({ key: { kty: 'RSA', n: rsa.n }, format: 'jwk' }));
for (const part of ['p', 'q', 'dp', 'dq', 'qi']) {
  show(`rsa private without ${part}`, () => crypto.createPrivateKey({ key: { ...rsa, [part]: undefined }, format: 'jwk' }));
  show(`rsa public from private without ${part}`, () => crypto.createPublicKey({ key: { ...rsa, [part]: undefined }, format: 'jwk' }));
}
show('rsa private numeric d', () => crypto.createPrivateKey({ key: { ...rsa, d: 1 }, format: 'jwk' }));
show('rsa public-only as private', () => crypto.createPrivateKey({ key: pub, format: 'jwk' }));
for (const crv of ['P-256', 'prime256v1', 'secp256r1', 'p-256', 'P-384', 'secp384r1', 'secp521r1',
  'P-224', 'secp224r1', 'brainpoolP256r1', 'sect163k1', 'K-163', 'X25519', 'Ed25519', 'P-999']) {
  const j = crv.includes('384') ? p384 : p256;
  show(`ec crv ${crv}`, () => crypto.createPublicKey({ key: { kty: 'EC', crv, x: j.x, y: j.y }, format: 'jwk' }));
  show(`ec crv ${crv} without y`, () => crypto.createPublicKey({ key: { kty: 'EC', crv, x: j.x }, format: 'jwk' }));
}
