// One small fs call in a loop, for the per-call cost of the JS layer around a syscall:
// call=readSync|writeSync|statSync|lstatSync|fstatSync|accessSync|existsSync|existsMissing|
// openCloseSync|readdirSync|stat|statPromise (stat/statPromise keep `concurrent` in flight).
// Parameters (argv key=value or env BENCH_KEY): call=statSync concurrent=1 duration=2
// warmup=0.25 dir= runtime=. ops = completed calls.
'use strict';
const fs = require('fs');
const common = require('./common.js');

common.createBenchmark('small-calls', { call: 'statSync', concurrent: 1 }, (p) => {
  const dir = common.fixtureDir(fs, 'calls', p.dir);
  const [file] = common.makeFiles(fs, dir, 1, 100);
  const missing = dir + '/missing';
  const buf = Buffer.alloc(100);
  const fd = fs.openSync(file, 'r+');
  const sync = {
    readSync: () => fs.readSync(fd, buf, 0, 100, 0),
    writeSync: () => fs.writeSync(fd, buf, 0, 100, 0),
    statSync: () => fs.statSync(file),
    lstatSync: () => fs.lstatSync(file),
    fstatSync: () => fs.fstatSync(fd),
    accessSync: () => fs.accessSync(file),
    existsSync: () => fs.existsSync(file),
    existsMissing: () => fs.existsSync(missing),
    openCloseSync: () => fs.closeSync(fs.openSync(file, 'r')),
    readdirSync: () => fs.readdirSync(dir),
  };
  const cleanup = () => {
    fs.closeSync(fd);
    common.removeFixture(fs, dir, [file]);
  };
  if (sync[p.call]) {
    const op = sync[p.call];
    return { phase: (secs, done) => common.runSync(secs, op, done), cleanup };
  }
  if (p.call === 'stat') {
    let after = null;
    const cb = (err) => after(err);
    const issue = (a) => { after = a; fs.stat(file, cb); };
    return { phase: (secs, done) => common.runCallbacks(secs, p.concurrent, issue, done), cleanup };
  }
  if (p.call === 'statPromise') {
    const op = () => fs.promises.stat(file);
    const check = (st) => { if (st.size !== 100) throw new Error('bad size ' + st.size); };
    return { phase: (secs, done) => common.runPromises(secs, p.concurrent, op, done, check), cleanup };
  }
  throw new Error('unknown call ' + p.call);
});
