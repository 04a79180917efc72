// fs.readFile / fs.promises.readFile / fs.readFileSync throughput on small-to-large files.
// Parameters (argv key=value or env BENCH_KEY): api=cb|promise|sync len=1024|65536|524288|4194304
// concurrent=1|10|64|10000 encoding=buffer|utf8 files=16 duration=2 warmup=0.25 dir= runtime=
// `concurrent` reads stay in flight over `files` pre-made files of `len` bytes ('a' * len);
// sync forces concurrent=1. ops = completed reads.
'use strict';
const fs = require('fs');
const common = require('./common.js');

common.createBenchmark('readfile', {
  api: 'cb', len: 1024, concurrent: 10, encoding: 'buffer', files: 16,
}, (p) => {
  if (p.api === 'sync') p.concurrent = 1;
  if (p.api !== 'cb' && p.api !== 'promise' && p.api !== 'sync') throw new Error('bad api ' + p.api);
  const enc = p.encoding === 'utf8' ? 'utf8' : undefined;
  const dir = common.fixtureDir(fs, 'readfile', p.dir);
  const paths = common.makeFiles(fs, dir, p.files, p.len);
  const nextPath = common.cycle(paths);
  const len = p.len;
  const check = (data) => {
    if (data.length !== len) throw new Error('short read: ' + data.length + ' != ' + len);
  };
  let phase;
  if (p.api === 'sync') {
    const count = paths.length;
    const perBatch = common.kSyncBatch;
    let next = 0;
    const batch = () => {
      for (let i = 0; i < perBatch; i++) {
        const data = fs.readFileSync(paths[next], enc);
        if (data.length !== len) throw new Error('short read: ' + data.length + ' != ' + len);
        next = next + 1 === count ? 0 : next + 1;
      }
    };
    phase = (secs, done) => common.runSyncBatches(secs, batch, done);
  } else if (p.api === 'cb') {
    // One callback for every read: a closure per call would be harness cost, not fs cost.
    let after = null;
    const cb = (err, data) => {
      if (!err && data.length !== len) err = new Error('short read');
      after(err);
    };
    const issue = enc ?
      (a) => { after = a; fs.readFile(nextPath(), enc, cb); } :
      (a) => { after = a; fs.readFile(nextPath(), cb); };
    phase = (secs, done) => common.runCallbacks(secs, p.concurrent, issue, done);
  } else {
    const fsp = fs.promises;
    const op = enc ? () => fsp.readFile(nextPath(), enc) : () => fsp.readFile(nextPath());
    phase = (secs, done) => common.runPromises(secs, p.concurrent, op, done, check);
  }
  return {
    phase,
    cleanup: () => common.removeFixture(fs, dir, paths),
  };
});
