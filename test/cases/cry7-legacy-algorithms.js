// Ciphers and digests of OpenSSL's legacy provider: described by getCipherInfo, iv checked, then ERR_OSSL_EVP_UNSUPPORTED
'use strict';
const crypto = require('crypto');
const show = (label, fn) => {
  try {
    const r = fn();
    console.log(label, 'ok', typeof r === 'object' ? JSON.stringify(r) : r);
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message, JSON.stringify(e.opensslErrorStack?.[0]));
  }
};
for (const name of ['bf-cbc', 'BF', 'blowfish', 'bf-ecb', 'cast', 'des', 'des-cfb8', 'desx', 'idea-ofb',
  'rc2-40-cbc', 'rc4', 'RC4-40', 'seed', 'seed-ecb', 'rc5-cbc']) {
  show(`info ${name}`, () => crypto.getCipherInfo(name));
  show(`info ${name} keyLength`, () => crypto.getCipherInfo(name, { keyLength: 16 }));
  for (const ivLen of [0, 8, 16]) {
    show(`cipher ${name} iv${ivLen}`, () => crypto.createCipheriv(name, Buffer.alloc(16), Buffer.alloc(ivLen)) && 'made');
  }
  show(`decipher ${name} null iv`, () => crypto.createDecipheriv(name, Buffer.alloc(3), null) && 'made');
}
show('info by nid 91', () => crypto.getCipherInfo(91));
show('info by nid 776', () => crypto.getCipherInfo(776));
show('listed', () => crypto.getCiphers().includes('bf-cbc'));
for (const name of ['md4', 'MD4', 'RSA-MD4', 'mdc2', 'whirlpool', 'md2']) {
  show(`createHash ${name}`, () => crypto.createHash(name) && 'made');
  show(`createHmac ${name}`, () => crypto.createHmac(name, 'k') && 'made');
  show(`hash ${name}`, () => crypto.hash(name, 'x'));
  show(`pbkdf2Sync ${name}`, () => crypto.pbkdf2Sync('p', 's', 1, 4, name));
  show(`hkdfSync ${name}`, () => crypto.hkdfSync(name, 'k', 's', 'i', 4));
  show(`createSign ${name}`, () => crypto.createSign(name) && 'made');
}
crypto.pbkdf2('p', 's', 1, 4, 'md4', (err) => console.log('pbkdf2 callback', err.code, err.message));
crypto.hkdf('whirlpool', 'k', 's', 'i', 4, (err) => console.log('hkdf callback', err.code, err.message));
