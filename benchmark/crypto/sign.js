// Signatures per second: crypto.sign and crypto.verify one-shots with a fresh key of each
// kind on a 64-byte message. Same script on Node and minirt.
//   node sign.js [alg=ed25519|ec-p256|ec-p384|rsa-2048|rsa-pss-2048] [duration=1]
'use strict';
const crypto = require('crypto');

const opts = { alg: 'ed25519', duration: 1 };
for (const a of process.argv.slice(2)) {
  const [k, v] = a.split('=');
  if (k in opts) opts[k] = typeof opts[k] === 'number' ? Number(v) : v;
}
const now = () => Number(process.hrtime.bigint()) / 1e6;
const runtime = typeof process.versions.minirt === 'string' ?
  `minirt-${process.versions.minirt}` : `node-${process.version}`;

const setups = {
  'ed25519': () => [crypto.generateKeyPairSync('ed25519'), null, {}],
  'ec-p256': () => [crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }), 'sha256', {}],
  'ec-p384': () => [crypto.generateKeyPairSync('ec', { namedCurve: 'P-384' }), 'sha384', {}],
  'rsa-2048': () => [crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }), 'sha256', {}],
  'rsa-pss-2048': () => [crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }), 'sha256',
    { padding: crypto.constants.RSA_PKCS1_PSS_PADDING }],
};
const [{ publicKey, privateKey }, digest, extra] = setups[opts.alg]();
const data = Buffer.alloc(64, 'm');
const priv = { key: privateKey, ...extra };
const pub = { key: publicKey, ...extra };

function rate(fn) {
  for (let i = 0; i < 5; i++) fn();
  const end = now() + opts.duration * 1000;
  let n = 0;
  const t0 = now();
  while (now() < end) {
    fn();
    n++;
  }
  return Math.round(n / (now() - t0) * 1000);
}

const sig = crypto.sign(digest, data, priv);
console.log(`${runtime} ${opts.alg} sign: ${rate(() => crypto.sign(digest, data, priv))} ops/s`);
console.log(`${runtime} ${opts.alg} verify: ${rate(() => crypto.verify(digest, data, pub, sig))} ops/s`);
