// crypto.sign/verify and Sign/Verify streams: Node's argument order, context and XOF-digest refusals, RSA padding errors, update after sign
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const dir = path.join(__dirname, '..', 'fixtures', 'keys');
const read = (name) => fs.readFileSync(path.join(dir, name), 'utf8');
const rsa = read('rsa_1024_private.pem');
const rsaPub = read('rsa_1024_public.pem');
const ec = read('ec_p256_private.pem');
const ecPub = read('ec_p256_public.pem');
const ed = read('ed25519_private.pem');
const x = read('x25519_private.pem');
const data = Buffer.from('data');
const show = (label, fn) => {
  try {
    const r = fn();
    console.log(label, 'ok', Buffer.isBuffer(r) ? `${r.length} bytes` : r);
  } catch (e) {
    console.log(label, 'throws', e.name, e.code, e.message, e.opensslErrorStack ? 'stack' : 'no stack');
  }
};
show('unknown digest after bad key', () => crypto.sign('nope', data, 'not a key'));
show('unknown digest after bad dsaEncoding', () => crypto.sign('nope', data, { key: ec, dsaEncoding: 'x' }));
show('callback checked before data', () => crypto.sign('sha256', 5, ec, 5));
show('empty string key', () => crypto.sign('sha256', data, ''));
show('zero key', () => crypto.sign('sha256', data, 0));
show('verify without key', () => crypto.verify('sha256', data, null, Buffer.alloc(2)));
show('Verify stream without key', () => crypto.createVerify('sha256').update('x').verify(null, 'ab'));
show('Sign stream empty key', () => crypto.createSign('sha256').update('x').sign(''));
show('Sign stream bad padding before key', () => crypto.createSign('sha256').update('x').sign({ key: 'nokey', padding: 'x' }));
show('update after sign', () => {
  const s = crypto.createSign('sha256').update('x');
  s.sign(ec);
  return s.update('y');
});
show('update with unknown encoding', () => crypto.createSign('sha256').update('x', 'bogus') instanceof crypto.Sign);
show('rsa with context', () => crypto.sign('sha256', data, { key: rsa, context: Buffer.alloc(2) }));
show('rsa with empty context', () => crypto.sign('sha256', data, { key: rsa, context: Buffer.alloc(0) }));
show('ec verify with context', () => crypto.verify('sha256', data, { key: ecPub, context: Buffer.alloc(1) }, Buffer.alloc(8)));
show('x25519 with context', () => crypto.sign('sha256', data, { key: x, context: Buffer.alloc(1) }));
show('context after unknown digest', () => crypto.sign('nope', data, { key: rsa, context: Buffer.alloc(1) }));
crypto.sign('sha256', data, { key: rsa, context: Buffer.alloc(1) }, (err) => console.log('context error in callback', err.code));
show('ecdsa shake256', () => crypto.sign('shake256', data, ec));
show('rsa shake256', () => crypto.sign('shake256', data, rsa));
show('rsa verify shake128', () => crypto.verify('shake128', data, rsaPub, Buffer.alloc(128)));
show('Sign stream shake256', () => crypto.createSign('shake256').update('x').sign(ec));
show('Verify stream shake256', () => crypto.createVerify('shake256').update('x').verify(ecPub, Buffer.alloc(8)));
show('ed25519 with a digest', () => crypto.sign('sha256', data, ed));
for (const padding of [0, 2, 3, 4, 7, 100, -1]) {
  show(`rsa padding ${padding}`, () => crypto.sign('sha256', data, { key: rsa, padding }));
  show(`rsa Sign stream padding ${padding}`, () => crypto.createSign('sha256').update('x').sign({ key: rsa, padding }));
  show(`rsa verify padding ${padding}`, () => crypto.verify('sha256', data, { key: rsaPub, padding }, Buffer.alloc(128)));
  show(`rsa Verify stream padding ${padding}`, () => crypto.createVerify('sha256').update('x').verify({ key: rsaPub, padding }, Buffer.alloc(128)));
}
show('rsa Sign stream X9.31', () => crypto.createSign('sha256').update('x').sign({ key: rsa, padding: 5 }));
show('rsa verify X9.31', () => crypto.verify('sha256', data, { key: rsaPub, padding: 5 }, Buffer.alloc(128)));
show('rsa pkcs1 sign is deterministic', () => crypto.sign('sha256', data, { key: rsa, padding: -1 }).equals(crypto.sign('sha256', data, rsa)));
