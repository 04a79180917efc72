// crypto odds found by differential fuzzing: randomFill(buf, offset, callback) scales the
// offset before validating it (a Symbol or BigInt offset fails on the arithmetic, without a
// code), ECDH.convertKey answers an empty key with '' before it looks at the curve, and a
// private key's JWK export refuses any passphrase while generateKeyPair's JWK encoding
// checks the cipher options as PEM's (and then ignores them).
'use strict';
const crypto = require('crypto');

for (const offset of [Symbol('s'), 2n, '1', null, 1.5, -1]) {
  for (const buf of [Buffer.alloc(8), new Uint32Array(4)]) {
    try {
      crypto.randomFill(buf, offset, () => {});
      console.log('randomFill', typeof offset, buf.constructor.name, 'ok');
    } catch (e) {
      console.log('randomFill', typeof offset, buf.constructor.name, e.name, e.code,
                  e.code ? e.message : '');
    }
  }
}

for (const args of [
  [Buffer.alloc(0), 'prime256v1'],
  [Buffer.alloc(0), 'no-such-curve'],
  ['', 'no-such-curve', 'hex', 'buffer'],
  [Buffer.alloc(0), 'prime256v1', undefined, 'hex', 'x'],
  [Buffer.alloc(0), 1],
  [Buffer.alloc(3), 'no-such-curve'],
]) {
  try {
    const r = crypto.ECDH.convertKey(...args);
    console.log('convertKey', typeof r, JSON.stringify(r));
  } catch (e) {
    console.log('convertKey', e.name, e.code, e.message);
  }
}

const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
for (const o of [{ format: 'jwk', cipher: 'aes-128-cbc' }, { format: 'jwk', passphrase: 'x' },
  { format: 'jwk', cipher: 'nope', passphrase: 'x' }, { format: 'jwk', cipher: 1 },
  { format: 'jwk', passphrase: null }, { format: 'jwk', passphrase: undefined }]) {
  for (const key of [privateKey, publicKey]) {
    try {
      console.log('export', key.type, JSON.stringify(o), Object.keys(key.export(o)).join());
    } catch (e) {
      console.log('export', key.type, JSON.stringify(o), e.name, e.code, e.message);
    }
  }
}
for (const enc of [{ format: 'jwk', passphrase: 'x' }, { format: 'jwk', cipher: 'aes-128-cbc', passphrase: 'x' },
  { format: 'jwk', cipher: 1 }, { format: 'jwk', cipher: 'nope', passphrase: 1 },
  { format: 'jwk', cipher: null, passphrase: 'x' }]) {
  try {
    const r = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: enc });
    console.log('generate', JSON.stringify(enc), Object.keys(r.privateKey).join());
  } catch (e) {
    console.log('generate', JSON.stringify(enc), e.name, e.code, e.message);
  }
}
