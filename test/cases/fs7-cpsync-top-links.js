// fs.cpSync's native checks of the top-level pair when src or dest is a symlink: the probe follows src without `dereference` (ELOOP/ENOENT reported as lstat, a link to a directory needs `recursive`), treats a link as a directory with it, refuses a link to src as "the same" and a dest whose spelled parent is src.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fs7-cptop-'));
const work = path.join(root, 'w');

function fixture() {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(path.join(work, 'dir'), { recursive: true });
  fs.writeFileSync(path.join(work, 'dir', 'in'), 'in');
  fs.writeFileSync(path.join(work, 'file'), 'hi');
  fs.symlinkSync('dir', path.join(work, 'ldir'));
  fs.symlinkSync('file', path.join(work, 'lfile'));
  fs.symlinkSync('nowhere', path.join(work, 'broken'));
  fs.symlinkSync('loop1', path.join(work, 'loop2'));
  fs.symlinkSync('loop2', path.join(work, 'loop1'));
}

function describe(p) {
  const st = fs.lstatSync(p);
  if (st.isSymbolicLink()) return `link -> ${fs.readlinkSync(p).replace(work, '<w>')}`;
  return st.isDirectory() ? 'dir' : `file ${JSON.stringify(fs.readFileSync(p, 'utf8'))}`;
}

const pairs = [
  ['ldir', 'out'], ['lfile', 'out'], ['broken', 'out'], ['loop1', 'out'], ['dir', 'out'],
  ['file', 'lfile'], ['lfile', 'file'], ['lfile', 'lfile'], ['file', 'ldir'], ['ldir', 'dir'],
  ['dir', 'ldir'], ['file', 'file/x'], ['dir', 'lfile/x'], ['ldir', 'ldir/x'],
  // dest's own parent (only when it has a parent itself) is compared with src, links followed
  ['./file', './file/x'], ['dir', './ldir/x'], ['ldir', './dir/x'], ['./dir', './dir/../ldir/y'],
  ['file', 'dir/../file/x'],
];
const optionSets = [{}, { dereference: true }, { recursive: true }, { recursive: true, dereference: true }];

const cwd = process.cwd();
for (const [src, dest] of pairs) {
  for (const opts of optionSets) {
    fixture();
    process.chdir(work);
    let result;
    try {
      fs.cpSync(src, dest, opts);
      result = `ok, dest is ${describe(dest)}`;
    } catch (e) {
      result = `${e.name} ${e.code} syscall=${e.syscall} errno=${e.errno}: ${e.message}`;
    }
    process.chdir(cwd);
    console.log(`${src} -> ${dest} ${JSON.stringify(opts)}: ${result.split(work).join('<w>')}`);
    if (src === 'file' && dest === 'lfile') {
      console.log(`  file still holds ${JSON.stringify(fs.readFileSync(path.join(work, 'file'), 'utf8'))}`);
    }
  }
}
fs.rmSync(root, { recursive: true });
