// minirt's own test: every fs write path under an injected ENOSPC.
// Flags: --expose-internals --no-warnings
// Every fs write path under an injected ENOSPC (minirt's fs fault layer, see
// docs/FS-SEMANTICS.md "Fault injection"): the error reaches JS with the shape Node 26
// reports for a real full disk (/dev/full: errno -28, syscall 'write', no path, and the
// same own-key order), no descriptor leaks, and with `after=N` exactly the first N bytes
// are on disk while the fd-level writes report exactly N bytes written.
'use strict';
require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;
const path = require('path');
const tmpdir = require('../common/tmpdir');
const { internalBinding } = require('internal/test/binding');
const faults = internalBinding('fs_faults');

tmpdir.refresh();
const openFds = () => fs.readdirSync('/proc/self/fd').length;
const data = Buffer.alloc(10000);
for (let i = 0; i < data.length; i++) data[i] = (i * 7 + 3) & 0xff;
const text = 'x'.repeat(10000);

// Own-key orders Node 26 uses: the JS-built errors of the sync writers, else the C++ order.
const SYNC_ORDER = ['errno', 'syscall', 'code'];
const ORDER = ['errno', 'code', 'syscall'];

function checkEnospc(name, err, order) {
  assert.ok(err instanceof Error, `${name}: expected an error`);
  assert.strictEqual(err.message, 'ENOSPC: no space left on device, write', name);
  assert.strictEqual(err.errno, -28, name);
  assert.strictEqual(err.code, 'ENOSPC', name);
  assert.strictEqual(err.syscall, 'write', name);
  assert.strictEqual(err.path, undefined, name);
  assert.deepStrictEqual(Object.keys(err), order, name);
}

const cb = (f) => new Promise((resolve) => f((err, ...rest) => resolve([err, ...rest])));
async function caught(p) {
  try {
    return [null, await p];
  } catch (err) {
    return [err];
  }
}
function caughtSync(f) {
  try {
    return [null, f()];
  } catch (err) {
    return [err];
  }
}

// Whole-file and stream writers: they must fail.
const failing = {
  'writeFile cb': (f) => cb((done) => fs.writeFile(f, data, done)),
  'writeFile cb string': (f) => cb((done) => fs.writeFile(f, text, done)),
  'writeFileSync': (f) => caughtSync(() => fs.writeFileSync(f, data)),
  'writeFileSync string': (f) => caughtSync(() => fs.writeFileSync(f, text)),
  'fsp.writeFile': (f) => caught(fsp.writeFile(f, data)),
  'appendFile cb': (f) => cb((done) => fs.appendFile(f, data, done)),
  'appendFileSync': (f) => caughtSync(() => fs.appendFileSync(f, data)),
  'fsp.appendFile': (f) => caught(fsp.appendFile(f, data)),
  'FileHandle.writeFile': async (f) => {
    const fh = await fsp.open(f, 'w');
    try { return await caught(fh.writeFile(data)); } finally { await fh.close(); }
  },
  'FileHandle.appendFile': async (f) => {
    const fh = await fsp.open(f, 'a');
    try { return await caught(fh.appendFile(data)); } finally { await fh.close(); }
  },
  'writeFileSync fd': (f) => {
    const fd = fs.openSync(f, 'w');
    try { return caughtSync(() => fs.writeFileSync(fd, data)); } finally { fs.closeSync(fd); }
  },
  'writeFile fd cb': async (f) => {
    const fd = fs.openSync(f, 'w');
    try { return await cb((done) => fs.writeFile(fd, data, done)); } finally { fs.closeSync(fd); }
  },
  'createWriteStream': (f) => new Promise((resolve) => {
    const ws = fs.createWriteStream(f);
    let error = null;
    ws.on('error', (err) => { error = err; });
    ws.on('close', () => resolve([error]));
    ws.write(data.subarray(0, 5000));
    ws.end(data.subarray(5000));
  }),
};
const syncOrder = new Set(['writeFileSync', 'appendFileSync', 'writeFileSync fd']);

// fd-level writers: a write that fails at once rejects; one that crosses the limit reports
// the partial count, as libuv does.
const fdWriters = {
  'fs.write cb': async (fd) => {
    const [err, n] = await cb((done) => fs.write(fd, data, done));
    return [err, n];
  },
  'fs.write cb string': async (fd) => {
    const [err, n] = await cb((done) => fs.write(fd, text, done));
    return [err, n];
  },
  'writeSync': (fd) => caughtSync(() => fs.writeSync(fd, data)),
  'writeSync string': (fd) => caughtSync(() => fs.writeSync(fd, text)),
  'fs.writev cb': async (fd) => {
    const [err, n] = await cb((done) => fs.writev(fd, [data.subarray(0, 3000), data.subarray(3000)], done));
    return [err, n];
  },
  'writevSync': (fd) => caughtSync(() => fs.writevSync(fd, [data.subarray(0, 3000), data.subarray(3000)])),
  'FileHandle.write': async (fd, fh) => {
    const [err, r] = await caught(fh.write(data));
    return [err, r && r.bytesWritten];
  },
  'FileHandle.write string': async (fd, fh) => {
    const [err, r] = await caught(fh.write(text));
    return [err, r && r.bytesWritten];
  },
  'FileHandle.writev': async (fd, fh) => {
    const [err, r] = await caught(fh.writev([data.subarray(0, 3000), data.subarray(3000)]));
    return [err, r && r.bytesWritten];
  },
};
const fdSyncOrder = new Set(['writeSync', 'writeSync string']);
const expected = (name) => (name.includes('string') ? Buffer.from(text) : data);

(async () => {
  let i = 0;
  for (const [name, run] of Object.entries(failing)) {
    for (const after of [0, 4096]) {
      const file = path.join(tmpdir.path, `w${i++}.out`);
      fs.writeFileSync(file, '');
      const before = openFds();
      faults.set(`write:ENOSPC:after=${after}:path=${file}`);
      const [err] = await run(file);
      const fired = faults.fired();
      faults.clear();
      checkEnospc(`${name} after=${after}`, err, syncOrder.has(name) ? SYNC_ORDER : ORDER);
      assert.ok(fired >= 1, name);
      assert.strictEqual(openFds(), before, `${name}: fd leak`);
      const want = (name.includes('string') ? Buffer.from(text) : data).subarray(0, after);
      assert.deepStrictEqual(fs.readFileSync(file), want, `${name} after=${after}: disk`);
    }
  }

  for (const [name, run] of Object.entries(fdWriters)) {
    const file = path.join(tmpdir.path, `fd${i++}.out`);
    const before = openFds();
    // Set before the open: an fd matches `path=` by the path it was opened with.
    faults.set(`write:ENOSPC:after=4096:path=${file}`);
    const fh = await fsp.open(file, 'w');
    const fd = fh.fd;
    // Crossing the limit: the partial count, no error.
    const [err1, n1] = await run(fd, fh);
    assert.strictEqual(err1, null, `${name}: ${err1}`);
    assert.strictEqual(n1, 4096, name);
    // The disk is full now: the next write fails.
    const [err2] = await run(fd, fh);
    faults.clear();
    checkEnospc(name, err2, fdSyncOrder.has(name) ? SYNC_ORDER : ORDER);
    await fh.close();
    assert.strictEqual(openFds(), before, `${name}: fd leak`);
    assert.deepStrictEqual(fs.readFileSync(file), expected(name).subarray(0, 4096), `${name}: disk`);
  }
})().then(require('../common').mustCall());
