// Ecosystem check: async's mapLimit, parallel, series, waterfall and queue over files in a temp dir.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const async = require('async');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-async-'));
async function main() {
  const files = [];
  for (let i = 0; i < 10; i++) {
    const f = path.join(dir, 'f' + i + '.txt');
    fs.writeFileSync(f, 'x'.repeat(i * 10));
    files.push(f);
  }
  const sizes = await async.mapLimit(files, 3, async (f) => (await fs.promises.stat(f)).size);
  console.log('mapLimit', sizes.join(','));
  await new Promise((resolve, reject) => {
    async.parallel({
      one: (cb) => fs.readFile(files[1], 'utf8', cb),
      two: (cb) => fs.readdir(dir, (err, names) => cb(err, names && names.sort())),
    }, (err, results) => {
      if (err) return reject(err);
      console.log('parallel', results.one.length, results.two.join(','));
      resolve();
    });
  });
  const order = [];
  await async.series([
    async () => { order.push('a'); },
    (cb) => setTimeout(() => { order.push('b'); cb(null, 2); }, 5),
    (cb) => fs.writeFile(path.join(dir, 'series.txt'), 'c', (err) => { order.push('c'); cb(err); }),
  ]);
  console.log('series', order.join(''));
  const total = await async.waterfall([
    (cb) => fs.readdir(dir, cb),
    (names, cb) => cb(null, names.filter((n) => n.startsWith('f'))),
    (names, cb) => async.reduce(names, 0, (acc, n, next) => fs.stat(path.join(dir, n), (e, st) => next(e, acc + (st ? st.size : 0))), cb),
  ]);
  console.log('waterfall total', total);
  const done = [];
  const q = async.queue((task, cb) => fs.appendFile(path.join(dir, 'q.txt'), task + '\n', (e) => { done.push(task); cb(e); }), 2);
  q.push(['t1', 't2', 't3', 't4']);
  await q.drain();
  console.log('queue', done.length, fs.readFileSync(path.join(dir, 'q.txt'), 'utf8').split('\n').filter(Boolean).sort().join(','));
  try {
    await async.eachSeries([1, 2, 3], async (n) => { if (n === 2) throw new Error('stop at ' + n); });
  } catch (e) {
    console.log('eachSeries error', e.message);
  }
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
