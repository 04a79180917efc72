// fs.readdirSync(dir, { recursive: true }) on a tree of `entries` entries (default 2,000):
// 10 top-level directories with 10 subdirectories each, the files spread evenly over the 100
// leaf directories and any remainder at the top. Every call's result length is checked.
// Parameters (argv key=value or env BENCH_KEY): entries=2000 withFileTypes=0|1 duration=2
// warmup=0.25 dir= runtime=
'use strict';
const fs = require('fs');
const common = require('./common.js');

common.createBenchmark('readdir-recursive', { entries: 2000, withFileTypes: 0 }, (p) => {
  const root = common.fixtureDir(fs, 'readdir', p.dir);
  const dirs = [];
  const files = [];
  fs.mkdirSync(root, { recursive: true });
  for (let a = 0; a < 10; a++) {
    const da = root + '/d' + a;
    fs.mkdirSync(da);
    dirs.push(da);
    for (let b = 0; b < 10; b++) {
      const db = da + '/s' + b;
      fs.mkdirSync(db);
      dirs.push(db);
    }
  }
  const leaves = dirs.filter((d) => d.indexOf('/s') > 0);
  const nfiles = Math.max(0, p.entries - dirs.length);
  const per = Math.floor(nfiles / leaves.length);
  for (const d of leaves) {
    for (let i = 0; i < per; i++) files.push(d + '/f' + i);
  }
  for (let i = files.length; i < nfiles; i++) files.push(root + '/t' + i);
  const empty = Buffer.alloc(0);
  for (const f of files) fs.writeFileSync(f, empty);
  const want = dirs.length + files.length;
  const opts = p.withFileTypes ? { recursive: true, withFileTypes: true } : { recursive: true };
  const op = () => {
    const got = fs.readdirSync(root, opts).length;
    if (got !== want) throw new Error('readdir returned ' + got + ' entries, want ' + want);
  };
  return {
    phase: (secs, done) => common.runSync(secs, op, (n, ms) => done(n, ms, { entries_per_s: Math.round(n * want / (ms / 1000)) })),
    cleanup() {
      for (const f of files) { try { fs.unlinkSync(f); } catch (e) { /* gone */ } }
      for (let i = dirs.length - 1; i >= 0; i--) { try { fs.rmdirSync(dirs[i]); } catch (e) { /* gone */ } }
      try { fs.rmdirSync(root); } catch (e) { /* not ours */ }
    },
  };
});
