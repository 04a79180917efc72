// Digests, HMAC and crypto.hash(): vectors for every listed algorithm, encodings,
// copies, streams, and the errors of each kind of bad input.
'use strict';
const crypto = require('crypto');

function show(label, fn) {
  try {
    const r = fn();
    console.log(label, typeof r === 'string' ? JSON.stringify(r) : r);
  } catch (e) {
    console.log(label, 'threw', e.name, e.code, JSON.stringify(e.message));
  }
}

const names = crypto.getHashes();
console.log('getHashes', names.length, names.includes('sha256'), names.includes('shake256'));
for (const name of names) {
  const opts = /^shake/.test(name) ? { outputLength: 20 } : undefined;
  console.log(name, crypto.createHash(name, opts).update('abc').digest('hex'));
}
for (const name of ['md5', 'sha1', 'sha256', 'sha512', 'sha3-256', 'ripemd160', 'blake2b512',
  'md5-sha1', 'sha256-192', 'sm3', 'keccak-256']) {
  console.log('hmac', name, crypto.createHmac(name, 'key').update('abc').digest('hex'));
}
// Long keys are hashed first; empty keys and data are fine.
console.log('hmac long key', crypto.createHmac('sha256', 'k'.repeat(200)).update('x').digest('base64'));
console.log('hmac empty', crypto.createHmac('sha1', '').digest('hex'));

// Case-insensitive names and aliases.
show('SHA256', () => crypto.createHash('SHA256').update('').digest('hex'));
show('RSA-SHA1', () => crypto.createHash('RSA-SHA1').update('').digest('hex'));

// Output encodings.
const h = () => crypto.createHash('md5').update('abc');
for (const enc of ['hex', 'HEX', 'base64', 'base64url', 'latin1', 'binary', 'ascii', 'utf8',
  'ucs2', 'utf16le', 'buffer', 'foo', '', undefined, null, 1]) {
  const d = h().digest(enc);
  console.log('digest', String(enc), Buffer.isBuffer(d) ? d.toString('hex') : JSON.stringify(d));
}

// Input encodings and kinds.
for (const enc of ['utf8', 'latin1', 'ascii', 'ucs2', 'hex', 'base64', 'foo', 'buffer']) {
  console.log('update', enc, crypto.createHash('sha1').update('6162ff\u00e9', enc === 'hex' ? 'utf8' : enc).digest('hex'));
}
console.log('update hex', crypto.createHash('sha1').update('616263', 'hex').digest('hex'));
console.log('lone surrogate', crypto.createHash('sha1').update('\ud800x').digest('hex'));
console.log('u16', crypto.createHash('sha1').update(new Uint16Array([1, 2, 3])).digest('hex'));
console.log('dataview', crypto.createHash('sha1').update(new DataView(new ArrayBuffer(5), 1, 3)).digest('hex'));
console.log('chained', crypto.createHash('sha256').update('a').update(Buffer.from('b')).update('c').digest('hex'));

// XOFs and copies.
console.log('shake128/5', crypto.createHash('shake128', { outputLength: 5 }).update('abc').digest('hex'));
console.log('shake256/0', JSON.stringify(crypto.createHash('shake256', { outputLength: 0 }).digest('hex')));
console.log('kmac xof', crypto.createHash('keccak-kmac-256', { outputLength: 10 }).update('abc').digest('hex'));
const base = crypto.createHash('sha256').update('ab');
const copy = base.copy();
console.log('copy', copy.update('c').digest('hex'), base.digest('hex'));
const shake = crypto.createHash('shake256', { outputLength: 4 }).update('x');
console.log('copy xof', shake.copy({ outputLength: 8 }).digest('hex'), shake.copy().digest('hex'));
show('sha256 outputLength 32', () => crypto.createHash('sha256', { outputLength: 32 }).digest('hex'));

// crypto.hash().
console.log('hash', crypto.hash('sha1', 'abc'), crypto.hash('sha1', Buffer.from('abc'), 'base64'));
console.log('hash buffer', crypto.hash('md5', 'abc', 'buffer'));
console.log('hash options', crypto.hash('shake256', 'abc', { outputLength: 4, outputEncoding: 'base64url' }));
console.log('hash ucs2', JSON.stringify(crypto.hash('md5', 'abc', 'ucs2')));

// Errors.
show('unknown', () => crypto.createHash('sha257'));
show('algorithm type', () => crypto.createHash(1));
show('outputLength type', () => crypto.createHash('shake128', { outputLength: '1' }));
show('outputLength range', () => crypto.createHash('shake128', { outputLength: -1 }));
show('outputLength integer', () => crypto.createHash('shake128', { outputLength: 1.5 }));
show('not xof', () => crypto.createHash('sha256', { outputLength: 5 }));
show('data type', () => crypto.createHash('md5').update(1));
show('data ArrayBuffer', () => crypto.createHash('md5').update(new ArrayBuffer(1)));
show('odd hex', () => crypto.createHash('md5').update('abc', 'hex'));
show('update after digest', () => { const x = crypto.createHash('md5'); x.digest(); x.update('a'); });
show('digest twice', () => { const x = crypto.createHash('md5'); x.digest(); x.digest(); });
show('copy after digest', () => { const x = crypto.createHash('md5'); x.digest(); x.copy(); });
show('hmac digest twice', () => { const x = crypto.createHmac('md5', 'k'); x.digest(); return x.digest('hex'); });
show('hmac update after digest', () => { const x = crypto.createHmac('md5', 'k'); x.digest(); x.update('a'); });
show('hmac unknown', () => crypto.createHmac('foo', 'k'));
show('hmac xof', () => crypto.createHmac('shake128', 'k'));
show('hmac key type', () => crypto.createHmac('sha1', 1));
show('hmac key missing', () => crypto.createHmac('sha1'));
show('hmac name type', () => crypto.createHmac(null, 'k'));
show('hmac key encoding', () => crypto.createHmac('md5', '6b', { encoding: 'hex' }).digest('hex'));
show('hmac bad encoding', () => crypto.createHmac('md5', 'k', { encoding: 'nope' }));
show('hmac encoding type', () => crypto.createHmac('md5', 'k', { encoding: 1 }));
show('hash unknown', () => crypto.hash('foo', 'abc'));
show('hash input', () => crypto.hash('sha1', 1));
show('hash encoding', () => crypto.hash('sha1', 'abc', 'foo'));
show('hash encoding type', () => crypto.hash('sha1', 'abc', { outputEncoding: 1 }));
show('hash options type', () => crypto.hash('sha1', 'abc', 1));
show('hash not xof', () => crypto.hash('sha256', 'abc', { outputLength: 8 }));

// Hash and Hmac are Transform streams.
console.log('instanceof', crypto.createHash('md5') instanceof require('stream').Transform,
            crypto.createHash('md5') instanceof crypto.Hash);
console.log('keys', Object.keys(crypto.createHash('md5')));
const stream = crypto.createHash('sha1');
stream.on('data', (d) => console.log('stream data', d.toString('hex')));
stream.on('finish', () => console.log('stream finish'));
stream.write('a');
stream.end('bc');
const hs = crypto.createHmac('sha256', 'key');
hs.setEncoding('hex');
hs.on('data', (d) => console.log('hmac stream', d));
hs.end('abc');
