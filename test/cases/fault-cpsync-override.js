// cpSync over an existing file (Node replaces it natively, filter or not) where the copy
// fails: a file size limit (RLIMIT_FSIZE, set with `ulimit -f` in a child) gives EFBIG in
// the native shape naming dest with the partial copy left behind, or, with a `mode`,
// copyfile's error relabelled 'cp' with dest removed. Also: a /proc file (size 0 but with
// content) is copied to its end by the native copy, and by copyFileSync by its size; the
// native directory copy ignores `mode`.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

if (process.argv[2] === 'child') {
  const [src, dest] = process.argv.slice(3);
  const show = (name, err) => {
    const size = fs.existsSync(dest) ? fs.statSync(dest).size : 'gone';
    const text = err === undefined ? 'ok' :
      `${err.constructor.name} ${err.code} ${err.errno} ${err.syscall} ` +
      `[${Object.keys(err)}] ${err.message}`;
    console.log(`${name}: ${text.split(dest).join('<dest>').split(src).join('<src>')} (${size})`);
  };
  for (const [name, opts] of [['plain', {}], ['filter', { filter: () => true }],
                              ['mode', { mode: fs.constants.COPYFILE_FICLONE }]]) {
    fs.writeFileSync(dest, 'old');
    try { fs.cpSync(src, dest, opts); show(name); } catch (e) { show(name, e); }
  }
  console.log('still running');
  return;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-override-'));
const src = path.join(dir, 'big');
fs.writeFileSync(src, Buffer.alloc(8192, 0x61));
// `ulimit -f` counts 512-byte blocks: 2 blocks let 1 KiB of the 8 KiB file through.
const r = spawnSync('/bin/sh', ['-c', 'ulimit -f 2 && exec "$0" "$@"', process.execPath,
                                __filename, 'child', src, path.join(dir, 'dest')],
                    { encoding: 'utf8' });
process.stdout.write(r.stdout);
console.log('status', r.status, r.signal);

const proc = '/proc/self/stat';
if (fs.existsSync(proc) && fs.statSync(proc).size === 0) {
  const dest = path.join(dir, 'stat');
  fs.copyFileSync(proc, dest);
  console.log('copyFileSync new', fs.statSync(dest).size);
  fs.cpSync(proc, dest);
  console.log('cpSync over existing has content', fs.statSync(dest).size > 0);
  fs.rmSync(dest);
  fs.cpSync(proc, dest);
  console.log('cpSync new', fs.statSync(dest).size);
  fs.mkdirSync(path.join(dir, 'tree'));
  fs.symlinkSync(proc, path.join(dir, 'tree', 'link'));
  fs.cpSync(path.join(dir, 'tree'), path.join(dir, 'copy'), { recursive: true, dereference: true });
  console.log('cpSync directory entry has content', fs.statSync(path.join(dir, 'copy', 'link')).size > 0);
} else {
  console.log('copyFileSync new 0');
  console.log('cpSync over existing has content true');
  console.log('cpSync new 0');
  console.log('cpSync directory entry has content true');
}
// The native directory copy takes no `mode`: a clone that cannot be made is no failure.
fs.mkdirSync(path.join(dir, 'tree2'));
fs.writeFileSync(path.join(dir, 'tree2', 'f'), 'x');
fs.cpSync(path.join(dir, 'tree2'), path.join(dir, 'copy2'),
          { recursive: true, mode: fs.constants.COPYFILE_FICLONE_FORCE });
console.log('directory copy with FICLONE_FORCE', fs.readFileSync(path.join(dir, 'copy2', 'f'), 'utf8'));
fs.rmSync(dir, { recursive: true, force: true });
