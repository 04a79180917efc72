// A private key's export() refuses a passphrase for any format but PEM, DER and JWK before
// it judges the format; generateKeyPairSync() takes only plain objects as key encodings.
const crypto = require('crypto');
const show = (label, f) => {
  try { const r = f(); console.log(label, typeof r === 'string' ? r.split('\n')[0] : r); } catch (e) { console.log(label, e.name, e.code, e.message); }
};
const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
show('bad+pass', () => privateKey.export({ format: 'bad', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'pw' }));
show('bad+null', () => privateKey.export({ format: 'bad', passphrase: null }));
show('none+pass', () => privateKey.export({ type: 'pkcs8', passphrase: 'pw' }));
show('upper+pass', () => privateKey.export({ format: 'PEM', passphrase: '' }));
show('raw+pass', () => privateKey.export({ format: 'raw-private', passphrase: 'pw' }));
show('bad+cipher', () => privateKey.export({ format: 'bad', type: 'pkcs8', cipher: 'aes-256-cbc' }));
show('pem+pass', () => privateKey.export({ format: 'pem', type: 'pkcs8', passphrase: 'pw' }));
show('pem+enc', () => privateKey.export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'pw' }));
show('pubArray', () => crypto.generateKeyPairSync('ec', { namedCurve: 'P-256', publicKeyEncoding: [] }));
show('privArray', () => crypto.generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: [] }));
show('pubString', () => crypto.generateKeyPairSync('ec', { namedCurve: 'P-256', publicKeyEncoding: 'pem' }));
