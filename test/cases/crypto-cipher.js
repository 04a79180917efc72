// createCipheriv/createDecipheriv: AES in CBC, CTR, ECB and GCM, ChaCha20-Poly1305;
// streaming output, padding, AAD and tags, output encodings, getCiphers/getCipherInfo,
// and Node's error for each kind of bad input or call order.
'use strict';
const crypto = require('crypto');

function show(label, fn) {
  try {
    const r = fn();
    console.log(label, Buffer.isBuffer(r) ? r.toString('hex') : r);
  } catch (e) {
    console.log(label, 'threw', e.name, e.code, JSON.stringify(e.message),
                e.opensslErrorStack ? JSON.stringify(e.opensslErrorStack) : '');
  }
}

const k16 = Buffer.alloc(16, 1);
const k24 = Buffer.alloc(24, 5);
const k32 = Buffer.alloc(32, 2);
const iv16 = Buffer.alloc(16, 3);
const iv12 = Buffer.alloc(12, 4);
const text = 'The quick brown fox jumps over the lazy dog, 0123456789';

function roundTrip(name, key, iv, options) {
  const c = crypto.createCipheriv(name, key, iv, options);
  const parts = [c.update(text.slice(0, 7), 'utf8'), c.update(text.slice(7)), c.final()];
  const ct = Buffer.concat(parts);
  const tag = name.includes('gcm') || name.includes('poly') ? c.getAuthTag() : null;
  const d = crypto.createDecipheriv(name, key, iv, options);
  if (tag) d.setAuthTag(tag);
  const pt = Buffer.concat([d.update(ct.subarray(0, 5)), d.update(ct.subarray(5)), d.final()]);
  console.log(name, parts.map((p) => p.length).join('+'), ct.toString('hex'),
              tag ? tag.toString('hex') : '-', pt.toString() === text);
}

for (const [name, key, iv] of [
  ['aes-128-cbc', k16, iv16], ['aes-192-cbc', k24, iv16], ['aes-256-cbc', k32, iv16],
  ['aes-128-ctr', k16, iv16], ['aes-192-ctr', k24, iv16], ['aes-256-ctr', k32, iv16],
  ['aes-128-ecb', k16, null], ['aes-256-ecb', k32, Buffer.alloc(0)],
  ['aes-128-gcm', k16, iv12], ['aes-192-gcm', k24, iv12], ['aes-256-gcm', k32, iv12],
  ['aes-256-gcm', k32, Buffer.alloc(7, 1)], ['aes-128-gcm', k16, Buffer.alloc(60, 1)],
  ['chacha20-poly1305', k32, iv12], ['aes128', k16, iv16], ['AES-256-CBC', k32, iv16],
  ['id-aes256-gcm', k32, iv12],
]) {
  roundTrip(name, key, iv);
}
roundTrip('aes-256-gcm', k32, iv12, { authTagLength: 8 });
roundTrip('chacha20-poly1305', k32, iv12, { authTagLength: 16 });

// The counter of CTR carries over all 128 bits.
show('ctr wrap', () => {
  const c = crypto.createCipheriv('aes-128-ctr', k16, Buffer.alloc(16, 0xff));
  return c.update(Buffer.alloc(48));
});

// AAD.
show('gcm aad', () => {
  const c = crypto.createCipheriv('aes-256-gcm', k32, iv12);
  c.setAAD(Buffer.from('header'));
  c.setAAD(Buffer.from('more'));
  const ct = Buffer.concat([c.update('hello'), c.final()]);
  return ct.toString('hex') + ' ' + c.getAuthTag().toString('hex');
});
show('chacha aad', () => {
  const c = crypto.createCipheriv('chacha20-poly1305', k32, iv12);
  c.setAAD(Buffer.from('header'), { plaintextLength: 5 });
  const ct = Buffer.concat([c.update('hello'), c.final()]);
  return ct.toString('hex') + ' ' + c.getAuthTag().toString('hex');
});
show('gcm aad string', () => crypto.createCipheriv('aes-128-gcm', k16, iv12).setAAD('abc', { encoding: 'utf8' }) !== null);
show('gcm empty', () => {
  const c = crypto.createCipheriv('aes-128-gcm', k16, iv12);
  c.final();
  return c.getAuthTag();
});
show('gcm wrong tag', () => {
  const d = crypto.createDecipheriv('aes-128-gcm', k16, iv12);
  d.setAuthTag(Buffer.alloc(16));
  d.update('00', 'hex');
  return d.final();
});
show('gcm no tag', () => {
  const d = crypto.createDecipheriv('aes-128-gcm', k16, iv12);
  d.update('00', 'hex');
  return d.final();
});
show('gcm tag after update', () => {
  const c = crypto.createCipheriv('aes-128-gcm', k16, iv12);
  const ct = Buffer.concat([c.update('hi'), c.final()]);
  const d = crypto.createDecipheriv('aes-128-gcm', k16, iv12);
  const pt = d.update(ct);
  d.setAuthTag(c.getAuthTag());
  return Buffer.concat([pt, d.final()]).toString();
});
show('gcm short tag', () => {
  const c = crypto.createCipheriv('aes-128-gcm', k16, iv12);
  const ct = Buffer.concat([c.update('hi'), c.final()]);
  const d = crypto.createDecipheriv('aes-128-gcm', k16, iv12);
  d.setAuthTag(c.getAuthTag().subarray(0, 12));
  return Buffer.concat([d.update(ct), d.final()]).toString();
});

// Padding.
show('cbc no padding', () => {
  const c = crypto.createCipheriv('aes-128-cbc', k16, iv16);
  c.setAutoPadding(false);
  return Buffer.concat([c.update(Buffer.alloc(32)), c.final()]);
});
show('cbc no padding partial', () => {
  const c = crypto.createCipheriv('aes-128-cbc', k16, iv16);
  c.setAutoPadding(false);
  c.update('abc');
  return c.final();
});
show('cbc decrypt holds last block', () => {
  const d = crypto.createDecipheriv('aes-128-cbc', k16, iv16);
  return d.update(Buffer.alloc(32)).length;
});
show('cbc decrypt no padding', () => {
  const d = crypto.createDecipheriv('aes-128-cbc', k16, iv16);
  d.setAutoPadding(false);
  return d.update(Buffer.alloc(32)).length + d.final().length;
});
show('cbc bad decrypt', () => {
  const d = crypto.createDecipheriv('aes-128-cbc', k16, iv16);
  d.update(Buffer.alloc(16));
  return d.final();
});
show('cbc wrong final length', () => {
  const d = crypto.createDecipheriv('aes-128-cbc', k16, iv16);
  d.update(Buffer.alloc(15));
  return d.final();
});
show('cbc empty decrypt', () => crypto.createDecipheriv('aes-128-cbc', k16, iv16).final());

// Encodings.
show('hex in, base64 out', () => {
  const c = crypto.createCipheriv('aes-128-ctr', k16, iv16);
  return c.update('68656c6c6f', 'hex', 'base64') + c.final('base64');
});
show('latin1 out', () => {
  const c = crypto.createCipheriv('aes-128-cbc', k16, iv16);
  return JSON.stringify(c.update('hello', 'utf8', 'latin1') + c.final('latin1'));
});
show('change encoding', () => {
  const c = crypto.createCipheriv('aes-128-ctr', k16, iv16);
  c.update('a', 'utf8', 'hex');
  return c.update('b', 'utf8', 'base64');
});
show('unknown out encoding', () => crypto.createCipheriv('aes-128-cbc', k16, iv16).update('abc', 'utf8', 'foo'));
show('unknown in encoding', () => crypto.createCipheriv('aes-128-ctr', k16, iv16).update('abc', 'foo'));
show('odd hex in', () => crypto.createCipheriv('aes-128-ctr', k16, iv16).update('abc', 'hex'));
show('key as string', () => {
  const c = crypto.createCipheriv('aes-128-cbc', 'x'.repeat(16), 'y'.repeat(16));
  return c.final('hex');
});
show('key encoding', () => {
  const c = crypto.createCipheriv('aes-128-cbc', '01'.repeat(16), iv16, { encoding: 'hex' });
  return c.final('hex');
});

// Errors.
show('unknown cipher', () => crypto.createCipheriv('aes-128-xyz', k16, iv16));
show('cipher type', () => crypto.createCipheriv(1, k16, iv16));
show('key type', () => crypto.createCipheriv('aes-128-cbc', 1, iv16));
show('iv type', () => crypto.createCipheriv('aes-128-cbc', k16, 1));
show('iv null', () => crypto.createCipheriv('aes-128-cbc', k16, null));
show('iv length', () => crypto.createCipheriv('aes-128-cbc', k16, iv12));
show('iv and key wrong', () => crypto.createCipheriv('aes-128-cbc', k32, iv12));
show('key length', () => crypto.createCipheriv('aes-128-cbc', k32, iv16));
show('ecb iv', () => crypto.createCipheriv('aes-128-ecb', k16, iv16));
show('gcm empty iv', () => crypto.createCipheriv('aes-256-gcm', k32, Buffer.alloc(0)));
show('chacha iv', () => crypto.createCipheriv('chacha20-poly1305', k32, iv16));
show('tag length', () => crypto.createCipheriv('aes-256-gcm', k32, iv12, { authTagLength: 7 }));
show('tag length type', () => crypto.createCipheriv('aes-256-gcm', k32, iv12, { authTagLength: 'x' }));
show('chacha tag length', () => crypto.createCipheriv('chacha20-poly1305', k32, iv12, { authTagLength: 17 }));
show('update after final', () => { const c = crypto.createCipheriv('aes-128-cbc', k16, iv16); c.final(); return c.update('a'); });
show('final twice', () => { const c = crypto.createCipheriv('aes-128-cbc', k16, iv16); c.final(); return c.final(); });
show('update type', () => crypto.createCipheriv('aes-128-cbc', k16, iv16).update(1));
show('setAAD cbc', () => crypto.createCipheriv('aes-128-cbc', k16, iv16).setAAD(Buffer.alloc(1)));
show('setAAD after update', () => { const c = crypto.createCipheriv('aes-128-gcm', k16, iv12); c.update('a'); return c.setAAD(Buffer.alloc(1)); });
show('setAAD after final', () => { const c = crypto.createCipheriv('aes-128-gcm', k16, iv12); c.final(); return c.setAAD(Buffer.alloc(1)); });
show('setAAD type', () => crypto.createCipheriv('aes-128-gcm', k16, iv12).setAAD(1));
show('getAuthTag cbc', () => crypto.createCipheriv('aes-128-cbc', k16, iv16).getAuthTag());
show('getAuthTag early', () => crypto.createCipheriv('aes-128-gcm', k16, iv12).getAuthTag());
show('setAuthTag on cipher', () => typeof crypto.createCipheriv('aes-128-gcm', k16, iv12).setAuthTag);
show('getAuthTag on decipher', () => typeof crypto.createDecipheriv('aes-128-gcm', k16, iv12).getAuthTag);
show('setAuthTag length', () => crypto.createDecipheriv('aes-256-gcm', k32, iv12).setAuthTag(Buffer.alloc(3)));
show('setAuthTag 17', () => crypto.createDecipheriv('aes-256-gcm', k32, iv12).setAuthTag(Buffer.alloc(17)));
show('setAuthTag twice', () => { const d = crypto.createDecipheriv('aes-256-gcm', k32, iv12); d.setAuthTag(Buffer.alloc(16)); return d.setAuthTag(Buffer.alloc(16)); });
show('setAuthTag mismatch', () => crypto.createDecipheriv('aes-256-gcm', k32, iv12, { authTagLength: 8 }).setAuthTag(Buffer.alloc(16)));
show('setAuthTag chacha short', () => crypto.createDecipheriv('chacha20-poly1305', k32, iv12).setAuthTag(Buffer.alloc(3)));
show('setAuthTag cbc', () => crypto.createDecipheriv('aes-128-cbc', k16, iv16).setAuthTag(Buffer.alloc(16)));
show('setAuthTag type', () => crypto.createDecipheriv('aes-256-gcm', k32, iv12).setAuthTag(1));
show('setAuthTag after final', () => { const d = crypto.createDecipheriv('aes-128-gcm', k16, iv12); try { d.final(); } catch {} return d.setAuthTag(Buffer.alloc(16)); });
show('setAutoPadding after final', () => { const c = crypto.createCipheriv('aes-128-cbc', k16, iv16); c.final(); return c.setAutoPadding(false); });

// Names and info.
const ciphers = crypto.getCiphers();
console.log('getCiphers', ciphers.includes('aes-256-gcm'), ciphers.includes('chacha20-poly1305'),
            ciphers.includes('aes128'));
show('info cbc', () => crypto.getCipherInfo('aes-128-cbc'));
show('info gcm', () => crypto.getCipherInfo('aes-256-gcm'));
show('info nid', () => crypto.getCipherInfo(895));
show('info ecb', () => crypto.getCipherInfo('aes-128-ecb'));
show('info chacha', () => crypto.getCipherInfo('chacha20-poly1305'));
show('info ctr', () => crypto.getCipherInfo('aes-192-ctr'));
show('info keyLength', () => crypto.getCipherInfo('aes-128-cbc', { keyLength: 16 }).keyLength);
show('info bad keyLength', () => crypto.getCipherInfo('aes-128-cbc', { keyLength: 15 }));
show('info gcm ivLength', () => crypto.getCipherInfo('aes-256-gcm', { ivLength: 7 }).ivLength);
show('info cbc ivLength', () => crypto.getCipherInfo('aes-256-cbc', { ivLength: 7 }));
show('info unknown', () => crypto.getCipherInfo('foo'));
show('info type', () => crypto.getCipherInfo(null));
show('info options', () => crypto.getCipherInfo('aes-128-cbc', 1));

// Cipheriv is a Transform stream.
const enc = crypto.createCipheriv('aes-128-cbc', k16, iv16);
const chunks = [];
enc.on('data', (c) => chunks.push(c));
enc.on('end', () => console.log('stream', Buffer.concat(chunks).toString('hex')));
enc.write('hello ');
enc.end('world');
console.log('instanceof', enc instanceof require('stream').Transform, enc instanceof crypto.Cipheriv);
