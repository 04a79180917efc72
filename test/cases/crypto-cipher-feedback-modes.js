// CFB, CFB8, OFB and plain ChaCha20 ciphers: output for fixed keys, ivs and inputs fed in
// uneven pieces, decryption back to the input, getCipherInfo, and key/iv length errors.
'use strict';
const crypto = require('crypto');

const names = [
  'aes-128-cfb', 'aes-192-cfb', 'aes-256-cfb', 'aes-128-cfb8', 'aes-256-cfb8',
  'aes-128-ofb', 'aes-256-ofb', 'des-ede-cfb', 'des-ede3-cfb', 'des-ede3-cfb8',
  'des-ede3-ofb', 'chacha20',
];
const input = Buffer.from(Array.from({ length: 100 }, (_, i) => (i * 37 + 11) & 0xff));
const pieces = [1, 15, 16, 17, 3, 48];

function run(make, data) {
  const c = make();
  const out = [];
  let at = 0;
  for (const n of pieces) {
    out.push(c.update(data.subarray(at, at + n)));
    at += n;
  }
  out.push(c.update(data.subarray(at)), c.final());
  return Buffer.concat(out);
}

for (const name of names) {
  const info = crypto.getCipherInfo(name);
  const key = Buffer.alloc(info.keyLength).map((_, i) => i * 7 + 1);
  const iv = Buffer.alloc(info.ivLength).map((_, i) => 200 - i);
  const ct = run(() => crypto.createCipheriv(name, key, iv), input);
  const pt = run(() => crypto.createDecipheriv(name, key, iv), ct);
  console.log(name, JSON.stringify(info), ct.toString('hex').slice(0, 64), pt.equals(input));
  try {
    crypto.createCipheriv(name, key.subarray(1), iv);
  } catch (e) {
    console.log('  short key:', e.code, e.message);
  }
  try {
    crypto.createCipheriv(name, key, iv.subarray(1));
  } catch (e) {
    console.log('  short iv:', e.code, e.message);
  }
}

// ChaCha20's iv starts with the block counter: counter 1 continues where counter 0 left off
// after one 64-byte block.
const key = Buffer.alloc(32, 9);
const nonce = Buffer.alloc(12, 4);
const iv0 = Buffer.concat([Buffer.from([0, 0, 0, 0]), nonce]);
const iv1 = Buffer.concat([Buffer.from([1, 0, 0, 0]), nonce]);
const zeros = Buffer.alloc(128);
const s0 = crypto.createCipheriv('chacha20', key, iv0).update(zeros);
const s1 = crypto.createCipheriv('chacha20', key, iv1).update(zeros.subarray(64));
console.log('counter', s0.subarray(64).equals(s1), s1.toString('hex').slice(0, 32));
console.log(names.every((n) => crypto.getCiphers().includes(n)));
