// Recursive opendir walks in Node's order (a subdirectory is opened when its entry is handed
// out; the open ones are read in turn, a batch each, before the directory's next batch), and
// a subdirectory it may not open fails that one read with EACCES naming it, in the sync, the
// callback and the promise forms, after which the walk goes on. The order a file system lists
// a directory in is its own, so the walk is checked against a model of Node's built on each
// directory's listing. As root the permission part runs in a child as user 65534.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

function listing(dir) {
  const d = fs.opendirSync(dir);
  const out = [];
  for (let e = d.readSync(); e !== null; e = d.readSync()) out.push([e.name, e.isDirectory()]);
  d.closeSync();
  return out;
}

// What Node's Dir hands out for `root` with this bufferSize ('!' marks a failed open).
function model(root, bufferSize, canOpen) {
  const cursors = new Map();
  const read = (dir) => {
    if (!cursors.has(dir)) cursors.set(dir, { all: listing(dir), at: 0 });
    const c = cursors.get(dir);
    const batch = c.all.slice(c.at, c.at + bufferSize).map(([n, isDir]) => [dir, n, isDir]);
    c.at += batch.length;
    return batch.length > 0 ? batch : null;
  };
  const out = [];
  const buffered = [];
  const open = [];
  const handOut = () => {
    const [dir, name, isDir] = buffered.shift();
    const sub = path.join(dir, name);
    if (isDir && !canOpen(sub)) return out.push(`!${path.relative(root, sub)}`);
    if (isDir) open.push(sub);
    out.push(path.relative(root, sub));
  };
  for (;;) {
    while (open.length > 0) {
      const dir = open.shift();
      const batch = read(dir);
      if (batch !== null) {
        buffered.push(...batch);
        open.push(dir);
      }
      if (buffered.length > 0) break;
    }
    if (buffered.length > 0) {
      handOut();
      continue;
    }
    const batch = read(root);
    if (batch === null) return out;
    buffered.push(...batch);
    handOut();
  }
}

// A subdirectory that cannot be opened is named; any other error is shown in full.
function noteError(out, root, err) {
  out.push(`!${path.relative(root, err.path)}`);
  if (err.code !== 'EACCES' || err.syscall !== 'opendir') out.push(err.message);
}

function walkSync(root, bufferSize) {
  const d = fs.opendirSync(root, { recursive: true, bufferSize });
  const out = [];
  for (;;) {
    let e;
    try {
      e = d.readSync();
    } catch (err) {
      noteError(out, root, err);
      continue;
    }
    if (e === null) break;
    out.push(path.relative(root, path.join(e.parentPath, e.name)));
  }
  d.closeSync();
  return out;
}

async function walkAsync(root, bufferSize, viaCallback) {
  const d = await fs.promises.opendir(root, { recursive: true, bufferSize });
  const read = viaCallback ?
    () => new Promise((resolve, reject) => d.read((err, e) => (err ? reject(err) : resolve(e)))) :
    () => d.read();
  const out = [];
  for (;;) {
    let e;
    try {
      e = await read();
    } catch (err) {
      noteError(out, root, err);
      continue;
    }
    if (e === null) break;
    out.push(path.relative(root, path.join(e.parentPath, e.name)));
  }
  await d.close();
  return out;
}

async function check(root, canOpen) {
  for (const bufferSize of [1, 2, 3, 32]) {
    const want = model(root, bufferSize, canOpen).join(' ');
    const results = [walkSync(root, bufferSize), await walkAsync(root, bufferSize, false),
                     await walkAsync(root, bufferSize, true)];
    console.log(`bufferSize ${bufferSize}:`, results.map((r) => r.join(' ') === want),
                results[0].length, results[0].filter((x) => x.startsWith('!')));
  }
}

const root = process.argv[2] === 'child' ? process.argv[3] :
  fs.mkdtempSync(path.join(os.tmpdir(), 'fault-opendir-'));
if (process.argv[2] === 'child') {
  check(root, (p) => !p.endsWith('locked'));
  return;
}
for (const d of ['a', 'b', 'c']) {
  fs.mkdirSync(path.join(root, d, 'sub', 'deeper'), { recursive: true });
  for (let i = 0; i < 5; i++) fs.writeFileSync(path.join(root, d, `f${i}`), '');
  fs.writeFileSync(path.join(root, d, 'sub', 'deeper', 'leaf'), '');
}
for (let i = 0; i < 4; i++) fs.writeFileSync(path.join(root, `top${i}`), '');
fs.mkdirSync(path.join(root, 'locked'));
fs.writeFileSync(path.join(root, 'locked', 'hidden'), '');
check(root, () => true).then(() => {
  fs.chmodSync(root, 0o755);
  fs.chmodSync(path.join(root, 'locked'), 0);
  const asRoot = process.getuid() === 0;
  console.log('without permission:');
  if (asRoot) {
    const r = spawnSync(process.execPath, [__filename, 'child', root],
                        { uid: 65534, gid: 65534, encoding: 'utf8' });
    process.stdout.write(r.stdout + r.stderr);
    fs.rmSync(root, { recursive: true, force: true });
    return;
  }
  return check(root, (p) => !p.endsWith('locked')).then(() => {
    fs.chmodSync(path.join(root, 'locked'), 0o755);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
