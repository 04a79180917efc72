// Randomness calls per second: randomBytes(16), randomUUID() with and without options,
// getRandomValues on a 16-byte array. Each row is a plain loop around the call, the shape
// of Node's own benchmark/crypto/randomUUID.js. Same script on Node and minirt.
//   node random.js [n=100000]
'use strict';
const crypto = require('crypto');
const { randomBytes, randomUUID } = crypto;

const opts = { n: 100000 };
for (const a of process.argv.slice(2)) {
  const [k, v] = a.split('=');
  if (k in opts) opts[k] = Number(v);
}
const now = () => Number(process.hrtime.bigint()) / 1e6;
const runtime = typeof process.versions.minirt === 'string' ?
  `minirt-${process.versions.minirt}` : `node-${process.version}`;
const report = (label, ms) =>
  console.log(`${runtime} ${label}: ${Math.round(opts.n / ms * 1000)} ops/s`);

// Each loop runs once as a warm-up (a tenth of n calls, so that V8 has optimised it), then
// n times measured.
function loops(n) {
  let t0 = now();
  for (let i = 0; i < n; i++) randomBytes(16);
  const bytes = now() - t0;
  t0 = now();
  for (let i = 0; i < n; i++) randomUUID();
  const uuid = now() - t0;
  const options = { disableEntropyCache: false };
  t0 = now();
  for (let i = 0; i < n; i++) randomUUID(options);
  const uuidOptions = now() - t0;
  const arr = new Uint8Array(16);
  t0 = now();
  for (let i = 0; i < n; i++) globalThis.crypto.getRandomValues(arr);
  const values = now() - t0;
  return { bytes, uuid, uuidOptions, values };
}

loops(Math.max(100, opts.n / 10));
const ms = loops(opts.n);
report('randomBytes(16)', ms.bytes);
report('randomUUID()', ms.uuid);
report('randomUUID({ disableEntropyCache: false })', ms.uuidOptions);
report('getRandomValues(16)', ms.values);
console.log(`${runtime} peak RSS: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
