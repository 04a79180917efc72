// Ecosystem check: mkdirp creates nested dirs (promise, sync, native and manual), returning the first dir made.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { mkdirp, mkdirpSync, mkdirpNative, mkdirpManual, useNative } = require('mkdirp');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-mkdirp-'));
const rel = (p) => (p === undefined ? 'undefined' : path.relative(dir, p));
async function main() {
  console.log('made', rel(await mkdirp(path.join(dir, 'tmp/foo/bar/baz'))));
  console.log('again', rel(await mkdirp(path.join(dir, 'tmp/foo/bar/baz'))));
  console.log('sync', rel(mkdirpSync(path.join(dir, 'tmp/foo/sync/a'))));
  console.log('native', rel(await mkdirpNative(path.join(dir, 'n/1/2'))));
  console.log('manual', rel(await mkdirpManual(path.join(dir, 'm/1/2'))));
  console.log('manualSync', rel(mkdirpManual.sync(path.join(dir, 'ms/1'))));
  console.log('mode', rel(await mkdirp(path.join(dir, 'mode/x'), { mode: 0o700 })), (fs.statSync(path.join(dir, 'mode/x')).mode & 0o777).toString(8));
  console.log('useNative', typeof useNative());
  fs.writeFileSync(path.join(dir, 'file'), '');
  try {
    await mkdirp(path.join(dir, 'file/sub'));
  } catch (e) {
    console.log('under a file', e.code);
  }
  try {
    mkdirpManual.sync(path.join(dir, 'file/sub'));
  } catch (e) {
    console.log('manual under a file', e.code);
  }
  console.log('tree', JSON.stringify(fs.readdirSync(dir, { recursive: true }).sort()));
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
