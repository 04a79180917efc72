// createPublicKey() from a private RSA JWK uses n and e only; a private half that does not
// match them is not checked.
const crypto = require('crypto');
const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 512 });
const jwk = privateKey.export({ format: 'jwk' });
const show = (label, f) => { try { const k = f(); console.log(label, k.type, k.asymmetricKeyDetails.publicExponent); } catch (e) { console.log(label, e.name, e.code, e.message); } };
show('public, bad d', () => crypto.createPublicKey({ key: { ...jwk, d: 'RSA' }, format: 'jwk' }));
show('public, bad dq', () => crypto.createPublicKey({ key: { ...jwk, dq: 'AAAA' }, format: 'jwk' }));
show('public, d not a string', () => crypto.createPublicKey({ key: { ...jwk, d: 1 }, format: 'jwk' }));
show('public, missing q', () => crypto.createPublicKey({ key: { ...jwk, q: undefined }, format: 'jwk' }));
const pub = crypto.createPublicKey({ key: jwk, format: 'jwk' });
console.log('same public key', pub.equals(crypto.createPublicKey(privateKey)));
