// fs.cp, fs.cpSync and fsPromises.cp of a deep tree with only a few descriptors to spare:
// the copy keeps each directory it walks open until its last entry is copied (one
// descriptor per level), so which step runs out (EMFILE), and how much was copied by
// then, depends on the depth. Runs in a child with a low descriptor limit.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

function checks(root) {
  const src = path.join(root, 'src');
  let p = src;
  // One entry per directory, so the order a directory lists in cannot matter.
  for (let i = 0; i < 6; i++) p = path.join(p, `d${i}`);
  fs.mkdirSync(p, { recursive: true });
  fs.writeFileSync(path.join(p, 'f'), 'x');
  const spare = [];
  const take = (left) => {
    try {
      for (;;) spare.push(fs.openSync(__filename, 'r'));
    } catch (err) {
      if (err.code !== 'EMFILE') throw err;
    }
    for (let i = 0; i < left; i++) fs.closeSync(spare.pop());
  };
  const give = () => { while (spare.length) fs.closeSync(spare.pop()); };
  const forms = {
    sync: (dest, opts) => fs.cpSync(src, dest, opts),
    callback: (dest, opts) => new Promise((resolve, reject) =>
      fs.cp(src, dest, opts, (err) => (err ? reject(err) : resolve()))),
    promise: (dest, opts) => fs.promises.cp(src, dest, opts),
  };
  const seq = (list, fn) => list.reduce((prev, x) => prev.then(() => fn(x)), Promise.resolve());
  return seq([1, 3, 7, 8, 9], (left) => seq(Object.keys(forms), (form) =>
    seq([false, true], async (filtered) => {
      const dest = path.join(root, `${form}-${left}-${filtered}`);
      const opts = { recursive: true };
      if (filtered) opts.filter = () => true;
      take(left);
      let err = null;
      try {
        await forms[form](dest, opts);
      } catch (e) {
        err = e;
      }
      give();
      const copied = fs.existsSync(dest) ? fs.readdirSync(dest, { recursive: true }).length : 0;
      console.log(left, form, filtered ? 'filter' : 'plain', err ?
        `${err.code} ${err.syscall} ${err.message.replaceAll(root, '')}` : 'ok', copied);
    })));
}

if (process.argv[2] === 'child') {
  checks(process.argv[3]);
} else {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-cp-emfile-'));
  const r = spawnSync('/bin/sh', ['-c', 'ulimit -n 64 && exec "$0" "$1" child "$2"',
                                  process.execPath, __filename, root], { encoding: 'utf8' });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  fs.rmSync(root, { recursive: true, force: true });
}
