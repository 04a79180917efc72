// A null key fails on destructuring its options, with V8's wording, in every key consumer.
const crypto = require('crypto');
const calls = {
  createPrivateKey: () => crypto.createPrivateKey(null),
  createPublicKey: () => crypto.createPublicKey(null),
  publicEncrypt: () => crypto.publicEncrypt(null, Buffer.alloc(1)),
  privateDecrypt: () => crypto.privateDecrypt(null, Buffer.alloc(1)),
  sign: () => crypto.sign('sha256', Buffer.alloc(1), null),
  createSecretKey: () => crypto.createSecretKey(null),
};
for (const [name, f] of Object.entries(calls)) {
  try { f(); } catch (e) { console.log(name, e.name, e.code, e.message); }
}
