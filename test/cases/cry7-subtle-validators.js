// SubtleCrypto dictionary validators run as each member converts: SHA-only hashes, PBKDF2 iterations, HKDF info, curves, RSA modulus and exponent, import format messages
'use strict';
const { subtle } = globalThis.crypto;
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const dir = path.join(__dirname, '..', 'fixtures', 'keys');
const der = (name, type) => crypto.createPublicKey(fs.readFileSync(path.join(dir, name), 'utf8'))
  .export({ format: 'der', type });
const show = async (label, fn) => {
  try {
    const r = await fn();
    console.log(label, 'ok', r?.constructor?.name);
  } catch (e) {
    console.log(label, 'rejects', e.name, e.code, e.message);
  }
};
(async () => {
  const pbkdf2 = await subtle.importKey('raw', Buffer.alloc(8), 'PBKDF2', false, ['deriveBits', 'deriveKey']);
  const hkdf = await subtle.importKey('raw', Buffer.alloc(8), 'HKDF', false, ['deriveBits']);
  const salt = Buffer.alloc(4);
  await show('pbkdf2 md5 hash', () => subtle.deriveBits({ name: 'PBKDF2', hash: 'MD5', iterations: 0, salt: 5 }, pbkdf2, 8));
  await show('pbkdf2 hash without name', () => subtle.deriveBits({ name: 'PBKDF2', hash: {}, iterations: 1, salt }, pbkdf2, 8));
  await show('pbkdf2 unknown sha name, zero iterations', () => subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-999', iterations: 0, salt }, pbkdf2, 8));
  await show('pbkdf2 unknown sha name', () => subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-999', iterations: 1, salt }, pbkdf2, 8));
  await show('pbkdf2 zero iterations, no salt', () => subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-1', iterations: 0 }, pbkdf2, 8));
  await show('pbkdf2 deriveKey zero iterations', () => subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-1', iterations: 0, salt }, pbkdf2, 'AES-GCM', true, ['encrypt']));
  await show('hkdf info over 1024 bytes', () => subtle.deriveBits({ name: 'HKDF', hash: 'SHA-1', salt, info: Buffer.alloc(1025) }, hkdf, 8));
  await show('hkdf cSHAKE hash', () => subtle.deriveBits({ name: 'HKDF', hash: 'cSHAKE128', salt, info: salt }, hkdf, 8));
  await show('hmac import md5', () => subtle.importKey('raw', Buffer.alloc(4), { name: 'HMAC', hash: 'MD5' }, false, ['encrypt']));
  await show('hmac import length 0', () => subtle.importKey('jwk', { kty: 'oct' }, { name: 'HMAC', hash: 'SHA-256', length: 0 }, false, ['sign']));
  await show('hmac generate numeric hash', () => subtle.generateKey({ name: 'HMAC', hash: 5 }, false, ['sign']));
  await show('ecdsa generate unknown curve, bad usage', () => subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-999' }, false, ['encrypt']));
  for (const publicExponent of [[1], [2], [4], [0, 0, 0, 0, 3], [1, 0, 0, 0, 1]]) {
    await show(`rsa publicExponent ${publicExponent}`, () => subtle.generateKey({ name: 'RSA-PSS', modulusLength: 1024, publicExponent: new Uint8Array(publicExponent), hash: 'MD5' }, false, ['sign']));
  }
  await show('rsa modulusLength 511', () => subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 511, publicExponent: new Uint8Array([1]), hash: 'SHA-1' }, false, ['encrypt']));
  await show('rsa import md5', () => subtle.importKey('spki', der('rsa_1024_public.pem', 'spki'), { name: 'RSA-PSS', hash: 'MD5' }, false, ['verify']));
  await show('rsa import raw', () => subtle.importKey('raw', Buffer.alloc(3), { name: 'RSA-PSS', hash: 'SHA-256' }, false, ['verify']));
  await show('ecdsa import raw-secret', () => subtle.importKey('raw-secret', Buffer.alloc(3), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']));
  await show('ed25519 import raw-seed', () => subtle.importKey('raw-seed', Buffer.alloc(3), 'Ed25519', false, ['verify']));
  const ecdsa = await subtle.importKey('spki', der('ec_p256_public.pem', 'spki'), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  await show('ecdsa verify md5', () => subtle.verify({ name: 'ECDSA', hash: 'MD5' }, ecdsa, Buffer.alloc(64), Buffer.alloc(1)));
})();
