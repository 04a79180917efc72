// Randomness calls per second: randomBytes(16), randomUUID(), getRandomValues on a
// 16-byte array. Same script on Node and minirt.
//   node random.js [n=100000]
'use strict';
const crypto = require('crypto');

const opts = { n: 100000 };
for (const a of process.argv.slice(2)) {
  const [k, v] = a.split('=');
  if (k in opts) opts[k] = Number(v);
}
const now = () => Number(process.hrtime.bigint()) / 1e6;
const runtime = typeof process.versions.minirt === 'string' ?
  `minirt-${process.versions.minirt}` : `node-${process.version}`;

function bench(label, fn) {
  for (let i = 0; i < 100; i++) fn();
  const t0 = now();
  for (let i = 0; i < opts.n; i++) fn();
  const ms = now() - t0;
  console.log(`${runtime} ${label}: ${Math.round(opts.n / ms * 1000)} ops/s`);
}

bench('randomBytes(16)', () => crypto.randomBytes(16));
bench('randomUUID()', () => crypto.randomUUID());
const arr = new Uint8Array(16);
bench('getRandomValues(16)', () => globalThis.crypto.getRandomValues(arr));
console.log(`${runtime} peak RSS: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
