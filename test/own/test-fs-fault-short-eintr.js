// minirt's own test: every fs read and write path under short transfers and EINTR.
// Flags: --expose-internals --no-warnings
// Every fs write and read path under short transfers and EINTR (minirt's fs fault layer,
// docs/FS-SEMANTICS.md "Fault injection"). With `short=K` each syscall moves at most K
// bytes: the callers must loop, so every operation still succeeds and the bytes on disk
// (or read back) are exactly the data, byte for byte; fd-level writes report the full
// length as libuv's write-all does. With EINTR on every kind of call each operation must
// retry and succeed. No descriptor may leak.
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
const data = Buffer.alloc(3001);
for (let i = 0; i < data.length; i++) data[i] = (i * 13 + 5) & 0xff;
const text = 'héllo wörld '.repeat(100);
const cb = (f) => new Promise((resolve, reject) =>
  f((err, ...rest) => (err ? reject(err) : resolve(rest))));
let n = 0;
let current = '';
const next = (tag) => path.join(tmpdir.path, `${tag}-${n++}`);

// Each writer writes `data` (or `text`) into a new file and returns what it must contain.
const writers = {
  'writeFile cb': async (f) => { await cb((d) => fs.writeFile(f, data, d)); return data; },
  'writeFile cb string': async (f) => { await cb((d) => fs.writeFile(f, text, d)); return Buffer.from(text); },
  'writeFileSync': (f) => { fs.writeFileSync(f, data); return data; },
  'writeFileSync string': (f) => { fs.writeFileSync(f, text); return Buffer.from(text); },
  'fsp.writeFile': async (f) => { await fsp.writeFile(f, data); return data; },
  'appendFile cb': async (f) => { await cb((d) => fs.appendFile(f, data, d)); return data; },
  'appendFileSync': (f) => { fs.appendFileSync(f, data); return data; },
  'fsp.appendFile': async (f) => { await fsp.appendFile(f, data); return data; },
  'FileHandle.writeFile': async (f) => {
    const fh = await fsp.open(f, 'w');
    await fh.writeFile(data);
    await fh.close();
    return data;
  },
  'FileHandle.write/writev': async (f) => {
    const fh = await fsp.open(f, 'w');
    const r1 = await fh.write(data);
    assert.strictEqual(r1.bytesWritten, data.length);
    const r2 = await fh.writev([data, data.subarray(0, 10)]);
    assert.strictEqual(r2.bytesWritten, data.length + 10);
    const r3 = await fh.write(text);
    assert.strictEqual(r3.bytesWritten, Buffer.byteLength(text));
    await fh.close();
    return Buffer.concat([data, data, data.subarray(0, 10), Buffer.from(text)]);
  },
  'fs.write/writev cb': async (f) => {
    const fd = fs.openSync(f, 'w');
    const [w1] = await cb((d) => fs.write(fd, data, d));
    assert.strictEqual(w1, data.length);
    const [w2] = await cb((d) => fs.write(fd, text, d));
    assert.strictEqual(w2, Buffer.byteLength(text));
    const [w3] = await cb((d) => fs.writev(fd, [data, data], d));
    assert.strictEqual(w3, 2 * data.length);
    fs.closeSync(fd);
    return Buffer.concat([data, Buffer.from(text), data, data]);
  },
  'writeSync/writevSync': (f) => {
    const fd = fs.openSync(f, 'w');
    assert.strictEqual(fs.writeSync(fd, data), data.length);
    assert.strictEqual(fs.writeSync(fd, text), Buffer.byteLength(text));
    assert.strictEqual(fs.writevSync(fd, [data, data]), 2 * data.length);
    assert.strictEqual(fs.writeSync(fd, data, 0, 100, 0), 100);
    fs.closeSync(fd);
    return Buffer.concat([data, Buffer.from(text), data, data]);
  },
  'createWriteStream': (f) => new Promise((resolve, reject) => {
    const ws = fs.createWriteStream(f);
    ws.on('error', reject);
    ws.on('close', () => resolve(Buffer.concat([data, Buffer.from(text), data])));
    ws.write(data);
    ws.write(text);
    ws.end(data);
  }),
  'copyFile cb': async (f) => {
    const src = next('src');
    fs.writeFileSync(src, data);
    faults.set(current);
    await cb((d) => fs.copyFile(src, f, d));
    return data;
  },
  'copyFileSync': (f) => {
    const src = next('src');
    fs.writeFileSync(src, data);
    faults.set(current);
    fs.copyFileSync(src, f);
    return data;
  },
  'fsp.copyFile': async (f) => {
    const src = next('src');
    fs.writeFileSync(src, data);
    faults.set(current);
    await fsp.copyFile(src, f);
    return data;
  },
  'cp cb': async (f) => {
    const src = next('src');
    fs.writeFileSync(src, data);
    faults.set(current);
    await cb((d) => fs.cp(src, f, d));
    return data;
  },
  'cpSync': (f) => {
    const src = next('src');
    fs.writeFileSync(src, data);
    faults.set(current);
    fs.cpSync(src, f);
    return data;
  },
  'fsp.cp': async (f) => {
    const src = next('src');
    fs.writeFileSync(src, data);
    faults.set(current);
    await fsp.cp(src, f);
    return data;
  },
};

// Each reader reads the file `f` (holding `want`) and returns the bytes it got.
const readers = {
  'readFile cb': async (f) => (await cb((d) => fs.readFile(f, d)))[0],
  'readFile cb utf8': async (f) => Buffer.from((await cb((d) => fs.readFile(f, 'utf8', d)))[0]),
  'readFileSync': (f) => fs.readFileSync(f),
  'readFileSync utf8': (f) => Buffer.from(fs.readFileSync(f, 'utf8')),
  'readFileSync latin1': (f) => Buffer.from(fs.readFileSync(f, 'latin1'), 'latin1'),
  'fsp.readFile': (f) => fsp.readFile(f),
  'fsp.readFile utf8': async (f) => Buffer.from(await fsp.readFile(f, 'utf8')),
  'FileHandle.readFile': async (f) => {
    const fh = await fsp.open(f);
    const b = await fh.readFile();
    await fh.close();
    return b;
  },
  'readFileSync fd': (f) => {
    const fd = fs.openSync(f);
    const b = fs.readFileSync(fd);
    fs.closeSync(fd);
    return b;
  },
  'createReadStream': (f) => new Promise((resolve, reject) => {
    const chunks = [];
    fs.createReadStream(f, { highWaterMark: 1000 })
      .on('data', (c) => chunks.push(c))
      .on('error', reject)
      .on('close', () => resolve(Buffer.concat(chunks)));
  }),
  'fs.read loop': async (f) => {
    const fd = fs.openSync(f);
    const out = [];
    for (;;) {
      const b = Buffer.alloc(1000);
      const [got] = await cb((d) => fs.read(fd, b, 0, 1000, null, d));
      if (got === 0) break;
      out.push(b.subarray(0, got));
    }
    fs.closeSync(fd);
    return Buffer.concat(out);
  },
  'readSync loop': (f) => {
    const fd = fs.openSync(f);
    const out = [];
    for (;;) {
      const b = Buffer.alloc(1000);
      const got = fs.readSync(fd, b, 0, 1000, null);
      if (got === 0) break;
      out.push(b.subarray(0, got));
    }
    fs.closeSync(fd);
    return Buffer.concat(out);
  },
  'FileHandle.read loop': async (f) => {
    const fh = await fsp.open(f);
    const out = [];
    for (;;) {
      const { bytesRead, buffer } = await fh.read(Buffer.alloc(1000), 0, 1000, null);
      if (bytesRead === 0) break;
      out.push(buffer.subarray(0, bytesRead));
    }
    await fh.close();
    return Buffer.concat(out);
  },
  'readv loop': (f) => new Promise((resolve, reject) => {
    const fd = fs.openSync(f);
    const out = [];
    const step = () => {
      const bufs = [Buffer.alloc(600), Buffer.alloc(400)];
      fs.readv(fd, bufs, (err, got) => {
        if (err) return reject(err);
        if (got === 0) {
          fs.closeSync(fd);
          return resolve(Buffer.concat(out));
        }
        out.push(Buffer.concat(bufs).subarray(0, got));
        step();
      });
    };
    step();
  }),
};

async function runAll(tag, spec) {
  const t0 = Date.now();
  // Writers that copy set the rules again after creating their source without faults.
  current = spec;
  for (const [name, write] of Object.entries(writers)) {
    const file = next(tag);
    const before = openFds();
    faults.set(spec);
    const want = await write(file);
    const fired = faults.fired();
    faults.clear();
    assert.ok(fired > 0, `${tag} ${name}: no fault fired`);
    assert.strictEqual(openFds(), before, `${tag} ${name}: fd leak`);
    assert.deepStrictEqual(fs.readFileSync(file), want, `${tag} ${name}: content`);
  }
  const file = next(tag);
  const want = Buffer.concat([data, Buffer.from(text)]);
  fs.writeFileSync(file, want);
  for (const [name, read] of Object.entries(readers)) {
    // Node's FileHandle reader takes a short read of a file of known size up to 512 KiB
    // for its end (fs/promises readFileHandle); minirt does the same, so it is only
    // checked under EINTR.
    if (name === 'FileHandle.readFile' && tag !== 'eintr') continue;
    const before = openFds();
    faults.set(spec);
    const got = await read(file);
    const fired = faults.fired();
    faults.clear();
    assert.ok(fired > 0, `${tag} ${name}: no fault fired`);
    assert.strictEqual(openFds(), before, `${tag} ${name}: fd leak`);
    // Text readers decode: compare with the same decoding of the bytes.
    const enc = name.includes('utf8') ? 'utf8' : 'latin1';
    assert.deepStrictEqual(Buffer.from(got), Buffer.from(want.toString(enc), enc),
                           `${tag} ${name}: content`);
  }
  if (process.env.FAULT_TIMING) console.error(tag, Date.now() - t0);
}

(async () => {
  const scope = `path=${tmpdir.path}/*`;
  await runAll('short', `write:short=7:${scope};read:short=7:${scope};copy:short=7:${scope}`);
  await runAll('short1', `write:short=1:after=100:${scope};read:short=400:after=10:${scope};copy:short=5:${scope}`);
  const calls = ['open', 'close', 'read', 'write', 'fstat', 'fsync', 'ftruncate', 'copy'];
  await runAll('eintr', calls.map((c) => `${c}:EINTR:${scope}`).join(';'));

  // A short fs.read is reported as it is (Node does not loop on reads).
  const file = next('plain');
  fs.writeFileSync(file, data);
  faults.set(`read:short=7:${scope}`);
  const fd = fs.openSync(file);
  const b = Buffer.alloc(100);
  assert.strictEqual(fs.readSync(fd, b, 0, 100, 0), 7);
  assert.deepStrictEqual(b.subarray(0, 7), data.subarray(0, 7));
  faults.clear();
  fs.closeSync(fd);

  // EINTR on the path calls too: mkdir, rename, unlink, rmdir, rm.
  faults.set(['mkdir', 'rename', 'unlink', 'rmdir'].map((c) => `${c}:EINTR:${scope}`).join(';'));
  const dir = next('dir');
  fs.mkdirSync(dir);
  await fsp.mkdir(path.join(dir, 'sub'));
  fs.writeFileSync(path.join(dir, 'a'), 'a');
  fs.renameSync(path.join(dir, 'a'), path.join(dir, 'b'));
  fs.unlinkSync(path.join(dir, 'b'));
  fs.rmdirSync(path.join(dir, 'sub'));
  fs.writeFileSync(path.join(dir, 'c'), 'c');
  fs.rmSync(dir, { recursive: true });
  assert.ok(faults.fired() >= 6, `path calls: ${faults.fired()} faults`);
  faults.clear();
  assert.strictEqual(fs.existsSync(dir), false);
})().then(common.mustCall());
