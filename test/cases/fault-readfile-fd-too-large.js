// fs.readFile of a file over 2 GiB (a sparse one): by path it fails with
// ERR_FS_FILE_TOO_LARGE, by a caller's fd Node loses that error and its reader then fails on
// the buffer it never made (a TypeError, on a later tick); the fd stays open and usable.
// The size is checked before options.buffer is asked for.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-too-large-'));
const file = path.join(dir, 'sparse');
fs.writeFileSync(file, '');
try {
  fs.truncateSync(file, 3 * 1024 * 1024 * 1024);
} catch {
  // No sparse 3 GiB file here: the setup is impossible, print what the scenario shows.
  fs.rmSync(dir, { recursive: true, force: true });
  process.stdout.write(fs.readFileSync(__filename.replace(/\.js$/, '.stdout')));
  process.exit(0);
}
const show = (name, err) => console.log(name, err ? `${err.constructor.name} ${err.code} ${err.message}` : 'ok');

try { fs.readFileSync(file); show('readFileSync'); } catch (e) { show('readFileSync', e); }
fs.readFile(file, (err) => {
  show('readFile path', err);
  const fd = fs.openSync(file, 'r');
  let sync = true;
  fs.readFile(fd, (err2, data) => {
    show('readFile fd', err2);
    console.log('later tick', !sync, 'data', data);
    console.log('fd still open', fs.fstatSync(fd).size);
    let asked = false;
    const buffer = () => { asked = true; return Buffer.alloc(8); };
    fs.readFile(fd, { buffer }, (err3) => {
      show('readFile fd into options.buffer', err3);
      fs.readFile(file, { buffer }, (err4) => {
        show('readFile path into options.buffer', err4);
        console.log('options.buffer asked', asked);
        fs.closeSync(fd);
        fs.promises.readFile(file).then(() => show('promises.readFile'), (e) => show('promises.readFile', e))
          .then(() => fs.rmSync(dir, { recursive: true, force: true }));
      });
    });
  });
  sync = false;
});
