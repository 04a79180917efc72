// AES key wrap ciphers: one successful update (empty input counts), final fails without one, state after final, iv checked before key length
'use strict';
const crypto = require('crypto');
const show = (label, fn) => {
  try {
    const r = fn();
    console.log(label, 'ok', Buffer.isBuffer(r) ? r.toString('hex') : r);
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message);
  }
};
const key = Buffer.alloc(16, 1);
for (const name of ['aes128-wrap', 'id-aes128-wrap-pad']) {
  const iv = Buffer.alloc(name.endsWith('pad') ? 4 : 8, 0xa6);
  for (const lens of [[], [0], [16], [16, 16], [5, 16], [0, 16], [8]]) {
    const c = crypto.createCipheriv(name, key, iv);
    lens.forEach((n, i) => show(`${name} ${JSON.stringify(lens)} update${i}`, () => c.update(Buffer.alloc(n, 2))));
    show(`${name} ${JSON.stringify(lens)} final`, () => c.final());
    show(`${name} ${JSON.stringify(lens)} final again`, () => c.final());
    show(`${name} ${JSON.stringify(lens)} setAutoPadding`, () => c.setAutoPadding(false) === c);
  }
  const wrapped = crypto.createCipheriv(name, key, iv).update(Buffer.alloc(16, 3));
  const d = crypto.createDecipheriv(name, key, iv);
  show(`${name} unwrap`, () => d.update(wrapped));
  show(`${name} unwrap final`, () => d.final());
  const bad = crypto.createDecipheriv(name, key, iv);
  show(`${name} unwrap damaged`, () => bad.update(Buffer.concat([wrapped.subarray(1), Buffer.alloc(1)])));
  show(`${name} unwrap damaged final`, () => bad.final());
  show(`${name} short key, null iv`, () => crypto.createCipheriv(name, Buffer.alloc(15), null));
  show(`${name} short key, short iv`, () => crypto.createCipheriv(name, Buffer.alloc(15), Buffer.alloc(3)));
  show(`${name} short key, good iv`, () => crypto.createCipheriv(name, Buffer.alloc(15), iv));
}
