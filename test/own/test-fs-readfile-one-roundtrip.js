// minirt's own test: fs.readFile through the one-task job and its chunked hand-back.
'use strict';

// Sizes across the 512 KiB hand-back limit, every encoding, flags, errors with syscall and
// path, abort before and during (also between chunks of a big file), procfs files, and no
// fd left open after a hand-back, an error or an abort (counted in /proc/self/fd).
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

const openFds = () => fs.readdirSync('/proc/self/fd').length;
const baseline = openFds();

const K = 512 * 1024;
const sizes = [0, 1, 4096, K - 1, K, K + 1, 3 * K + 17, 4 * 1024 * 1024];
const encodings = ['utf8', 'utf-8', 'UTF8', 'latin1', 'binary', 'ascii', 'hex', 'base64',
                   'base64url', 'ucs2', 'utf16le'];

function pattern(n) {
  const b = Buffer.allocUnsafe(n);
  for (let i = 0; i < n; i++) b[i] = (i * 31 + (i >> 9)) & 0xff;
  return b;
}

for (const size of sizes) {
  const data = pattern(size);
  const file = tmpdir.resolve(`rt-${size}.bin`);
  fs.writeFileSync(file, data);
  fs.readFile(file, common.mustSucceed((buf) => {
    assert.ok(Buffer.isBuffer(buf));
    assert.strictEqual(buf.length, size);
    assert.ok(buf.equals(data), `bytes of ${size}`);
  }));
  // Every encoding decodes exactly like Buffer#toString (also across chunk borders).
  if (size <= K + 1 || size === 3 * K + 17) {
    for (const enc of encodings) {
      fs.readFile(file, enc, common.mustSucceed((text) => {
        assert.strictEqual(text, data.toString(enc), `${enc} of ${size}`);
      }));
    }
  }
}

// Multi-byte UTF-8 straddling the 512 KiB chunk border.
{
  const text = '€'.repeat(200000); // 600000 bytes
  const file = tmpdir.resolve('euro.txt');
  fs.writeFileSync(file, text);
  fs.readFile(file, 'utf8', common.mustSucceed((got) => assert.strictEqual(got, text)));
  fs.promises.readFile(file, 'utf8').then(common.mustCall((got) => assert.strictEqual(got, text)));
}

// Flags: 'a+' creates; 'r+' reads; 'wx' on an existing file fails at open.
{
  const file = tmpdir.resolve('flags.txt');
  fs.readFile(file, { flag: 'a+', encoding: 'utf8' }, common.mustSucceed((t) => {
    assert.strictEqual(t, '');
    fs.writeFileSync(file, 'hello');
    fs.readFile(file, { flag: 'r+', encoding: 'utf8' }, common.mustSucceed((t2) => {
      assert.strictEqual(t2, 'hello');
    }));
    fs.readFile(file, { flag: 'wx' }, common.mustCall((err) => {
      assert.strictEqual(err.code, 'EEXIST');
      assert.strictEqual(err.syscall, 'open');
      assert.strictEqual(err.path, file);
    }));
  }));
}

// Failing syscall and path.
fs.readFile(tmpdir.resolve('missing'), common.mustCall((err) => {
  assert.deepStrictEqual([err.code, err.errno, err.syscall, err.path],
                         ['ENOENT', -2, 'open', tmpdir.resolve('missing')]);
  assert.deepStrictEqual(Object.keys(err), ['errno', 'code', 'syscall', 'path']);
  assert.strictEqual(err.stack, `Error: ${err.message}`);
}));
fs.readFile(tmpdir.path, common.mustCall((err) => {
  assert.deepStrictEqual([err.code, err.syscall, err.path], ['EISDIR', 'read', tmpdir.path]);
}));

// procfs: st_size 0, read to EOF inside the job.
fs.readFile('/proc/self/status', 'latin1', common.mustSucceed((t) => {
  assert.ok(t.startsWith('Name:'));
}));
fs.readFile('/proc/self/mounts', common.mustSucceed((b) => assert.ok(b.length > 0)));

// Aborts: before the call (synchronous callback), in flight, and between chunks.
{
  const file = tmpdir.resolve(`rt-${4 * 1024 * 1024}.bin`);
  const before = new AbortController();
  before.abort('why');
  let sync = true;
  fs.readFile(file, { signal: before.signal }, common.mustCall((err) => {
    assert.strictEqual(sync, true);
    assert.strictEqual(err.name, 'AbortError');
    assert.strictEqual(err.cause, 'why');
  }));
  sync = false;

  const during = new AbortController();
  fs.readFile(file, { signal: during.signal }, common.mustCall((err, data) => {
    assert.strictEqual(err.name, 'AbortError');
    assert.strictEqual(data, undefined);
  }));
  during.abort();

  // Abort after the hand-back: the first chunk is in flight when this runs.
  const chunked = new AbortController();
  fs.readFile(file, { signal: chunked.signal }, common.mustCall((err) => {
    assert.strictEqual(err.name, 'AbortError');
  }));
  setImmediate(() => chunked.abort());
}

// A big file that shrinks while it is read in chunks: the result is a prefix of the
// original, at least as long as what is left (the reader stops at EOF).
{
  const data = pattern(3 * 1024 * 1024);
  const file = tmpdir.resolve('shrinking.bin');
  fs.writeFileSync(file, data);
  fs.readFile(file, common.mustSucceed((buf) => {
    assert.ok(buf.length >= 600000 && buf.length <= data.length);
    assert.ok(buf.equals(data.subarray(0, buf.length)));
  }));
  setImmediate(() => fs.truncateSync(file, 600000));
}

// Promise form: resolves with the same bytes, rejects with the same errors.
{
  const file = tmpdir.resolve(`rt-${K + 1}.bin`);
  fs.promises.readFile(file).then(common.mustCall((b) => {
    assert.ok(b.equals(pattern(K + 1)));
  }));
  fs.promises.readFile(tmpdir.resolve('missing')).catch(common.mustCall((err) => {
    assert.strictEqual(err.code, 'ENOENT');
  }));
  fs.promises.readFile(0).catch(common.mustCall((err) => {
    assert.strictEqual(err.code, 'ERR_INVALID_ARG_TYPE');
  }));
}

// Once everything above has finished, no descriptor is left open.
process.on('exit', () => {
  const now = fs.readdirSync('/proc/self/fd').map((fd) => {
    try { return fs.readlinkSync(`/proc/self/fd/${fd}`); } catch { return fd; }
  });
  assert.strictEqual(now.length, baseline, now.join(' '));
});
