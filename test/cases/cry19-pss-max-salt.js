// Signing with an RSA-PSS key restricted to a salt length refuses OpenSSL's maximum salt
// (-2), which PSS padding without a salt length asks for; verifying and defaults still work.
const crypto = require('crypto');
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa-pss', {
  modulusLength: 1024, hashAlgorithm: 'sha256', mgf1HashAlgorithm: 'sha256', saltLength: 16,
});
const free = crypto.generateKeyPairSync('rsa-pss', { modulusLength: 1024 }).privateKey;
const show = (label, f) => { try { console.log(label, f()); } catch (e) { console.log(label, e.name, e.code, e.message); } };
const data = Buffer.from('m');
const good = crypto.sign('sha256', data, privateKey);
for (const [padding, saltLength] of [[undefined, undefined], [6, undefined], [undefined, -2], [6, -2], [6, 16], [undefined, -1]]) {
  const opts = { padding, saltLength };
  show(`sign ${padding} ${saltLength}`, () => crypto.sign('sha256', data, { key: privateKey, ...opts }).length);
  show(`stream ${padding} ${saltLength}`, () => crypto.createSign('sha256').update(data).sign({ key: privateKey, ...opts }).length);
  show(`verify ${padding} ${saltLength}`, () => crypto.verify('sha256', data, { key: publicKey, ...opts }, good));
}
show('unrestricted -2', () => crypto.sign('sha256', data, { key: free, padding: 6, saltLength: -2 }).length);
