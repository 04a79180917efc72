// Port of nodejs/node test/parallel/test-fs-promises-readfile.js (rewritten for minirt).
'use strict';
// fsPromises.readFile on a path: a file over 1 MiB round-trips, procfs files (size 0 in
// stat) are read to EOF, an aborted signal (before or during) rejects with AbortError, a
// bad signal rejects with ERR_INVALID_ARG_TYPE, and no fd is left open afterwards.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { readFile, writeFile } = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('big-file');
const openFds = () => fs.readdirSync('/proc/self/fd').length;
const fdsAtStart = openFds();

const bigData = Buffer.alloc(1024 * 1024 + 19);
for (let i = 0; i < bigData.length; i++) bigData[i] = i & 0xff;

async function roundTrip() {
  await writeFile(file, bigData);
  const got = await readFile(file);
  assert.ok(got.equals(bigData));
  assert.strictEqual((await readFile(file, 'latin1')).length, bigData.length);
}

async function sizeZeroFiles() {
  if (!common.isLinux) return;
  const name = await readFile('/proc/sys/kernel/hostname');
  assert.ok(name.length > 0);
  // /proc/self/status reports st_size 0 but has content: read to EOF, as text too.
  const status = await readFile('/proc/self/status', 'utf8');
  assert.match(status, /^Name:/);
}

async function aborts() {
  await assert.rejects(readFile(file, { signal: AbortSignal.abort() }), { name: 'AbortError' });
  const ac = new AbortController();
  process.nextTick(() => ac.abort());
  await assert.rejects(readFile(file, { signal: ac.signal }), { name: 'AbortError' });
  // The cause is the signal's reason.
  const ac2 = new AbortController();
  ac2.abort('stop');
  await assert.rejects(readFile(file, { signal: ac2.signal }),
                       (err) => err.code === 'ABORT_ERR' && err.cause === 'stop');
}

async function badSignal() {
  // A rejection, never a synchronous throw; the extra callback argument is ignored.
  const p = readFile(file, { signal: 'hello' }, common.mustNotCall());
  await assert.rejects(p, { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}

(async () => {
  await roundTrip();
  await sizeZeroFiles();
  await aborts();
  await badSignal();
  assert.strictEqual(openFds(), fdsAtStart);
})().then(common.mustCall());
