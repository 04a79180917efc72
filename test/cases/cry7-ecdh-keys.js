// ECDH: setPrivateKey takes a big-endian scalar of any length and returns this, getPrivateKey drops leading zeros, point formats checked first, DH prime length before generator
'use strict';
const crypto = require('crypto');
const show = (label, fn) => {
  try {
    const r = fn();
    console.log(label, 'ok', r);
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
};
const scalars = [Buffer.alloc(32, 1), Buffer.concat([Buffer.alloc(2), Buffer.alloc(32, 1)]), Buffer.alloc(1, 5),
  Buffer.concat([Buffer.alloc(1, 1), Buffer.alloc(31)]), Buffer.alloc(0), Buffer.alloc(32, 0xff), Buffer.alloc(33, 1)];
for (const curve of ['prime256v1', 'secp384r1']) {
  for (const scalar of scalars) {
    const ecdh = crypto.createECDH(curve);
    show(`${curve} set ${scalar.length} bytes`, () => ecdh.setPrivateKey(scalar) === ecdh);
    show(`${curve} get ${scalar.length} bytes`, () => ecdh.getPrivateKey('hex'));
    show(`${curve} public ${scalar.length} bytes`, () => ecdh.getPublicKey('hex', 'compressed'));
  }
}
const fresh = crypto.createECDH('prime256v1');
show('public key format checked before the key', () => fresh.getPublicKey('hex', 'bogus'));
show('generateKeys format checked first', () => fresh.generateKeys('hex', 'bogus'));
show('empty format is uncompressed', () => {
  const e = crypto.createECDH('prime256v1');
  e.setPrivateKey(Buffer.alloc(32, 2));
  return e.getPublicKey('hex', '').length;
});
show('convertKey format before curve', () => crypto.ECDH.convertKey(Buffer.alloc(3), 'nope', undefined, undefined, 'bogus'));
show('convertKey format before empty key', () => crypto.ECDH.convertKey(Buffer.alloc(0), 'prime256v1', undefined, undefined, 'bogus'));
show('DH prime length 1 before generator', () => crypto.createDiffieHellman(1, Buffer.alloc(0)));
show('DH prime length 0, generator 1', () => crypto.createDiffieHellman(0, 1));
show('DH generator type still first', () => crypto.createDiffieHellman(1, {}));
