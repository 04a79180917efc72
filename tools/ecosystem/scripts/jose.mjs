// Ecosystem check: jose signs and verifies JWTs (HS256 exact; RS256, PS256, ES256, EdDSA with generated keys), encrypts JWEs (RSA-OAEP-256, ECDH-ES+A128KW, dir), exports and imports JWK/SPKI, and rejects a bad signature.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as jose from 'jose';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-jose-'));
try {
  const secret = new TextEncoder().encode('cc7e0d44fd473002f1c42167459001140ec6389b7353f8088f4d9a95f2f596f2');
  const jwt = await new jose.SignJWT({ 'urn:example:claim': true })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(1700000000)
    .setIssuer('urn:example:issuer')
    .setAudience('urn:example:audience')
    .sign(secret);
  console.log('HS256', jwt);
  const { payload, protectedHeader } = await jose.jwtVerify(jwt, secret, {
    issuer: 'urn:example:issuer',
    audience: 'urn:example:audience',
  });
  console.log('verified', JSON.stringify(payload), JSON.stringify(protectedHeader));
  try {
    await jose.jwtVerify(jwt.slice(0, -2) + 'AA', secret);
  } catch (e) {
    console.log('tampered', e.code);
  }
  for (const alg of ['RS256', 'PS256', 'ES256', 'EdDSA']) {
    const { publicKey, privateKey } = await jose.generateKeyPair(alg, { extractable: true });
    const token = await new jose.SignJWT({ alg }).setProtectedHeader({ alg }).sign(privateKey);
    const spki = await jose.exportSPKI(publicKey);
    fs.writeFileSync(path.join(dir, `${alg}.pem`), spki);
    const imported = await jose.importSPKI(fs.readFileSync(path.join(dir, `${alg}.pem`), 'utf8'), alg);
    const { payload } = await jose.jwtVerify(token, imported);
    const jwk = await jose.exportJWK(publicKey);
    const thumbprint = await jose.calculateJwkThumbprint(jwk);
    console.log(alg, payload.alg, Object.keys(jwk).sort().join(','), thumbprint.length);
  }
  for (const alg of ['RSA-OAEP-256', 'ECDH-ES+A128KW']) {
    const { publicKey, privateKey } = await jose.generateKeyPair(alg);
    const jwe = await new jose.CompactEncrypt(new TextEncoder().encode(`secret for ${alg}`))
      .setProtectedHeader({ alg, enc: 'A256GCM' })
      .encrypt(publicKey);
    const { plaintext } = await jose.compactDecrypt(jwe, privateKey);
    console.log(alg, new TextDecoder().decode(plaintext), jwe.split('.').length);
  }
  const key = new Uint8Array(32).fill(7);
  const jwe = await new jose.EncryptJWT({ x: 1 })
    .setProtectedHeader({ alg: 'dir', enc: 'A128CBC-HS256' })
    .encrypt(key);
  console.log('dir', JSON.stringify((await jose.jwtDecrypt(jwe, key)).payload));
  const jwks = jose.createLocalJWKSet({ keys: [{ ...(await jose.exportJWK(secret)), kid: 'k1', alg: 'HS256' }] });
  console.log('decoded', JSON.stringify(jose.decodeJwt(jwt)), JSON.stringify(jose.decodeProtectedHeader(jwt)), typeof jwks);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
