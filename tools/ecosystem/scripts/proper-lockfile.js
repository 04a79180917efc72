// Ecosystem check: proper-lockfile locks, checks and releases a file (promise and sync), and refuses a second lock.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lockfile = require('proper-lockfile');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-proper-lockfile-'));
async function main() {
  const file = path.join(dir, 'some', 'file');
  fs.mkdirSync(path.dirname(file));
  fs.writeFileSync(file, 'data');
  console.log('check before', await lockfile.check(file));
  const release = await lockfile.lock(file);
  console.log('locked; lock dir exists', fs.existsSync(file + '.lock'), fs.statSync(file + '.lock').isDirectory());
  console.log('check while locked', await lockfile.check(file));
  try {
    await lockfile.lock(file);
  } catch (e) {
    console.log('second lock', e.code, e.message.replace(dir, '<tmp>'));
  }
  await release();
  console.log('released; lock dir exists', fs.existsSync(file + '.lock'));
  try {
    await release();
  } catch (e) {
    console.log('double release', e.code);
  }
  const releaseSync = lockfile.lockSync(file, { realpath: false });
  console.log('checkSync while locked', lockfile.checkSync(file, { realpath: false }));
  releaseSync();
  console.log('checkSync after', lockfile.checkSync(file, { realpath: false }));
  try {
    await lockfile.lock(path.join(dir, 'missing'));
  } catch (e) {
    console.log('missing file', e.code);
  }
  const custom = await lockfile.lock(file, { lockfilePath: path.join(dir, 'custom.lock'), retries: 0 });
  console.log('custom path', fs.existsSync(path.join(dir, 'custom.lock')));
  await custom();
  console.log('dir', JSON.stringify(fs.readdirSync(dir).sort()));
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
