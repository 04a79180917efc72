// Ecosystem check: write-file-atomic writes files atomically (promise, callback, sync, mode, chown skipped) and leaves no temp files.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const writeFileAtomic = require('write-file-atomic');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-write-file-atomic-'));
async function main() {
  const file = path.join(dir, 'message.txt');
  await writeFileAtomic(file, 'Hello Node.js');
  console.log('promise', fs.readFileSync(file, 'utf8'));
  await new Promise((resolve, reject) => writeFileAtomic(file, Buffer.from('buffer data'), { mode: 0o600 }, (err) => (err ? reject(err) : resolve())));
  console.log('callback', fs.readFileSync(file, 'utf8'), (fs.statSync(file).mode & 0o777).toString(8));
  writeFileAtomic.sync(file, 'sync data', { encoding: 'utf8' });
  console.log('sync', fs.readFileSync(file, 'utf8'), (fs.statSync(file).mode & 0o777).toString(8));
  await Promise.all(Array.from({ length: 20 }, (_, i) => writeFileAtomic(file, 'concurrent ' + i)));
  console.log('concurrent last wins', fs.readFileSync(file, 'utf8'));
  await writeFileAtomic(path.join(dir, 'typed.bin'), new Uint8Array([1, 2, 3]));
  console.log('typed array', fs.readFileSync(path.join(dir, 'typed.bin')).toString('hex'));
  try {
    await writeFileAtomic(path.join(dir, 'no/such/dir/file'), 'x');
  } catch (e) {
    console.log('error', e.code, e.syscall);
  }
  console.log('dir', JSON.stringify(fs.readdirSync(dir).sort()));
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
