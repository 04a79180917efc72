// pbkdf2, scrypt and hkdf (Sync and callback forms): vectors, option handling and the
// errors for bad arguments, unsupported digests and out-of-range parameters.
'use strict';
const crypto = require('crypto');

function show(label, fn) {
  try {
    const r = fn();
    console.log(label, Buffer.isBuffer(r) ? r.toString('hex') :
      r instanceof ArrayBuffer ? `ArrayBuffer ${Buffer.from(r).toString('hex')}` : r);
  } catch (e) {
    console.log(label, 'threw', e.name, e.code, JSON.stringify(e.message));
  }
}

show('pbkdf2 sha1', () => crypto.pbkdf2Sync('password', 'salt', 2, 20, 'sha1'));
show('pbkdf2 sha256', () => crypto.pbkdf2Sync('pw', Buffer.from('salt'), 1000, 40, 'sha256'));
show('pbkdf2 sha512', () => crypto.pbkdf2Sync(new Uint8Array([1, 2]), new ArrayBuffer(3), 3, 70, 'SHA512'));
show('pbkdf2 md5-sha1', () => crypto.pbkdf2Sync('pw', 'salt', 1, 20, 'md5-sha1'));
show('pbkdf2 sha3', () => crypto.pbkdf2Sync('pw', 'salt', 2, 16, 'sha3-256'));
show('pbkdf2 keylen 0', () => crypto.pbkdf2Sync('pw', 'salt', 1, 0, 'sha1'));
show('pbkdf2 iterations 0', () => crypto.pbkdf2Sync('pw', 'salt', 0, 20, 'sha1'));
show('pbkdf2 keylen -1', () => crypto.pbkdf2Sync('pw', 'salt', 1, -1, 'sha1'));
show('pbkdf2 digest unknown', () => crypto.pbkdf2Sync('pw', 'salt', 1, 20, 'foo'));
show('pbkdf2 digest xof', () => crypto.pbkdf2Sync('pw', 'salt', 1, 20, 'shake128'));
show('pbkdf2 digest missing', () => crypto.pbkdf2Sync('pw', 'salt', 1, 20));
show('pbkdf2 password type', () => crypto.pbkdf2Sync(1, 'salt', 1, 20, 'sha1'));
show('pbkdf2 salt type', () => crypto.pbkdf2Sync('pw', 1, 1, 20, 'sha1'));
show('pbkdf2 iterations type', () => crypto.pbkdf2Sync('pw', 'salt', '1', 20, 'sha1'));
show('pbkdf2 iterations 1.5', () => crypto.pbkdf2Sync('pw', 'salt', 1.5, 20, 'sha1'));
show('pbkdf2 iterations 2**31', () => crypto.pbkdf2Sync('pw', 'salt', 2 ** 31, 20, 'sha1'));
show('pbkdf2 no callback', () => crypto.pbkdf2('pw', 'salt', 1, 20, 'sha1'));
show('pbkdf2 async unknown', () => crypto.pbkdf2('pw', 'salt', 1, 20, 'foo', () => {}));

show('scrypt default', () => crypto.scryptSync('pw', 'salt', 16));
show('scrypt keylen 0', () => crypto.scryptSync('pw', 'salt', 0));
show('scrypt N', () => crypto.scryptSync('pw', 'salt', 16, { N: 16, r: 1, p: 1 }));
show('scrypt cost', () => crypto.scryptSync('pw', 'salt', 16, { cost: 16, blockSize: 1, parallelization: 1 }));
show('scrypt zero means default', () => crypto.scryptSync('pw', 'salt', 16, { r: 0, p: 0, N: 0 }));
show('scrypt N 3', () => crypto.scryptSync('pw', 'salt', 16, { N: 3 }));
show('scrypt N 2**20', () => crypto.scryptSync('pw', 'salt', 16, { N: 2 ** 20 }));
show('scrypt maxmem', () => crypto.scryptSync('pw', 'salt', 16, { maxmem: 1 }));
show('scrypt p', () => crypto.scryptSync('pw', 'salt', 16, { p: 2 ** 30 }));
show('scrypt N and cost', () => crypto.scryptSync('pw', 'salt', 16, { N: 16, cost: 16 }));
show('scrypt r and blockSize', () => crypto.scryptSync('pw', 'salt', 16, { r: 1, blockSize: 1 }));
show('scrypt N type', () => crypto.scryptSync('pw', 'salt', 16, { N: '16' }));
show('scrypt maxmem type', () => crypto.scryptSync('pw', 'salt', 16, { maxmem: -1 }));
show('scrypt keylen', () => crypto.scryptSync('pw', 'salt', -1));
show('scrypt options null', () => crypto.scryptSync('pw', 'salt', 8, null));
show('scrypt no callback', () => crypto.scrypt('pw', 'salt', 8));
show('scrypt async params', () => crypto.scrypt('pw', 'salt', 8, { N: 3 }, () => {}));

show('hkdf', () => crypto.hkdfSync('sha256', 'key', 'salt', 'info', 16));
show('hkdf rfc5869', () => crypto.hkdfSync('sha256', Buffer.alloc(22, 0x0b),
  Buffer.from('000102030405060708090a0b0c', 'hex'), Buffer.from('f0f1f2f3f4f5f6f7f8f9', 'hex'), 42));
show('hkdf sha1 empty salt', () => crypto.hkdfSync('sha1', 'key', '', '', 30));
show('hkdf md5-sha1', () => crypto.hkdfSync('md5-sha1', 'key', 'salt', 'info', 16));
show('hkdf max', () => crypto.hkdfSync('sha256', 'key', 'salt', 'info', 255 * 32).byteLength);
show('hkdf too long', () => crypto.hkdfSync('sha256', 'key', 'salt', 'info', 255 * 32 + 1));
show('hkdf 0', () => crypto.hkdfSync('sha256', 'key', 'salt', 'info', 0));
show('hkdf unknown', () => crypto.hkdfSync('foo', 'key', 'salt', 'info', 16));
show('hkdf xof', () => crypto.hkdfSync('shake128', 'key', 'salt', 'info', 16));
show('hkdf empty key', () => crypto.hkdfSync('sha256', '', 'salt', 'info', 16));
show('hkdf info 1025', () => crypto.hkdfSync('sha256', 'key', 'salt', 'x'.repeat(1025), 16));
show('hkdf ikm type', () => crypto.hkdfSync('sha256', 1, 'salt', 'info', 16));
show('hkdf salt type', () => crypto.hkdfSync('sha256', 'key', 1, 'info', 16));
show('hkdf info type', () => crypto.hkdfSync('sha256', 'key', 'salt', 1, 16));
show('hkdf length type', () => crypto.hkdfSync('sha256', 'key', 'salt', 'info', '16'));
show('hkdf digest type', () => crypto.hkdfSync(1, 'key', 'salt', 'info', 16));
show('hkdf no callback', () => crypto.hkdf('sha256', 'key', 'salt', 'info', 16));

// Callback forms, one after another so that the output order is fixed.
const steps = [
  (next) => crypto.pbkdf2('pw', 'salt', 1, 20, 'sha256', (e, k) => next('pbkdf2 cb', e, k)),
  (next) => crypto.pbkdf2('pw', 'salt', 1, 0, 'sha1', (e, k) => next('pbkdf2 cb 0', e, k)),
  (next) => crypto.pbkdf2('pw', 'salt', 1, 1, 'shake128', (e, k) => next('pbkdf2 cb xof', e, k)),
  (next) => crypto.scrypt('pw', 'salt', 8, (e, k) => next('scrypt cb', e, k)),
  (next) => crypto.scrypt('pw', 'salt', 8, { N: 4 }, (e, k) => next('scrypt cb N', e, k)),
  (next) => crypto.hkdf('sha256', 'key', 'salt', 'info', 16, (e, k) => next('hkdf cb', e, k)),
  (next) => crypto.hkdf('sha256', 'key', 'salt', 'info', 0, (e, k) => next('hkdf cb 0', e, k)),
];
function run(i) {
  if (i === steps.length) return;
  steps[i]((label, err, key) => {
    console.log(label, err ? `${err.name} ${err.code} ${err.message}` : err,
                key instanceof ArrayBuffer ? Buffer.from(key).toString('hex') :
                  key && key.toString('hex'));
    run(i + 1);
  });
}
run(0);
console.log('sync end');
