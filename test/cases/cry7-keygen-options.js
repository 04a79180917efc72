// generateKeyPair option order: RSA-PSS's retired hash/mgf1Hash, unknown EC curves before unknown ciphers, unknown ciphers before key generation, DSA generation before JWK refusal
'use strict';
const crypto = require('crypto');
const show = (label, fn) => {
  try {
    const r = fn();
    console.log(label, 'ok', typeof r.publicKey, typeof r.privateKey);
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
};
const pss = (extra) => crypto.generateKeyPairSync('rsa-pss', { modulusLength: 512, ...extra });
show('pss hash', () => pss({ hash: 'sha256' }));
show('pss hash null', () => pss({ hash: null }));
show('pss mgf1Hash', () => pss({ mgf1Hash: 'sha256' }));
show('pss saltLength before hash', () => pss({ hash: 3, saltLength: -1 }));
show('pss hashAlgorithm type before hash', () => pss({ hash: 3, hashAlgorithm: 5 }));
show('pss hash before unknown hashAlgorithm', () => pss({ hash: 3, hashAlgorithm: 'nope' }));
show('pss mgf1Hash before unknown mgf1HashAlgorithm', () => pss({ mgf1Hash: 3, mgf1HashAlgorithm: 'nope' }));
const enc = { privateKeyEncoding: { type: 'pkcs8', format: 'der', cipher: 'nope', passphrase: 'x' } };
show('unknown cipher before key size', () => crypto.generateKeyPairSync('rsa', { modulusLength: 0, ...enc }));
show('unknown curve before unknown cipher', () => crypto.generateKeyPairSync('ec', { namedCurve: 'nope', ...enc }));
show('unknown cipher for ed25519', () => crypto.generateKeyPairSync('ed25519', enc));
show('dsa generation before JWK', () => crypto.generateKeyPairSync('dsa', { modulusLength: 0, publicKeyEncoding: { format: 'jwk' } }));
show('async throws unknown cipher at once', () => crypto.generateKeyPair('rsa', { modulusLength: 0, ...enc }, () => console.log('callback called')));
