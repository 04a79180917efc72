// minirt's own test: fs.writeFile as one pool task, and the Sync/fd paths beside it.
'use strict';

// Every ArrayBufferView kind, every encoding, sizes across 512 KiB and a multi-MB buffer,
// flags a/wx/r+, creation mode, failing syscall and path, abort before/during, and no fd
// left open afterwards.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const openFds = () => fs.readdirSync('/proc/self/fd').length;
const baseline = openFds();
const K = 512 * 1024;

function pattern(n) {
  const b = Buffer.allocUnsafe(n);
  for (let i = 0; i < n; i++) b[i] = (i * 13 + (i >> 11)) & 0xff;
  return b;
}

// Sizes, async and sync.
for (const size of [0, 1, K - 1, K, K + 1, 6 * 1024 * 1024]) {
  const data = pattern(size);
  const a = tmpdir.resolve(`w-${size}`);
  fs.writeFile(a, data, common.mustSucceed(() => {
    assert.ok(fs.readFileSync(a).equals(data), `async ${size}`);
  }));
  const s = tmpdir.resolve(`ws-${size}`);
  fs.writeFileSync(s, data);
  assert.ok(fs.readFileSync(s).equals(data), `sync ${size}`);
}

// Every view kind writes its exact bytes (offset views included).
{
  const ab = new ArrayBuffer(64);
  new Uint8Array(ab).forEach((_, i, arr) => { arr[i] = i; });
  const views = [new Int8Array(ab, 8, 8), new Uint8Array(ab, 3, 5), new Uint8ClampedArray(ab),
                 new Int16Array(ab, 2, 4), new Uint16Array(ab), new Int32Array(ab, 4, 2),
                 new Uint32Array(ab), new Float32Array(ab, 8), new Float64Array(ab),
                 new BigInt64Array(ab, 8, 1), new BigUint64Array(ab), new DataView(ab, 1, 2),
                 Buffer.from(ab, 5, 9)];
  views.forEach((v, i) => {
    const expected = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    const f = tmpdir.resolve(`view-${i}`);
    fs.writeFile(f, v, common.mustSucceed(() => {
      assert.ok(fs.readFileSync(f).equals(expected), v.constructor.name);
    }));
    fs.writeFileSync(`${f}s`, v);
    assert.ok(fs.readFileSync(`${f}s`).equals(expected), `${v.constructor.name} sync`);
  });
}

// Every encoding encodes like Buffer.from(string, encoding).
{
  const input = 'héllo€ 0aZ=';
  for (const enc of ['utf8', 'utf-8', 'latin1', 'binary', 'ascii', 'hex', 'base64',
                     'base64url', 'ucs2', 'utf16le']) {
    const f = tmpdir.resolve(`enc-${enc}`);
    fs.writeFile(f, input, enc, common.mustSucceed(() => {
      assert.ok(fs.readFileSync(f).equals(Buffer.from(input, enc)), enc);
    }));
  }
}

// Flags and mode.
{
  const f = tmpdir.resolve('flags');
  fs.writeFileSync(f, 'hello');
  fs.writeFile(f, 'XY', { flag: 'a' }, common.mustSucceed(() => {
    assert.strictEqual(fs.readFileSync(f, 'utf8'), 'helloXY');
    fs.writeFile(f, 'AB', { flag: 'r+' }, common.mustSucceed(() => {
      assert.strictEqual(fs.readFileSync(f, 'utf8'), 'ABlloXY');
      fs.writeFile(f, 'z', { flag: 'wx' }, common.mustCall((err) => {
        assert.deepStrictEqual([err.code, err.syscall, err.path], ['EEXIST', 'open', f]);
        assert.strictEqual(fs.readFileSync(f, 'utf8'), 'ABlloXY');
      }));
    }));
  }));
  const m = tmpdir.resolve('mode');
  fs.writeFile(m, 'x', { mode: 0o640 }, common.mustSucceed(() => {
    assert.strictEqual(fs.statSync(m).mode & 0o777, 0o640 & ~process.umask());
  }));
}

// Failing syscalls: open (with path) and write (without).
fs.writeFile(tmpdir.resolve('no/such/dir'), 'x', common.mustCall((err) => {
  assert.deepStrictEqual([err.code, err.syscall, err.path],
                         ['ENOENT', 'open', tmpdir.resolve('no/such/dir')]);
}));
fs.writeFile('/proc/version', 'x', common.mustCall((err) => {
  assert.strictEqual(err.syscall, 'write');
  assert.strictEqual(err.path, undefined);
  assert.deepStrictEqual(Object.keys(err), ['errno', 'code', 'syscall']);
}));
assert.throws(() => fs.writeFileSync(tmpdir.resolve('flags'), Buffer.from('x'), { flag: 'r' }), (err) => {
  assert.deepStrictEqual(Object.keys(err), ['errno', 'syscall', 'code']);
  return err.code === 'EBADF';
});
assert.throws(() => fs.writeFileSync(tmpdir.resolve('flags'), 'x', { flag: 'r', encoding: 'utf8' }), (err) => {
  assert.deepStrictEqual(Object.keys(err), ['errno', 'code', 'syscall']);
  return err.code === 'EBADF';
});

// Aborts.
{
  const f = tmpdir.resolve('abort-before');
  const ac = new AbortController();
  ac.abort();
  fs.writeFile(f, 'x', { signal: ac.signal }, common.mustCall((err) => {
    assert.strictEqual(err.name, 'AbortError');
    assert.strictEqual(fs.existsSync(f), false);
  }));
  const g = tmpdir.resolve('abort-during');
  const ac2 = new AbortController();
  const big = pattern(3 * 1024 * 1024);
  fs.writeFile(g, big, { signal: ac2.signal }, common.mustCall((err) => {
    assert.strictEqual(err.name, 'AbortError');
    assert.strictEqual(fs.statSync(g).size, big.length);
  }));
  ac2.abort();
}

// Promise form.
{
  const f = tmpdir.resolve('promise');
  fs.promises.writeFile(f, 'promised').then(common.mustCall(() => {
    assert.strictEqual(fs.readFileSync(f, 'utf8'), 'promised');
  }));
  fs.promises.writeFile(f, 123).catch(common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_INVALID_ARG_TYPE');
  }));
}

// At exit every write above has finished (a timer could fire while a big one still runs).
process.on('exit', () => assert.strictEqual(openFds(), baseline));
