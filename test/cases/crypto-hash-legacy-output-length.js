'use strict';
// crypto.hash() with a legacy digest OpenSSL can name but not run: an outputLength other
// than the digest's own size is refused as a non-XOF length; otherwise the digest is
// unsupported.
const crypto = require('crypto');

for (const algorithm of ['md4', 'MD4', 'mdc2', 'whirlpool']) {
  for (const outputLength of [undefined, 0, 16, 32, 64]) {
    try {
      crypto.hash(algorithm, 'x', outputLength === undefined ? undefined : { outputLength });
      console.log(algorithm, outputLength, 'hashed');
    } catch (e) {
      console.log(algorithm, outputLength, e.name, e.code, e.message);
    }
  }
}
