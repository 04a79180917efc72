// fs.cp/cpSync over links whose targets cannot be reached (a loop of links) or lead
// elsewhere in the destination: cpSync's native walk refuses a link it cannot follow with
// its own "ELOOP, ..." error naming the directory being filled (verbatimSymlinks does not
// look), with dereference the entry fails as statSync does, and over an existing copy the
// sync form follows dest while the async forms follow src. A directory whose dest is a link
// to a directory is copied into it by cpSync; its filtered walk makes no checks inside a
// directory, where the async forms refuse a directory over a non-directory.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault2-cp-links-'));
const loop = path.join(dir, 'loop');
fs.mkdirSync(loop);
fs.symlinkSync('self', path.join(loop, 'self'));
const dest = path.join(dir, 'dest');

function show(name, err) {
  const text = err === undefined ? 'ok' :
    `${err.constructor.name} ${err.code} ${err.errno} ${err.syscall} ${err.message}`;
  console.log(`${name}: ${text.split(dir).join('<tmp>')}`);
}

function listing(where) {
  return fs.readdirSync(where, { recursive: true, withFileTypes: true })
    .map((d) => {
      const p = path.relative(where, path.join(d.parentPath, d.name));
      return d.isSymbolicLink() ? `${p}@${fs.readlinkSync(path.join(where, p))}` : p;
    }).sort().join(' ').split(dir).join('<tmp>');
}

// dest is fresh, or a copy of loop made beforehand (relative link and all).
function prepare(over) {
  fs.rmSync(dest, { recursive: true, force: true });
  if (over) {
    fs.mkdirSync(dest);
    fs.symlinkSync('self', path.join(dest, 'self'));
  }
}

async function main() {
  const forms = [
    ['cpSync', (o) => fs.cpSync(loop, dest, o)],
    ['cp', (o) => new Promise((res, rej) => fs.cp(loop, dest, o, (e) => (e ? rej(e) : res())))],
    ['promises.cp', (o) => fs.promises.cp(loop, dest, o)],
  ];
  for (const over of [false, true]) {
    for (const [name, run] of forms) {
      for (const extra of [{}, { dereference: true }, { verbatimSymlinks: true },
                           { filter: () => true }]) {
        prepare(over);
        const label = `${name} ${over ? 'over a copy' : 'fresh'} ${Object.keys(extra)}`;
        try {
          await run({ recursive: true, ...extra });
          show(label);
        } catch (e) {
          show(label, e);
        }
        console.log('  dest:', fs.existsSync(dest) ? listing(dest) : '-');
      }
    }
  }

  // A directory copied onto a link to a directory, a link to a file, a dangling link.
  const src = path.join(dir, 'src');
  fs.mkdirSync(path.join(src, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(src, 'sub', 'f'), 'f');
  for (const target of ['real', 'file', 'nowhere']) {
    for (const [name, run] of [
      ['cpSync', (o) => fs.cpSync(src, dest, o)],
      ['cpSync filter', (o) => fs.cpSync(src, dest, { ...o, filter: () => true })],
      ['promises.cp', (o) => fs.promises.cp(src, dest, o)],
    ]) {
      fs.rmSync(dest, { recursive: true, force: true });
      fs.mkdirSync(path.join(dest, 'real'), { recursive: true });
      fs.writeFileSync(path.join(dest, 'file'), '');
      fs.symlinkSync(target, path.join(dest, 'sub'));
      try {
        await run({ recursive: true });
        show(`${name} onto a link to ${target}`);
      } catch (e) {
        show(`${name} onto a link to ${target}`, e);
      }
      console.log('  dest:', listing(dest));
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
main();
