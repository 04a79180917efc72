// minirt's own test: injected read, open, close and copy faults reach JS with Node's shape.
// Flags: --expose-internals --no-warnings
// Injected EIO on reads, EMFILE on open, EIO on close and ENOSPC in copyFile/cp (minirt's
// fs fault layer, docs/FS-SEMANTICS.md "Fault injection"): each error reaches JS with the
// shape Node 26 gives that error on that call (checked against Node with errors it can
// produce for real: EISDIR on read, ENOENT on open, EINVAL in copyfile), and no
// descriptor leaks, including when close itself fails.
'use strict';
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;
const path = require('path');
const tmpdir = require('../common/tmpdir');
const { internalBinding } = require('internal/test/binding');
const faults = internalBinding('fs_faults');

tmpdir.refresh();
const openFds = () => fs.readdirSync('/proc/self/fd').length;
const file = path.join(tmpdir.path, 'rd.txt');
fs.writeFileSync(file, 'some text to read\n'.repeat(50));

const cb = (f) => new Promise((resolve) => f((err) => resolve(err)));
async function caught(p) {
  try { await p; } catch (err) { return err; }
  return null;
}
function caughtSync(f) {
  try { f(); } catch (err) { return err; }
  return null;
}

function check(name, err, code, errno, desc, syscall, p) {
  assert.ok(err instanceof Error, `${name}: expected an error`);
  assert.strictEqual(err.code, code, name);
  assert.strictEqual(err.errno, errno, name);
  assert.strictEqual(err.syscall, syscall, name);
  assert.strictEqual(err.path, p, name);
  const where = p === undefined ? '' : ` '${p}'`;
  assert.strictEqual(err.message, `${code}: ${desc}, ${syscall}${where}`, name);
}

// Readers and whether Node's error names the path (as for EISDIR from the same read).
const readers = [
  ['readFile cb', true, () => cb((d) => fs.readFile(file, d))],
  ['readFile cb utf8', true, () => cb((d) => fs.readFile(file, 'utf8', d))],
  ['readFileSync', false, () => caughtSync(() => fs.readFileSync(file))],
  ['readFileSync utf8', false, () => caughtSync(() => fs.readFileSync(file, 'utf8'))],
  ['fsp.readFile', true, () => caught(fsp.readFile(file))],
  ['fsp.readFile utf8', true, () => caught(fsp.readFile(file, 'utf8'))],
  ['FileHandle.read', false, async () => {
    const fh = await fsp.open(file);
    try { return await caught(fh.read(Buffer.alloc(10), 0, 10, null)); } finally { await fh.close(); }
  }],
  ['FileHandle.readFile', false, async () => {
    const fh = await fsp.open(file);
    try { return await caught(fh.readFile()); } finally { await fh.close(); }
  }],
  ['fs.read cb', false, async () => {
    const fd = fs.openSync(file);
    try { return await cb((d) => fs.read(fd, Buffer.alloc(10), 0, 10, null, d)); } finally { fs.closeSync(fd); }
  }],
  ['readSync', false, () => {
    const fd = fs.openSync(file);
    try { return caughtSync(() => fs.readSync(fd, Buffer.alloc(10))); } finally { fs.closeSync(fd); }
  }],
  ['fs.readv cb', false, async () => {
    const fd = fs.openSync(file);
    try { return await cb((d) => fs.readv(fd, [Buffer.alloc(10)], d)); } finally { fs.closeSync(fd); }
  }],
  ['readFileSync fd', false, () => {
    const fd = fs.openSync(file);
    try { return caughtSync(() => fs.readFileSync(fd)); } finally { fs.closeSync(fd); }
  }],
  ['createReadStream', false, () => new Promise((resolve) => {
    let error = null;
    fs.createReadStream(file).on('error', (e) => { error = e; }).on('close', () => resolve(error)).resume();
  })],
];

(async () => {
  for (const [name, withPath, run] of readers) {
    const before = openFds();
    faults.set(`read:EIO:path=${file}`);
    const err = await run();
    faults.clear();
    check(name, err, 'EIO', -5, 'i/o error', 'read', withPath ? file : undefined);
    assert.strictEqual(openFds(), before, `${name}: fd leak`);
  }

  // EMFILE on open, three times: the path is named, as in Node's open errors.
  const target = path.join(tmpdir.path, 'o.txt');
  const before = openFds();
  faults.set(`open:EMFILE:count=3:path=${target}`);
  check('fs.open', await cb((d) => fs.open(target, 'w', d)), 'EMFILE', -24, 'too many open files', 'open', target);
  check('openSync', caughtSync(() => fs.openSync(target, 'w')), 'EMFILE', -24, 'too many open files', 'open', target);
  check('fsp.open', await caught(fsp.open(target, 'w')), 'EMFILE', -24, 'too many open files', 'open', target);
  assert.strictEqual(faults.fired(), 3);
  fs.writeFileSync(target, 'fourth open works');
  faults.set(`open:EMFILE:path=${target}`);
  check('writeFile cb', await cb((d) => fs.writeFile(target, 'x', d)), 'EMFILE', -24, 'too many open files', 'open', target);
  check('readFile cb', await cb((d) => fs.readFile(target, d)), 'EMFILE', -24, 'too many open files', 'open', target);
  check('fsp.writeFile', await caught(fsp.writeFile(target, 'x')), 'EMFILE', -24, 'too many open files', 'open', target);
  check('writeFileSync', caughtSync(() => fs.writeFileSync(target, 'x')), 'EMFILE', -24, 'too many open files', 'open', target);
  const ws = fs.createWriteStream(target);
  check('createWriteStream', await new Promise((r) => ws.on('error', r)), 'EMFILE', -24, 'too many open files', 'open', target);
  faults.clear();
  assert.strictEqual(fs.readFileSync(target, 'utf8'), 'fourth open works');
  assert.strictEqual(openFds(), before, 'open: fd leak');

  // EIO from close: reported, and the descriptor is released all the same.
  faults.set(`close:EIO:path=${target}`);
  const fd = fs.openSync(target);
  check('fs.close', await cb((d) => fs.close(fd, d)), 'EIO', -5, 'i/o error', 'close', undefined);
  const fd2 = fs.openSync(target);
  check('closeSync', caughtSync(() => fs.closeSync(fd2)), 'EIO', -5, 'i/o error', 'close', undefined);
  faults.clear();
  assert.strictEqual(openFds(), before, 'close: fd leak');
  assert.throws(() => fs.fstatSync(fd2), { code: 'EBADF' });

  // ENOSPC while copying: Node names both paths (syscall 'copyfile').
  const src = path.join(tmpdir.path, 'src.bin');
  fs.writeFileSync(src, Buffer.alloc(5000, 1));
  const dests = [];
  const copiers = [
    ['copyFile cb', (d) => cb((k) => fs.copyFile(src, d, k))],
    ['copyFileSync', (d) => caughtSync(() => fs.copyFileSync(src, d))],
    ['fsp.copyFile', (d) => caught(fsp.copyFile(src, d))],
    ['copyFile FICLONE', (d) => caughtSync(() => fs.copyFileSync(src, d, fs.constants.COPYFILE_FICLONE))],
    ['cp cb', (d) => cb((k) => fs.cp(src, d, k))],
    ['fsp.cp', (d) => caught(fsp.cp(src, d))],
  ];
  for (const [name, run] of copiers) {
    const dest = path.join(tmpdir.path, `dest-${dests.length}`);
    dests.push(dest);
    faults.set(`copy:ENOSPC:after=1000:path=${dest}`);
    const err = await run(dest);
    faults.clear();
    assert.ok(err instanceof Error, name);
    assert.strictEqual(err.code, 'ENOSPC', name);
    assert.strictEqual(err.errno, -28, name);
    assert.strictEqual(err.syscall, 'copyfile', name);
    // Both paths, also from cp of a single file (Node 26 on a real full disk).
    assert.strictEqual(err.path, src, name);
    assert.strictEqual(err.dest, dest, name);
    assert.strictEqual(err.message, `ENOSPC: no space left on device, copyfile '${src}' -> '${dest}'`, name);
    // As libuv (and Node on a real full disk): no partial destination is left.
    assert.strictEqual(fs.existsSync(dest), false, `${name}: partial destination left`);
    assert.strictEqual(openFds(), before, `${name}: fd leak`);
  }

  // fsync/ftruncate failures carry their syscall name.
  // (Rules match an fd by the path it was opened with while they were set.)
  faults.set(`fsync:EIO:path=${target};ftruncate:EIO:path=${target}`);
  const fd3 = fs.openSync(target, 'r+');
  check('fsyncSync', caughtSync(() => fs.fsyncSync(fd3)), 'EIO', -5, 'i/o error', 'fsync', undefined);
  check('fdatasync', await cb((d) => fs.fdatasync(fd3, d)), 'EIO', -5, 'i/o error', 'fdatasync', undefined);
  check('ftruncate', await cb((d) => fs.ftruncate(fd3, 1, d)), 'EIO', -5, 'i/o error', 'ftruncate', undefined);
  faults.clear();
  fs.closeSync(fd3);
  assert.strictEqual(openFds(), before);

  // An invalid spec throws and keeps the rules that were set.
  faults.set(`read:EIO:path=${file}`);
  assert.throws(() => faults.set('read:EWHAT'), {
    message: 'Invalid fault spec: rule 1 ("read:EWHAT"): unknown errno name "EWHAT"',
  });
  assert.throws(() => fs.readFileSync(file), { code: 'EIO' });
  faults.clear();
  assert.ok(fs.readFileSync(file).length > 0);
})().then(common.mustCall());
