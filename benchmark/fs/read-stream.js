// fs.createReadStream throughput: a `size`-byte file (default 64 MiB) read in `hwm`-byte
// chunks (default 64 KiB), the whole file again and again until the deadline.
// Parameters (argv key=value or env BENCH_KEY): size=67108864 hwm=65536 duration=2
// warmup=0.25 dir= runtime=
// ops = chunks delivered; mb_per_s = MiB/s. Each pass checks the byte total.
'use strict';
const fs = require('fs');
const common = require('./common.js');

common.createBenchmark('read-stream', { size: 64 * 1024 * 1024, hwm: 65536 }, (p) => {
  const dir = common.fixtureDir(fs, 'rstream', p.dir);
  fs.mkdirSync(dir, { recursive: true });
  const file = dir + '/big';
  fs.writeFileSync(file, Buffer.alloc(p.size, 99));
  function phase(secs, done) {
    const t0 = common.now();
    const end = t0 + secs * 1000;
    let chunks = 0;
    let bytes = 0;
    const pass = () => {
      let got = 0;
      const rs = fs.createReadStream(file, { highWaterMark: p.hwm });
      rs.on('data', (c) => {
        got += c.length;
        chunks++;
      });
      rs.on('error', common.fail);
      rs.on('end', () => {
        if (got !== p.size) return common.fail('read ' + got + ' of ' + p.size + ' bytes');
        bytes += got;
        if (common.now() < end) return pass();
        const ms = common.now() - t0;
        done(chunks, ms, { mb_per_s: Math.round(bytes / 1048576 / (ms / 1000) * 10) / 10 });
      });
    };
    pass();
  }
  return {
    phase,
    cleanup: () => common.removeFixture(fs, dir, [file]),
  };
});
