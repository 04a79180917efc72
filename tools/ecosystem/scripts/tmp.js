// Ecosystem check: tmp makes temporary files and dirs (sync, callback, template, cleanup); names checked for shape.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const tmp = require('tmp');

tmp.setGracefulCleanup();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-tmp-'));
async function main() {
  const f = tmp.fileSync({ tmpdir: dir, prefix: 'pre-', postfix: '.txt' });
  console.log('fileSync', path.basename(f.name).replace(`-${process.pid}-`, '-PID-').replace(/-[A-Za-z0-9]{12}-/, '-RANDOM-'), path.dirname(f.name) === dir, typeof f.fd);
  fs.writeSync(f.fd, 'hello');
  console.log('content', fs.readFileSync(f.name, 'utf8'));
  f.removeCallback();
  console.log('removed', fs.existsSync(f.name));
  const d = tmp.dirSync({ tmpdir: dir, unsafeCleanup: true });
  fs.writeFileSync(path.join(d.name, 'inner.txt'), 'x');
  console.log('dirSync', fs.statSync(d.name).isDirectory(), (fs.statSync(d.name).mode & 0o777).toString(8));
  d.removeCallback();
  console.log('dir removed', fs.existsSync(d.name));
  await new Promise((resolve, reject) => tmp.file({ tmpdir: dir, mode: 0o644 }, (err, name, fd, cleanup) => {
    if (err) return reject(err);
    console.log('file cb', path.dirname(name) === dir, typeof fd, (fs.fstatSync(fd).mode & 0o777).toString(8));
    cleanup();
    console.log('file cb removed', fs.existsSync(name));
    resolve();
  }));
  await new Promise((resolve, reject) => tmp.dir({ tmpdir: dir, template: 'tmp-XXXXXX' }, (err, name, cleanup) => {
    if (err) return reject(err);
    console.log('dir template', /^tmp-[A-Za-z0-9]{6}$/.test(path.basename(name)));
    cleanup();
    resolve();
  }));
  const n = tmp.tmpNameSync({ tmpdir: dir, name: 'fixed-name' });
  console.log('tmpNameSync', path.relative(dir, n), fs.existsSync(n));
  try {
    tmp.fileSync({ tmpdir: dir, template: 'no-placeholder' });
  } catch (e) {
    console.log('bad template', e.message.replace(/".*"/, '"..."'));
  }
  console.log('tmpdir default', tmp.tmpdir === os.tmpdir());
  console.log('left', JSON.stringify(fs.readdirSync(dir)));
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
