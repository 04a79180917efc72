// Port of nodejs/node test/parallel/test-zlib.js (rewritten for minirt).
// Every compressor/decompressor pair round-trips several inputs (binary, text, empty)
// through a legacy source stream that trickles the data, piped through both zlib streams
// into a collecting sink; with PUMMEL=1 over every level, window, memLevel, strategy and
// chunk size, otherwise over one setting and a few chosen variations.
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');
const stream = require('stream');

const pairs = [
  [zlib.Deflate, zlib.Inflate],
  [zlib.Gzip, zlib.Gunzip],
  [zlib.Deflate, zlib.Unzip],
  [zlib.Gzip, zlib.Unzip],
  [zlib.DeflateRaw, zlib.InflateRaw],
];

const binary = Buffer.alloc(40000);
let x = 7;
for (let i = 0; i < binary.length; i++) {
  x = (x * 1103515245 + 12345) >>> 0;
  // Half random, half runs: both literal-heavy and match-heavy input.
  binary[i] = i % 2000 < 1000 ? x >>> 24 : i & 0x0f;
}
const inputs = {
  binary,
  text: Buffer.from('…and the window slides on. '.repeat(700)),
  empty: Buffer.alloc(0),
};

let settings;
if (process.env.PUMMEL) {
  settings = [];
  for (const chunkSize of [128, 1024, 16 * 1024, 1024 * 1024]) {
    for (const windowBits of [8, 9, 10, 11, 12, 13, 14, 15]) {
      for (const level of [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
        for (const memLevel of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
          for (const strategy of [0, 1, 2, 3, 4]) {
            settings.push({ trickle: 1024, opts: { chunkSize, windowBits, level, memLevel, strategy } });
          }
        }
      }
    }
  }
} else {
  settings = [
    { trickle: 1024, opts: { chunkSize: 16 * 1024, windowBits: 15, level: 6, memLevel: 8, strategy: 0 } },
    { trickle: 128, opts: { chunkSize: 128, windowBits: 9, level: 1, memLevel: 1, strategy: 1 } },
    { trickle: 1 << 20, opts: { chunkSize: 1 << 20, windowBits: 12, level: 9, memLevel: 9, strategy: 3 } },
  ];
}

// A pre-streams2 source: emits 'data' in `trickle`-sized pieces on later ticks.
class Trickle extends stream.Stream {
  constructor(data, size) {
    super();
    this.data = data;
    this.size = size;
    this.offset = 0;
    this.readable = true;
    this.paused = false;
  }
  pause() { this.paused = true; }
  resume() {
    if (this.paused === false && this.started) return;
    this.paused = false;
    this.started = true;
    const step = () => {
      if (this.paused) return;
      if (this.offset >= this.data.length) return this.emit('end');
      const piece = this.data.subarray(this.offset, this.offset + this.size);
      this.offset += piece.length;
      this.emit('data', piece);
      process.nextTick(step);
    };
    process.nextTick(step);
  }
}

// A legacy sink that keeps everything and reports the whole once ended.
class Sink extends stream.Stream {
  constructor(done) {
    super();
    this.writable = true;
    this.parts = [];
    this.done = done;
  }
  write(c) { this.parts.push(c); return true; }
  end(c) {
    if (c) this.write(c);
    this.done(Buffer.concat(this.parts));
  }
}

let runs = 0;
let planned = 0;
for (const [name, data] of Object.entries(inputs)) {
  for (const { trickle, opts } of settings) {
    for (const [Def, Inf] of pairs) {
      // gzip needs a window of at least 2^9.
      if (opts.windowBits === 8 && Def === zlib.Gzip) continue;
      planned++;
      const label = `${name} ${JSON.stringify(opts)} ${Def.name} -> ${Inf.name}`;
      const src = new Trickle(data, trickle);
      src.pipe(new Def(opts)).pipe(new Inf(opts)).pipe(new Sink(common.mustCall((out) => {
        assert.ok(out.equals(data), label);
        runs++;
      })));
      src.resume();
    }
  }
}

process.on('exit', () => {
  assert.strictEqual(runs, planned);
  assert.ok(planned >= 45);
});
