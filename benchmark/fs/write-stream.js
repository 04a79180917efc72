// fs.createWriteStream throughput: `size` bytes (default 64 MiB) written as `chunk`-byte
// Buffers (default 64 KiB), honouring backpressure ('drain'), ended and waited for
// ('finish'); repeated into the same file (truncated each pass) until the deadline.
// Parameters (argv key=value or env BENCH_KEY): size=67108864 chunk=65536 duration=2
// warmup=0.25 dir= runtime=
// ops = chunks written; mb_per_s = MiB/s. Each pass checks the file size.
'use strict';
const fs = require('fs');
const common = require('./common.js');

common.createBenchmark('write-stream', { size: 64 * 1024 * 1024, chunk: 65536 }, (p) => {
  const dir = common.fixtureDir(fs, 'wstream', p.dir);
  fs.mkdirSync(dir, { recursive: true });
  const file = dir + '/big';
  const buf = Buffer.alloc(p.chunk, 100);
  const perPass = Math.max(1, Math.floor(p.size / p.chunk));
  function phase(secs, done) {
    const t0 = common.now();
    const end = t0 + secs * 1000;
    let chunks = 0;
    const pass = () => {
      const ws = fs.createWriteStream(file);
      let i = 0;
      ws.on('error', common.fail);
      const pump = () => {
        while (i < perPass) {
          i++;
          chunks++;
          if (!ws.write(buf)) return ws.once('drain', pump);
        }
        ws.end();
      };
      ws.on('finish', () => {
        const size = fs.statSync(file).size;
        if (size !== perPass * p.chunk) return common.fail('file has ' + size + ' bytes');
        if (common.now() < end) return pass();
        const ms = common.now() - t0;
        done(chunks, ms, { mb_per_s: Math.round(chunks * p.chunk / 1048576 / (ms / 1000) * 10) / 10 });
      });
      pump();
    };
    pass();
  }
  return {
    phase,
    cleanup: () => common.removeFixture(fs, dir, [file]),
  };
});
