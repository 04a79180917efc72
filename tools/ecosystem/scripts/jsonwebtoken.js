// Ecosystem check: jsonwebtoken signs and verifies (HS256 exact; RS256, PS384, ES256, ES512 with KeyObjects and PEM), decodes, and reports bad signatures and expiry.
const fs = require('fs');
const os = require('os');
const path = require('path');
const crypto = require('crypto');
const jwt = require('jsonwebtoken');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-jsonwebtoken-'));
try {
  const token = jwt.sign({ foo: 'bar', iat: 1700000000 }, 'shhhhh');
  console.log('HS256', token);
  console.log('verified', JSON.stringify(jwt.verify(token, 'shhhhh')));
  console.log('decoded', JSON.stringify(jwt.decode(token, { complete: true }).header));
  for (const [alg, type, options] of [
    ['RS256', 'rsa', { modulusLength: 2048 }],
    ['PS384', 'rsa', { modulusLength: 2048 }],
    ['ES256', 'ec', { namedCurve: 'P-256' }],
    ['ES512', 'ec', { namedCurve: 'P-521' }],
  ]) {
    const { privateKey, publicKey } = crypto.generateKeyPairSync(type, options);
    const pemFile = path.join(dir, `${alg}.pem`);
    fs.writeFileSync(pemFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const signed = jwt.sign({ sub: alg }, fs.readFileSync(pemFile), { algorithm: alg, expiresIn: '1h' });
    const claims = jwt.verify(signed, publicKey, { algorithms: [alg] });
    const fromPem = jwt.verify(signed, publicKey.export({ type: 'spki', format: 'pem' }));
    console.log(alg, signed.split('.')[0], claims.sub, claims.exp - claims.iat, fromPem.sub === alg);
  }
  for (const [what, fn] of [
    ['wrong secret', () => jwt.verify(token, 'other')],
    ['expired', () => jwt.verify(jwt.sign({ exp: 1 }, 's'), 's')],
    ['malformed', () => jwt.verify('a.b', 's')],
    ['wrong algorithm', () => jwt.verify(token, 'shhhhh', { algorithms: ['RS256'] })],
  ]) {
    try {
      fn();
    } catch (e) {
      console.log(what, e.name, e.message);
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
