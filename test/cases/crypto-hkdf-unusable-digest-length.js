'use strict';
// hkdf with a digest OpenSSL knows but cannot derive with (legacy, XOF): an output longer
// than 255 digests is refused with ERR_CRYPTO_INVALID_KEYLEN, synchronously even for the
// callback form; a shorter one fails in the derivation.
const crypto = require('crypto');

for (const hash of ['md4', 'RSA-MD4', 'mdc2', 'whirlpool', 'shake128', 'SHAKE256']) {
  for (const length of [255 * 16, 255 * 16 + 1, 255 * 32 + 1, 255 * 64 + 1]) {
    try {
      crypto.hkdfSync(hash, 'key', 'salt', 'info', length);
      console.log(hash, length, 'derived');
    } catch (e) {
      console.log(hash, length, e.name, e.code, e.message);
    }
  }
  try {
    crypto.hkdf(hash, 'key', 'salt', 'info', 255 * 64 + 1, () => console.log('callback'));
  } catch (e) {
    console.log(hash, 'callback form throws', e.name, e.code, e.message);
  }
}
