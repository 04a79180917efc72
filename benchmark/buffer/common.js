// Shared helpers of the buffer benchmarks: k=v argument parsing, a clock, the
// sample text for each encoding and the timing loop. Works on Node and minirt.
'use strict';

function parseArgs(defaults) {
  const o = Object.assign({}, defaults);
  for (const a of process.argv.slice(2)) {
    const i = a.indexOf('=');
    if (i < 0) continue;
    const k = a.slice(0, i);
    const v = a.slice(i + 1);
    o[k] = typeof defaults[k] === 'number' ? Number(v) : v;
  }
  return o;
}

const now = (typeof performance !== 'undefined' && typeof performance.now === 'function') ?
  () => performance.now() :
  () => Number(process.hrtime.bigint()) / 1e6;

function runtimeName() {
  if (typeof process.versions.minirt === 'string') return `minirt-${process.versions.minirt}`;
  return `node-${process.version}`;
}

// `size` bytes of input for `enc`: mostly ASCII prose with some Latin-1 and
// CJK characters for utf8, Latin-1 prose for latin1, and encoded random bytes
// for base64/hex (so that the decoded size is `size`).
function sampleBytes(enc, size) {
  if (enc === 'utf8') {
    const unit = 'The quick brown fox jumps over the lazy dog; café, naïve, 日本語. ';
    let text = unit.repeat(Math.ceil(size / Buffer.byteLength(unit)) + 1);
    let bytes = Buffer.from(text);
    // Cut on a character boundary at or below `size`.
    let end = size;
    while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--;
    bytes = bytes.subarray(0, end);
    text = bytes.toString();
    return { bytes, text };
  }
  if (enc === 'latin1') {
    const unit = 'Ça coûte cher, la crème brûlée à Zürich! ';
    const text = unit.repeat(Math.ceil(size / unit.length) + 1).slice(0, size);
    return { bytes: Buffer.from(text, 'latin1'), text };
  }
  const bytes = Buffer.alloc(size);
  let x = 0x12345678;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return { bytes, text: bytes.toString(enc) };
}

// Runs `fn` repeatedly for `duration` seconds after a warm-up and returns ops/s.
function measure(fn, duration, warmup) {
  let sink = 0;
  let t0 = now();
  while (now() - t0 < warmup * 1000) sink += fn();
  let ops = 0;
  let batch = 1;
  t0 = now();
  let elapsed = 0;
  while (elapsed < duration * 1000) {
    for (let i = 0; i < batch; i++) sink += fn();
    ops += batch;
    elapsed = now() - t0;
    if (batch < 1024) batch *= 2;
  }
  return { opsPerSec: ops / (elapsed / 1000), ops, secs: elapsed / 1000, sink };
}

module.exports = { parseArgs, now, runtimeName, sampleBytes, measure };
