// RSA encryption's errors for paddings it cannot use depend on the operation, and an
// unknown OAEP digest is a plain Error; the padding is read as a uint32.
const crypto = require('crypto');
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 512 });
const show = (label, f) => {
  try { const r = f(); console.log(label, Buffer.isBuffer(r) ? `buffer ${r.length}` : r); } catch (e) { console.log(label, e.name, e.code, e.message); }
};
const data = Buffer.from('x');
for (const padding of [2, 5, 6, 9, -1, 'x']) {
  show(`publicEncrypt ${padding}`, () => crypto.publicEncrypt({ key: publicKey, padding }, data));
  show(`privateDecrypt ${padding}`, () => crypto.privateDecrypt({ key: privateKey, padding }, Buffer.alloc(64, 1)));
  show(`privateEncrypt ${padding}`, () => crypto.privateEncrypt({ key: privateKey, padding }, data));
  show(`publicDecrypt ${padding}`, () => crypto.publicDecrypt({ key: publicKey, padding }, Buffer.alloc(64, 1)));
}
show('padding true', () => crypto.publicEncrypt({ key: publicKey, padding: true }, data));
show('oaepHash bad', () => crypto.publicEncrypt({ key: publicKey, oaepHash: 'bad' }, data));
show('oaepHash bad decrypt', () => crypto.privateDecrypt({ key: privateKey, oaepHash: 'bad' }, data));
