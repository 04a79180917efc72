// fs.writeFile / fs.promises.writeFile / fs.writeFileSync throughput.
// Parameters (argv key=value or env BENCH_KEY): api=cb|promise|sync size=2|1024|65536|1048576
// concurrent=1|10 encoding=buf|asc|utf maxbytes=268435456 duration=2 warmup=0.25 dir= runtime=
// As in Node's benchmark/fs/writefile-promises.js every write creates a new file name; names
// are recycled (overwritten with O_TRUNC) once `maxbytes` worth of files exist so that 1 MiB
// writes do not fill tmpfs. 'utf' writes 'ü' repeated (2 bytes each), 'asc' an ASCII string.
'use strict';
const fs = require('fs');
const common = require('./common.js');

common.createBenchmark('writefile', {
  api: 'cb', size: 1024, concurrent: 10, encoding: 'buf', maxbytes: 268435456,
}, (p) => {
  if (p.api === 'sync') p.concurrent = 1;
  if (p.api !== 'cb' && p.api !== 'promise' && p.api !== 'sync') throw new Error('bad api ' + p.api);
  let data;
  let enc;
  if (p.encoding === 'buf') {
    data = Buffer.alloc(p.size, 98);
  } else if (p.encoding === 'asc') {
    data = 'b'.repeat(p.size);
    enc = 'ascii';
  } else if (p.encoding === 'utf') {
    data = '\u00fc'.repeat(Math.max(1, Math.floor(p.size / 2)));
    enc = 'utf8';
  } else {
    throw new Error('bad encoding ' + p.encoding);
  }
  const dir = common.fixtureDir(fs, 'writefile', p.dir);
  fs.mkdirSync(dir, { recursive: true });
  const window = Math.max(p.concurrent + 1, Math.floor(p.maxbytes / Math.max(1, p.size)));
  let seq = 0;
  const nextName = () => dir + '/w' + ((seq++) % window);
  let phase;
  if (p.api === 'sync') {
    const names = [];
    for (let i = 0; i < window; i++) names.push(dir + '/w' + i);
    const perBatch = common.kSyncBatch;
    let next = 0;
    const batch = () => {
      for (let i = 0; i < perBatch; i++) {
        fs.writeFileSync(names[next], data, enc);
        next = next + 1 === window ? 0 : next + 1;
      }
      seq += perBatch;
    };
    phase = (secs, done) => common.runSyncBatches(secs, batch, done);
  } else if (p.api === 'cb') {
    const issue = enc ?
      (after) => fs.writeFile(nextName(), data, enc, after) :
      (after) => fs.writeFile(nextName(), data, after);
    phase = (secs, done) => common.runCallbacks(secs, p.concurrent, issue, done);
  } else {
    const fsp = fs.promises;
    const op = enc ?
      () => fsp.writeFile(nextName(), data, enc) :
      () => fsp.writeFile(nextName(), data);
    phase = (secs, done) => common.runPromises(secs, p.concurrent, op, done);
  }
  return {
    phase,
    cleanup() {
      const n = Math.min(seq, window);
      for (let i = 0; i < n; i++) { try { fs.unlinkSync(dir + '/w' + i); } catch (e) { /* gone */ } }
      try { fs.rmdirSync(dir); } catch (e) { /* not ours or not empty */ }
    },
  };
});
