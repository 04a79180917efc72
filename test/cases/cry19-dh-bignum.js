// DiffieHellman keeps its numbers as bignums: leading zero bytes go, a zero prime is
// "p is null", and a peer key outside 2..p-2 is refused before a missing private key.
const crypto = require('crypto');
const show = (label, f) => { try { console.log(label, f()); } catch (e) { console.log(label, e.name, e.code, e.message); } };
show('prime 0005', () => crypto.createDiffieHellman(Buffer.from([0, 5])).getPrime('hex'));
show('prime empty', () => crypto.createDiffieHellman(Buffer.alloc(0)).getPrime('hex'));
show('prime zeros', () => crypto.createDiffieHellman(Buffer.alloc(3)).getPrime());
show('public 0005', () => {
  const dh = crypto.createDiffieHellman(Buffer.from([23]));
  dh.setPublicKey(Buffer.from([0, 5]));
  return dh.getPublicKey('hex');
});
const dh = crypto.createDiffieHellman(Buffer.from([0xfb]));
for (const key of [[0], [1], [2], [0xf9], [0xfa], [0, 1], [1, 0]]) {
  show(`computeSecret ${key}`, () => dh.computeSecret(Buffer.from(key)));
}
