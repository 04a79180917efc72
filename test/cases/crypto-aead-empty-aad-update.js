// AEAD ciphers (GCM, ChaCha20-Poly1305) take empty associated data at any time, and an empty
// update does not start the text, so associated data may still follow it (as OpenSSL).
'use strict';
const crypto = require('crypto');
for (const [alg, keyLen, ivLen] of [['aes-128-gcm', 16, 12], ['aes-256-gcm', 32, 12], ['chacha20-poly1305', 32, 12]]) {
  const key = Buffer.alloc(keyLen, 1);
  const iv = Buffer.alloc(ivLen, 2);
  const opts = alg.startsWith('chacha') ? { authTagLength: 16 } : undefined;
  const a = crypto.createCipheriv(alg, key, iv, opts);
  const outA = Buffer.concat([a.update('abcd', 'utf8'), a.setAAD(Buffer.alloc(0)) && Buffer.alloc(0), a.final()]);
  console.log(alg, 'empty aad after text:', outA.toString('hex'), a.getAuthTag().toString('hex'));
  const b = crypto.createCipheriv(alg, key, iv, opts);
  b.update('');
  b.setAAD(Buffer.from('header'));
  const outB = Buffer.concat([b.update('abcd'), b.final()]);
  const tagB = b.getAuthTag();
  console.log(alg, 'aad after empty update:', outB.toString('hex'), tagB.toString('hex'));
  const d = crypto.createDecipheriv(alg, key, iv, opts);
  d.update(Buffer.alloc(0));
  d.setAAD(Buffer.from('header'));
  d.setAuthTag(tagB);
  console.log(alg, 'round trip:', Buffer.concat([d.update(outB), d.final()]).toString());
  const c = crypto.createCipheriv(alg, key, iv, opts);
  c.update('ab');
  try { c.setAAD(Buffer.from('late')); console.log('late aad taken'); } catch (e) { console.log(alg, 'late aad:', e.code, e.message); }
}
