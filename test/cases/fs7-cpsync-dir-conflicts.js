// fs.cpSync (no filter) copying a directory whose entries clash with what dest already holds, as Node's C++ copier reports it: links over links into/around each other, links over files and directories, files over directories and over links to them, directories over files; FIFOs are passed over. fs.cp reports the same clashes its own way.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fs7-cpdir-'));
const S = path.join(root, 's');
const D = path.join(root, 'd');
// Link targets live outside src so that src holds only the clashing entry (its listing
// order then cannot matter).
const T = path.join(root, 't');
fs.mkdirSync(`${T}/x/y`, { recursive: true });
const show = (s) => String(s).split(root).join('<t>');

function fmt(e) {
  const o = { name: e.name, code: e.code, errno: e.errno, syscall: e.syscall, path: e.path };
  o.message = e.message;
  return show(JSON.stringify(o));
}

function listing() {
  const out = [];
  for (const n of fs.readdirSync(D).sort()) {
    const st = fs.lstatSync(path.join(D, n));
    if (st.isSymbolicLink()) out.push(`${n}->${show(fs.readlinkSync(path.join(D, n)))}`);
    else out.push(st.isDirectory() ? `${n}/` : `${n}:${fs.readFileSync(path.join(D, n), 'utf8')}`);
  }
  return out.join(' ');
}

const cases = [
  ['link-into-dest-link-target', () => {
    fs.symlinkSync(`${T}/x`, `${S}/l`); fs.symlinkSync(`${T}/x/y`, `${D}/l`);
  }],
  ['link-around-dest-link-target', () => {
    fs.symlinkSync(`${T}/x/y`, `${S}/l`); fs.symlinkSync(`${T}/x`, `${D}/l`);
  }],
  ['link-over-file', () => { fs.symlinkSync(`${T}/x`, `${S}/l`); fs.writeFileSync(`${D}/l`, 'old'); }],
  ['link-over-dir', () => { fs.symlinkSync(`${T}/x`, `${S}/l`); fs.mkdirSync(`${D}/l`); }],
  ['file-over-link-to-dir', () => { fs.writeFileSync(`${S}/l`, 'q'); fs.symlinkSync(`${T}/x`, `${D}/l`); }],
  ['dir-over-file', () => { fs.mkdirSync(`${S}/x`); fs.writeFileSync(`${D}/x`, 'q'); }],
  ['file-over-dir', () => { fs.writeFileSync(`${S}/f`, 'q'); fs.mkdirSync(`${D}/f`); }],
  ['fifo', () => { execFileSync('mkfifo', [`${S}/p`]); }],
];

(async () => {
  for (const [name, setup] of cases) {
    for (const form of ['cpSync', 'cp']) {
      fs.rmSync(S, { recursive: true, force: true });
      fs.rmSync(D, { recursive: true, force: true });
      fs.mkdirSync(S);
      fs.mkdirSync(D);
      setup();
      let result = 'ok';
      try {
        if (form === 'cpSync') fs.cpSync(S, D, { recursive: true });
        else await fs.promises.cp(S, D, { recursive: true });
      } catch (e) {
        result = fmt(e);
      }
      console.log(`${name} ${form}: ${result}`);
      console.log(`  dest: ${listing()}`);
    }
  }
  fs.rmSync(root, { recursive: true });
})();
