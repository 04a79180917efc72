// minirt's own test: many concurrent reads under a low open-file limit, with no fd leaked.
'use strict';
// Load: with the open-file limit at 64, 500 small reads (readFile in its callback and
// promise forms all at once, streams and FileHandles 16 at a time) must all succeed, and the process must still open
// files afterwards (no descriptor leaked). The work runs in a child started through
// `sh -c 'ulimit -n 64; exec ...'`.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const dir = process.argv[3];
  const N = 500;
  const files = [];
  for (let i = 0; i < 20; i++) {
    const p = path.join(dir, `r${i}`);
    fs.writeFileSync(p, `content of ${i}\n`.repeat(i + 1));
    files.push(p);
  }
  let ok = 0;
  const errors = [];
  let pending = N;
  const finish = () => {
    if (--pending !== 0) return;
    // Every descriptor came back: 20 more opens at once still fit under the limit.
    const fds = [];
    for (let i = 0; i < 20; i++) fds.push(fs.openSync(files[0], 'r'));
    for (const fd of fds) fs.closeSync(fd);
    console.log(`ok ${ok} errors ${errors.length} ${errors.slice(0, 3).join(' ')}`);
  };
  const check = (i, text) => {
    if (text === `content of ${i % 20}\n`.repeat((i % 20) + 1)) ok++;
    else errors.push(`bad-content-${i}`);
    finish();
  };
  const fail = (form, e) => {
    errors.push(`${form}:${e.code || e.message}`);
    finish();
  };
  // Whole-file reads hold a descriptor only inside one job, so all of them start at once;
  // streams and FileHandles keep theirs open across turns, so those go through 16 workers.
  const later = [];
  for (let i = 0; i < N; i++) {
    const file = files[i % 20];
    switch (i % 4) {
      case 0:
        fs.readFile(file, 'utf8', (err, text) => (err ? fail('readFile', err) : check(i, text)));
        break;
      case 1:
        fs.promises.readFile(file, 'utf8').then((text) => check(i, text), (e) => fail('promises.readFile', e));
        break;
      default:
        later.push(i);
    }
  }
  const worker = () => {
    const i = later.shift();
    if (i === undefined) return;
    const file = files[i % 20];
    if (i % 4 === 2) {
      // Done at 'close', when the stream has given its descriptor back.
      let text = '';
      let failed = false;
      fs.createReadStream(file, { encoding: 'utf8' })
        .on('data', (d) => { text += d; })
        .on('error', (e) => { failed = true; fail('stream', e); worker(); })
        .on('close', () => { if (!failed) check(i, text); worker(); });
    } else {
      fs.promises.open(file).then(async (fh) => {
        try {
          return await fh.readFile('utf8');
        } finally {
          await fh.close();
        }
      }).then((text) => check(i, text), (e) => fail('FileHandle', e)).then(worker);
    }
  };
  for (let w = 0; w < 16; w++) worker();
  return;
}

const tmpdir = require('../common/tmpdir');
tmpdir.refresh();
const r = spawnSync('sh', ['-c', 'ulimit -n 64 && exec "$0" "$@"', process.execPath, __filename, 'child', tmpdir.path],
                    { encoding: 'utf8' });
if (r.error) common.skip(`no shell to lower the limit: ${r.error.message}`);
assert.strictEqual(r.stderr, '', r.stderr);
assert.strictEqual(r.status, 0);
assert.strictEqual(r.stdout.trim(), 'ok 500 errors 0');
