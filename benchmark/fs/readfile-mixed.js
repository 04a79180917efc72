// readFile of small files at high concurrency mixed with fs.stat calls in flight at the
// same time (both share the thread pool).
// Parameters (argv key=value or env BENCH_KEY): api=cb|promise len=4096 concurrent=64
// stat_concurrent=16 files=64 duration=2 warmup=0.25 dir= runtime=
// ops = readFile + stat completions; read_ops_per_s / stat_ops_per_s are reported as well.
'use strict';
const fs = require('fs');
const common = require('./common.js');

common.createBenchmark('readfile-mixed', {
  api: 'cb', len: 4096, concurrent: 64, stat_concurrent: 16, files: 64,
}, (p) => {
  if (p.api !== 'cb' && p.api !== 'promise') throw new Error('bad api ' + p.api);
  const dir = common.fixtureDir(fs, 'mixed', p.dir);
  const paths = common.makeFiles(fs, dir, p.files, p.len);
  const len = p.len;
  let ri = 0;
  let si = 0;
  const nextR = () => { const f = paths[ri]; ri = (ri + 1) % paths.length; return f; };
  // A different stride so stats and reads do not walk the files in lockstep.
  const nextS = () => { const f = paths[si]; si = (si + 7) % paths.length; return f; };

  function phase(secs, done) {
    const t0 = common.now();
    const timer = common.deadline(secs);
    let nr = 0;
    let ns = 0;
    let outstanding = 0;
    const finish = () => {
      if (outstanding !== 0) return;
      const ms = common.now() - t0;
      done(nr + ns, ms, {
        read_ops_per_s: Math.round(nr / (ms / 1000) * 10) / 10,
        stat_ops_per_s: Math.round(ns / (ms / 1000) * 10) / 10,
      });
    };
    if (p.api === 'cb') {
      const afterR = (err, data) => {
        if (err) return common.fail(err);
        if (data.length !== len) return common.fail('short read');
        nr++;
        outstanding--;
        if (timer.open) issueR(); else finish();
      };
      const afterS = (err, st) => {
        if (err) return common.fail(err);
        if (st.size !== len) return common.fail('bad stat size');
        ns++;
        outstanding--;
        if (timer.open) issueS(); else finish();
      };
      const issueR = () => { outstanding++; fs.readFile(nextR(), afterR); };
      const issueS = () => { outstanding++; fs.stat(nextS(), afterS); };
      for (let i = 0; i < p.concurrent; i++) issueR();
      for (let i = 0; i < p.stat_concurrent; i++) issueS();
      return;
    }
    const fsp = fs.promises;
    const rw = async () => {
      while (timer.open) {
        const d = await fsp.readFile(nextR());
        if (d.length !== len) common.fail('short read');
        nr++;
      }
    };
    const sw = async () => {
      while (timer.open) {
        const s = await fsp.stat(nextS());
        if (s.size !== len) common.fail('bad stat size');
        ns++;
      }
    };
    const ws = [];
    for (let i = 0; i < p.concurrent; i++) ws.push(rw());
    for (let i = 0; i < p.stat_concurrent; i++) ws.push(sw());
    Promise.all(ws).then(finish, common.fail);
  }
  return {
    phase,
    cleanup: () => common.removeFixture(fs, dir, paths),
  };
});
