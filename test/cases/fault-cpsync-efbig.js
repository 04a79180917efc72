// cpSync and fs.cp of a directory into a place where the file size limit (RLIMIT_FSIZE, set
// with the shell's `ulimit -f` in a child) stops the copy: EFBIG, in cpSync's native error
// shape for the sync form and the copier's for the async forms; the process keeps going.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

if (process.argv[2] === 'child') {
  const [src, dest] = process.argv.slice(3);
  const show = (name, err) => {
    const text = err === undefined ? 'ok' :
      `${err.constructor.name} ${err.code} ${err.errno} ${err.syscall} ${err.dest} ` +
      `[${Object.keys(err)}] ${err.message}`;
    console.log(`${name}: ${text.split(dest).join('<dest>')}`);
  };
  try { fs.cpSync(src, dest, { recursive: true }); show('cpSync'); } catch (e) { show('cpSync', e); }
  fs.rmSync(dest, { recursive: true, force: true });
  fs.cp(src, dest, { recursive: true }, (err) => {
    show('cp', err ?? undefined);
    fs.rmSync(dest, { recursive: true, force: true });
    fs.promises.cp(src, dest, { recursive: true }).then(() => show('promises.cp'),
      (e) => show('promises.cp', e)).then(() => console.log('still running'));
  });
  return;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-efbig-'));
fs.mkdirSync(path.join(dir, 'src'));
fs.writeFileSync(path.join(dir, 'src', 'big'), Buffer.alloc(8192, 0x61));
// `ulimit -f` counts 512-byte blocks: 2 blocks let 1 KiB of the 8 KiB file through.
const r = spawnSync('/bin/sh', ['-c', 'ulimit -f 2 && exec "$0" "$@"', process.execPath,
                                __filename, 'child', path.join(dir, 'src'), path.join(dir, 'dest')],
                    { encoding: 'utf8' });
process.stdout.write(r.stdout);
console.log('status', r.status, r.signal);
fs.rmSync(dir, { recursive: true, force: true });
