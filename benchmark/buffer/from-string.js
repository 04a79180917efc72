// from-string.js - Buffer.from(string, encoding) throughput.
// usage: <runtime> from-string.js enc=utf8|latin1|base64|hex size=1024 [duration=2] [warmup=0.3]
// Prints ONE JSON line: {op, enc, size, ops_per_s, mb_per_s, ops, secs, runtime}.
'use strict';
const { parseArgs, runtimeName, sampleBytes, measure } = require('./common.js');

const o = parseArgs({ enc: 'utf8', size: 1024, duration: 2, warmup: 0.3 });
const { bytes, text } = sampleBytes(o.enc, o.size);
if (!Buffer.from(text, o.enc).equals(bytes)) throw new Error('round trip failed');
const enc = o.enc;
const r = measure(() => Buffer.from(text, enc).length, o.duration, o.warmup);
console.log(JSON.stringify({
  op: 'Buffer.from',
  enc,
  size: bytes.length,
  ops_per_s: Math.round(r.opsPerSec),
  mb_per_s: Number((r.opsPerSec * bytes.length / 1048576).toFixed(1)),
  ops: r.ops,
  secs: Number(r.secs.toFixed(3)),
  runtime: runtimeName(),
}));
