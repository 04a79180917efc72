'use strict';
// A Verify stream given an IEEE P1363 signature of the wrong length for an EC or DSA key
// throws 'Malformed signature' (and stays usable); crypto.verify() returns false instead.
// An RSA JWK's public parts are checked before its private half is looked for, and PBKDF2
// of zero bytes with a digest it cannot use fails without an OpenSSL code.
const crypto = require('crypto');

function show(label, fn) {
  try {
    console.log(label, fn());
  } catch (e) {
    console.log(label, e.name, e.code, e.message);
  }
}

for (const [type, options] of [['ec', { namedCurve: 'P-256' }], ['ec', { namedCurve: 'P-521' }],
                               ['dsa', { modulusLength: 1024 }], ['rsa', { modulusLength: 1024 }]]) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync(type, options);
  const key = { key: publicKey, dsaEncoding: 'ieee-p1363' };
  const good = crypto.createSign('sha256').update('x')
    .sign({ key: privateKey, dsaEncoding: 'ieee-p1363' });
  const label = `${type} ${good.length}`;
  for (const n of [0, good.length - 1, good.length + 1]) {
    show(`${label} stream ${n}`,
         () => crypto.createVerify('sha256').update('x').verify(key, Buffer.alloc(n)));
    show(`${label} one-shot ${n}`,
         () => crypto.verify('sha256', Buffer.from('x'), key, Buffer.alloc(n)));
  }
  show(`${label} private key`, () => crypto.createVerify('sha256').update('x')
    .verify({ key: privateKey, dsaEncoding: 'ieee-p1363' }, Buffer.alloc(1)));
  const v = crypto.createVerify('sha256').update('x');
  show(`${label} retry`, () => v.verify(key, Buffer.alloc(1)));
  show(`${label} retry`, () => v.verify(key, good));
}

for (const jwk of [{ kty: 'RSA' }, { kty: 'RSA', n: 'AQAB' }, { kty: 'RSA', n: 1, e: 'AQAB' },
                   { kty: 'RSA', e: 'AQAB', d: 'AQAB' }, { kty: 'RSA', n: 'AQAB', e: 'AQAB' }]) {
  show(`private jwk ${JSON.stringify(jwk)}`,
       () => crypto.createPrivateKey({ key: jwk, format: 'jwk' }));
}

for (const digest of ['shake128', 'md4']) {
  for (const keylen of [0, 8]) {
    show(`pbkdf2Sync ${digest} ${keylen}`,
         () => crypto.pbkdf2Sync('p', 's', 1, keylen, digest));
  }
}
