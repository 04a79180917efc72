// fs.cp, fs.cpSync and fsPromises.cp with preserveTimestamps give copied directories the
// source's times too (into a new or an existing destination), once their entries are
// copied. When an entry cannot be copied (a FIFO), cpSync with a filter still gives the
// directories it was filling their times and modes; the other forms leave them as made.
'use strict';
process.umask(0o022);
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-cp-dir-times-'));
// Each directory holds one entry, so the order a directory lists in cannot matter.
const trees = { plain: path.join(root, 'plain'), fifo: path.join(root, 'fifo') };
for (const src of Object.values(trees)) {
  fs.mkdirSync(path.join(src, 'sub'), { recursive: true });
  fs.chmodSync(path.join(src, 'sub'), 0o700);
  fs.chmodSync(src, 0o750);
}
fs.writeFileSync(path.join(trees.plain, 'sub', 'f'), 'x');
execFileSync('mkfifo', [path.join(trees.fifo, 'sub', 'f')]);
const setTimes = (src) => {
  if (fs.statSync(path.join(src, 'sub', 'f')).isFile()) {
    fs.utimesSync(path.join(src, 'sub', 'f'), 1000, 4000);
  }
  fs.utimesSync(path.join(src, 'sub'), 1000, 2000);
  fs.utimesSync(src, 1000, 3000);
};

function describe(p) {
  try {
    const st = fs.statSync(p);
    const secs = Math.round(st.mtimeMs / 1000);
    return `${[2000, 3000, 4000].includes(secs) ? secs : 'other'}:${(st.mode & 0o777).toString(8)}`;
  } catch (err) {
    return err.code;
  }
}

const forms = {
  sync: (s, d, o) => fs.cpSync(s, d, o),
  callback: (s, d, o) => new Promise((resolve, reject) =>
    fs.cp(s, d, o, (err) => (err ? reject(err) : resolve()))),
  promise: (s, d, o) => fs.promises.cp(s, d, o),
};

(async () => {
  let n = 0;
  for (const [tree, src] of Object.entries(trees)) {
    for (const [name, cp] of Object.entries(forms)) {
      for (const filter of [false, true]) {
        for (const existing of [false, true]) {
          setTimes(src);
          const dest = path.join(root, `out${n++}`);
          if (existing) fs.mkdirSync(path.join(dest, 'sub'), { recursive: true });
          const opts = { recursive: true, preserveTimestamps: true };
          if (filter) opts.filter = () => true;
          let result = 'ok';
          try {
            await cp(src, dest, opts);
          } catch (err) {
            result = err.code;
          }
          console.log(tree, name, filter ? 'filter' : '-',
                      existing ? 'existing' : 'new', result, describe(dest),
                      describe(path.join(dest, 'sub')), describe(path.join(dest, 'sub', 'f')));
        }
      }
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
})();
