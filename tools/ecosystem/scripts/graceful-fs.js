// Ecosystem check: graceful-fs as a drop-in fs (many files in flight, callbacks, promises) and gracefulify.
'use strict';
const realFs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const fs = require('graceful-fs');

const dir = realFs.mkdtempSync(path.join(os.tmpdir(), 'eco-graceful-fs-'));
async function main() {
  const n = 300;
  await Promise.all(Array.from({ length: n }, (_, i) => new Promise((resolve, reject) => {
    fs.writeFile(path.join(dir, 'f' + String(i).padStart(3, '0')), 'content ' + i, (err) => (err ? reject(err) : resolve()));
  })));
  const names = await new Promise((resolve, reject) => fs.readdir(dir, (e, r) => (e ? reject(e) : resolve(r.sort()))));
  console.log('files', names.length, names[0], names[n - 1]);
  const contents = await Promise.all(names.map((name) => new Promise((resolve, reject) => {
    fs.readFile(path.join(dir, name), 'utf8', (e, s) => (e ? reject(e) : resolve(s)));
  })));
  console.log('total length', contents.reduce((s, c) => s + c.length, 0));
  const streamed = await new Promise((resolve, reject) => {
    let s = '';
    fs.createReadStream(path.join(dir, 'f042')).on('data', (d) => { s += d; }).on('end', () => resolve(s)).on('error', reject);
  });
  console.log('stream', streamed);
  await new Promise((resolve, reject) => fs.createWriteStream(path.join(dir, 'w.txt')).on('error', reject).end('written by stream', resolve));
  console.log('written', fs.readFileSync(path.join(dir, 'w.txt'), 'utf8'));
  console.log('promises', (await fs.promises.readFile(path.join(dir, 'f007'), 'utf8')));
  await new Promise((resolve) => fs.readFile(path.join(dir, 'missing'), (err) => { console.log('missing', err.code, err.syscall); resolve(); }));
  const patched = fs.gracefulify(realFs);
  console.log('gracefulify returns fs', patched === undefined || typeof patched === 'object');
  await new Promise((resolve, reject) => realFs.rename(path.join(dir, 'w.txt'), path.join(dir, 'renamed.txt'), (e) => (e ? reject(e) : resolve())));
  console.log('renamed', fs.existsSync(path.join(dir, 'renamed.txt')), fs.existsSync(path.join(dir, 'w.txt')));
  console.log('close', typeof fs.close, typeof fs.closeSync);
}
main().finally(() => realFs.rmSync(dir, { recursive: true, force: true }));
