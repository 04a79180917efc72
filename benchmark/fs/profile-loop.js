// A fixed number of 1 KiB reads done the way readfile.js's drivers do them (closures for the
// next path and the length check), for instruction counts under callgrind: run it at two
// counts and divide the difference. Not a benchmark: it prints nothing and times nothing.
// Usage: minirt profile-loop.js api=sync|promise n=10000 concurrent=64
'use strict';
const fs = require('fs');
const common = require('./common.js');

const p = common.parseParams({ api: 'sync', n: 10000, concurrent: 64, len: 1024, files: 16, dir: '' });
const dir = common.fixtureDir(fs, 'profile-loop', p.dir);
const paths = common.makeFiles(fs, dir, p.files, p.len);
const nextPath = common.cycle(paths);
const len = p.len;
const check = (data) => {
  if (data.length !== len) throw new Error('short read');
};
const cleanup = () => common.removeFixture(fs, dir, paths);

if (p.api === 'sync') {
  for (let i = 0; i < p.n; i++) check(fs.readFileSync(nextPath()));
  cleanup();
} else if (p.api === 'promise') {
  const fsp = fs.promises;
  let issued = 0;
  const worker = async () => {
    while (issued < p.n) {
      issued++;
      check(await fsp.readFile(nextPath()));
    }
  };
  const ws = [];
  for (let i = 0; i < p.concurrent; i++) ws.push(worker());
  Promise.all(ws).then(cleanup, common.fail);
} else {
  throw new Error('bad api ' + p.api);
}
