// Hashing throughput: createHash(algo).update(data).digest('hex') per second on small
// inputs, and MB/s on a large buffer. Same script on Node and minirt.
//   node hash.js [algo=sha256] [size=1024] [n=20000] [big=67108864]
'use strict';
const crypto = require('crypto');

const opts = { algo: 'sha256', size: 1024, n: 20000, big: 64 * 1024 * 1024 };
for (const a of process.argv.slice(2)) {
  const [k, v] = a.split('=');
  if (k in opts) opts[k] = typeof opts[k] === 'number' ? Number(v) : v;
}
const now = () => Number(process.hrtime.bigint()) / 1e6;
const runtime = typeof process.versions.minirt === 'string' ?
  `minirt-${process.versions.minirt}` : `node-${process.version}`;

const small = Buffer.alloc(opts.size, 'a');
// Warm up.
for (let i = 0; i < 100; i++) crypto.createHash(opts.algo).update(small).digest('hex');
let t0 = now();
for (let i = 0; i < opts.n; i++) crypto.createHash(opts.algo).update(small).digest('hex');
let ms = now() - t0;
console.log(`${runtime} ${opts.algo} ${opts.size} B: ${Math.round(opts.n / ms * 1000)} ops/s`);

t0 = now();
const n2 = Math.max(1, opts.n);
for (let i = 0; i < n2; i++) crypto.createHash(opts.algo).update('abc').digest('hex');
ms = now() - t0;
console.log(`${runtime} ${opts.algo} 'abc' string: ${Math.round(n2 / ms * 1000)} ops/s`);

const big = Buffer.alloc(opts.big, 7);
t0 = now();
crypto.createHash(opts.algo).update(big).digest();
ms = now() - t0;
console.log(`${runtime} ${opts.algo} ${opts.big >> 20} MiB: ${(opts.big / 1e6 / (ms / 1000)).toFixed(0)} MB/s`);
console.log(`${runtime} peak RSS: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
