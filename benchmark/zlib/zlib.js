// benchmark/zlib/zlib.js: one zlib workload per process, on Node or minirt unchanged.
//   node zlib.js op=gzip|gunzip|brotli|unbrotli|gzip-stream|gunzip-stream|gzip-sync \
//        [mb=16] [level=6] [quality=11] [reps=5]
// The input is generated text (words from a fixed vocabulary, a seeded PRNG), so it
// compresses like prose (~3x with gzip). Each rep is one call on the whole input (the
// stream ops write it in 64 KiB chunks); the script prints ONE JSON line with the best and
// median rep in ms and MB/s of uncompressed data.
'use strict';
const zlib = require('zlib');

const params = { op: 'gzip', mb: 16, level: 6, quality: 11, reps: 5 };
for (const a of process.argv.slice(2)) {
  const i = a.indexOf('=');
  if (i > 0) {
    const k = a.slice(0, i);
    params[k] = typeof params[k] === 'number' ? Number(a.slice(i + 1)) : a.slice(i + 1);
  }
}

function makeText(bytes) {
  const words = ('the of and to in is was that for on with as by at from his her it an are ' +
    'were which be this had not but or have they one you all their has been would there ' +
    'river mountain compression stream buffer window dictionary huffman literal distance ' +
    'runtime engine thread pool timer callback promise event loop module export import')
    .split(' ');
  let seed = 0x9e3779b9;
  const rnd = () => {
    seed ^= seed << 13; seed >>>= 0;
    seed ^= seed >>> 17;
    seed ^= seed << 5; seed >>>= 0;
    return seed >>> 8;
  };
  const out = Buffer.allocUnsafe(bytes);
  let n = 0;
  let col = 0;
  while (n < bytes) {
    const w = words[rnd() % words.length];
    const piece = col > 70 ? '\n' : ' ';
    col = piece === '\n' ? 0 : col + w.length + 1;
    n += out.write(w + piece, n);
  }
  return out;
}

const now = () => Number(process.hrtime.bigint()) / 1e6;
const input = makeText(params.mb << 20);
const gzipped = zlib.gzipSync(input, { level: params.level });
const brotlied = params.op === 'unbrotli' ?
  zlib.brotliCompressSync(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: params.quality } }) :
  null;

function viaStream(stream, data, cb) {
  let n = 0;
  stream.on('data', (c) => { n += c.length; });
  stream.on('end', () => cb(n));
  const step = 64 << 10;
  for (let i = 0; i < data.length; i += step) stream.write(data.subarray(i, i + step));
  stream.end();
}

const ops = {
  gzip: (cb) => zlib.gzip(input, { level: params.level }, (e, r) => cb(e, r.length)),
  'gzip-sync': (cb) => cb(null, zlib.gzipSync(input, { level: params.level }).length),
  gunzip: (cb) => zlib.gunzip(gzipped, (e, r) => cb(e, r.length)),
  brotli: (cb) => zlib.brotliCompress(input, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: params.quality },
  }, (e, r) => cb(e, r.length)),
  unbrotli: (cb) => zlib.brotliDecompress(brotlied, (e, r) => cb(e, r.length)),
  'gzip-stream': (cb) => viaStream(zlib.createGzip({ level: params.level }), input, (n) => cb(null, n)),
  'gunzip-stream': (cb) => viaStream(zlib.createGunzip(), gzipped, (n) => cb(null, n)),
};
const op = ops[params.op];
if (!op) throw new Error(`unknown op ${params.op}`);

const times = [];
let size = 0;
(function rep(i) {
  if (i > params.reps) {
    times.sort((a, b) => a - b);
    const best = times[0];
    const median = times[times.length >> 1];
    console.log(JSON.stringify({
      op: params.op, mb: params.mb, level: params.level, quality: params.quality,
      best_ms: +best.toFixed(1), median_ms: +median.toFixed(1),
      mb_per_s: +(params.mb / (median / 1000)).toFixed(1), out_bytes: size,
      peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
      runtime: process.versions.minirt ? `minirt-${process.versions.minirt}` : `node-${process.version}`,
    }));
    return;
  }
  const t0 = now();
  op((err, n) => {
    if (err) throw err;
    // Rep 0 is a warm-up.
    if (i > 0) times.push(now() - t0);
    size = n;
    rep(i + 1);
  });
})(0);
